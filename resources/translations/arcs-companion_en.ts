<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActOneChoice</name>
    <message numerus="yes">
        <location filename="../../qml/wizard/ActOneChoice.qml" line="+120"/>
        <source>With %n players, %1 goes in the rules booklet&apos;s first slot.</source>
        <translation>
            <numerusform>With %n player, %1 goes in the rules booklet&apos;s first slot.</numerusform>
            <numerusform>With %n players, %1 goes in the rules booklet&apos;s first slot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmendPreviewDialog</name>
    <message numerus="yes">
        <location filename="../../qml/components/AmendPreviewDialog.qml" line="+47"/>
        <source>%1 of %n later entries no longer hold: they are dropped.</source>
        <translation>
            <numerusform>%1 of %n later entry no longer holds: it is dropped.</numerusform>
            <numerusform>%1 of %n later entries no longer hold: they are dropped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message numerus="yes">
        <location filename="../../engine/rules/Battle.cpp" line="+123"/>
        <source>One die per attacking ship and per fresh starport on the Flagship&apos;s board: at most %n dice, not %1.</source>
        <translation>
            <numerusform>One die per attacking ship and per fresh starport on the Flagship&apos;s board: at most %n die, not %1.</numerusform>
            <numerusform>One die per attacking ship and per fresh starport on the Flagship&apos;s board: at most %n dice, not %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>One die per attacking ship: %n ships roll at most %n dice, not %1.</source>
        <translation>
            <numerusform>One die per attacking ship: %n ship rolls at most %n die, not %1.</numerusform>
            <numerusform>One die per attacking ship: %n ships roll at most %n dice, not %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEntries</name>
    <message numerus="yes">
        <location filename="../../engine/rules/BoardEntryTitles.cpp" line="+103"/>
        <location line="+5"/>
        <source>%n of %1&apos;s ships damaged</source>
        <translation>
            <numerusform>%n of %1&apos;s ships damaged</numerusform>
            <numerusform>%n of %1&apos;s ships damaged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n Blight damaged</source>
        <translation>
            <numerusform>%n Blight damaged</numerusform>
            <numerusform>%n Blight damaged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of %1&apos;s buildings damaged</source>
        <translation>
            <numerusform>%n of %1&apos;s buildings damaged</numerusform>
            <numerusform>%n of %1&apos;s buildings damaged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DropUndoneBanner</name>
    <message numerus="yes">
        <location filename="../../qml/components/DropUndoneBanner.qml" line="+27"/>
        <source>Back at entry %1: the next entry drops the %n undone entries after it.</source>
        <translation>
            <numerusform>Back at entry %1: the next entry drops the undone entry after it.</numerusform>
            <numerusform>Back at entry %1: the next entry drops the %n undone entries after it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message numerus="yes">
        <location filename="../../engine/rules/Events.cpp" line="+176"/>
        <source>%1 has %n empty resource slots: they steal up to that many.</source>
        <translation>
            <numerusform>%1 has %n empty resource slot: they steal up to that many.</numerusform>
            <numerusform>%1 has %n empty resource slots: they steal up to that many.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/rules/EventWords.cpp" line="+41"/>
        <source>%n damaged</source>
        <translation>
            <numerusform>%n damaged</numerusform>
            <numerusform>%n damaged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n destroyed</source>
        <translation>
            <numerusform>%n destroyed</numerusform>
            <numerusform>%n destroyed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %n hits</source>
        <translation>
            <numerusform>%1: %n hit</numerusform>
            <numerusform>%1: %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The Blight in %n systems finds no ships to hit.</source>
        <translation>
            <numerusform>The Blight in %n system finds no ships to hit.</numerusform>
            <numerusform>The Blight in %n systems finds no ships to hit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The Blight in %n other systems finds no ships to hit.</source>
        <translation>
            <numerusform>The Blight in %n other system finds no ships to hit.</numerusform>
            <numerusform>The Blight in %n other systems finds no ships to hit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Requisition Ships: %n fresh Imperial ships in an Empire-controlled system (none: at a Loyal starport).</source>
        <translation>
            <numerusform>Requisition Ships: %n fresh Imperial ship in an Empire-controlled system (none: at a Loyal starport).</numerusform>
            <numerusform>Requisition Ships: %n fresh Imperial ships in an Empire-controlled system (none: at a Loyal starport).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+146"/>
        <source>%1 returns %n of %2&apos;s Favors</source>
        <translation>
            <numerusform>%1 returns %n of %2&apos;s Favors</numerusform>
            <numerusform>%1 returns %n of %2&apos;s Favors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 promises %2 %n Favors</source>
        <translation>
            <numerusform>%1 promises %2 %n Favor</numerusform>
            <numerusform>%1 promises %2 %n Favors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Govern</name>
    <message numerus="yes">
        <location filename="../../engine/rules/Govern.cpp" line="+347"/>
        <source>Only %n Weapons are left: the First Regent chooses which Regents get one.</source>
        <translation>
            <numerusform>Only %n Weapon is left: the First Regent chooses which Regents get one.</numerusform>
            <numerusform>Only %n Weapons are left: the First Regent chooses which Regents get one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>The %n Imperial ships go to an Empire-controlled system (none: a Loyal starport of %1).</source>
        <translation>
            <numerusform>The Imperial ship goes to an Empire-controlled system (none: a Loyal starport of %1).</numerusform>
            <numerusform>The %n Imperial ships go to an Empire-controlled system (none: a Loyal starport of %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n Imperial ships to %1</source>
        <translation>
            <numerusform>%n Imperial ship to %1</numerusform>
            <numerusform>%n Imperial ships to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhoneRequestBanner</name>
    <message numerus="yes">
        <location filename="../../qml/phones/PhoneRequestBanner.qml" line="+20"/>
        <source>%n more waiting.</source>
        <translation>
            <numerusform>%n more is waiting.</numerusform>
            <numerusform>%n more are waiting.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <location filename="../../qml/components/PlayerRow.qml" line="+25"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaidPanel</name>
    <message numerus="yes">
        <location filename="../../qml/battle/RaidPanel.qml" line="+64"/>
        <location line="+12"/>
        <source>%1 (%n key(s))</source>
        <translation>
            <numerusform>%1 (%n key)</numerusform>
            <numerusform>%1 (%n keys)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SystemSheet</name>
    <message numerus="yes">
        <location filename="../../qml/board/SystemSheet.qml" line="+89"/>
        <source>%1 · %2 planet · %3 of %n slot(s) free</source>
        <translation>
            <numerusform>%1 · %2 planet · %3 of %n slot free</numerusform>
            <numerusform>%1 · %2 planet · %3 of %n slots free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../../app/controllers/Table.cpp" line="+310"/>
        <source>This entry would drop the %n undone entries after entry %1: choose &quot;Drop them&quot; above the page, or Redo them.</source>
        <translation>
            <numerusform>This entry would drop the undone entry after entry %1: choose &quot;Drop them&quot; above the page, or Redo it.</numerusform>
            <numerusform>This entry would drop the %n undone entries after entry %1: choose &quot;Drop them&quot; above the page, or Redo them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/controllers/TableAmendment.cpp" line="+17"/>
        <source>Entering entry %1 again as it should have been (it was: %2). The %n later entries wait to be replayed after it.</source>
        <translation>
            <numerusform>Entering entry %1 again as it should have been (it was: %2). The later entry waits to be replayed after it.</numerusform>
            <numerusform>Entering entry %1 again as it should have been (it was: %2). The %n later entries wait to be replayed after it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Entering what was missed before entry %1 (%2). The %n later entries wait to be replayed after it.</source>
        <translation>
            <numerusform>Entering what was missed before entry %1 (%2). The later entry waits to be replayed after it.</numerusform>
            <numerusform>Entering what was missed before entry %1 (%2). The %n later entries wait to be replayed after it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreenCourt</name>
    <message numerus="yes">
        <location filename="../../qml/tablescreen/TableScreenCourt.qml" line="+84"/>
        <source>+ %n more card(s)</source>
        <translation>
            <numerusform>+ %n more card</numerusform>
            <numerusform>+ %n more cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreenPlayers</name>
    <message numerus="yes">
        <location filename="../../qml/tablescreen/TableScreenPlayers.qml" line="+87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreenSteps</name>
    <message numerus="yes">
        <location filename="../../qml/tablescreen/TableScreenSteps.qml" line="+67"/>
        <source>✓ %n step(s) resolved</source>
        <translation>
            <numerusform>✓ %n step resolved</numerusform>
            <numerusform>✓ %n steps resolved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>+ %n more step(s)</source>
        <translation>
            <numerusform>+ %n more step</numerusform>
            <numerusform>+ %n more steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message numerus="yes">
        <location filename="../../qml/Theme.qml" line="+159"/>
        <source>%n cities</source>
        <translation type="unfinished">
            <numerusform>%n city</numerusform>
            <numerusform>%n cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n agents</source>
        <translation type="unfinished">
            <numerusform>%n agent</numerusform>
            <numerusform>%n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n Favors</source>
        <translation>
            <numerusform>%n Favor</numerusform>
            <numerusform>%n Favors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Captives</source>
        <translation type="unfinished">
            <numerusform>%n Captive</numerusform>
            <numerusform>%n Captives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Trophies</source>
        <translation type="unfinished">
            <numerusform>%n Trophy</numerusform>
            <numerusform>%n Trophies</numerusform>
        </translation>
    </message>
</context>
</TS>
