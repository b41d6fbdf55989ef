<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ActOneChoice</name>
    <message>
        <location filename="../../qml/wizard/ActOneChoice.qml" line="+22"/>
        <source>Number die</source>
        <translation>數字骰</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Number die shows %1</source>
        <translation>數字骰顯示 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+39"/>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Event die</source>
        <translation>事件骰</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Imperial policy</source>
        <translation>帝國政策</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Draw</source>
        <translation>抽取</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Empire holds clusters %1 and %2; Free cities go on the %3 planets outside them, and damaged Blight in every other system. Govern the Imperial Reach starts on %4. Shuffle %5 Event cards into the action deck.</source>
        <translation>帝國控制星區 %1 與 %2；自由城市放在這些星區以外的%3星球上，其他每個地區各放一個損壞的枯萎。Govern the Imperial Reach 以%4面開始。將 %5 張事件卡洗入行動牌庫。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>With %n players, %1 goes in the rules booklet&apos;s first slot.</source>
        <translation>
            <numerusform>%n 人遊戲：將 %1 放入規則手冊的第一格。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The app has rolled the dice and drawn the policy: keep them, roll again, or tap what the table rolled and drew.</source>
        <translation>本程式已擲好骰子並抽好政策：可保留、重擲，或點選牌桌實際擲出與抽到的結果。</translation>
    </message>
</context>
<context>
    <name>ActSetup</name>
    <message>
        <location filename="../../engine/state/ActSetup.cpp" line="+25"/>
        <source>A campaign has Acts I to III, not Act %1.</source>
        <translation>戰役只有第一幕到第三幕，沒有第 %1 幕。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Act I starts on an empty map, not from an earlier table.</source>
        <translation>第一幕從空的地圖開始，而不是從先前的牌桌狀態開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>The number die shows 1 to %1, not %2.</source>
        <translation>數字骰的點數為 1 到 %1，不是 %2。</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Act %1 starts from the table its Intermission left.</source>
        <translation>第 %1 幕從其幕間留下的牌桌狀態開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table the Intermission left is for another number of players.</source>
        <translation>幕間留下的牌桌狀態是另一種玩家人數的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With two players, roll the number die twice for the resources on the ambitions.</source>
        <translation>兩人遊戲時，擲兩次數字骰決定目標上的資源。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a two-player Act puts resources on the ambitions.</source>
        <translation>只有兩人遊戲的幕會在目標上放置資源。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a Fate for each of the %1 players.</source>
        <translation>請為 %1 位玩家各選擇一個命運。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no Fate numbered %1: Fates are numbered 1 to %2.</source>
        <translation>沒有編號 %1 的命運：命運編號為 1 到 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 is a %2 Fate: %2 Fates are first chosen at the Intermission after Act %3.</source>
        <translation>%1 是 %2 命運：%2 命運最早要在第 %3 幕後的幕間才能選擇。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players chose the %1: each Fate is in the game once.</source>
        <translation>有兩位玩家選了 %1：每個命運在遊戲中只有一個。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>The First Regent must be one of the %1 players.</source>
        <translation>首席攝政必須是 %1 位玩家之一。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>&quot;act&quot; and &quot;numberDie&quot; must be whole numbers.</source>
        <translation>&quot;act&quot; 和 &quot;numberDie&quot; 必須是整數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;eventSymbol&quot; must be arrow, crescent or hex.</source>
        <translation>&quot;eventSymbol&quot; 必須是 arrow、crescent 或 hex。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;policy&quot; must be war, peace or escalation.</source>
        <translation>&quot;policy&quot; 必須是 war、peace 或 escalation。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;fates&quot; must list each player&apos;s Fate number.</source>
        <translation>&quot;fates&quot; 必須列出每位玩家的命運編號。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;firstRegent&quot; must be a seat number.</source>
        <translation>&quot;firstRegent&quot; 必須是座位編號。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;ambitionClusters&quot; must list the number die&apos;s rolls.</source>
        <translation>&quot;ambitionClusters&quot; 必須列出數字骰的擲骰結果。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;carried&quot;.&quot;power&quot; must list each seat&apos;s Power.</source>
        <translation>&quot;carried&quot;.&quot;power&quot; 必須列出每個座位的權力。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;carried&quot;.&quot;firstRegent&quot; must be a seat number or null.</source>
        <translation>&quot;carried&quot;.&quot;firstRegent&quot; 必須是座位編號或 null。</translation>
    </message>
</context>
<context>
    <name>ActingPlayerChoice</name>
    <message>
        <location filename="../../qml/components/ActingPlayerChoice.qml" line="+18"/>
        <location line="+5"/>
        <source>Acting player</source>
        <translation>行動玩家</translation>
    </message>
</context>
<context>
    <name>AddFateCardButton</name>
    <message>
        <location filename="../../qml/campaign/AddFateCardButton.qml" line="+10"/>
        <source>+ Fate card</source>
        <translation>+ 命運卡</translation>
    </message>
</context>
<context>
    <name>AmbitionCountsRow</name>
    <message>
        <location filename="../../qml/chapter/AmbitionCountsRow.qml" line="+50"/>
        <source>from the board</source>
        <translation>取自圖板</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1&apos;s %2 count</source>
        <translation>%1 的%2計數</translation>
    </message>
</context>
<context>
    <name>AmbitionListModel</name>
    <message>
        <location filename="../../app/models/AmbitionListModel.cpp" line="+55"/>
        <source>nobody has any yet</source>
        <translation>尚無人擁有</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tie on %2</source>
        <translation>%1 平手：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 leads with %2, by %3</source>
        <translation>%1 領先：%2，多 %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the dummy</source>
        <translation>虛擬玩家</translation>
    </message>
</context>
<context>
    <name>AmbitionMenu</name>
    <message>
        <location filename="../../qml/components/AmbitionMenu.qml" line="+27"/>
        <source>No marker left to declare %1</source>
        <translation>沒有剩餘的計分標記可宣告%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card declares %1 (the %2 marker)</source>
        <translation>卡牌宣告%1（%2 計分標記）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A card takes the %1 marker back</source>
        <translation>卡牌取回 %1 計分標記</translation>
    </message>
</context>
<context>
    <name>AmbitionPanel</name>
    <message>
        <location filename="../../qml/components/AmbitionPanel.qml" line="+30"/>
        <source>Ambitions</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no markers left</source>
        <translation>計分標記已用完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>markers left:</source>
        <translation>剩餘計分標記：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: a card declares it or takes its marker back</source>
        <translation>%1：卡牌宣告它，或取回它的計分標記</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>none yet</source>
        <translation>尚無人擁有</translation>
    </message>
</context>
<context>
    <name>AmendPreviewDialog</name>
    <message>
        <location filename="../../qml/components/AmendPreviewDialog.qml" line="+45"/>
        <source>No later entry to replay.</source>
        <translation>沒有需要重播的後續紀錄。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every later entry still holds.</source>
        <translation>所有後續紀錄仍然成立。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n later entries no longer hold: they are dropped.</source>
        <translation>
            <numerusform>%n 筆後續紀錄中有 %1 筆不再成立：將被捨棄。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>✓ Holds: %1</source>
        <translation>✓ 成立：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Dropped: %1 — %2</source>
        <translation>✗ 捨棄：%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay them</source>
        <translation>重播</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop them all</source>
        <translation>全部捨棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep those that hold</source>
        <translation>保留仍成立者</translation>
    </message>
</context>
<context>
    <name>AmendingBanner</name>
    <message>
        <location filename="../../qml/components/AmendingBanner.qml" line="+32"/>
        <source>Replay them…</source>
        <translation>重播…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>AreaCards</name>
    <message>
        <location filename="../../qml/components/AreaCards.qml" line="+34"/>
        <source>Guild cards</source>
        <translation>公會卡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A card names the protected card: let it move</source>
        <translation>有卡牌指名這張受保護的卡：允許移動它</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · protected</source>
        <translation>%1 · 受保護</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>raid</source>
        <translation>打劫</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>held on it</source>
        <translation>卡上放置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard</source>
        <translation>棄掉</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Guild card to give</source>
        <translation>要給予的公會卡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give card</source>
        <translation>給予卡牌</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lore</source>
        <translation>傳說</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Lore card to give</source>
        <translation>要給予的傳說卡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give lore</source>
        <translation>給予傳說卡</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Outrage</source>
        <translation>憤怒</translation>
    </message>
</context>
<context>
    <name>AreaEmpire</name>
    <message>
        <location filename="../../qml/components/AreaEmpire.qml" line="+27"/>
        <source>The Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First Regent</source>
        <translation>首席攝政</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regent</source>
        <translation>攝政</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outlaw</source>
        <translation>法外之徒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now an Outlaw</source>
        <translation>改為法外之徒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now a Regent</source>
        <translation>改為攝政</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gives up the First Regent tile</source>
        <translation>交出首席攝政板塊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes the First Regent tile</source>
        <translation>取得首席攝政板塊</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Favors on their Fate card</source>
        <translation>命運卡上的人情</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Favors</source>
        <translation>人情</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Imperial Trust, on the tile</source>
        <translation>首席攝政板塊上的帝國國庫</translation>
    </message>
</context>
<context>
    <name>AreaFrozen</name>
    <message>
        <location filename="../../qml/components/AreaFrozen.qml" line="+30"/>
        <source>Frozen resources</source>
        <translation>凍結資源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>On %1</source>
        <translation>在 %1 上</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Frozen on:</source>
        <translation>凍結於：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The card or piece that freezes them</source>
        <translation>凍結它們的卡牌或配件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resource to freeze</source>
        <translation>要凍結的資源</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Freeze 1</source>
        <translation>凍結 1 個</translation>
    </message>
</context>
<context>
    <name>AreaResources</name>
    <message>
        <location filename="../../qml/components/AreaResources.qml" line="+30"/>
        <source>Resources · tap a slot</source>
        <translation>資源 · 點選資源格</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Resource slot %1: %2</source>
        <translation>第 %1 個資源格：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resource slot %1: empty</source>
        <translation>第 %1 個資源格：空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Spend for its Prelude action</source>
        <translation>花費以執行其序幕行動</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Discard</source>
        <translation>棄掉</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set to empty</source>
        <translation>設為空</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Set to %1</source>
        <translation>設為%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cities on the player board: %1 · bonus to won ambitions +%2</source>
        <translation>玩家圖板上的城市：%1 · 城市獎勵 +%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>city</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In supply: %1 ships, %2 starports, %3 agents</source>
        <translation>供應區：%1 艘飛船、%2 座星際港、%3 個間諜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Outrage icons wait for an agent</source>
        <translation>%1 個憤怒圖示等待間諜</translation>
    </message>
</context>
<context>
    <name>AreaRivals</name>
    <message>
        <location filename="../../qml/components/AreaRivals.qml" line="+22"/>
        <source>Captives</source>
        <translation>戰俘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trophy ships</source>
        <translation>戰利品飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starports</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agents</source>
        <translation>間諜</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Captives %1 · Trophies %2</source>
        <translation>戰俘 %1 · 戰利品 %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trophies of the Reach</source>
        <translation>星域戰利品</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imperial ships</source>
        <translation>帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free cities</source>
        <translation>自由城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free starports</source>
        <translation>自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Power</source>
        <translation>權力</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../../engine/rules/Battle.cpp" line="+79"/>
        <source>The attacking Flagship: no extra die (no fresh starport on its board); its Upgrades and Armor take hits like ships.</source>
        <translation>進攻方旗艦：不加骰（其圖板上沒有完好星際港）；其升級與裝甲像飛船一樣承受命中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacking Flagship: +1 die (the fresh starport on its board); its Upgrades and Armor take hits like ships.</source>
        <translation>進攻方旗艦：+1 顆骰（其圖板上的完好星際港）；其升級與裝甲像飛船一樣承受命中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The attacking Flagship: +%1 dice (the fresh starports on its board); its Upgrades and Armor take hits like ships.</source>
        <translation>進攻方旗艦：+%1 顆骰（其圖板上的完好星際港）；其升級與裝甲像飛船一樣承受命中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The defending Flagship: its Upgrades and Armor are hit like buildings; its Defense Array adds %1 to an intercept (one per fresh starport on its board).</source>
        <translation>防守方旗艦：其升級與裝甲像建築一樣被命中；其防禦陣列使攔截增加 %1（其圖板上每個完好星際港 1 次）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The defending Flagship: its Upgrades and Armor are hit like buildings; it does not intercept.</source>
        <translation>防守方旗艦：其升級與裝甲像建築一樣被命中；它不會攔截。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its Tractor Beam: the attacker collects no raid dice.</source>
        <translation>其牽引光束：進攻方不能選用打劫骰。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The attacker needs ships in the battle system.</source>
        <translation>進攻方在戰鬥地區必須有飛船。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>One die per attacking ship and per fresh starport on the Flagship&apos;s board: at most %n dice, not %1.</source>
        <translation>
            <numerusform>每艘進攻飛船與旗艦面板上每座未受損的星港各一顆骰：最多 %n 顆骰，不是 %1 顆。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>One die per attacking ship: %n ships roll at most %n dice, not %1.</source>
        <translation>
            <numerusform>每艘進攻飛船一顆骰：%n 艘飛船最多擲 %n 顆骰，不是 %1 顆。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The defending Flagship&apos;s Tractor Beam: the attacker collects no raid dice.</source>
        <translation>防守方旗艦的牽引光束：進攻方不能選用打劫骰。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The defender has a Flagship: raid dice need their buildings or their Flagship in this system.</source>
        <translation>防守方有旗艦：要選用打劫骰，其建築或旗艦必須在此地區。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raid dice need the defender&apos;s buildings in this system, or none anywhere.</source>
        <translation>要選用打劫骰，防守方必須在此地區有建築，或在任何地方都沒有建築。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A die face is numbered 1 to 6, not %1.</source>
        <translation>骰面數字為 1 到 6，而非 %1。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Self-hits: %1 to your own ships.</source>
        <translation>自傷：你自己的飛船受到 %1 次命中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Intercept: rolled, but the Blight does not intercept.</source>
        <translation>攔截：有擲出，但枯萎不會攔截。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 fresh defending ship</source>
        <translation>1 艘完好的防守飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fresh defending ships</source>
        <translation>%1 艘完好的防守飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Defense Array&apos;s %1</source>
        <translation>防禦陣列的 %1 次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intercept: rolled, but no defending ship is fresh: no hits.</source>
        <translation>攔截：有擲出，但沒有完好的防守飛船：沒有命中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intercept: %1 → %2 to your ships.</source>
        <translation>攔截：%1 → 你的飛船受到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+170"/>
        <source>1 hit</source>
        <translation>1 次命中</translation>
    </message>
    <message>
        <location line="-169"/>
        <location line="+169"/>
        <source>%1 hits</source>
        <translation>%1 次命中</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>The defending Flagship does not intercept (it has no Defense Array).</source>
        <translation>防守方旗艦不會攔截（它沒有防禦陣列）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intercept: none rolled.</source>
        <translation>攔截：未擲出。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 damage or destruction</source>
        <translation>1 次損壞或摧毀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 damages or destructions</source>
        <translation>%1 次損壞或摧毀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hits: %1 on the Blight, which is Tough (2 hits each): %2; the odd hit does nothing.</source>
        <translation>命中：%1 次命中枯萎，枯萎為堅韌（每次需 2 次命中）：%2；多出的 1 次命中無效。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hits: %1 on the Blight, which is Tough (2 hits each): %2.</source>
        <translation>命中：%1 次命中枯萎，枯萎為堅韌（每次需 2 次命中）：%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hits: %1 to the defending ships.</source>
        <translation>命中：防守方飛船受到 %1 次命中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hits: %1 — the defending ships take %2, the other one goes on to the defending buildings.</source>
        <translation>命中：%1 次 — 防守方飛船承受 %2 次，剩下 1 次轉向防守方建築。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hits: %1 — the defending ships take %2, the other %3 go on to the defending buildings.</source>
        <translation>命中：%1 次 — 防守方飛船承受 %2 次，剩下 %3 次轉向防守方建築。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hits: %1 — the defending ships take %2; the other one finds nothing else to hit here.</source>
        <translation>命中：%1 次 — 防守方飛船承受 %2 次；剩下 1 次在此沒有其他可命中的目標。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hits: %1 — the defending ships take %2; the other %3 find nothing else to hit here.</source>
        <translation>命中：%1 次 — 防守方飛船承受 %2 次；剩下 %3 次在此沒有其他可命中的目標。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Building hits: none rolled.</source>
        <translation>建築命中：未擲出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Building hits: %1 to the defending buildings and the Flagship&apos;s Upgrades and Armor.</source>
        <translation>建築命中：防守方建築與旗艦的升級和裝甲受到 %1 次命中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building hits: %1, but the defender has no buildings here.</source>
        <translation>建築命中：%1 次，但防守方在此沒有建築。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Building hits: %1 to the defending buildings.</source>
        <translation>建築命中：防守方建築受到 %1 次命中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: none rolled.</source>
        <translation>鑰匙：未擲出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: %1 to raid resources and Guild cards (each costs its raid cost).</source>
        <translation>鑰匙：%1 把，可用來打劫資源與公會卡（各需支付其打劫費用）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: %1, but no attacking ship survived to raid.</source>
        <translation>鑰匙：%1 把，但沒有進攻飛船存活可以打劫。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Free city was destroyed: the attacker provokes Outrage.</source>
        <translation>有自由城市被摧毀：進攻方激起憤怒。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city was destroyed: the attacker provokes Outrage and ransacks the Court.</source>
        <translation>有城市被摧毀：進攻方激起憤怒並洗劫皇宮。</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The dice give %1 %2: from %3 fresh and %4 damaged they cannot leave %5 fresh and %6 damaged (each hit damages a fresh piece or destroys a damaged one).</source>
        <translation>骰子對%1造成 %2：原本 %3 艘完好、%4 艘損壞，不可能變成 %5 艘完好、%6 艘損壞（每次命中會使一個完好配件損壞，或摧毀一個損壞配件）。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: %2 destroyed, %3 damaged</source>
        <translation>%1：摧毀 %2，損壞 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 destroyed</source>
        <translation>%1：摧毀 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 damaged</source>
        <translation>%1：損壞 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A Flagship&apos;s Upgrades and Armor only take hits: a fresh one is damaged or destroyed, a damaged one destroyed, and an Upgrade only once its Armor is gone.</source>
        <translation>旗艦的升級與裝甲只會承受命中：完好的會損壞或被摧毀，損壞的會被摧毀；升級要等其裝甲沒了才會受到命中。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The dice give the attacking side %1, %2 on its Flagship: from %3 fresh and %4 damaged the ships cannot leave %5 fresh and %6 damaged (each hit damages a fresh piece or destroys a damaged one).</source>
        <translation>骰子對進攻方造成 %1，其中 %2 次由其旗艦承受：飛船原本 %3 艘完好、%4 艘損壞，不可能變成 %5 艘完好、%6 艘損壞（每次命中會使一個完好配件損壞，或摧毀一個損壞配件）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the attacking ships</source>
        <translation>進攻方飛船</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the defending ships</source>
        <translation>防守方飛船</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The dice give the defending buildings %1: they cannot leave these cities and starports (each hit damages a fresh building or destroys a damaged one).</source>
        <translation>骰子對防守方建築造成 %1：不可能變成這些城市與星際港（每次命中會使一座完好建築損壞，或摧毀一座損壞建築）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Attacking ships</source>
        <translation>進攻方飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending ships</source>
        <translation>防守方飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacking Imperial ships</source>
        <translation>進攻方帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending Imperial ships</source>
        <translation>防守方帝國飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending starports</source>
        <translation>防守方星際港</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending cities</source>
        <translation>防守方城市</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Attacking Flagship&apos;s Upgrades</source>
        <translation>進攻方旗艦的升級</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attacking Flagship&apos;s Armor</source>
        <translation>進攻方旗艦的裝甲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending Flagship&apos;s Upgrades</source>
        <translation>防守方旗艦的升級</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defending Flagship&apos;s Armor</source>
        <translation>防守方旗艦的裝甲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece is hit.</source>
        <translation>沒有配件被命中。</translation>
    </message>
</context>
<context>
    <name>BattleApplied</name>
    <message>
        <location filename="../../qml/battle/BattleApplied.qml" line="+20"/>
        <source>✓ Battle applied to the board</source>
        <translation>✓ 戰鬥結果已套用到圖板</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Back to the table</source>
        <translation>回到牌桌</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan another battle</source>
        <translation>規劃另一場戰鬥</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <location filename="../../qml/pages/BattlePage.qml" line="+34"/>
        <source>Start a game to fight battles.</source>
        <translation>開始一場遊戲才能進行戰鬥。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Apply result</source>
        <translation>套用結果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>✓ Applied: %1</source>
        <translation>✓ 已套用：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the table</source>
        <translation>回到牌桌</translation>
    </message>
</context>
<context>
    <name>BattleRoll</name>
    <message>
        <location filename="../../app/controllers/BattleRoll.cpp" line="+240"/>
        <source>city</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>starport</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Roll the dice, or enter every die&apos;s face.</source>
        <translation>擲骰，或輸入每顆骰子的骰面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice cannot produce this result: change it, or confirm that the table decided otherwise.</source>
        <translation>骰子不可能產生這個結果：請修改，或確認這桌另有決定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the battle system to apply the result to the board.</source>
        <translation>選擇戰鬥地區，以將結果套用到圖板上。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>✸ hit   ☠ self-hit   ⚔ intercept   ▣ building hit   ⚷ key   — blank</source>
        <translation>✸ 命中   ☠ 自傷   ⚔ 攔截   ▣ 建築命中   ⚷ 鑰匙   — 空白</translation>
    </message>
</context>
<context>
    <name>BoardDraft</name>
    <message>
        <location filename="../../app/controllers/BoardDraft.cpp" line="+121"/>
        <source>%1 (lore)</source>
        <translation>%1（傳說）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a system of the Reach first.</source>
        <translation>請先選擇一個地區。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a ship, a city or a starport, not an agent.</source>
        <translation>請選擇飛船、城市或星際港，而不是間諜。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Choose a city or a starport for the Flagship.</source>
        <translation>請為旗艦選擇城市或星際港。</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+24"/>
        <source>&quot;%1&quot; is not a resource.</source>
        <translation>「%1」不是資源。</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>BoardEntries</name>
    <message>
        <location filename="../../engine/rules/CourtEntries.cpp" line="+21"/>
        <source>The Court deck is empty: nothing refills the row.</source>
        <translation>皇宮牌庫已空：皇宮牌列不會補牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the card drawn from the Court deck to fill the empty place.</source>
        <translation>請指定從皇宮牌庫抽出、用來補上空位的牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No lore card is left in the Court deck: name the card that was drawn.</source>
        <translation>宮廷牌庫中已沒有傳說卡：請指名抽到的那張卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already on the table: name the lore card that was drawn.</source>
        <translation>%1 已在牌桌上：請指名抽到的那張傳說卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in the Court deck: name the card that was drawn.</source>
        <translation>%1 不在皇宮牌庫中：請指定實際抽出的牌。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="+359"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這桌的一名玩家。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is out of play: cluster %2 is covered in this game.</source>
        <translation>%1 位於無法地帶：本局已蓋住星區 %2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is attached above %2: agents go on %2, and it goes with it.</source>
        <translation>%1 附加在 %2 上方：間諜要放在 %2 上，而它會隨之一起移動。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not in the Court row.</source>
        <translation>%1 不在皇宮牌列中。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/CourtEntries.cpp" line="+71"/>
        <source>The Imperial Council is Decided: nobody influences or secures it until a Summit petitions the Council, or the next Act.</source>
        <translation>帝國議會已決議：在高峰會向議會請願或下一幕開始之前，任何人都不能影響或拉攏它。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/ResourceEntries.cpp" line="+78"/>
        <source>Slot %1 is not one of %2&apos;s open resource slots: a gained resource goes to an open slot.</source>
        <translation>第 %1 格不是 %2 的開放資源格：獲得的資源要放入開放的資源格。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="-351"/>
        <source>Only a campaign has Free buildings and Imperial ships.</source>
        <translation>只有戰役才有自由建築和帝國飛船。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BattleEntries.cpp" line="+248"/>
        <source>The Truce Law: %1 and %2 are both Regents, and Imperial ships are in %3.</source>
        <translation>停戰法：%1 和 %2 都是攝政，且 %3 有帝國飛船。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="+9"/>
        <source>The Empire controls %1: only a Regent with Loyal pieces there controls it (the Presence Law).</source>
        <translation>帝國控制 %1：只有在該處有己方配件的攝政才控制它（駐在法）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not control %2: %3.</source>
        <translation>%1 沒有控制 %2：%3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only cities are taxed: a player&apos;s or a Free city.</source>
        <translation>只能向城市收稅：玩家的城市或自由城市。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no Free city in %1.</source>
        <translation>%1 沒有自由城市。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no city in %2.</source>
        <translation>%1 在 %2 沒有城市。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Free city can only be taxed where you have the most fresh ships</source>
        <translation>只有在你擁有最多完好飛船的地區，才能向自由城市收稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Rival city can only be taxed where you have the most fresh ships</source>
        <translation>只有在你擁有最多完好飛船的地區，才能向敵方城市收稅</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That city in %1 was already taxed this turn: each city once per turn.</source>
        <translation>%1 的這座城市本回合已收過稅：每座城市每回合限一次。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no Free starport in %1.</source>
        <translation>%1 沒有自由星際港。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Free starport builds ships only where you have the most fresh ships</source>
        <translation>只有在你擁有最多完好飛船的地區，才能在自由星際港建造飛船</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ships are built at a Loyal starport or the Flagship: %1 has neither in %2.</source>
        <translation>飛船要在己方星際港或旗艦處建造：%1 在 %2 兩者皆無。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ships are built at a Loyal starport: %1 has none in %2.</source>
        <translation>飛船要在己方星際港建造：%1 在 %2 沒有星際港。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 already built a ship at their Flagship this turn: 1 ship a turn (2 with the Ship Crane).</source>
        <translation>%1 本回合已在旗艦處建造過飛船：每回合 1 艘（有船塢吊臂則 2 艘）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already built %2 ships at their Flagship this turn: 2 ships a turn with the Ship Crane.</source>
        <translation>%1 本回合已在旗艦處建造了 %2 艘飛船：有船塢吊臂時每回合 2 艘。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The starport in %1 already built a ship this turn: one ship per starport per turn.</source>
        <translation>%1 的星際港本回合已建造過飛船：每座星際港每回合一艘。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Agents are not built: influence the Court to place one.</source>
        <translation>間諜不是建造出來的：對皇宮執行影響才能放置間諜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player builds their own pieces: a ship at a Free starport they control, or their own ship, city or starport.</source>
        <translation>玩家只能建造自己的配件：在自己控制的自由星際港建造飛船，或建造自己的飛船、城市或星際港。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no %2 left in supply.</source>
        <translation>%1 的供應區已沒有%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a Flagship: their cities and starports are built on its board, as Upgrades and Armor.</source>
        <translation>%1 擁有旗艦：其城市和星際港要建在旗艦板上，作為升級和裝甲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gates have no building slots: build on a planet.</source>
        <translation>通道沒有建築格：請建在星球上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every building slot in %1 is taken.</source>
        <translation>%1 的建築格都已佔滿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no piece in %2: build where you have a ship or building.</source>
        <translation>%1 在 %2 沒有配件：要在有自己飛船或建築的地方建造。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Say how many Imperial ships move: none or more.</source>
        <translation>請填入移動的帝國飛船數量：0 艘或更多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Presence Law: only a Regent with Loyal pieces in an Empire-controlled system moves its Imperial ships; %1 does not Command them in %2.</source>
        <translation>駐在法：只有在帝國控制的地區有己方配件的攝政，才能移動該處的帝國飛船；%1 在 %2 無法指揮它們。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Empire has %1 fresh and %2 damaged ships in %3.</source>
        <translation>帝國在 %3 有 %1 艘完好、%2 艘損壞的飛船。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Movement Law: one Imperial ship moves for each Loyal ship moving with it; %1 Imperial for %2 Loyal.</source>
        <translation>移動法：每有一艘己方飛船一同移動，才能移動一艘帝國飛船；目前是 %1 艘帝國飛船對 %2 艘己方飛船。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Say how many ships move: at least one.</source>
        <translation>請填入移動的飛船數量：至少 1 艘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Flagship is not in %2.</source>
        <translation>%1 的旗艦不在 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 fresh and %3 damaged ships in %4.</source>
        <translation>%1 在 %4 有 %2 艘完好、%3 艘損壞的飛船。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be reached from %2 in one move.</source>
        <translation>無法從 %2 一次移動到達 %1。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>There is no damaged Imperial ship in %1.</source>
        <translation>%1 沒有損壞的帝國飛船。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no damaged Free %1 in %2.</source>
        <translation>%2 沒有損壞的自由%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no damaged %2 in %3.</source>
        <translation>%1 在 %3 沒有損壞的%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Presence Law: only a Regent with Loyal pieces in an Empire-controlled system repairs its Imperial ships; %1 does not Command them in %2.</source>
        <translation>駐在法：只有在帝國控制的地區有己方配件的攝政，才能修復該處的帝國飛船；%1 在 %2 無法指揮它們。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a Free building is repaired only where you have the most fresh ships</source>
        <translation>只有在你擁有最多完好飛船的地區，才能修復自由建築</translation>
    </message>
    <message>
        <location filename="../../engine/rules/CourtEntries.cpp" line="+13"/>
        <source>A secured Imperial Council stays in the Court, Decided: nothing refills it.</source>
        <translation>被拉攏的帝國議會留在皇宮中，狀態為已決議：不會補牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no agents on %2.</source>
        <translation>%1 在 %2 上沒有間諜。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs more agents on %2 than each Rival (%1 %3, %4 %5).</source>
        <translation>%1 在 %2 上的間諜必須比每個敵方都多（%1 %3，%4 %5）。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/ResourceEntries.cpp" line="+13"/>
        <source>%1 has no resource in slot %2.</source>
        <translation>%1 的第 %2 格沒有資源。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is Outraged for %2: it cannot be spent for its Prelude action.</source>
        <translation>%1 對%2處於憤怒狀態：不能花費它來執行序幕行動。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="+10"/>
        <source>Choose a ship, a city or a starport to destroy, not an agent.</source>
        <translation>請選擇要摧毀的飛船、城市或星際港，不能選間諜。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no %2 in %3.</source>
        <translation>%1 在 %3 沒有%2。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/CourtEntries.cpp" line="+21"/>
        <source>%1 can ransack only a card holding agents of a player whose city they just destroyed.</source>
        <translation>%1 只能洗劫放有間諜的牌，且那些間諜須屬於其剛摧毀城市的玩家。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is attached: nothing is drawn when it leaves.</source>
        <translation>%1 是附加牌：它離開時不會抽牌補位。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Imperial Council is never buried, discarded or scrapped.</source>
        <translation>帝國議會永遠不會被置於皇宮牌庫底、棄掉或移出遊戲。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BattleEntries.cpp" line="-213"/>
        <source>The last battle was against %1, not the Free States.</source>
        <translation>上一場戰鬥的對手是 %1，不是自由邦。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Free States yield a resource of the planet&apos;s type, not a slot or a card.</source>
        <translation>自由邦提供的是該星球類型的資源，而不是資源格或卡牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left in the supply to take.</source>
        <translation>供應區已沒有%1可拿。</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>Raiding spends the keys of a battle just fought by this player.</source>
        <translation>打劫要花費這名玩家剛打完的戰鬥所得的鑰匙。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no attacking ships left in %2: the keys cannot be spent.</source>
        <translation>%1 在 %2 已沒有進攻的飛船：無法花費鑰匙。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Free States yield one resource of the planet&apos;s type: raid them for it.</source>
        <translation>自由邦提供一個該星球類型的資源：打劫他們即可取得。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose one resource slot or one Guild card to steal.</source>
        <translation>請選擇要偷取的一個資源格或一張公會卡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 does not hold %2.</source>
        <translation>%1 沒有持有 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That costs %1; %2 left from the battle.</source>
        <translation>這需要 %1；戰鬥只剩下 %2 把鑰匙。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 key</source>
        <translation>1 把鑰匙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 keys</source>
        <translation>%1 把鑰匙</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stolen Guild card is held, not put in a resource slot.</source>
        <translation>偷來的公會卡由玩家持有，而不是放進資源格。</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>%1 after the battle cannot be %2 fresh and %3 damaged: there were %4 fresh and %5 damaged.</source>
        <translation>戰鬥後，%1不可能有 %2 個完好、%3 個損壞：原本只有 %4 個完好、%5 個損壞。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A player cannot battle themselves: choose a Rival to attack.</source>
        <translation>玩家不能與自己戰鬥：請選擇要攻擊的敵方。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no ships in %2 to attack with.</source>
        <translation>%1 在 %2 沒有可用來攻擊的飛船。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a campaign has the Empire, the Free States and the Blight to battle.</source>
        <translation>只有戰役中才有帝國、自由邦和枯萎可以戰鬥。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no pieces in %2 to defend.</source>
        <translation>%1 在 %2 沒有可防守的配件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Truce Law: %1 is a Regent and cannot harm Imperial ships; only an Outlaw chooses the Empire as defender.</source>
        <translation>停戰法：%1 是攝政，不能傷害帝國飛船；只有法外之徒才能選擇帝國作為防守方。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Empire has no ships in %1 to defend.</source>
        <translation>帝國在 %1 沒有可防守的飛船。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Free States have no buildings in %1 to defend.</source>
        <translation>自由邦在 %1 沒有可防守的建築。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no Blight in %1 to battle.</source>
        <translation>%1 沒有可戰鬥的枯萎。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No Flagship fought in this battle.</source>
        <translation>這場戰鬥沒有旗艦參戰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Flagship fought in %1: say how its Upgrades and Armor stand after the battle.</source>
        <translation>有旗艦在 %1 參戰：請填寫戰鬥後其升級和裝甲的狀態。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Flagship stays in %1 during the battle.</source>
        <translation>戰鬥期間旗艦留在 %1。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="+9"/>
        <source>Only a campaign has Fate tokens.</source>
        <translation>只有戰役才有命運標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Fate token needs its name, without spaces around it.</source>
        <translation>命運標記需要名稱，且前後不能有空格。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BattleEntries.cpp" line="+11"/>
        <source>%1 is an Outlaw: only a Regent adds Imperial ships to their attack.</source>
        <translation>%1 是法外之徒：只有攝政才能讓帝國飛船加入攻擊。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There are no Imperial ships in %1 to add to the attack.</source>
        <translation>%1 沒有可加入攻擊的帝國飛船。</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>The attacking ships</source>
        <translation>進攻方的飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The defending ships</source>
        <translation>防守方的飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial ships</source>
        <translation>帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starports</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 If the table decided otherwise, enter the result as the table&apos;s decision.</source>
        <translation>%1 若牌桌另有決定，請以牌桌的決定輸入結果。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1 is not a gate: the ships go in a gate.</source>
        <translation>%1 不是通道：飛船要放在通道。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 still has ships or starports on the map: only a player with neither places new ships in a gate.</source>
        <translation>%1 在地圖上仍有飛船或星際港：只有兩者皆無的玩家才能在通道放置新飛船。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is %1&apos;s turn: %2 places the ships at the end of their own turn.</source>
        <translation>現在是 %1 的回合：%2 要在自己的回合結束時放置飛船。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no ships in the supply to place: all are Rivals&apos; Trophies.</source>
        <translation>%1 的供應區沒有可放置的飛船：全都成了敵方的戰利品。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/ResourceEntries.cpp" line="+12"/>
        <source>%1&apos;s resources stay where they are: they are arranged again only when a returning city covers a slot that held one.</source>
        <translation>%1 的資源維持原位：只有當返回的城市蓋住有資源的格子時，才需要重新安排。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give all %1 of %2&apos;s resource slots, empty ones included.</source>
        <translation>請填寫 %2 全部 %1 個資源格，包括空格。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Slot %1 is covered by a city: only open slots hold resources.</source>
        <translation>第 %1 格被城市蓋住：只有開放的資源格能放資源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no other %2 to put in slot %3.</source>
        <translation>%1 沒有其他%2可放入第 %3 格。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/CourtEntries.cpp" line="+42"/>
        <source>%1 has no agents left in supply.</source>
        <translation>%1 的供應區已沒有間諜。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/ResourceEntries.cpp" line="+52"/>
        <source>slot %1: its %2 moved to slot %3</source>
        <translation>第 %1 格：其%2移到第 %3 格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>slot %1: its %2 was discarded, no open slot being empty</source>
        <translation>第 %1 格：其%2被棄掉，因為沒有空的開放資源格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A city back on %1&apos;s board covers %2.</source>
        <translation>一座城市回到 %1 的玩家板上並蓋住格子：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntries.cpp" line="+191"/>
        <source>%1 has only %2 %3 in the box.</source>
        <translation>%1 在遊戲盒中只有 %2 個%3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has only %2 agents in the box.</source>
        <translation>%1 在遊戲盒中只有 %2 個間諜。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 building slots.</source>
        <translation>%1 有 %2 個建築格。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are only %1 %2 tokens.</source>
        <translation>%2只有 %1 個。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/BoardEntryTitles.cpp" line="+30"/>
        <source> in slot %1</source>
        <translation> 放入第 %1 格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 discarded</source>
        <translation>，%1被棄掉</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>; %1 provokes %2 Outrage</source>
        <translation>；%1 激起%2憤怒</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 taxed a Free city in %2</source>
        <translation>%1 在 %2 向自由城市收稅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 taxed %2&apos;s city in %3</source>
        <translation>%1 在 %3 向 %2 的城市收稅</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 taxed their city in %2</source>
        <translation>%1 在 %2 向自己的城市收稅</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: +1 %1</source>
        <translation>：+1 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>: no %1 gained (no empty slot, or none left)</source>
        <translation>：未獲得%1（沒有空格，或已無剩餘）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, 1 Captive</source>
        <translation>，1 名戰俘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, no agent left to capture</source>
        <translation>，沒有間諜可俘虜</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Free States</source>
        <translation>自由邦</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location line="+5"/>
        <source>%n of %1&apos;s ships damaged</source>
        <translation>
            <numerusform>%1 有 %n 艘飛船受損</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n Blight damaged</source>
        <translation>
            <numerusform>%n 個枯萎受損</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of %1&apos;s buildings damaged</source>
        <translation>
            <numerusform>%1 有 %n 座建築受損</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no Trophy</source>
        <translation>0 個戰利品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 Trophy</source>
        <translation>1 個戰利品</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Trophies</source>
        <translation>%1 個戰利品</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, as the table decided</source>
        <translation>，依牌桌決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no ship lost</source>
        <translation>未損失飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 ship lost</source>
        <translation>損失 1 艘飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ships lost</source>
        <translation>損失 %1 艘飛船</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 battled %2 in %3: %4 to %1, %5 to %2%6</source>
        <translation>%1 在 %3 與 %2 戰鬥：%1 獲得 %4，%2 獲得 %5 個戰利品%6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 battled the Empire in %2: %3 to %1, %4 (%5 to %6, First Regent)%7</source>
        <translation>%1 在 %2 與帝國戰鬥：%1 獲得 %3，%4（%5歸首席攝政 %6）%7</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a Trophy</source>
        <translation>戰利品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trophies</source>
        <translation>戰利品</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 battled the Empire in %2: %3 to %1, %4%5</source>
        <translation>%1 在 %2 與帝國戰鬥：%1 獲得 %3，%4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 battled the Free States in %2: %3 to %1, %4%5</source>
        <translation>%1 在 %2 與自由邦戰鬥：%1 獲得 %3，%4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 battled the Blight in %2: %3 to %1, %4%5</source>
        <translation>%1 在 %2 與枯萎戰鬥：%1 獲得 %3，%4%5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 built a %2 as their Flagship&apos;s %3 in %4</source>
        <translation>%1 在 %4 建造%2，作為其旗艦的%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 built a ship at a Free starport in %2</source>
        <translation>%1 在 %2 的自由星際港建造飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 built a %2 in %3</source>
        <translation>%1 在 %3 建造%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, damaged</source>
        <translation>%1，損壞</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2</source>
        <translation>%1 艘%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>1 Imperial ship</source>
        <translation>1 艘帝國飛船</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+14"/>
        <source>%1 Imperial ships</source>
        <translation>%1 艘帝國飛船</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 moved their Flagship from %2 to %3</source>
        <translation>%1 將旗艦從 %2 移至 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moved their Flagship and %2 from %3 to %4</source>
        <translation>%1 將旗艦和 %2 從 %3 移至 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved %2 %3 and %4 from %5 to %6</source>
        <translation>%1 將 %2 艘%3和 %4 從 %5 移至 %6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 moved %2 %3 from %4 to %5</source>
        <translation>%1 將 %2 艘%3從 %4 移至 %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 repaired their Flagship&apos;s %2</source>
        <translation>%1 修復了旗艦的%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 repaired an Imperial ship in %2</source>
        <translation>%1 在 %2 修復了一艘帝國飛船</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 repaired a Free %2 in %3</source>
        <translation>%1 在 %3 修復了自由%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 repaired a %2 in %3</source>
        <translation>%1 在 %3 修復了%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 influenced %2</source>
        <translation>%1 影響了 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 with %2 attached above it</source>
        <translation>%1（上方附加了 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 secured %2</source>
        <translation>%1 拉攏了 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 spent %2</source>
        <translation>%1 花費了%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discarded %2</source>
        <translation>%1 棄掉了%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 destroyed %2&apos;s %3 in %4</source>
        <translation>%1 在 %4 摧毀了 %2 的%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 ransacked %2</source>
        <translation>%1 洗劫了 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>; %1 slid down into its place</source>
        <translation>；%1 滑下補上空位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; the Court deck is empty</source>
        <translation>；皇宮牌庫已空</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>; %1 drawn in its place</source>
        <translation>；抽出 %1 補上空位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 buried under the Court deck%2</source>
        <translation>%1 被埋到皇宮牌庫底%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded from the Court%2</source>
        <translation>%1 從皇宮被棄掉%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scrapped from the Court%2</source>
        <translation>%1 從皇宮移出遊戲%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 raided the Free States in %2: +1 %3</source>
        <translation>%1 在 %2 打劫自由邦：+1 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 raided %2 from %3</source>
        <translation>%1 從 %3 打劫了 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in slot %2</source>
        <translation>%1 放在第 %2 格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave up every resource</source>
        <translation>%1 放棄了所有資源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 arranged their resources: %2</source>
        <translation>%1 安排了資源：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Corrected %1&apos;s %2 to empty</source>
        <translation>已將 %1 的%2更正為空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrected %1&apos;s %2 to a damaged %3</source>
        <translation>已將 %1 的%2更正為損壞的%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corrected %1&apos;s %2 to a %3</source>
        <translation>已將 %1 的%2更正為%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loyal to %1</source>
        <translation>為 %1 的己方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can be harmed</source>
        <translation>可被命中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placed the %1 token in %2</source>
        <translation>已將 %1 標記放在 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Resettled: the Flagship is a ship again; a city in %2, a starport in %3, %4 new %5</source>
        <translation>%1 重新安頓：旗艦變回一艘飛船；在 %2 放置城市，在 %3 放置星際港，新增 %4 艘%5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Flagship placed in %2</source>
        <translation>%1 的旗艦放置於 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with %2 fresh %3</source>
        <translation>%1，連同 %2 艘完好的%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; their Loyal buildings on the map are Free buildings now</source>
        <translation>%1；其在地圖上的己方建築現在成為自由建築</translation>
    </message>
</context>
<context>
    <name>BoardJson</name>
    <message>
        <location filename="../../engine/state/BoardJson.cpp" line="+74"/>
        <source>a token&apos;s name, or {&quot;name&quot;, &quot;loyalTo&quot;, &quot;damaged&quot;, &quot;harmable&quot;}</source>
        <translation>標記名稱，或 {&quot;name&quot;, &quot;loyalTo&quot;, &quot;damaged&quot;, &quot;harmable&quot;}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a token Loyal to a seat of the table</source>
        <translation>屬於本桌某個座位的己方標記</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>a card&apos;s &quot;deck&quot;: %1</source>
        <translation>卡牌的 &quot;deck&quot;：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a Fate card: {&quot;id&quot;, &quot;name&quot;, &quot;kind&quot;: &quot;guild&quot; or &quot;vox&quot;}</source>
        <translation>命運卡：{&quot;id&quot;, &quot;name&quot;, &quot;kind&quot;: &quot;guild&quot; 或 &quot;vox&quot;}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a Guild card&apos;s &quot;suit&quot;: %1</source>
        <translation>公會卡的 &quot;suit&quot;：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a Guild card&apos;s &quot;raidCost&quot; (1 or more) or &quot;protected&quot;: true</source>
        <translation>公會卡的 &quot;raidCost&quot;（1 以上）或 &quot;protected&quot;: true</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>board: %1 must be %2</source>
        <translation>board: %1 必須是%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number of at least 0</source>
        <translation>至少為 0 的整數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>[fresh, damaged]</source>
        <translation>[fresh, damaged]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{&quot;card&quot;: a card&apos;s name, &quot;player&quot;: a seat of the table}</source>
        <translation>{&quot;card&quot;: 卡牌名稱, &quot;player&quot;: 本桌的座位}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a list of whole numbers</source>
        <translation>整數列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list of %1 whole numbers</source>
        <translation>%1 個整數的列表</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>a list of names</source>
        <translation>名稱列表</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+100"/>
        <source>a system such as &quot;2-gate&quot;</source>
        <translation>地區，例如 &quot;2-gate&quot;</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+52"/>
        <source>a seat of the table</source>
        <translation>本桌的座位</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a list of Fate tokens</source>
        <translation>命運標記列表</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>one entry per seat</source>
        <translation>每個座位一項</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a list of 6 slots</source>
        <translation>6 個格子的列表</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>empty slots, cities or starports</source>
        <translation>空格、城市或星際港</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>one player area per seat</source>
        <translation>每個座位一個玩家區域</translation>
    </message>
</context>
<context>
    <name>BoardMap</name>
    <message>
        <location filename="../../qml/board/BoardMap.qml" line="+125"/>
        <source>%1 is not a marked gate: the ships go in a gate.</source>
        <translation>%1 不是標示的通道：飛船要放在通道。</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Flagship</source>
        <translation>旗艦</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flagship and </source>
        <translation>旗艦及 </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 ship</source>
        <translation>1 艘飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ships</source>
        <translation>%1 艘飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and 1 Imperial ship</source>
        <translation> 及 1 艘帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and %1 Imperial ships</source>
        <translation> 及 %1 艘帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a marked system (⇩) for %1&apos;s %2 from %3</source>
        <translation>點選標示的地區（⇩），將 %1 的%2從 %3 移到該處</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>⊖ Whole map</source>
        <translation>⊖ 整張地圖</translation>
    </message>
</context>
<context>
    <name>CampaignBook</name>
    <message>
        <location filename="../../app/controllers/CampaignBook.cpp" line="+131"/>
        <source>%1·%2</source>
        <translation>%1·%2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Notes are written at an Intermission: begin it first.</source>
        <translation>筆記要在幕間寫下：請先開始幕間。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no player %1 at this table.</source>
        <translation>這桌沒有玩家 %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game on the table is not a saved campaign.</source>
        <translation>桌上的遊戲不是已儲存的戰役。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 log.pdf</source>
        <translation>%1 log.pdf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Campaign</source>
        <translation>戰役</translation>
    </message>
</context>
<context>
    <name>CampaignEnd</name>
    <message>
        <location filename="../../engine/rules/CampaignEnd.cpp" line="+48"/>
        <source>Grand ambitions are scored in Act III only, not in Act %1.</source>
        <translation>遠大目標只在第三幕計分，不在第 %1 幕計分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act III has chapters 1 to %1, not %2.</source>
        <translation>第三幕只有第 1 到 %1 大輪，沒有第 %2 大輪。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the grand ambitions fulfilled for each of the %1 players.</source>
        <translation>請為 %1 位玩家分別輸入達成的遠大目標數。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Fate has two grand ambitions: %1 fulfilled is not 0, 1 or 2.</source>
        <translation>每個命運有兩個遠大目標：達成數 %1 不是 0、1 或 2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A campaign has Acts I to III, not Act %1.</source>
        <translation>戰役只有第一幕到第三幕，沒有第 %1 幕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act %1 has chapters 1 to %2, not %3.</source>
        <translation>第 %1 幕只有第 1 到 %2 大輪，沒有第 %3 大輪。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player %1 has a C Fate: give their final objective&apos;s marker.</source>
        <translation>玩家 %1 是 C 命運：請輸入其最終任務標記的位置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1 has a %2 Fate, which has no final objective: give a marker for C Fates only.</source>
        <translation>玩家 %1 是 %2 命運，沒有最終任務：只有 C 命運才需輸入標記。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1&apos;s objective marker is on %2: the Power track starts at 0.</source>
        <translation>玩家 %1 的任務標記在 %2：權力軌從 0 開始。</translation>
    </message>
</context>
<context>
    <name>CampaignEndTable</name>
    <message>
        <location filename="../../qml/campaign/CampaignEndTable.qml" line="+34"/>
        <source>End of Act %1</source>
        <translation>第 %1 幕結束</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
%2 → %3</source>
        <translation>%1
%2 → %3</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <location filename="../../engine/store/CampaignFile.cpp" line="+44"/>
        <source>a campaign has one to three Acts, not %1</source>
        <translation>戰役有一到三幕，而非 %1 幕</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a campaign of %1 Acts has %2 or %3 Intermissions, not %4</source>
        <translation>%1 幕的戰役有 %2 或 %3 個幕間，而非 %4 個</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Act %1 of the campaign is not set up as its Act %1</source>
        <translation>戰役的第%1幕沒有設置為其第%1幕</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Act %1 is played by other players than Act I</source>
        <translation>第%1幕的玩家與第一幕不同</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Act %1 did not end before its Intermission</source>
        <translation>第%1幕在其幕間之前沒有結束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Intermission after Act %1 is for another number of players</source>
        <translation>第%1幕後的幕間適用於不同的玩家人數</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+53"/>
        <source>the Intermission after Act %1: %2</source>
        <translation>第%1幕後的幕間：%2</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Act %1 does not start from the table and the Fates its Intermission left</source>
        <translation>第%1幕並非從其幕間留下的桌面與命運開始</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;acts&quot; and &quot;intermissions&quot; must be lists</source>
        <translation>&quot;acts&quot; 和 &quot;intermissions&quot; 必須是列表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Act %1: %2</source>
        <translation>第%1幕：%2</translation>
    </message>
</context>
<context>
    <name>CampaignLog</name>
    <message>
        <location filename="../../engine/rules/CampaignLog.cpp" line="+111"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>CampaignLogButton</name>
    <message>
        <location filename="../../qml/campaign/CampaignLogButton.qml" line="+10"/>
        <source>Campaign log…</source>
        <translation>戰役紀錄表…</translation>
    </message>
</context>
<context>
    <name>CampaignLogPdf</name>
    <message>
        <location filename="../../app/print/CampaignLogPdf.cpp" line="+36"/>
        <source>red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>黃色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Campaign Log</source>
        <translation>戰役紀錄表</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Act</source>
        <translation>幕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fate and Power in Act</source>
        <translation>本幕的命運與權力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outrage</source>
        <translation>憤怒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flagship pieces</source>
        <translation>旗艦部件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Objective</source>
        <translation>任務</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Outrage: M Material, F Fuel, W Weapon, R Relic, P Psionic. Flagship pieces: C city, S starport, Upgrade by Upgrade.</source>
        <translation>憤怒：M 物資、F 燃料、W 武器、R 聖物、P 靈能。旗艦部件：城 為城市、港 為星際港，依升級逐一列出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What the Fates ask to keep</source>
        <translation>命運要求保留的事項</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing written.</source>
        <translation>沒有記錄。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A secret note, kept in the app for %1 alone.</source>
        <translation>一則祕密筆記，保存在應用程式中，僅供 %1 查看。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After Act %1%2:</source>
        <translation>第%1幕之後%2：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (secret)</source>
        <translation>（祕密）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write these at the Intermission&apos;s last step, under Pack up.</source>
        <translation>請在幕間的最後一步「收拾」中寫下這些內容。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trays</source>
        <translation>收納盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tray section</source>
        <translation>收納盤格位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What goes in it</source>
        <translation>放入的內容</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+19"/>
        <source>%1 could not be written: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Campaign Log: %1</source>
        <translation>戰役紀錄表：%1</translation>
    </message>
</context>
<context>
    <name>CampaignLogSheet</name>
    <message>
        <location filename="../../qml/campaign/CampaignLogSheet.qml" line="+48"/>
        <source>Act</source>
        <translation>幕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fate and Power</source>
        <translation>命運與權力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outrage</source>
        <translation>憤怒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Objective</source>
        <translation>任務</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flagship</source>
        <translation>旗艦</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>CampaignSetup</name>
    <message>
        <location filename="../../engine/rules/CampaignSetup.cpp" line="+267"/>
        <source>Every player has placed their starting pieces.</source>
        <translation>所有玩家都已放置起始配件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn to place starting pieces.</source>
        <translation>輪到 %1 放置起始配件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place a city or a starport with the %1 ships.</source>
        <translation>在 %1 艘飛船所在處放置一座城市或星際港。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a planet with an Imperial ship and an empty building slot: starting pieces go on one of those (the marked planets).</source>
        <translation>%1 不是有帝國飛船且有空建築格的星球：起始配件必須放在這類星球上（已標示的星球）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Only a campaign keeps Fate notes.</source>
        <translation>只有戰役會保存命運筆記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這桌的一位玩家。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 writes their own Fate note.</source>
        <translation>%1 自己撰寫自己的命運筆記。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Fate note is written by %2, the player to their right.</source>
        <translation>%1 的命運筆記由其右手邊的玩家 %2 撰寫。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Objective markers are a campaign&apos;s.</source>
        <translation>任務標記只用於戰役。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the %1 players.</source>
        <translation>請從 %1 位玩家中選擇一位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Fate has no objective marker in this Act.</source>
        <translation>%1 的命運在本幕沒有任務標記。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the marker by at least one space.</source>
        <translation>標記至少要移動一格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s objective marker is on %2: it moves at most %2 spaces, to 0.</source>
        <translation>%1 的任務標記在 %2：最多只能移動 %2 格，到 0 為止。</translation>
    </message>
</context>
<context>
    <name>CardChoices</name>
    <message>
        <location filename="../../qml/round/CardChoices.qml" line="+50"/>
        <source>Already played this chapter</source>
        <translation>本大輪已經打出過</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy</source>
        <translation>拷貝</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Event card: it takes the lead card&apos;s actions</source>
        <translation>事件卡：執行主導牌的行動</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seize</source>
        <translation>搶起始</translation>
    </message>
</context>
<context>
    <name>Chapter</name>
    <message>
        <location filename="../../engine/rules/Chapter.cpp" line="+47"/>
        <source>Nobody is due to play.</source>
        <translation>目前沒有輪到任何人出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>現在是 %1 的回合，不是 %2 的。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has 1 card: seizing with an extra card needs 2.</source>
        <translation>%1 只有 1 張牌：用額外一張牌搶起始需要 2 張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no cards left.</source>
        <translation>%1 沒有手牌了。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 was already played this chapter: check the card.</source>
        <translation>%1 本大輪已經打出過：請檢查這張牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../engine/rules/EntryRules.cpp" line="+100"/>
        <source>Every ambition marker is already in a box: no ambition can be declared.</source>
        <translation>所有計分標記都已放在目標格中：無法再宣告目標。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>End %1&apos;s turn first: the chapter ends with its last turn.</source>
        <translation>請先結束 %1 的回合：大輪隨最後一個回合結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chapter is still being played: score it once every card is played or everyone with cards has passed.</source>
        <translation>本大輪仍在進行中：等所有牌都打出，或所有仍有手牌的玩家都已傳遞起始後再計分。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 is a C Fate: it has a final objective, not grand ambitions.</source>
        <translation>%1 的 %2 是 C 命運：它有最終任務，而非遠大目標。</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Dummy</source>
        <translation>虛擬玩家</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No ambition was declared this chapter: nobody scores.</source>
        <translation>本大輪沒有宣告任何目標：沒有人得分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s grand ambitions: %2 fulfilled → +%3</source>
        <translation>%1 的遠大目標：達成 %2 個 → +%3</translation>
    </message>
    <message>
        <location filename="../../engine/rules/EntryRules.cpp" line="-70"/>
        <source>A game is already under way; start a new game instead.</source>
        <translation>已有遊戲正在進行；請改為開始新遊戲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a game first.</source>
        <translation>請先開始一場遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resolve the end-of-round event first, on the Event screen.</source>
        <translation>請先在事件畫面結算墩結束時的事件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the starting pieces first: %1 places next.</source>
        <translation>請先放置起始配件：接下來由 %1 放置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chapter %1 is over: score it before going on.</source>
        <translation>第 %1 大輪已結束：請先計分再繼續。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card of chapter %1 is played: score it.</source>
        <translation>第 %1 大輪的牌已全部打出：請計分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 ends with its event: end %2&apos;s turn, and resolve the event before the next card.</source>
        <translation>第 %1 墩以事件結束：請先結束 %2 的回合，並在下一張牌之前結算事件。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only the initiative holder can pass, and only instead of leading.</source>
        <translation>只有起始玩家可以傳遞起始，而且只能以此取代主導出牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a two-player game has a mulligan.</source>
        <translation>只有兩人遊戲才能重抽。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mulligan was already taken this chapter.</source>
        <translation>本大輪已經重抽過了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mulligan is taken right after the deal, before the first card is led.</source>
        <translation>重抽必須在發牌後、打出第一張主導牌之前進行。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That ambition marker is in no box: only a declared ambition&apos;s marker can return.</source>
        <translation>這個計分標記不在任何目標欄中：只有已宣告目標的計分標記才能取回。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No turn is under way: the next card starts one.</source>
        <translation>目前沒有進行中的回合：下一張牌會開始新回合。</translation>
    </message>
    <message>
        <location filename="../../engine/rules/Chapter.cpp" line="+45"/>
        <source>pivot</source>
        <translation>扭轉</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy</source>
        <translation>拷貝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Event</source>
        <comment>a play in a few words: an Event card</comment>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seized</source>
        <translation>搶起始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between a play&apos;s words</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 led %2</source>
        <translation>%1 以%2 主導</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 leads %2</source>
        <translation>%1 以%2 主導</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 surpassed with %2</source>
        <translation>%1 以%2 超過</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 surpasses with %2</source>
        <translation>%1 以%2 超過</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>: the declared lead counts 0</source>
        <translation>：已宣告的主導牌視為 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 copied</source>
        <translation>%1 拷貝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 copies</source>
        <translation>%1 拷貝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pivoted with %2</source>
        <translation>%1 以%2 扭轉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pivots with %2</source>
        <translation>%1 以%2 扭轉</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 played an Event card</source>
        <translation>%1 打出了事件卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays an Event card</source>
        <translation>%1 打出事件卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, with the lead&apos;s actions (%1, 1 pip)</source>
        <translation>，執行主導牌的行動（%1，1 個行動點）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with the lead&apos;s actions (%1, %2 pips)</source>
        <translation>，執行主導牌的行動（%1，%2 個行動點）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, with no actions: an Event was already played this round</source>
        <translation>，沒有行動：本墩已經打出過事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with no actions: the Imperial Council was secured this round</source>
        <translation>，沒有行動：本墩已有人拉攏帝國議會</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, declaring %1 without the zero marker (the lead stays %2)</source>
        <translation>，宣告%1但未放宣告標記（主導牌仍為 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, declaring %1</source>
        <translation>，宣告%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, seizing the initiative</source>
        <translation>，搶起始</translation>
    </message>
    <message>
        <location filename="../../engine/rules/EntryRules.cpp" line="+11"/>
        <source>Only a campaign Act has the Empire&apos;s laws.</source>
        <translation>只有戰役的一幕才有帝國的法令。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This Act follows the Empire&apos;s laws already.</source>
        <translation>這一幕已遵循帝國的法令。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1&apos;s turn ended</source>
        <translation>%1 的回合結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn ended %2</source>
        <translation>%1 的回合結束，%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; chapter %2 is over</source>
        <translation>%1；第 %2 大輪結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; round %2 is over, %3 holds the initiative; the event follows</source>
        <translation>%1；第 %2 墩結束，由 %3 持有起始；接著結算事件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; round %2 is over, %3 holds the initiative</source>
        <translation>%1；第 %2 墩結束，由 %3 持有起始</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New game on %1</source>
        <translation>以 %1 開始新遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Act %1 of the campaign: the Blight spreads to the %2 planets</source>
        <translation>戰役第%1幕：枯萎蔓延到%2星球</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act %1 of the campaign: Imperial clusters %2 and %3, Free cities on the %4 planets</source>
        <translation>戰役第%1幕：帝國星區 %2 與 %3，自由城市位於%4星球</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1; %2&apos;s turn ended %3</source>
        <translation>%1；%2 的回合結束，%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 passed the initiative: everyone with cards passed, the chapter ends</source>
        <translation>%1 傳遞起始：所有仍有手牌的玩家都已傳遞，本大輪結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed the initiative to %2: round %3 ends</source>
        <translation>%1 將起始傳遞給 %2：第 %3 墩結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 took the mulligan</source>
        <translation>%1 重抽了手牌</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared (%2/%3 marker)</source>
        <translation>%1宣告（%2/%3 計分標記）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 marker leaves %2: no longer declared</source>
        <translation>%1 計分標記離開%2：不再被宣告</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chapter %1 ended early</source>
        <translation>第 %1 大輪提前結束</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: +1 action from a card</source>
        <translation>%1：卡牌給予 +1 行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: +1 action from %2</source>
        <translation>%1：%2 給予 +1 行動</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no ships or starports: 1 fresh ship placed in %3</source>
        <translation>%1 沒有飛船或星際港：在 %3 放置 1 艘完好飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 had no ships or starports: %2 fresh ships placed in %3</source>
        <translation>%1 沒有飛船或星際港：在 %3 放置 %2 艘完好飛船</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 placed 3 ships and a %2 at %3</source>
        <translation>%1 在 %3 放置了 3 艘飛船與一座%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 keeps a secret for their Fate</source>
        <translation>%1 為其命運記下一則祕密</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Fate note wiped</source>
        <translation>%1 的命運筆記已清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Fate note: %2</source>
        <translation>%1 的命運筆記：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s objective marker moved from %2 to %3</source>
        <translation>%1 的任務標記從 %2 移到 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chapter %1 scored</source>
        <translation>第 %1 大輪已計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Empire&apos;s laws checked from here on</source>
        <translation>自此起檢查帝國的法令</translation>
    </message>
</context>
<context>
    <name>ChapterEndView</name>
    <message>
        <location filename="../../qml/chapter/ChapterEndView.qml" line="+33"/>
        <source>End of chapter %1</source>
        <translation>第 %1 大輪結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1. Count each declared ambition</source>
        <translation>1. 計算每個已宣告的目標</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2. Scoring</source>
        <translation>2. 計分</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>3. Clean up</source>
        <translation>3. 清理</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score chapter %1</source>
        <translation>為第 %1 大輪計分</translation>
    </message>
</context>
<context>
    <name>ChapterScoresPopup</name>
    <message>
        <location filename="../../qml/chapter/ChapterScoresPopup.qml" line="+57"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>ChapterScoring</name>
    <message>
        <location filename="../../app/controllers/ChapterScoring.cpp" line="+148"/>
        <source>Warlord was scored: everyone returns their Trophies.</source>
        <translation>軍閥已計分：所有人歸還戰利品。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tyrant was scored: everyone returns their Captives.</source>
        <translation>暴虐已計分：所有人歸還戰俘。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2, %3) discards all their Fuel.</source>
        <translation>%1（%2，%3）棄掉所有燃料。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All ambition markers return to the available spaces.</source>
        <translation>所有計分標記回到可用的空格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flip the %1/%2 marker to its %3/%4 side.</source>
        <translation>將 %1/%2 計分標記翻到 %3/%4 面。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Act %1 ends: its Intermission follows.</source>
        <translation>第%1幕結束：接著進行幕間。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign ends: %1 wins with %2 Power.</source>
        <translation>戰役結束：%1 以 %2 點權力獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends: %1 wins with %2 Power.</source>
        <translation>遊戲結束：%1 以 %2 點權力獲勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chapter %1 begins: deal %2 cards each, discard the rest and shuffle the discard pile; %3 leads.</source>
        <translation>第 %1 大輪開始：每人發 %2 張牌，其餘的牌放入棄牌堆並洗勻；由 %3 主導。</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../../qml/components/ConfirmDialog.qml" line="+13"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
</context>
<context>
    <name>ControlByCardEditor</name>
    <message>
        <location filename="../../qml/board/ControlByCardEditor.qml" line="+33"/>
        <source>%1 gives %2 control here.</source>
        <translation>%1 讓 %2 控制此處。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End its effect</source>
        <translation>結束其效果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card:</source>
        <translation>卡牌：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The card&apos;s name, as printed</source>
        <translation>卡牌名稱（依印刷文字）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gives control to</source>
        <translation>將控制權交給</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player the card gives control to</source>
        <translation>卡牌將控制權交給的玩家</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
</context>
<context>
    <name>Correction</name>
    <message>
        <location filename="../../engine/rules/Correction.cpp" line="+56"/>
        <source>Imperial ships</source>
        <translation>帝國飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cities</source>
        <translation>自由城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free starports</source>
        <translation>自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a campaign has a First Regent.</source>
        <translation>只有戰役才有首席攝政。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player takes the First Regent tile (1) or gives it up (0).</source>
        <translation>玩家取得首席攝政板塊（1）或交出（0）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not hold the First Regent tile.</source>
        <translation>%1 並未持有首席攝政板塊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds the First Regent tile already.</source>
        <translation>%1 已持有首席攝政板塊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an Outlaw: only a Regent holds the First Regent tile. Make them a Regent first.</source>
        <translation>%1 是法外之徒：只有攝政能持有首席攝政板塊。請先將其改為攝政。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a campaign has Regents and Outlaws.</source>
        <translation>只有戰役才有攝政與法外之徒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player is a Regent (1) or an Outlaw (0).</source>
        <translation>玩家是攝政（1）或法外之徒（0）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a Regent already.</source>
        <translation>%1 已是攝政。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is an Outlaw already.</source>
        <translation>%1 已是法外之徒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds the First Regent tile: give the tile to another Regent (or to nobody) first.</source>
        <translation>%1 持有首席攝政板塊：請先將板塊交給另一位攝政（或不交給任何人）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這一桌的一位玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count cannot be negative.</source>
        <translation>數量不能是負數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No count on the table goes past %1.</source>
        <translation>桌上沒有任何數量會超過 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+132"/>
        <source>%1 is out of play: it holds nothing.</source>
        <translation>%1 位於無法地帶：那裡不會有任何東西。</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Agents are not on the map: correct the Court or the Captives.</source>
        <translation>間諜不在地圖上：請更正皇宮或戰俘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+106"/>
        <source>The Empire has ships only: Free cities and starports are side &quot;free&quot;.</source>
        <translation>帝國只有飛船：自由城市和自由星際港屬於 &quot;free&quot; 陣營。</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Free pieces are cities and starports: Imperial ships are side &quot;empire&quot;.</source>
        <translation>自由配件只有城市和星際港：帝國飛船屬於 &quot;empire&quot; 陣營。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no resource slot %1.</source>
        <translation>沒有資源格 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slot %1 is still covered by a city: build cities to open it.</source>
        <translation>資源格 %1 仍被城市蓋住：建造城市才能開啟它。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captives and Trophies belong to a Rival: choose whose pieces they are.</source>
        <translation>戰俘和戰利品屬於敵方：請選擇它們是誰的配件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose which resource is Outraged.</source>
        <translation>請選擇哪種資源處於憤怒。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outrage is on (1) or off (0).</source>
        <translation>憤怒只能是有 (1) 或沒有 (0)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in the Court row.</source>
        <translation>那張卡不在皇宮牌列中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Court row has no place %1.</source>
        <translation>皇宮牌列沒有第 %1 個位置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Imperial Council stays in the Court: correct another place.</source>
        <translation>帝國議會留在皇宮中：請更正其他位置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The new Court card must come from the Court deck.</source>
        <translation>新的皇宮卡必須來自皇宮牌庫。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a Guild card.</source>
        <translation>請選擇一張公會卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>A card is held (1) or not (0).</source>
        <translation>卡牌只能是持有 (1) 或未持有 (0)。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 is in the Court row: secure it instead.</source>
        <translation>%1 在皇宮牌列中：請改為拉攏它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not hold %2.</source>
        <translation>%1 沒有持有 %2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not hold that card.</source>
        <translation>%1 沒有持有那張卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no lore card called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的傳說卡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another player holds %1.</source>
        <translation>另一位玩家持有 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power runs from 0 to %1.</source>
        <translation>權力的範圍是 0 到 %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a campaign has the Imperial Council.</source>
        <translation>只有戰役才有帝國議會。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial Council is Decided (1) or In Session (0).</source>
        <translation>帝國議會為已決議（1）或開議中（0）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial Council is Decided already.</source>
        <translation>帝國議會已是已決議。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Imperial Council is In Session already.</source>
        <translation>帝國議會已是開議中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a campaign has the Imperial Trust.</source>
        <translation>只有戰役才有帝國國庫。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the resource the Imperial Trust holds.</source>
        <translation>請說明帝國國庫持有的資源。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a campaign has an Imperial policy.</source>
        <translation>只有戰役才有帝國政策。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial policy is war, peace or escalation.</source>
        <translation>帝國政策是 war、peace 或 escalation。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the policy already.</source>
        <translation>%1 已是目前的政策。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a campaign has Imperial, Free and Blight Trophies.</source>
        <translation>只有戰役有帝國、自由與枯萎的戰利品。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Rival&apos;s pieces are Trophies by whose they are: correct them beside that Rival.</source>
        <translation>對手的棋子依其所屬計為戰利品：請在該對手旁修正。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free pieces are cities and starports.</source>
        <translation>自由棋子只有城市與星際港。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Favors are a campaign&apos;s.</source>
        <translation>人情屬於戰役。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Favor is a Rival&apos;s agent: choose another player at this table.</source>
        <translation>人情是對手的間諜：請選擇本桌的另一位玩家。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds the initiative already.</source>
        <translation>%1 已持有起始標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The round under way keeps its order: enter the initiative once its last turn has ended, before the next card is led.</source>
        <translation>進行中的這一墩維持原本的順序：請在本墩最後一個回合結束後、下一張牌主導之前，再輸入起始標記的移動。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Fate token needs its label.</source>
        <translation>命運標記需要名稱。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token is there (1) or not (0).</source>
        <translation>標記只能是存在 (1) 或不存在 (0)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no &quot;%1&quot; token in %2.</source>
        <translation>%2 沒有「%1」標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+54"/>
        <source>Only a campaign has a rules booklet.</source>
        <translation>只有戰役才有規則手冊。</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>&quot;%1&quot; is not a Fate&apos;s Edict.</source>
        <translation>「%1」不是命運的敕令。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Edict is in the rules booklet (1) or not (0).</source>
        <translation>敕令只能是在規則手冊中 (1) 或不在 (0)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a Guild card: only they have a raid cost.</source>
        <translation>請選擇公會卡：只有公會卡有打劫費用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A raid cost is 1 to %1 keys.</source>
        <translation>打劫費用為 1 到 %1 把鑰匙。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Frozen resources are a campaign&apos;s.</source>
        <translation>凍結資源只存在於戰役中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which resource is frozen.</source>
        <translation>請選擇哪種資源被凍結。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the card or piece that freezes them, as printed (at most %1 letters).</source>
        <translation>請依卡面印刷寫出凍結它們的卡牌或配件名稱（最多 %1 個字元）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already has resources frozen on &quot;%2&quot;: name it the same way.</source>
        <translation>%1 已有資源凍結在「%2」上：請用相同的名稱。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is out of play: nobody controls it.</source>
        <translation>%1 位於無法地帶：沒有人控制它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card decides who controls the system (1) or no longer does (0).</source>
        <translation>由卡牌決定該地區的控制者 (1) 或不再決定 (0)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card decides who controls %1.</source>
        <translation>沒有卡牌決定 %1 的控制者。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the card whose effect decides control, as printed (at most %1 letters).</source>
        <translation>請依卡面印刷寫出以其效果決定控制權的卡牌名稱（最多 %1 個字元）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already gives %2 control of %3.</source>
        <translation>%1 已讓 %2 控制 %3。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name the Law or Summit card as it is printed.</source>
        <translation>請依卡面印刷寫出法令或高峰會卡的名稱。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card is in the rules booklet (1) or not (0).</source>
        <translation>卡牌只能是在規則手冊中 (1) 或不在 (0)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already in the rules booklet.</source>
        <translation>%1 已在規則手冊中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not in the rules booklet.</source>
        <translation>%1 不在規則手冊中。</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fresh</source>
        <translation>完好</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corrected the %1 Free %2 in %3 to %4</source>
        <translation>已將 %3 的%1自由%2數量更正為 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corrected the %1 Blight in %2 to %3</source>
        <translation>已將 %2 的%1枯萎數量更正為 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corrected %1&apos;s %2 %3 in %4 to %5</source>
        <translation>已將 %1 在 %4 的%2%3數量更正為 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Corrected %1&apos;s resource slot %2 to %3</source>
        <translation>已將 %1 的資源格 %2 更正為「%3」</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corrected %1&apos;s Captives of %2 to %3</source>
        <translation>已將 %1 持有的 %2 戰俘數量更正為 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corrected %1&apos;s Trophies (%2) of %3 to %4</source>
        <translation>已將 %1 持有的 %3 戰利品（%2）數量更正為 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corrected %1&apos;s %2 Outrage to %3</source>
        <translation>已將 %1 的%2憤怒更正為「%3」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corrected %1&apos;s agents on %2 to %3</source>
        <translation>已將 %1 在 %2 上的間諜數量更正為 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corrected Court place %1 to %2</source>
        <translation>已將皇宮第 %1 個位置更正為 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>%1 now holds %2</source>
        <translation>%1 現在持有 %2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 discarded %2</source>
        <translation>%1 棄掉了 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrected resources on %1 to %2</source>
        <translation>已將 %1 上的資源數量更正為 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 no longer holds %2</source>
        <translation>%1 不再持有 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corrected %1&apos;s Power to %2</source>
        <translation>已將 %1 的權力更正為 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table: %1 takes the First Regent tile</source>
        <translation>牌桌：%1 取得首席攝政板塊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: %1 gives up the First Regent tile; nobody holds it</source>
        <translation>牌桌：%1 交出首席攝政板塊，無人持有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table: %1 is a Regent</source>
        <translation>牌桌：%1 成為攝政</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: %1 is an Outlaw</source>
        <translation>牌桌：%1 成為法外之徒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table: the Imperial Council is Decided</source>
        <translation>牌桌：帝國議會翻為已決議</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: the Imperial Council is In Session again</source>
        <translation>牌桌：帝國議會翻回開議中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table: %1 takes the initiative</source>
        <translation>牌桌：%1 取得起始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table: the Imperial Trust holds %1 %2</source>
        <translation>牌桌：帝國國庫持有 %1 個%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table: the Imperial policy is %1</source>
        <translation>牌桌：帝國政策改為%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table: %1 holds %2 of %3&apos;s Favors</source>
        <translation>牌桌：%1 持有 %3 的 %2 個人情</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table: %1&apos;s Trophies hold %2 %3</source>
        <translation>桌面：%1 的戰利品有 %2 個%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Corrected the raid cost of %1 to 1 key</source>
        <translation>已將 %1 的打劫費用更正為 1 把鑰匙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corrected the raid cost of %1 to %2 keys</source>
        <translation>已將 %1 的打劫費用更正為 %2 把鑰匙</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrected %1&apos;s frozen %2 on %3 to %4</source>
        <translation>已將 %1 在 %3 上凍結的%2數量更正為 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By %1, %2 controls %3</source>
        <translation>依 %1，%2 控制 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 no longer decides who controls %2</source>
        <translation>%1 不再決定 %2 的控制者</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Placed the %1 token in %2</source>
        <translation>已在 %2 放置 %1 標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed the %1 token from %2</source>
        <translation>已從 %2 移除 %1 標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added the Edict %1 to the rules booklet</source>
        <translation>已將敕令 %1 加入規則手冊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Took the Edict %1 out of the rules booklet</source>
        <translation>已從規則手冊取出敕令 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added %1 to the rules booklet</source>
        <translation>已將 %1 加入規則手冊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Took %1 out of the rules booklet</source>
        <translation>已從規則手冊取出 %1</translation>
    </message>
</context>
<context>
    <name>CouncilChoice</name>
    <message>
        <location filename="../../qml/event/CouncilChoice.qml" line="+43"/>
        <source>%1 is a Regent: they take the First Regent tile with the Imperial Trust (%2).</source>
        <translation>%1 是攝政：拿取首席攝政板塊及帝國國庫（%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an Outlaw, but the Imperial Trust is empty: nothing to steal.</source>
        <translation>%1 是法外之徒，但帝國國庫是空的：沒有東西可偷。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an Outlaw: they may steal from the Imperial Trust (%2), up to 1 resource (their empty slot).</source>
        <translation>%1 是法外之徒：可以從帝國國庫（%2）偷取最多 1 個資源（其空的資源格）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is an Outlaw: they may steal from the Imperial Trust (%2), up to %3 resources (their empty slots).</source>
        <translation>%1 是法外之徒：可以從帝國國庫（%2）偷取最多 %3 個資源（其空的資源格）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 chooses:</source>
        <translation>%1 選擇：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crises</source>
        <translation>危機</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edicts</source>
        <translation>敕令</translation>
    </message>
</context>
<context>
    <name>CountCell</name>
    <message>
        <location filename="../../qml/components/CountCell.qml" line="+25"/>
        <source>One fewer %1</source>
        <translation>%1 減一</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>One more %1</source>
        <translation>%1 加一</translation>
    </message>
</context>
<context>
    <name>CountsGrid</name>
    <message>
        <location filename="../../qml/chapter/CountsGrid.qml" line="+42"/>
        <source>Dummy</source>
        <translation>虛擬玩家</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>City bonus (won alone)</source>
        <translation>城市獎勵（單獨第一時）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s city bonus</source>
        <translation>%1 的城市獎勵</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Grand ambitions fulfilled</source>
        <translation>已達成的遠大目標</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Grand ambitions fulfilled by %1</source>
        <translation>%1 已達成的遠大目標</translation>
    </message>
</context>
<context>
    <name>Court</name>
    <message>
        <location filename="../../engine/state/Board.cpp" line="+69"/>
        <source>Imperial Council</source>
        <translation>帝國議會</translation>
    </message>
</context>
<context>
    <name>CourtCardAgents</name>
    <message>
        <location filename="../../qml/components/CourtCardAgents.qml" line="+41"/>
        <source>agent</source>
        <translation>間諜</translation>
    </message>
</context>
<context>
    <name>CourtCardSheet</name>
    <message>
        <location filename="../../qml/components/CourtCardSheet.qml" line="+97"/>
        <source>A card flips it In Session</source>
        <translation>卡牌將其翻為開議中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A card flips it Decided</source>
        <translation>卡牌將其翻為已決議</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It leaves the Court…</source>
        <translation>移出皇宮…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How the card leaves the Court</source>
        <translation>卡牌離開皇宮的方式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buried under the Court deck</source>
        <translation>置於皇宮牌庫底</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discarded</source>
        <translation>棄掉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scrapped</source>
        <translation>移出遊戲</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only this card leaves; the card below stays. Nothing is drawn.</source>
        <translation>只有這張牌離開；下方的牌留下。不抽牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card attached above slides down into its place, with the agents: nothing is drawn.</source>
        <translation>附加在上方的牌連同其上的間諜滑下補上它的位置：不抽牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial Council stays in the Court, Decided: nothing refills it.</source>
        <translation>帝國議會以已決議狀態留在皇宮：不補牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Court deck is empty.</source>
        <translation>皇宮牌庫已空。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find the card drawn by name</source>
        <translation>以名稱找出抽到的卡牌</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Card drawn to refill (letters of its name find it):</source>
        <translation>補上的卡牌（輸入名稱中的字即可找到）：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Card drawn to refill</source>
        <translation>抽來補充的牌</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No card in the deck is called that</source>
        <translation>牌庫中沒有這個名稱的卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card…</source>
        <translation>選擇牌…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ransack</source>
        <translation>洗劫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Secure</source>
        <translation>拉攏</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Raid cost, as a card&apos;s effect made it</source>
        <translation>打劫費用（依卡牌效果調整後）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Card to attach above</source>
        <translation>要附加在上方的牌</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attach a card above…</source>
        <translation>在上方附加一張牌…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attach</source>
        <translation>附加</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Agents on this card</source>
        <translation>此牌上的間諜</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>CourtCards</name>
    <message>
        <location filename="../../engine/rules/CourtCards.cpp" line="+26"/>
        <source>&quot;%1&quot; is not a Fate card&apos;s number: write it as printed in its corners, the Fate&apos;s number and the card&apos;s, such as F5-03.</source>
        <translation>「%1」不是命運卡的編號：請依卡角所印填寫命運編號與卡牌編號，例如 F5-03。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1&apos;s Fate Set (F%2) has cards 01 to %3, not %4.</source>
        <translation>%1 的命運牌組（F%2）只有 01 到 %3 號卡，沒有 %4。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>in the Court row</source>
        <translation>位於皇宮牌列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attached above %1</source>
        <translation>附加在 %1 上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the Court deck</source>
        <translation>位於皇宮牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the Court discard</source>
        <translation>位於皇宮棄牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held by %1</source>
        <translation>由 %1 持有</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fate cards are a campaign&apos;s.</source>
        <translation>命運卡只用於戰役。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name the card as printed (at most %1 letters).</source>
        <translation>請依卡面所印填寫卡名（最多 %1 個字元）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Imperial Council is no Fate card: choose Guild or Vox.</source>
        <translation>帝國議會不是命運卡：請選擇公會卡或民意卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Guild card has a suit: choose the resource printed on it.</source>
        <translation>公會卡有花色：請選擇卡上印的資源。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Vox card has no suit and no raid cost.</source>
        <translation>民意卡沒有花色，也沒有打劫費用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A raid cost is 1 to %1 keys; a protected card shows an X instead.</source>
        <translation>打劫費用為 1 到 %1 把鑰匙；受保護的卡則改為顯示 X。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這桌的一位玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Guild cards are kept in a play area: a Vox card goes into the Court.</source>
        <translation>只有公會卡會留在遊戲區：民意卡要放入皇宮。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) is already in play, %3: move it from where it is.</source>
        <translation>%1（%2）已在場上，%3：請從它所在之處移動它。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Fate card %1 came into the Court deck</source>
        <translation>命運卡 %1 加入皇宮牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fate card %1 came into the Court row</source>
        <translation>命運卡 %1 加入皇宮牌列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gained the Fate card %2</source>
        <translation>%1 獲得命運卡 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards are attached in a campaign.</source>
        <translation>只有戰役中才會附加卡牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no card &quot;%1&quot;: add a Fate card first.</source>
        <translation>沒有名為「%1」的卡：請先新增命運卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not in the Court row: attach above a card of the row.</source>
        <translation>%1 不在皇宮牌列中：請附加在牌列中某張卡的上方。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is in the Court row itself: it cannot also be attached.</source>
        <translation>%1 本身就在皇宮牌列中：不能再被附加。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already attached, %2.</source>
        <translation>%1 已經附加，%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Imperial Council is never attached.</source>
        <translation>帝國議會永遠不會被附加。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 already has a card attached: attach above a card with none (%2).</source>
        <translation>%1 已經附加了一張卡：請附加在沒有附加卡的卡上方（%2）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 attached above %2</source>
        <translation>%1 附加在 %2 上方</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 slides down into the place of %2: nothing is drawn.</source>
        <translation>%1 向下滑入 %2 的位置：不抽新卡。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is protected: it leaves %2&apos;s play area only when %2 Provokes Outrage of %3 (destroying a city on a planet of that type), or by a card that names it.</source>
        <translation>%1 受保護：只有當 %2 激起%3憤怒（摧毀該類型星球上的城市）時，或有卡牌點名它時，它才會離開 %2 的遊戲區。</translation>
    </message>
</context>
<context>
    <name>CourtCardsView</name>
    <message>
        <location filename="../../app/controllers/CourtCardsView.cpp" line="+25"/>
        <location line="+97"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Court deck</source>
        <translation>皇宮牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court discard</source>
        <translation>皇宮棄牌堆</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Guild card · %1 · protected (no raid cost)</source>
        <translation>公會卡 · %1 · 受保護（無打劫費用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guild card · %1 · raid cost 1 key</source>
        <translation>公會卡 · %1 · 打劫費用 1 把鑰匙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild card · %1 · raid cost %2 keys</source>
        <translation>公會卡 · %1 · 打劫費用 %2 把鑰匙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vox card</source>
        <translation>民意卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Imperial Council</source>
        <translation>帝國議會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fate card %1 · %2</source>
        <translation>命運卡 %1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2 attached above it</source>
        <translation>%1 · 上方附加了 %2</translation>
    </message>
</context>
<context>
    <name>CourtPanel</name>
    <message>
        <location filename="../../qml/components/CourtPanel.qml" line="+40"/>
        <source>Court · deck %1</source>
        <translation>皇宮 · 牌庫 %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 (Vox)</source>
        <translation>%1（民意卡）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · Decided</source>
        <translation>%1 · 已決議</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · In Session</source>
        <translation>%1 · 開議中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · protected</source>
        <translation>%1 · 受保護</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Attached above it: %1</source>
        <translation>上方附加：%1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>+ agent</source>
        <translation>+ 間諜</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ransack</source>
        <translation>洗劫</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Secure</source>
        <translation>拉攏</translation>
    </message>
</context>
<context>
    <name>CourtRowChoice</name>
    <message>
        <location filename="../../qml/components/CourtRowChoice.qml" line="+25"/>
        <source>The app dealt this Court row, left to right. If your table dealt its own, pick those cards instead.</source>
        <translation>皇宮列由應用程式發出，由左至右。若你們的牌桌自行發牌，請改選那些牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal at random</source>
        <translation>隨機發牌</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Court row, place %1</source>
        <translation>皇宮牌列，第 %1 個位置</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>DeclarationRecorder</name>
    <message>
        <location filename="../../qml/chapter/DeclarationRecorder.qml" line="+24"/>
        <source>Add a declaration (next marker %1):</source>
        <translation>新增宣告（下一個標記 %1）：</translation>
    </message>
</context>
<context>
    <name>DeclareChoice</name>
    <message>
        <location filename="../../qml/round/DeclareChoice.qml" line="+23"/>
        <source>Declare %1</source>
        <translation>宣告%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No zero marker</source>
        <translation>不放宣告標記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Secret Order or Galactic Bards: the declaration skips the zero marker and the lead keeps its number</source>
        <translation>Secret Order 或 Galactic Bards：宣告時不放宣告標記，主導牌保留其數字</translation>
    </message>
</context>
<context>
    <name>DeclareList</name>
    <message>
        <location filename="../../qml/round/DeclareList.qml" line="+14"/>
        <source>Ambition to declare</source>
        <translation>要宣告的目標</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declare: %1</source>
        <translation>宣告：%1</translation>
    </message>
</context>
<context>
    <name>DieFaceView</name>
    <message>
        <location filename="../../qml/battle/DieFaceView.qml" line="+43"/>
        <source>%1 die, face %2</source>
        <translation>%1骰，骰面 %2</translation>
    </message>
</context>
<context>
    <name>DropUndoneBanner</name>
    <message numerus="yes">
        <location filename="../../qml/components/DropUndoneBanner.qml" line="+27"/>
        <source>Back at entry %1: the next entry drops the %n undone entries after it.</source>
        <translation>
            <numerusform>回到第 %1 筆登錄：下一筆登錄會捨棄其後 %n 筆已復原的登錄。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drop them</source>
        <translation>捨棄</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo all</source>
        <translation>全部重做</translation>
    </message>
</context>
<context>
    <name>EmpireStrip</name>
    <message>
        <location filename="../../qml/event/EmpireStrip.qml" line="+39"/>
        <source>First Regent · Trust: %1</source>
        <translation>首席攝政 · 帝國國庫：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regent</source>
        <translation>攝政</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outlaw</source>
        <translation>法外之徒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No Favors · %1 agents in supply</source>
        <translation>沒有人情 · 供應區有 %1 個間諜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Favors: %1 · %2 agents in supply</source>
        <translation>人情：%1 · 供應區有 %2 個間諜</translation>
    </message>
</context>
<context>
    <name>EmptyTable</name>
    <message>
        <location filename="../../qml/pages/EmptyTable.qml" line="+20"/>
        <source>No game on the table yet</source>
        <translation>桌上還沒有牌局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a new game, or look around in the demo game.</source>
        <translation>開始新遊戲，或看看示範遊戲。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open the demo game</source>
        <translation>開啟示範遊戲</translation>
    </message>
</context>
<context>
    <name>EndChapterQuestion</name>
    <message>
        <location filename="../../qml/round/EndChapterQuestion.qml" line="+11"/>
        <source>End chapter %1 now?</source>
        <translation>現在結束第 %1 大輪？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For tables entering scoring only: the rounds not entered are skipped and the chapter-end screen asks for the counts. Undo brings the chapter back.</source>
        <translation>適用於只記錄計分的牌桌：未輸入的墩會被跳過，大輪結束畫面會要求輸入各項數量。復原即可回到這個大輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End chapter</source>
        <translation>結束大輪</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <location filename="../../engine/entries/Entry.cpp" line="+64"/>
        <source>a play needs &quot;player&quot; as a whole number</source>
        <translation>出牌的 &quot;player&quot; 必須是整數</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown play type &quot;%1&quot;: use lead, surpass, copy, pivot or event</source>
        <translation>未知的出牌方式 &quot;%1&quot;：請使用 lead、surpass、copy、pivot 或 event</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown suit &quot;%1&quot;: use administration, aggression, construction or mobilization</source>
        <translation>未知的花色 &quot;%1&quot;：請使用 administration、aggression、construction 或 mobilization</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a card needs &quot;number&quot; as a whole number</source>
        <translation>牌的 &quot;number&quot; 必須是整數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown ambition &quot;%1&quot;: use tycoon, tyrant, warlord, keeper or empath</source>
        <translation>未知的目標 &quot;%1&quot;：請使用 tycoon、tyrant、warlord、keeper 或 empath</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;seize&quot; must be true or false</source>
        <translation>&quot;seize&quot; 必須是 true 或 false</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;keepsNumber&quot; must be true or false</source>
        <translation>&quot;keepsNumber&quot; 必須是 true 或 false</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>unknown action &quot;%1&quot;</source>
        <translation>未知的行動 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../engine/entries/EntryFields.h" line="+91"/>
        <source>%1 needs &quot;%2&quot; as %3</source>
        <translation>%1 的 &quot;%2&quot; 必須是 %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a whole number written as text</source>
        <translation>以文字寫成的整數</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a system such as &quot;4-arrow&quot;</source>
        <translation>地區（例如 &quot;4-arrow&quot;）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a list of %1</source>
        <translation>%1 的清單</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>an object naming %1, each with %2</source>
        <translation>以 %1 為鍵、各含 %2 的物件</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an object</source>
        <translation>物件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be %2</source>
        <translation>&quot;%1&quot; 必須是 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a Flagship board</source>
        <translation>旗艦圖板</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a Fate token</source>
        <translation>命運標記</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a card</source>
        <translation>一張卡牌</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a note with &quot;text&quot; and a true or false &quot;secret&quot;</source>
        <translation>含 &quot;text&quot; 與 true 或 false 的 &quot;secret&quot; 的筆記</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a game&apos;s setup</source>
        <translation>遊戲設置</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a play</source>
        <translation>一次出牌</translation>
    </message>
    <message>
        <location filename="../../engine/entries/Entry.h" line="+125"/>
        <source>an extra action</source>
        <translation>額外行動</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an elimination</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a Fate note</source>
        <translation>命運筆記</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an objective move</source>
        <translation>任務標記移動</translation>
    </message>
</context>
<context>
    <name>EntryPreview</name>
    <message>
        <location filename="../../qml/round/EntryPreview.qml" line="+19"/>
        <location line="+1"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
</context>
<context>
    <name>EntryWords</name>
    <message>
        <location filename="../../engine/rules/EntryWords.cpp" line="+13"/>
        <source>Material</source>
        <translation>物資</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fuel</source>
        <translation>燃料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relic</source>
        <translation>聖物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Psionic</source>
        <translation>靈能</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ship</source>
        <translation>飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>city</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starport</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>agent</source>
        <translation>間諜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ships</source>
        <translation>飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starports</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>agents</source>
        <translation>間諜</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <comment>3 ships</comment>
        <translation>%1 艘%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <comment>3 cities</comment>
        <translation>%1 座%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <comment>3 starports</comment>
        <translation>%1 座%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <comment>3 agents</comment>
        <translation>%1 個%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, </source>
        <comment>between the words of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I</source>
        <translation>一</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>II</source>
        <translation>二</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>III</source>
        <translation>三</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>War</source>
        <translation>戰爭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peace</source>
        <translation>和平</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Escalation</source>
        <translation>擴張</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>arrow</source>
        <translation>箭頭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crescent</source>
        <translation>新月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hex</source>
        <translation>六角</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1-gate</source>
        <translation>%1-通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1-arrow</source>
        <translation>%1-箭頭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1-crescent</source>
        <translation>%1-新月</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1-hex</source>
        <translation>%1-六角</translation>
    </message>
</context>
<context>
    <name>EventRollPanel</name>
    <message>
        <location filename="../../qml/event/EventRollPanel.qml" line="+29"/>
        <source>%1 rolls the event and number dice.</source>
        <translation>%1 擲事件骰與數字骰。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or enter the table&apos;s dice — event die:</source>
        <translation>或輸入桌上的骰子結果 — 事件骰：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Number die:</source>
        <translation>數字骰：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Enter %1, cluster %2</source>
        <translation>輸入%1、星區 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose both dice</source>
        <translation>請選擇兩顆骰子的結果</translation>
    </message>
</context>
<context>
    <name>EventSteps</name>
    <message>
        <location filename="../../app/controllers/EventSteps.cpp" line="+45"/>
        <source>%1 secured the Imperial Council</source>
        <translation>%1 拉攏了帝國議會</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Event card was played</source>
        <translation>打出了一張事件卡</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 of %2&apos;s</source>
        <translation>%2 的 %1 個</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 · %2 · cluster %3 · rolled planet %4</source>
        <translation>%1 · %2 · 星區 %3 · 擲出星球 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+347"/>
        <source>Crisis</source>
        <translation>危機</translation>
    </message>
    <message>
        <location line="-347"/>
        <location line="+348"/>
        <source>Edict</source>
        <translation>敕令</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>%1 may call a Summit.</source>
        <translation>%1 可以召開高峰會。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summit called by %1: the players negotiate.</source>
        <translation>%1 召開了高峰會：玩家們正在協商。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses: Crises or Edicts.</source>
        <translation>%1 選擇：危機或敕令。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rolls the event and number dice.</source>
        <translation>%1 擲事件骰與數字骰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose the Edicts.</source>
        <translation>%1 選擇了敕令。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Apply the Blight Crises</source>
        <translation>執行枯萎危機</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Agreed on their phones: %1 · waiting for %2</source>
        <translation>已在手機上同意：%1 · 等待 %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Choose a face of each die.</source>
        <translation>請為每顆骰子選擇一面。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>keeps %1</source>
        <translation>維持%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>changes to %1</source>
        <translation>改為%1</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>EventTitleRow</name>
    <message>
        <location filename="../../qml/event/EventTitleRow.qml" line="+20"/>
        <source>Event · end of round %1</source>
        <translation>事件 · 第 %1 墩結束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the map</source>
        <translation>顯示地圖</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <location filename="../../qml/event/EventView.qml" line="+45"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1: resolved by</source>
        <translation>%1：結算者</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Imperial Council: Decided</source>
        <translation>帝國議會：已決議</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imperial Council: In Session</source>
        <translation>帝國議會：開議中</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 may call a Summit.</source>
        <translation>%1 可以召開高峰會。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Call a Summit</source>
        <translation>召開高峰會</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No Summit</source>
        <translation>不召開高峰會</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 leaves the Court…</source>
        <translation>%1 離開皇宮…</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../../engine/rules/Events.cpp" line="+65"/>
        <source>There is no player %1 in a %2-player game.</source>
        <translation>%2 人遊戲中沒有玩家 %1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A Summit move is made with a Rival, not with oneself.</source>
        <translation>高峰會行動須與敵方玩家進行，不能與自己進行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say how many: at least 1.</source>
        <translation>請說明數量：至少 1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only %1, who called the Summit, takes Call to Order actions.</source>
        <translation>只有召開高峰會的 %1 可以執行宣布開議行動。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds %2 of %3&apos;s Favors, not %4.</source>
        <translation>%1 持有 %3 的 %2 個人情，而非 %4 個。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Imperial Council is already In Session.</source>
        <translation>帝國議會已經是開議中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already an Outlaw.</source>
        <translation>%1 已經是法外之徒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Empire is revived only when nobody is a Regent.</source>
        <translation>只有在沒有任何攝政時才能復興帝國。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has %2 agents in supply, not %3.</source>
        <translation>%1 的供應區有 %2 個間諜，而非 %3 個。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only the First Regent invites an Outlaw into the Empire.</source>
        <translation>只有首席攝政能邀請法外之徒加入帝國。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already a Regent.</source>
        <translation>%1 已經是攝政。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 is a Regent: they take the First Regent tile with the Trust, and steal nothing.</source>
        <translation>%1 是攝政：他們連同國庫一起拿取首席攝政板塊，不偷取任何東西。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Imperial Trust holds %1: %2 cannot be stolen from it.</source>
        <translation>帝國國庫內有：%1。無法從中偷取 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has %n empty resource slots: they steal up to that many.</source>
        <translation>
            <numerusform>%1 有 %n 個空資源格：最多只能偷取這麼多。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/rules/EventWords.cpp" line="+41"/>
        <source>%n damaged</source>
        <translation>
            <numerusform>%n 艘損壞</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n destroyed</source>
        <translation>
            <numerusform>%n 艘被摧毀</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No Blight on the map: nothing happens.</source>
        <translation>地圖上沒有枯萎：無事發生。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imperial ships:</source>
        <translation>帝國飛船：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s ships:</source>
        <translation>%1 的飛船：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s Flagship: %2</source>
        <translation>%1 的旗艦：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n hits</source>
        <translation>
            <numerusform>%1：%n 次命中</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+213"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <source>The Blight in %n systems finds no ships to hit.</source>
        <translation>
            <numerusform>%n 個地區的枯萎沒有可命中的飛船。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The Blight in %n other systems finds no ships to hit.</source>
        <translation>
            <numerusform>其他 %n 個地區的枯萎沒有可命中的飛船。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rolled cluster %1 · rolled symbol %2 · rolled planet %3</source>
        <translation>擲出星區 %1 · 擲出符號%2 · 擲出星球 %3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nobody holds the First Regent tile: the policy (%1) is neither enforced nor changed.</source>
        <translation>沒有人持有首席攝政板塊：政策（%1）既不執行也不變更。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>a Relic or Psionic</source>
        <translation>一個聖物或靈能</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Celebrate Regency: each Regent gains the Power on their uncovered city slots.</source>
        <translation>Celebrate Regency：每位攝政獲得自己未被覆蓋的城市格上所示的權力。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a Material, Fuel or Weapon</source>
        <translation>一個物資、燃料或武器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Trophy or Captive (not a Regent&apos;s or an Imperial piece)</source>
        <translation>一個戰利品或戰俘（不能是攝政的或帝國的配件）</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Distribute Arms: a Weapon to each Regent from the supply, else from the Trust.</source>
        <translation>Distribute Arms：從供應區給每位攝政一個武器，供應區沒有時則從國庫給。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no other Regent</source>
        <translation>沒有其他攝政</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (First Regent) enforces %2 or changes the policy. Enforcing: %3 from each Regent (%4), a Favor from one who has none, and 1 of their own into the Trust; then %5</source>
        <translation>%1（首席攝政）執行%2政策或變更政策。執行時：向每位攝政（%4）徵收%3，沒有的人改交一個人情，首席攝政自己也放 1 個到國庫；然後 %5</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Every Guild card in the Court has agents on it: nothing is buried.</source>
        <translation>皇宮中的每張公會卡上都有間諜：沒有卡牌被置底。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bury %1 (Guild cards with no agents), then refill the Court.</source>
        <translation>將 %1（沒有間諜的公會卡）置底，然後補滿皇宮。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blight Crises</source>
        <translation>枯萎危機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fate Crises</source>
        <translation>命運危機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court Crisis: %1</source>
        <translation>皇宮危機：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edict %1 · %2</source>
        <translation>敕令 %1 · %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>Edict %1 · %2 (%3)</source>
        <translation>敕令 %1 · %2（%3）</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Celebrate Regency: each Regent gains twice the Power on their uncovered city slots.</source>
        <translation>Celebrate Regency：每位攝政獲得自己未被覆蓋的城市格上所示權力的兩倍。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Requisition Ships: %n fresh Imperial ships in an Empire-controlled system (none: at a Loyal starport).</source>
        <translation>
            <numerusform>Requisition Ships：在一個帝國控制的星系放置 %n 艘完好的帝國飛船（沒有時：放在一個忠誠星際港）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Distribute Arms: a Weapon (from the supply, else the Trust) and any 1 resource to each Regent.</source>
        <translation>Distribute Arms：每位攝政獲得 1 個武器（從供應區，沒有時從帝國國庫）及任 1 個資源。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>nobody (a tie)</source>
        <translation>無人（平手）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (First Regent) collects the Demand: %2 from each of %3.</source>
        <translation>%1（首席攝政）收取徵收：向 %3 各收取%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody holds the First Regent tile: no Demand.</source>
        <translation>沒有人持有首席攝政板塊：沒有徵收。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edict 03 in three parts, then skipped. %1 Most starports, %2, may take the Imperial Action: %3 Most cities, %4, may change the policy (%5).</source>
        <translation>分三部分執行敕令 03，之後跳過敕令 03。%1 星際港最多的 %2 可執行帝國行動：%3 城市最多的 %4 可變更政策（%5）。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Each card with Crisis text a player holds resolves, in turn order: %1.</source>
        <translation>玩家持有的每張帶有危機文字的卡牌，依回合順序結算：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolve the Crisis on %1. %2. If it removes a card from the Court, its agents return and the row is refilled from the deck.</source>
        <translation>結算 %1 上的危機。%2。若它從皇宮移除了一張卡，該卡上的間諜歸還，並從牌庫補滿牌列。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It is in the rules booklet: resolve it now.</source>
        <translation>它在規則手冊中：現在結算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If this Edict is in the rules booklet, resolve it now. (Campaign log › Rules booklet records which are.)</source>
        <translation>若此敕令在規則手冊中，現在結算它。（可在「戰役紀錄表 › 規則手冊」查看有哪些。）</translation>
    </message>
    <message>
        <location filename="../../engine/rules/Events.cpp" line="+185"/>
        <source>No event is under way: an Event card or the Imperial Council sets one off at the end of its round.</source>
        <translation>目前沒有進行中的事件：事件卡或帝國議會會在其所在墩結束時觸發事件。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Summit was already decided.</source>
        <translation>是否召開高峰會已經決定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Summit is under way.</source>
        <translation>目前沒有進行中的高峰會。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Summit moves are made while the Summit is under way.</source>
        <translation>高峰會行動只能在高峰會進行中執行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A negotiation needs at least one move.</source>
        <translation>一次協商至少需要一個行動。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Council is resolved after the Summit, once.</source>
        <translation>議會在高峰會之後結算，且只結算一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This event is an Event card&apos;s, not the Council&apos;s.</source>
        <translation>此事件來自事件卡，而非議會。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dice were already rolled for this event.</source>
        <translation>此事件已經擲過骰子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settle the Summit first, then %1 rolls.</source>
        <translation>請先結束高峰會，然後由 %1 擲骰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number die shows 1 to 6, not %1.</source>
        <translation>數字骰的點數為 1 到 6，不是 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settle the Summit and roll first.</source>
        <translation>請先結束高峰會並擲骰。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the First Regent, enforces or changes the Imperial policy.</source>
        <translation>由首席攝政 %1 執行或變更帝國政策。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imperial Quorum is resolved in its three parts: the Demand, the Imperial Action, the policy.</source>
        <translation>Imperial Quorum 分三部分結算：徵收、帝國行動、政策。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Govern the Imperial Reach is resolved in its place among the Edicts.</source>
        <translation>Govern the Imperial Reach 依其在敕令中的順序結算。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imperial Quorum is resolved in its place among the Edicts, when the rules booklet holds it.</source>
        <translation>Imperial Quorum 在規則手冊收錄它時，於敕令中它的順位結算。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/rules/EventWords.cpp" line="+12"/>
        <source>%1 returns %n of %2&apos;s Favors</source>
        <translation>
            <numerusform>%1 歸還 %2 的 %n 個人情</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 petitions the Council: it is In Session again</source>
        <translation>%1 向議會請願：議會再次開議中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the Empire and is an Outlaw</source>
        <translation>%1 離開帝國，成為法外之徒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revives the Empire as First Regent</source>
        <translation>%1 以首席攝政身分復興帝國</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 promises %2 %n Favors</source>
        <translation>
            <numerusform>%1 承諾給 %2 %n 個人情</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 invites %2 into the Empire</source>
        <translation>%1 邀請 %2 加入帝國</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 calls a Summit</source>
        <translation>%1 召開高峰會</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 calls no Summit</source>
        <translation>%1 不召開高峰會</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Summit ends</source>
        <translation>高峰會結束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the Crises</source>
        <translation>危機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Edicts</source>
        <translation>敕令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the First Regent tile and chooses %2</source>
        <translation>%1 拿取首席攝政板塊，並選擇結算%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses %2</source>
        <translation>%1 選擇結算%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 steals %2 from the Imperial Trust and chooses %3</source>
        <translation>%1 從帝國國庫偷取 %2，並選擇結算%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Event dice: %1, %2, cluster %3</source>
        <translation>事件骰：%1、%2、星區 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crises</source>
        <translation>危機</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edicts</source>
        <translation>敕令</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 resolved. %2</source>
        <translation>%1 已結算。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. </source>
        <comment>between two sentences</comment>
        <translation>。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 resolved</source>
        <translation>%1 已結算</translation>
    </message>
</context>
<context>
    <name>ExtraActionMenu</name>
    <message>
        <location filename="../../qml/round/ExtraActionMenu.qml" line="+31"/>
        <source>Which card gave the action?</source>
        <translation>是哪張牌給了這個行動？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From a card (not named)</source>
        <translation>來自卡牌（未指名）</translation>
    </message>
</context>
<context>
    <name>FateCardDialog</name>
    <message>
        <location filename="../../qml/components/FateCardDialog.qml" line="+58"/>
        <source>Add a Fate card</source>
        <translation>新增命運卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Fate Set</source>
        <translation>命運牌組</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>card</source>
        <translation>卡號</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card number in the Fate Set</source>
        <translation>命運牌組中的卡號</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name, as printed</source>
        <translation>卡名（依卡面）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The card&apos;s name</source>
        <translation>卡牌名稱</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Guild</source>
        <translation>公會卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vox</source>
        <translation>民意卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Suit</source>
        <translation>花色</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Raid cost</source>
        <translation>打劫費用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Protected (X)</source>
        <translation>受保護（X）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goes</source>
        <translation>放到</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Where the card goes</source>
        <translation>卡牌放到哪裡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Into the Court deck</source>
        <translation>皇宮牌庫</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Into the Court row</source>
        <translation>皇宮牌列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To a player&apos;s play area</source>
        <translation>玩家的遊戲區</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player whose play area it goes to</source>
        <translation>放入其遊戲區的玩家</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add</source>
        <translation>新增</translation>
    </message>
</context>
<context>
    <name>FateNotePanel</name>
    <message>
        <location filename="../../qml/campaign/FateNotePanel.qml" line="+29"/>
        <source>Kept for the Fate</source>
        <translation>為命運記下</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 writes it, the player to %2&apos;s right, in secret from %2.</source>
        <translation>由 %2 右手邊的 %1 撰寫，並對 %2 保密。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A secret kept by %1, left out of the file this game came from.</source>
        <translation>%1 保管的秘密，未包含在這局遊戲的來源檔案中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing yet.</source>
        <translation>尚無內容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A secret only %1 may see.</source>
        <translation>只有 %1 能看的秘密。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide it</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show to %1 alone…</source>
        <translation>只給 %1 看…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exports carry it.</source>
        <translation>匯出時會包含。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exports leave it out.</source>
        <translation>匯出時不包含。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only %1 looks</source>
        <translation>只有 %1 可以看</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone but %1, look away.</source>
        <translation>除了 %1，其他人請別看。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show it</source>
        <translation>我是 %1：顯示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep (e.g. 4 hex):</source>
        <translation>記下（例如 4 hex）：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the Fate asks %1 to keep</source>
        <translation>命運要求 %1 記下的內容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep</source>
        <translation>記下</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Secret</source>
        <translation>秘密</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exports may carry it</source>
        <translation>匯出時可包含</translation>
    </message>
</context>
<context>
    <name>FateNotes</name>
    <message>
        <location filename="../../qml/campaign/FateNotes.qml" line="+30"/>
        <source>Nothing written yet. Notes are written at the Intermission, when a Fate&apos;s Resolution card asks for them.</source>
        <translation>尚未寫下任何內容。筆記在幕間、命運的結算卡要求時撰寫。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>after Act %1 · secret</source>
        <translation>第 %1 幕後 · 秘密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after Act %1</source>
        <translation>第 %1 幕後</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+47"/>
        <source>Hide</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+47"/>
        <source>Show to %1 alone</source>
        <translation>只顯示給 %1</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Write what a Fate asks you to keep (the Believer&apos;s Ideals, the Pathfinder&apos;s Portal…). Tick Secret and only its writer will be shown it; the PDF leaves it out unless asked, and exported files unless In exports is ticked.</source>
        <translation>寫下命運要求你保留的內容（Believer 的 Ideals、Pathfinder 的 Portal…）。勾選「秘密」後只有撰寫者能看到；除非特別要求，PDF 不會包含它；除非勾選「匯出時包含」，匯出的檔案也不會包含它。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the Fate asks %1 to keep</source>
        <translation>命運要求 %1 記下的內容</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A secret note is kept: type to replace it</source>
        <translation>已保存一則秘密筆記：輸入內容即可取代它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing written</source>
        <translation>尚未寫下任何內容</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Secret</source>
        <translation>秘密</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In exports</source>
        <translation>匯出時包含</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>FateOffer</name>
    <message>
        <location filename="../../app/models/ChoiceValues.cpp" line="+12"/>
        <source>Keep the %1 (Fate %2)</source>
        <translation>保留 %1（命運 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Fate %2)</source>
        <translation>%1（命運 %2）</translation>
    </message>
</context>
<context>
    <name>FateTokenEditor</name>
    <message>
        <location filename="../../qml/board/FateTokenEditor.qml" line="+90"/>
        <source>Take away</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Token (e.g. Portal):</source>
        <translation>標記（例如 Portal）：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fate token&apos;s name</source>
        <translation>命運標記的名稱</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>放置</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Loyal to</source>
        <translation>效忠於</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player the token is Loyal to</source>
        <translation>以此標記為己方配件的玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be harmed</source>
        <translation>可被命中</translation>
    </message>
</context>
<context>
    <name>FatesAtTable</name>
    <message>
        <location filename="../../qml/campaign/FatesAtTable.qml" line="+23"/>
        <source>Each player drew and chose in secret; once the Fates are revealed, enter each one:</source>
        <translation>每位玩家已秘密抽牌並選擇；命運揭曉後，逐一輸入：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1&apos;s Fate</source>
        <translation>%1 的命運</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their Fate…</source>
        <translation>其命運…</translation>
    </message>
</context>
<context>
    <name>FlagshipActions</name>
    <message>
        <location filename="../../qml/board/FlagshipActions.qml" line="+27"/>
        <source>Flagship</source>
        <translation>旗艦</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place %1&apos;s Flagship here</source>
        <translation>將 %1 的旗艦放在這裡</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No empty Flagship slot can be built at this planet: each Upgrade and its Armor need their own planet type (see the player&apos;s Flagship board).</source>
        <translation>這個星球上沒有可建造的空旗艦格：每個升級及其裝甲都需要各自的星球類型（見該玩家的旗艦圖板）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>City as %1</source>
        <translation>以城市建造 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starport as %1</source>
        <translation>以星際港建造 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Repair %1</source>
        <translation>修復 %1</translation>
    </message>
</context>
<context>
    <name>FlagshipBoard</name>
    <message>
        <location filename="../../qml/campaign/FlagshipBoard.qml" line="+22"/>
        <source>Flagship in %1</source>
        <translation>旗艦位於 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Flagship slot %1: %2</source>
        <translation>旗艦格 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starport</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged city</source>
        <translation>損壞的城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged starport</source>
        <translation>損壞的星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct to: %1</source>
        <translation>更正為：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>any planet</source>
        <translation>任何星球</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>city, damaged</source>
        <translation>城市，損壞</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>city</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starport, damaged</source>
        <translation>星際港，損壞</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>starport</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>FlagshipEntries</name>
    <message>
        <location filename="../../engine/rules/FlagshipEntries.cpp" line="+41"/>
        <location line="+124"/>
        <location line="+44"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這一桌的一位玩家。</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>%1 has no Flagship.</source>
        <translation>%1 沒有旗艦。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Flagship is in %2, not %3.</source>
        <translation>%1 的旗艦在 %2，不在 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Flagship board has Upgrades 1 to 6, not %1.</source>
        <translation>旗艦圖板的升級編號為 1 到 6，沒有 %1。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is no planet in play: the %2 goes in a building slot.</source>
        <translation>%1 不是場上的星球：%2要放在建築格中。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every building slot in %1 is taken: the %2 goes in an empty slot while the map has one.</source>
        <translation>%1 的建築格都已佔滿：只要地圖上還有空的建築格，%2就要放在空格中。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No building slot on the map is empty, and %1 has no Free building to replace.</source>
        <translation>地圖上沒有空的建築格，%1 也沒有可取代的自由建築。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A Flagship slot holds a city, a starport or nothing.</source>
        <translation>旗艦格只能放城市、星際港，或空著。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 is already so.</source>
        <translation>%1 的 %2 已經是這樣了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 stands on its Upgrade, %3, which is empty: correct the Upgrade first.</source>
        <translation>%1 的%2 立在其升級「%3」上，而該升級是空的：請先修正升級。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 has its Armor, %3, on it: correct the Armor away first.</source>
        <translation>%1 的%2 上有其裝甲「%3」：請先修正移除裝甲。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+147"/>
        <source>%1 has no %2 left in supply.</source>
        <translation>%1 的供應區已沒有%2。</translation>
    </message>
    <message>
        <location line="-130"/>
        <location line="+44"/>
        <source>Only a campaign has Flagships.</source>
        <translation>只有戰役才有旗艦。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 has no Flagship to Resettle.</source>
        <translation>%1 沒有可重新安頓的旗艦。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a C Fate lets a player Resettle; %1 plays %2.</source>
        <translation>只有 C 命運能讓玩家重新安頓；%1 使用的是 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Fate</source>
        <translation>沒有命運</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say how many ships go to %1: at least one.</source>
        <translation>請指定有多少艘飛船前往 %1：至少一艘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no Loyal piece in %2: the new ships go where they have one.</source>
        <translation>%1 在 %2 沒有己方配件：新飛船要放在有其己方配件的地方。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 places 1 ship to have %2 Loyal ships on the map, not %3.</source>
        <translation>%1 放置 1 艘飛船後，地圖上應有 %2 艘己方飛船，而不是 %3 艘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places %2 ships to have %3 Loyal ships on the map, not %4.</source>
        <translation>%1 放置 %2 艘飛船後，地圖上應有 %3 艘己方飛船，而不是 %4 艘。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s Fate gives no Flagship: only %2 do.</source>
        <translation>%1 的命運不提供旗艦：只有 %2 才有。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already has a Flagship, in %2.</source>
        <translation>%1 已經有旗艦，位於 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of play.</source>
        <translation>%1 位於無法地帶。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no Loyal piece in %2: the Flagship goes where they have one.</source>
        <translation>%1 在 %2 沒有己方配件：旗艦要放在有其己方配件的地方。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no Loyal piece on the map: the Flagship goes to a gate, with %2 ships.</source>
        <translation>%1 在地圖上沒有己方配件：旗艦與 %2 艘飛船放到一個通道。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 gains a Flagship: tap a system with their Loyal piece (a gate if they have none), choose %1 as the acting player and Place the Flagship. Their Loyal cities and starports on the map become Free ones.</source>
        <translation>%1 獲得旗艦：點選一個有其己方配件的地區（若沒有則點選通道），選擇 %1 為行動玩家，然後「放置旗艦」。其在地圖上的己方城市和星際港都會成為自由城市和自由星際港。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A Flagship&apos;s slots take the player&apos;s own cities and starports.</source>
        <translation>旗艦格只能放該玩家自己的城市和星際港。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 slot is already built.</source>
        <translation>%1 的 %2 格已經建造。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Armor is built only over a fresh Upgrade: %1&apos;s %2 is %3.</source>
        <translation>裝甲只能建在完好的升級上：%1 的 %2 目前為「%3」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not built</source>
        <translation>尚未建造</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Flagship is in a gate: %1 is built at a planet.</source>
        <translation>旗艦在通道中：%1 要在星球上建造。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is built with the Flagship at a %2 planet; %3 is %4.</source>
        <translation>%1 要在旗艦位於%2星球時建造；%3 是%4星球。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1&apos;s %2 is not damaged.</source>
        <translation>%1 的 %2 沒有損壞。</translation>
    </message>
</context>
<context>
    <name>Flagships</name>
    <message>
        <location filename="../../engine/rules/Flagships.cpp" line="+38"/>
        <source>C</source>
        <translation>城</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S</source>
        <translation>港</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 Armor</source>
        <translation>%1 裝甲</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slipstream Drive</source>
        <translation>滑流引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tractor Beam</source>
        <translation>牽引光束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control Array</source>
        <translation>控制陣列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense Array</source>
        <translation>防禦陣列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ship Crane</source>
        <translation>船塢吊臂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hull</source>
        <translation>船體</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a turn, in the Prelude: Catapult move the Flagship alone, or other ships from it.</source>
        <translation>每回合一次，於序幕行動時：以彈射單獨移動旗艦，或從旗艦所在處彈射移動其他飛船。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defending: the attacker collects no raid dice.</source>
        <translation>防守時：進攻方不能選用打劫骰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a gate: tax any city of its cluster as if it were Loyal.</source>
        <translation>位於通道時：可向其星區內任一城市收稅，如同己方城市。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending: the Flagship intercepts, one hit per fresh starport on its board.</source>
        <translation>防守時：旗艦會攔截，其圖板上每個完好星際港造成 1 次命中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build up to 2 ships a turn in the Flagship&apos;s system.</source>
        <translation>每回合可在旗艦所在地區建造至多 2 艘飛船。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing of its own: room for more cities (resource slots) and starports (battle dice).</source>
        <translation>本身無效果：可容納更多城市（資源格）與星際港（戰鬥骰）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 destroyed</source>
        <translation>%1 被摧毀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 damaged</source>
        <translation>%1 損壞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 repaired</source>
        <translation>%1 已修復</translation>
    </message>
    <message>
        <location line="+34"/>
        <source> + Armor %1</source>
        <translation> + 裝甲 %1</translation>
    </message>
</context>
<context>
    <name>ForcesEditor</name>
    <message>
        <location filename="../../qml/battle/ForcesEditor.qml" line="+24"/>
        <location line="+30"/>
        <source>fresh</source>
        <translation>完好</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Attacker</source>
        <translation>進攻方</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Battle system</source>
        <translation>戰鬥地區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None: plan with typed forces</source>
        <translation>無：以輸入的兵力規劃</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 Plan with typed forces below.</source>
        <translation>%1 請在下方以輸入的兵力規劃。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No system has the attacker&apos;s ships beside the defender&apos;s pieces: choose them below, or plan with typed forces.</source>
        <translation>沒有任何地區同時有進攻方的飛船和防守方的配件：請在下方選擇，或以輸入的兵力規劃。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+92"/>
        <source>Ships</source>
        <translation>飛船</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Add the Imperial ship</source>
        <translation>加入這艘帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the %1 Imperial ships</source>
        <translation>加入這 %1 艘帝國飛船</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>Defender</source>
        <translation>防守方</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Defending side</source>
        <translation>防守陣營</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Rival</source>
        <translation>敵方玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Blight is Tough (2 hits damage or destroy one) and does not intercept.</source>
        <translation>枯萎是堅韌的（2 次命中才會損壞或摧毀 1 個），且不會攔截。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>A Regent defends with the Imperial ship in %1: it is among the ships.</source>
        <translation>攝政會以 %1 的帝國飛船防守：它已計入飛船中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Regent defends with the %1 Imperial ships in %2: they are among the ships.</source>
        <translation>攝政會以 %2 的 %1 艘帝國飛船防守：它們已計入飛船中。</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The Free States</source>
        <translation>自由邦</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The battle is no longer in %1: these sides cannot battle there.</source>
        <translation>戰鬥已不在 %1：這兩方無法在那裡戰鬥。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Only an Outlaw battles the Empire: a Regent may not harm Imperial ships.</source>
        <translation>只有法外之徒能與帝國戰鬥：攝政不可傷害帝國飛船。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Has buildings elsewhere</source>
        <translation>在其他地方有建築</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starports</source>
        <translation>星際港</translation>
    </message>
</context>
<context>
    <name>GainSlotChoice</name>
    <message>
        <location filename="../../qml/components/GainSlotChoice.qml" line="+37"/>
        <source>Every open slot is full: the next resource gained is given up, unless you tap the slot to put it in (what that slot holds is then discarded)</source>
        <translation>所有開放的格子都滿了：下一個獲得的資源會被放棄，除非你點選要放入的格子（該格原有的資源會被棄掉）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next resource gained goes to:</source>
        <translation>下一個獲得的資源放到：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slot %1 (raid %2): %3</source>
        <translation>第 %1 格（打劫 %2）：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../../engine/store/GameFile.cpp" line="+39"/>
        <source>it is not an Arcs Companion game (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>它不是 Arcs Companion 遊戲檔（&quot;format&quot; 不是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an Arcs Companion campaign (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>它不是 Arcs Companion 戰役檔（&quot;format&quot; 不是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; 必須是從 1 起的整數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it was written by a newer Arcs Companion (game file version %1; this one reads up to %2): update the app</source>
        <translation>它由較新版的 Arcs Companion 寫入（遊戲檔版本 %1；此版本最多只能讀取 %2）：請更新應用程式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was written by a newer Arcs Companion (campaign file version %1; this one reads up to %2): update the app</source>
        <translation>它由較新版的 Arcs Companion 寫入（戰役檔版本 %1；此版本最多只能讀取 %2）：請更新應用程式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game has no &quot;name&quot;</source>
        <translation>遊戲沒有 &quot;name&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the campaign has no &quot;name&quot;</source>
        <translation>戰役沒有 &quot;name&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;created&quot; and &quot;updated&quot; must be dates such as 2026-11-30T20:15:00Z</source>
        <translation>&quot;created&quot; 與 &quot;updated&quot; 必須是日期，例如 2026-11-30T20:15:00Z</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;entries&quot; must be the list of the game&apos;s entries</source>
        <translation>&quot;entries&quot; 必須是遊戲的登錄清單</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has no entries: it must start with its setup</source>
        <translation>遊戲沒有任何登錄：必須以設置開始</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;cursor&quot; must be a whole number from 0 to %1 (the entries in effect)</source>
        <translation>&quot;cursor&quot; 必須是 0 到 %1 的整數（生效中的登錄數）</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../../app/models/GameListModel.cpp" line="+51"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act %1 · </source>
        <translation>第%1幕 · </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2</source>
        <translation>%1 獲勝 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act %1 over · %2</source>
        <translation>第%1幕結束 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapter %1 · %2</source>
        <translation>第 %1 大輪 · %2</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <location filename="../../qml/chapter/GameOverView.qml" line="+33"/>
        <source>%1 wins the campaign!</source>
        <translation>%1 贏得戰役！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 獲勝！</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ended after chapter %1. Tied for the most Power, %2 wins as the earliest in turn order.</source>
        <translation>遊戲在第 %1 大輪後結束。權力最高者平手，%2 因回合順序最前而獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended after chapter %1.</source>
        <translation>遊戲在第 %1 大輪後結束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch with the same players…</source>
        <translation>與相同玩家再戰一局…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <location filename="../../qml/components/GameRow.qml" line="+47"/>
        <source>Game name</source>
        <translation>遊戲名稱</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On the table · </source>
        <translation>目前牌局 · </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deleted: restorable for %1 days · </source>
        <translation>已刪除：%1 天內可還原 · </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Campaign: The Blighted Reach</source>
        <translation>戰役：The Blighted Reach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 entry</source>
        <translation>1 筆登錄</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 entries</source>
        <translation>%1 筆登錄</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restore</source>
        <translation>還原</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete “%1”?</source>
        <translation>要刪除「%1」嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It stays in the list for %1 days and can be restored until then.</source>
        <translation>它會在列表中保留 %1 天，在此之前都可以還原。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <location filename="../../engine/state/GameSetup.cpp" line="+27"/>
        <source>The Court row has %1 cards with %2 players: choose the %1 cards dealt face up, not %3.</source>
        <translation>%2 人遊戲的皇宮牌列有 %1 張卡：請選擇正面朝上發出的 %1 張卡，而不是 %3 張。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a card of the base Court deck.</source>
        <translation>「%1」不是基本遊戲皇宮牌庫中的卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is not a Guild or Vox card of the campaign Court deck.</source>
        <translation>「%1」不是戰役皇宮牌庫中的公會卡或民意卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is in the Court row twice: each card is in the deck once.</source>
        <translation>%1 在皇宮牌列中出現兩次：每張卡在牌庫中只有一張。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Arcs is played by %1 to %2 players; this table has %3.</source>
        <translation>Arcs 的遊戲人數為 %1 到 %2 人；這一桌有 %3 人。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player %1 has no name: type a name for every player.</source>
        <translation>玩家 %1 沒有名字：請為每位玩家輸入名字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name &quot;%1&quot; is longer than %2 characters: shorten it.</source>
        <translation>名字「%1」超過 %2 個字元：請縮短。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player %1 has a colour that is not in the game.</source>
        <translation>玩家 %1 的顏色不在遊戲中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players are called &quot;%1&quot;: give each player a different name.</source>
        <translation>有兩位玩家都叫「%1」：請為每位玩家取不同的名字。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 both play %3: give each player a different colour.</source>
        <translation>%1 和 %2 都使用%3：請為每位玩家選擇不同的顏色。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Choose which player starts with the initiative.</source>
        <translation>請選擇哪位玩家一開始持有起始標記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaders are only used in Leaders &amp; Lore.</source>
        <translation>只有「領袖與傳說」模式會使用領袖卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no leader: choose a leader for every player.</source>
        <translation>%1 沒有領袖：請為每位玩家選擇一張領袖卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no leader called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的領袖。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players lead as the %1: each leader card is in the game once.</source>
        <translation>有兩位玩家都以 %1 為領袖：每張領袖卡在遊戲中只有一張。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There are more leaders than players.</source>
        <translation>領袖比玩家多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A campaign Act needs its setup: the dice rolled and each player&apos;s Fate.</source>
        <translation>戰役的每一幕都需要設置：擲出的骰子和每位玩家的命運。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A campaign uses no setup card: every cluster is in play.</source>
        <translation>戰役不使用設置卡：所有星區都會使用。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not in the Court deck (held by a player, or scrapped): deal the Court from the Court deck.</source>
        <translation>%1 不在皇宮牌庫中（在玩家手上，或已移出遊戲）：請從皇宮牌庫發出皇宮卡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a campaign is played in Acts.</source>
        <translation>只有戰役才分幕進行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a setup card, or draw one at random.</source>
        <translation>請選擇一張設置卡，或隨機抽一張。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no setup card called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的設置卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is a card for %2 players, but this table has %3: choose a %3-player card.</source>
        <translation>「%1」是 %2 人遊戲的卡，但這一桌有 %3 人：請選擇 %3 人的設置卡。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&quot;players&quot; must be a list of {&quot;name&quot;, &quot;colour&quot;}.</source>
        <translation>&quot;players&quot; 必須是 {&quot;name&quot;, &quot;colour&quot;} 的列表。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown player colour &quot;%1&quot;: use red, blue, yellow or white.</source>
        <translation>未知的玩家顏色「%1」：請使用 red、blue、yellow 或 white。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;initiative&quot; must be the seat number of the initiative holder.</source>
        <translation>&quot;initiative&quot; 必須是起始玩家的座位編號。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;mode&quot; must be &quot;base&quot;, &quot;leadersAndLore&quot; or &quot;campaign&quot;.</source>
        <translation>&quot;mode&quot; 必須是 &quot;base&quot;、&quot;leadersAndLore&quot; 或 &quot;campaign&quot;。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;turnsCounted&quot; must be true or false.</source>
        <translation>&quot;turnsCounted&quot; 必須是 true 或 false。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;empireLaws&quot; must be true or false.</source>
        <translation>&quot;empireLaws&quot; 必須是 true 或 false。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;governInParts&quot; must be true or false.</source>
        <translation>&quot;governInParts&quot; 必須是 true 或 false。</translation>
    </message>
</context>
<context>
    <name>GamesLibrary</name>
    <message>
        <location filename="../../app/controllers/GamesLibrary.cpp" line="+63"/>
        <source>Campaign · %1</source>
        <translation>戰役 · %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Act %1 continues a campaign, and the game on the table is not one.</source>
        <translation>第 %1 幕是接續戰役的一幕，但桌上的遊戲不是戰役。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Only a saved campaign&apos;s Act II or III starts from an Intermission.</source>
        <translation>只有已儲存戰役的第二幕或第三幕由幕間開始。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The table now shows the game as it is saved: enter the change again if it is still wanted.</source>
        <translation>桌面現在顯示已儲存的遊戲：如仍需要，請再輸入一次這項變更。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game on the table is not a campaign&apos;s Act.</source>
        <translation>桌上的遊戲不是戰役中的一幕。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The library %1 is open in another Arcs Companion window (process %2): use that window, or close it first.</source>
        <translation>遊戲庫 %1 已在另一個 Arcs Companion 視窗中開啟（處理程序 %2）：請使用該視窗，或先將它關閉。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 Its games can be opened and exported, but nothing can be saved: entries are refused.</source>
        <translation>%1 此遊戲庫中的遊戲可以開啟和匯出，但無法儲存任何內容：登錄會被拒絕。</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This game is on the table: open another game before deleting it.</source>
        <translation>這場遊戲正在桌上：請先開啟其他遊戲再刪除它。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is %2: choose another file. Nothing was written.</source>
        <translation>%1 是%2：請選擇其他檔案。未寫入任何內容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>where the app keeps every game (its library)</source>
        <translation>本程式保存所有遊戲之處（遊戲庫）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the folder of the library&apos;s daily backups</source>
        <translation>遊戲庫每日備份資料夾內的檔案</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 could not be written (%2).</source>
        <translation>無法寫入 %1（%2）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot be read (%2).</source>
        <translation>無法讀取 %1（%2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is not JSON (%1 at byte %2)</source>
        <translation>它不是 JSON（第 %2 位元組處：%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is not an Arcs Companion game</source>
        <translation>它不是 Arcs Companion 的遊戲</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be imported: %2.</source>
        <translation>無法匯入 %1：%2。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no backup beside %1.</source>
        <translation>%1 旁邊沒有備份。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The backup could not be copied to %1.</source>
        <translation>無法將備份複製到 %1。</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <location filename="../../qml/pages/GamesPage.qml" line="+43"/>
        <source>Games saved in %1</source>
        <translation>遊戲儲存於 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are not being saved.</source>
        <translation>目前不會儲存遊戲。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a game…</source>
        <translation>匯入遊戲…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back up the library…</source>
        <translation>備份遊戲庫…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arcs-library-%1.sqlite</source>
        <translation>arcs-library-%1.sqlite</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No saved games yet: start one with New game…</source>
        <translation>尚無已儲存的遊戲：請用「新遊戲…」開始一局。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import a game</source>
        <translation>匯入遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Arcs Companion games (*.json)</source>
        <translation>Arcs Companion 遊戲 (*.json)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Imported %1: it is in the list below.</source>
        <translation>已匯入 %1：見下方清單。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export the game</source>
        <translation>匯出遊戲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1</source>
        <translation>已匯出至 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back up the library</source>
        <translation>備份遊戲庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arcs Companion libraries (*.sqlite)</source>
        <translation>Arcs Companion 遊戲庫 (*.sqlite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library backed up to %1</source>
        <translation>遊戲庫已備份至 %1</translation>
    </message>
</context>
<context>
    <name>Govern</name>
    <message>
        <location filename="../../engine/rules/Govern.cpp" line="+239"/>
        <source>a %1 from %2</source>
        <translation>來自 %2 的 1 個%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Blight (a Trophy) from %1</source>
        <translation>來自 %1 的一個枯萎（戰利品）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Free starport (a Trophy) from %1</source>
        <translation>來自 %1 的一座自由星際港（戰利品）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Free city (a Trophy) from %1</source>
        <translation>來自 %1 的一座自由城市（戰利品）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 (a Trophy) from %3</source>
        <translation>來自 %3 的 %1 %2（戰利品）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s agent (a Captive) from %2</source>
        <translation>來自 %2 的 %1 間諜（戰俘）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Favor from %1 (nothing of the Demand)</source>
        <translation>來自 %1 的 1 個人情（沒有可徵收之物）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 made an Outlaw (no Demand, no agent)</source>
        <translation>%1 成為法外之徒（沒有徵收物，也沒有間諜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing from %1 (no Demand, no agent)</source>
        <translation>%1 沒有交出任何東西（沒有徵收物，也沒有間諜）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Say what the Demand takes from each of %1.</source>
        <translation>請說明徵收要從 %1 各拿取什麼。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Only Govern with Authority gives a resource besides the Weapon.</source>
        <translation>只有 Govern with Authority 會在武器之外再給 1 個資源。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With Authority each Regent armed also takes 1 resource of their choice: say which.</source>
        <translation>Govern with Authority 下，每位獲得武器的攝政還可任選 1 個資源：請指定是哪一個。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The supply has too few of %1 for every Regent who chose it.</source>
        <translation>供應區的%1不足以分給每位選擇它的攝政。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 gets nothing from the Imperial Action: they make no room.</source>
        <translation>%1 沒有從帝國行動獲得任何東西：不需騰出空間。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no resource in slot %2 to discard.</source>
        <translation>%1 的第 %2 個資源格沒有可棄掉的資源。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 discards only to make room for what they gain.</source>
        <translation>%1 只能為了騰出空間放置獲得的資源而棄掉資源。</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The %n Imperial ships go to an Empire-controlled system (none: a Loyal starport of %1).</source>
        <translation>
            <numerusform>這 %n 艘帝國飛船要放在一個帝國控制的星系（沒有時：%1 的一個忠誠星際港）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n Imperial ships to %1</source>
        <translation>
            <numerusform>%n 艘帝國飛船放到 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no Imperial ships placed</source>
        <translation>未放置帝國飛船</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a Weapon and a %1 to %2</source>
        <translation>%2 獲得 1 個武器與 1 個%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 discards a %2 to make room</source>
        <translation>%1 棄掉 1 個%2以騰出空間</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Weapons to %1</source>
        <translation>武器給 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nobody holds the First Regent tile: nobody governs the Imperial Reach.</source>
        <translation>沒有人持有首席攝政板塊：沒有人治理帝國疆域。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already the policy: enforce it, or change to another.</source>
        <translation>%1 已是目前的政策：請執行它，或改為其他政策。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changing the policy collects no Demand and takes no Imperial Action.</source>
        <translation>變更政策不會收取徵收，也不會執行帝國行動。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 enforces %2: %3; %4</source>
        <translation>%1 執行%2：%3；%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody holds the First Regent tile: nobody collects the Demand.</source>
        <translation>沒有人持有首席攝政板塊：沒有人收取徵收。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No Regent has more starports than every other Regent: nobody takes the Imperial Action.</source>
        <translation>沒有攝政的星際港比其他每位攝政都多：沒有人執行帝國行動。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Imperial Action was not taken: it places and gives nothing.</source>
        <translation>沒有執行帝國行動：不放置也不給予任何東西。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No Regent has more cities than every other Regent: nobody changes the policy.</source>
        <translation>沒有攝政的城市比其他每位攝政都多：沒有人變更政策。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already the policy: keep it, or change to another.</source>
        <translation>%1 已是目前的政策：請維持，或改為其他政策。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 collects %2</source>
        <translation>%1 收取%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 takes the Imperial Action: %2</source>
        <translation>%1 執行帝國行動：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes no Imperial Action</source>
        <translation>%1 不執行帝國行動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changes the policy to %2</source>
        <translation>%1 將政策改為%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps %2</source>
        <translation>%1 維持%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Quorum: %1</source>
        <translation>Imperial Quorum：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="-331"/>
        <source>The Demand cannot take %1.</source>
        <translation>徵收無法拿取 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no resource of the Demand to add to the Trust.</source>
        <translation>%1 沒有徵收所需的資源可加入帝國國庫。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 adds 1 of their own resources of the Demand to the Trust: say which.</source>
        <translation>%1 將自己的 1 個徵收資源加入帝國國庫：請指定是哪一個。</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Only Escalation requisitions Imperial ships.</source>
        <translation>只有擴張政策會徵用帝國飛船。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only War distributes arms.</source>
        <translation>只有戰爭政策會分發武器。</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Each Regent gets a Weapon: %1.</source>
        <translation>每位攝政獲得 1 個武器：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Weapon is left: no Regent gets one.</source>
        <translation>武器已用完：沒有攝政獲得武器。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n Weapons are left: the First Regent chooses which Regents get one.</source>
        <translation>
            <numerusform>只剩 %n 個武器：由首席攝政選擇哪些攝政獲得。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each Regent gains twice their city Power (%1)</source>
        <translation>每位攝政獲得其城市權力的兩倍（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each Regent gains their city Power (%1)</source>
        <translation>每位攝政獲得其城市權力（%1）</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>%1 changes the Imperial policy to %2</source>
        <translation>%1 將帝國政策改為%2</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>their own %1</source>
        <translation>自己的%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Demand</source>
        <translation>無徵收</translation>
    </message>
</context>
<context>
    <name>GovernPanel</name>
    <message>
        <location filename="../../qml/event/GovernPanel.qml" line="+24"/>
        <source>1. Nobody holds the First Regent tile: no Demand.</source>
        <translation>1. 沒有人持有首席攝政板塊：沒有徵收。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. %1 collects the Demand:</source>
        <translation>1. %1 收取徵收：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>From %1:</source>
        <translation>來自 %1：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Demand from %1</source>
        <translation>向 %1 徵收</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s own, into the Trust:</source>
        <translation>%1 自己的，放入帝國國庫：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s own resource into the Trust</source>
        <translation>%1 放入帝國國庫的自有資源</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2. No Regent has the most starports (a tie): no Imperial Action.</source>
        <translation>2. 沒有攝政的星際港最多（平手）：沒有帝國行動。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>2. %1 (most starports) takes the Imperial Action</source>
        <translation>2. %1（星際港最多）執行帝國行動</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>3. No Regent has the most cities (a tie): the policy stays %1.</source>
        <translation>3. 沒有攝政的城市最多（平手）：政策維持%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. %1 (most cities):</source>
        <translation>3. %1（城市最多）：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The policy after Imperial Quorum</source>
        <translation>Imperial Quorum 之後的政策</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resolve Imperial Quorum</source>
        <translation>結算 Imperial Quorum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enforce %1</source>
        <translation>執行%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change to %1</source>
        <translation>改為%1</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <location filename="../../qml/battle/Histogram.qml" line="+44"/>
        <source>%1%</source>
        <comment>a chance, in percent</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../qml/pages/HistoryPage.qml" line="+31"/>
        <source>Insert a missed entry before it</source>
        <translation>在此之前插入遺漏的紀錄</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter it again, corrected</source>
        <translation>重新輸入正確的紀錄</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete it…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This Act</source>
        <translation>本幕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Act %1</source>
        <translation>第%1幕</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Act %1 as it was played, to its end: read-only.</source>
        <translation>第%1幕的完整經過：唯讀。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Nothing entered yet.</source>
        <translation>尚未輸入任何內容。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 (undone)</source>
        <translation>%1（已復原）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who scored what…</source>
        <translation>誰得了多少分…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo to here</source>
        <translation>重做到這裡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to here</source>
        <translation>回到這裡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amend…</source>
        <translation>修正…</translation>
    </message>
</context>
<context>
    <name>ImperialActionRows</name>
    <message>
        <location filename="../../qml/event/ImperialActionRows.qml" line="+52"/>
        <source>%1 Imperial ships to:</source>
        <translation>%1 艘帝國飛船放到：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the Imperial ships go</source>
        <translation>帝國飛船放置的位置</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No Weapon is left in the supply or the Trust: no Regent gets one.</source>
        <translation>供應區與帝國國庫都沒有武器了：沒有攝政能獲得。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only 1 Weapon is left (supply and Trust): who gets it?</source>
        <translation>只剩 1 個武器（供應區與帝國國庫）：由誰獲得？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only %1 Weapons are left (supply and Trust): who gets one?</source>
        <translation>只剩 %1 個武器（供應區與帝國國庫）：由誰各獲得一個？</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 also takes:</source>
        <translation>%1 另外拿取：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s slots are full; to make room, discard:</source>
        <translation>%1 的資源格已滿；為騰出空間而棄掉：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing (keeps what they hold)</source>
        <translation>不棄（保留現有資源）</translation>
    </message>
</context>
<context>
    <name>InitiativeFlag</name>
    <message>
        <location filename="../../qml/round/InitiativeFlag.qml" line="+22"/>
        <source>⚑ Initiative: %1 %2</source>
        <translation>⚑ 起始：%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> → %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 seized the initiative: they lead the next round</source>
        <translation>%1 搶走了起始：下一輪由其主導</translation>
    </message>
    <message>
        <location line="-20"/>
        <source> → seized by %1</source>
        <translation> → 被 %1 搶走</translation>
    </message>
</context>
<context>
    <name>Intermission</name>
    <message>
        <location filename="../../engine/rules/Intermission.cpp" line="+115"/>
        <source>An Intermission follows Act I or Act II, not Act %1.</source>
        <translation>幕間在第一幕或第二幕之後進行，不在第 %1 幕之後。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The initiative is held by player 1 to %1, not %2.</source>
        <translation>起始標記只能由玩家 1 到 %1 持有，不是 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player %1 failed their objective with the marker on %2: a failed objective&apos;s marker is above 0.</source>
        <translation>玩家 %1 任務失敗時標記在 %2：失敗任務的標記應高於 0。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1 completed their objective with the marker on %2: a completed objective&apos;s marker is on 0.</source>
        <translation>玩家 %1 任務完成時標記在 %2：完成任務的標記應在 0。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A. Resolve Fate</source>
        <translation>A. 結算命運</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B. Clear Court</source>
        <translation>B. 清理皇宮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C. Clear Pieces</source>
        <translation>C. 清理配件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D. Repair &amp; Destroy</source>
        <translation>D. 修復與摧毀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E. Initiative and Power</source>
        <translation>E. 起始與權力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F. Choose Fate</source>
        <translation>F. 選擇命運</translation>
    </message>
</context>
<context>
    <name>IntermissionChoices</name>
    <message>
        <location filename="../../engine/state/IntermissionChoices.cpp" line="+67"/>
        <source>An Intermission&apos;s &quot;step&quot; is 0 to %1.</source>
        <translation>幕間的 &quot;step&quot; 為 0 到 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An Intermission&apos;s &quot;fateSeed&quot; must be a number in a string.</source>
        <translation>幕間的 &quot;fateSeed&quot; 必須是以字串表示的數字。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An Intermission&apos;s &quot;courtAdditions&quot;: %1</source>
        <translation>幕間的 &quot;courtAdditions&quot;：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An Intermission&apos;s &quot;fatesDrawnAtTable&quot; is true or false.</source>
        <translation>幕間的 &quot;fatesDrawnAtTable&quot; 須為 true 或 false。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An Intermission lists &quot;shipGates&quot; and &quot;fates&quot; for each of the %1 players.</source>
        <translation>幕間須為 %1 位玩家各列出 &quot;shipGates&quot; 和 &quot;fates&quot;。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not a system of the Reach.</source>
        <translation>「%1」不是 Reach 地圖上的地區。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An Intermission&apos;s &quot;fates&quot; are Fate numbers or null.</source>
        <translation>幕間的 &quot;fates&quot; 須為命運編號或 null。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An Intermission&apos;s &quot;notes&quot; list one note for each of the %1 players.</source>
        <translation>幕間的 &quot;notes&quot; 須為 %1 位玩家各列一則註記。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of an Intermission&apos;s &quot;notes&quot; has a &quot;text&quot; and a true or false &quot;secret&quot;.</source>
        <translation>幕間的每則 &quot;notes&quot; 都要有 &quot;text&quot;，以及值為 true 或 false 的 &quot;secret&quot;。</translation>
    </message>
</context>
<context>
    <name>IntermissionFateChoice</name>
    <message>
        <location filename="../../qml/campaign/IntermissionFateChoice.qml" line="+24"/>
        <source>We draw the Fate cards at the table</source>
        <translation>我們在桌上抽命運卡</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every player has chosen a Fate in secret: they are revealed together as Act %1 begins.</source>
        <translation>所有玩家都已祕密選擇命運：第%1幕開始時一起揭曉。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the device to %1. Only %1 looks.</source>
        <translation>把裝置交給 %1。只有 %1 可以看。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>I am %1: show my Fates</source>
        <translation>我是 %1：顯示我的命運</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone chooses again</source>
        <translation>所有人重新選擇</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, choose your Fate for Act %2:</source>
        <translation>%1，選擇你第%2幕的命運：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep the %1 (Fate %2)</source>
        <translation>保留 %1（命運 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (Fate %2)</source>
        <translation>%1（命運 %2）</translation>
    </message>
</context>
<context>
    <name>IntermissionSteps</name>
    <message>
        <location filename="../../app/controllers/IntermissionSteps.cpp" line="+86"/>
        <source>Act %1 setup</source>
        <translation>第%1幕設置</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 completed the %2&apos;s objective (marker on 0): Power stays %3.</source>
        <translation>%1 完成了 %2 的任務（標記在 0）：權力維持 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed the %2&apos;s objective (marker on %3): Power %4 → %5.</source>
        <translation>%1 未完成 %2 的任務（標記在 %3）：權力 %4 → %5。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 resolves the %2&apos;s Act %3 Resolution card, from Fate Set F%4.</source>
        <translation>%1 結算 %2 的第%3幕結算卡，來自命運牌組 F%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A marker in the wrong place is moved back in the Act (Undo) before going on.</source>
        <translation>標記放錯位置時，請先在本幕中移回（復原）再繼續。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 back into the Court deck; the Imperial Council stays, In Session.</source>
        <translation>%1放回皇宮牌庫；帝國議會保留，仍為開議中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 Court card goes</source>
        <translation>1 張皇宮卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Court cards go</source>
        <translation>%1 張皇宮卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 back to their players.</source>
        <translation>%1歸還給各自的玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 agent goes</source>
        <translation>1 個間諜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 agents go</source>
        <translation>%1 個間諜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Court discard is scrapped: %1.</source>
        <translation>皇宮棄牌堆移出遊戲：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 card</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cards</source>
        <translation>%1 張牌</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 returns %2 and %3.</source>
        <translation>%1 歸還 %2和 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 Trophy</source>
        <translation>1 個戰利品</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Trophies</source>
        <translation>%1 個戰利品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 Captive</source>
        <translation>1 個戰俘</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Captives</source>
        <translation>%1 個戰俘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 on the ambition boxes go back to the supply.</source>
        <translation>目標格上的 %1放回供應區。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 resource</source>
        <translation>1 個資源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 resources</source>
        <translation>%1 個資源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody holds Trophies or Captives: nothing to return.</source>
        <translation>沒有人持有戰利品或戰俘：無須歸還。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+295"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-283"/>
        <source>Damaged Blight repaired: %1.</source>
        <translation>修復損壞的枯萎：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged ships destroyed, Imperial ones too: %1.</source>
        <translation>摧毀損壞的飛船（包括帝國飛船）：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings destroyed (damaged, or in a system with Blight and no ships), Free ones too: %1.</source>
        <translation>摧毀建築（損壞的，或位於有枯萎且沒有飛船的地區），包括自由建築：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s Flagship: %2.</source>
        <translation>%1 的旗艦：%2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing is damaged, and no building stands with Blight and no ships.</source>
        <translation>沒有任何東西損壞，也沒有建築位於有枯萎且沒有飛船的地區。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The initiative goes to %1: tied for the most Power, the first of them in turn order from %2.</source>
        <translation>起始玩家為 %1：多人並列權力最高，從 %2 起依回合順序的第一位。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The initiative goes to %1, with the most Power.</source>
        <translation>起始玩家為 %1，權力最高。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: Power stays %2 (only above 1 Power is half lost).</source>
        <translation>%1：權力維持 %2（只有超過 1 的權力部分才會減半）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Power %2 → %3.</source>
        <translation>%1：權力 %2 → %3。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>a gate…</source>
        <translation>選擇通道…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 of %2 have chosen</source>
        <translation>%2 人中已有 %1 人選好</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 keeps the %2.</source>
        <translation>%1 保留 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the %2 (Fate Set F%3): the %4 goes back to the box, the rest of its Fate Set not in play is scrapped, and every Favor goes back to its owner.</source>
        <translation>%1 拿取 %2（命運牌組 F%3）：%4 放回盒中，其命運牌組中未使用的部分移出遊戲，所有人情歸還給其擁有者。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Begin the Intermission first.</source>
        <translation>請先開始幕間。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An Intermission follows the end of Act I or Act II.</source>
        <translation>幕間在第一幕或第二幕結束後進行。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no ships or starports left: choose the gate for their new ships.</source>
        <translation>%1 已沒有飛船或星際港：請選擇其新飛船要放置的通道。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has not chosen a Fate for the next Act.</source>
        <translation>%1 尚未選擇下一幕的命運。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Every player has chosen a Fate.</source>
        <translation>每位玩家都已選擇命運。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The app dealt the Fates: each player chooses in secret on this device.</source>
        <translation>命運由本程式發出：每位玩家在此裝置上秘密選擇。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No Blight is placed: every empty gate and rolled planet already has some.</source>
        <translation>不放置枯萎：每個空的通道和擲出的星球都已經有枯萎。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged Blight goes on %1.</source>
        <translation>在 %1 放置損壞的枯萎。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the event die, or enter what it shows.</source>
        <translation>請擲事件骰，或輸入骰出的結果。</translation>
    </message>
</context>
<context>
    <name>IntermissionView</name>
    <message>
        <location filename="../../qml/campaign/IntermissionView.qml" line="+28"/>
        <source>Intermission · %1</source>
        <translation>幕間 · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Act %1 is over</source>
        <translation>第%1幕已結束</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Power is kept as it stands. The Intermission resolves each Fate, clears the table and halves Power before Act %1; it is saved step by step, so the table can pack up at any step.</source>
        <translation>權力維持現狀。幕間會結算每個命運、清理桌面，並在第%1幕開始前將權力減半；每一步都會儲存，因此可以在任何一步收拾遊戲。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Begin the Intermission</source>
        <translation>開始幕間</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>has no ships or starports left: new ships go in</source>
        <translation>已沒有飛船或星際港：新飛船放入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gate for %1&apos;s new ships</source>
        <translation>%1 新飛船放入的通道</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Playing Act %1 another evening? The log sheet, the Fates&apos; notes and the trays are under Pack up.</source>
        <translation>改天再玩第%1幕？紀錄表、命運筆記與收納盤都在「收拾」中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pack up…</source>
        <translation>收拾…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved at this step: stop here and the campaign reopens at this step. Campaign log… has the log sheet and the trays.</source>
        <translation>已在此步驟儲存：在此停止的話，戰役會從此步驟重新開啟。「戰役紀錄表…」中有紀錄表與收納盤。</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../engine/journal/Journal.cpp" line="+115"/>
        <location line="+16"/>
        <source>entry %1: %2</source>
        <translation>第 %1 筆登錄：%2</translation>
    </message>
</context>
<context>
    <name>LeaderChoice</name>
    <message>
        <location filename="../../qml/wizard/LeaderChoice.qml" line="+29"/>
        <location line="+5"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s leader</source>
        <translation>%1 的領袖卡</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+62"/>
        <source>cannot be read (%1)</source>
        <translation>無法讀取（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is empty (0 bytes): it is not a library; move it away or choose another file</source>
        <translation>是空的（0 位元組）：它不是遊戲庫；請將它移走或選擇其他檔案</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not an Arcs Companion library (it is not an SQLite database)</source>
        <translation>不是 Arcs Companion 遊戲庫（它不是 SQLite 遊戲庫）</translation>
    </message>
    <message>
        <location filename="../../engine/store/Library.cpp" line="+105"/>
        <location line="+11"/>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+31"/>
        <source>cannot be opened (%1)</source>
        <translation>無法開啟（%1）</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+8"/>
        <source>is damaged (%1)</source>
        <translation>已損毀（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>is an SQLite database but not an Arcs Companion library</source>
        <translation>是 SQLite 遊戲庫，但不是 Arcs Companion 遊戲庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>was written by a newer Arcs Companion (library version %1; this one reads up to %2): update the app</source>
        <translation>由較新版的 Arcs Companion 寫入（遊戲庫版本 %1；此版本最多只能讀取 %2）：請更新應用程式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has an unknown library version %1</source>
        <translation>的遊戲庫版本 %1 無法辨識</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibraryBackups.cpp" line="+31"/>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+42"/>
        <source>it could not be moved into place</source>
        <translation>無法將它移至目標位置</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+3"/>
        <source>cannot be created (%1)</source>
        <translation>無法建立（%1）</translation>
    </message>
    <message>
        <location filename="../../engine/store/Library.cpp" line="-36"/>
        <source>The library %1 %2.</source>
        <translation>遊戲庫 %1 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot be created: its folder cannot be made</source>
        <translation>無法建立：無法建立其資料夾</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot be written: the file or its folder is read-only (%1)</source>
        <translation>無法寫入：檔案或其資料夾為唯讀（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no write permission</source>
        <translation>沒有寫入權限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>another program has it open</source>
        <translation>另一個程式正開著它</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be used (its write-ahead log cannot be folded in: %1)</source>
        <translation>無法使用（無法併入其預寫記錄：%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot be used (%1)</source>
        <translation>無法使用（%1）</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibrarySchema.cpp" line="+14"/>
        <location line="+6"/>
        <source>cannot be upgraded from version %1 (%2)</source>
        <translation>無法從版本 %1 升級（%2）</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibraryWrites.h" line="+59"/>
        <source>This game was changed elsewhere (in another Arcs Companion window or by arcs-cli) since this window read it, so nothing was saved.</source>
        <translation>自本視窗讀取後，這場遊戲已在別處（另一個 Arcs Companion 視窗或 arcs-cli）被變更，因此沒有儲存任何內容。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The library could not be written (%1); nothing was changed.</source>
        <translation>無法寫入遊戲庫（%1）；未做任何變更。</translation>
    </message>
    <message>
        <location filename="../../engine/store/Library.cpp" line="+270"/>
        <location line="+56"/>
        <location line="+58"/>
        <source>There is no game %1 in the library.</source>
        <translation>遊戲庫中沒有遊戲 %1。</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>The game &quot;%1&quot; cannot be replayed: %2</source>
        <translation>遊戲「%1」無法重播：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game &quot;%1&quot; replays differently from what was saved at entry %2 (it was saved by a version with other rules): check the table against the app.</source>
        <translation>遊戲「%1」的重播結果與第 %2 筆登錄時儲存的不同（它是由規則不同的版本儲存的）：請對照桌面與應用程式檢查。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A game needs a name.</source>
        <translation>遊戲需要名稱。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; is a campaign: export it and import the file for a copy.</source>
        <translation>「%1」是戰役：若要複製，請將它匯出後再匯入該檔案。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game &quot;%1&quot; could not be read (%2).</source>
        <translation>無法讀取遊戲「%1」（%2）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (imported)</source>
        <translation>%1（已匯入）</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibraryCampaigns.cpp" line="+78"/>
        <location line="+30"/>
        <location line="+44"/>
        <source>There is no campaign %1 in the library.</source>
        <translation>遊戲庫中沒有戰役 %1。</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>The campaign &quot;%1&quot; has no Intermission after Act %2 to keep.</source>
        <translation>戰役「%1」在第 %2 幕之後沒有可保留的幕間。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The campaign &quot;%1&quot; is not ready for Act %2: it has %3 Acts and %4 Intermissions.</source>
        <translation>戰役「%1」尚未準備好進行第 %2 幕：它有 %3 幕與 %4 個幕間。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only a campaign&apos;s Act II or III starts from an Intermission.</source>
        <translation>只有戰役的第二幕或第三幕由幕間開始。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Act %1 has entries after its start: undo them first.</source>
        <translation>第%1幕開始後已有紀錄：請先復原它們。</translation>
    </message>
    <message>
        <location filename="../../engine/store/LibraryBackups.cpp" line="-11"/>
        <source>%1 already exists: choose a new file for the backup.</source>
        <translation>%1 已存在：請為備份選擇新檔案。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The backup %1 could not be written (%2).</source>
        <translation>無法寫入備份 %1（%2）。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 could not be replaced (%2).</source>
        <translation>無法取代 %1（%2）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The backup folder %1 cannot be made.</source>
        <translation>無法建立備份資料夾 %1。</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <location filename="../../qml/components/LibraryBanner.qml" line="+28"/>
        <source>⚠ Games are not being saved. </source>
        <translation>⚠ 遊戲未被儲存。 </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the latest backup</source>
        <translation>開啟最新的備份</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/Main.qml" line="+71"/>
        <source>Arcs Companion</source>
        <translation>Arcs Companion</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>↶ Undo</source>
        <translation>↶ 復原</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>復原：%1（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>重做：%1（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones (%1)…</source>
        <translation>手機（%1）…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phones…</source>
        <translation>手機…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lets each player join on their own phone</source>
        <translation>讓每位玩家用自己的手機加入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows the game large, read-only, on a TV or second screen (F10)</source>
        <translation>在電視或第二個螢幕上以大字、唯讀方式顯示遊戲（F10）</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Redo ↷</source>
        <translation>重做 ↷</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Campaign · Act %1</source>
        <translation>戰役 · 第%1幕</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Close table view</source>
        <translation>關閉大螢幕顯示</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table view…</source>
        <translation>大螢幕顯示…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
</context>
<context>
    <name>MapKeyPopup</name>
    <message>
        <location filename="../../qml/board/MapKeyPopup.qml" line="+44"/>
        <source>⊕ Enlarge map</source>
        <translation>⊕ 放大地圖</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <location filename="../../qml/components/MapLegend.qml" line="+62"/>
        <source>□ empty building slot</source>
        <translation>□ 空的建築格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>city (square), fresh</source>
        <translation>城市（方形），完好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starport (circle), fresh</source>
        <translation>星際港（圓形），完好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damaged building: hollow, struck</source>
        <translation>損壞的建築：空心、劃線</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ships: fresh, damaged</source>
        <translation>飛船：完好、損壞</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imperial ships: fresh, damaged</source>
        <translation>帝國飛船：完好、損壞</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blight: fresh, damaged; beside its planet or gate</source>
        <translation>枯萎：完好、損壞；標在其行星或通道旁</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>F: a Free city (square), a Free starport (circle)</source>
        <translation>自：自由城市（方形）、自由星際港（圓形）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Fate tokens; with a player&apos;s symbol, Loyal to them</source>
        <translation>命運標記；帶玩家符號者為該玩家的己方</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a player&apos;s Flagship</source>
        <translation>玩家的旗艦</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A wide ring, and ⇩ where it fits: where to place or move to now</source>
        <translation>寬圓環（放得下時另加 ⇩）：現在可放置或移動到的地方</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>╱ a thin line, or a frame headed by a system&apos;s name: counts set apart, and whose</source>
        <translation>╱ 細線，或以地區名稱為標題的外框：移到旁邊的數量，及其所屬地區</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>◯ a ring, with the symbol on a seal: who controls a system (♛ the Empire)</source>
        <translation>◯ 圓環與印記上的符號：誰控制該地區（♛ 為帝國）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>┅ path marker</source>
        <translation>┅ 路徑標記</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scroll or pinch on the map to enlarge it; drag it to look about</source>
        <translation>在地圖上捲動滾輪或雙指縮放可放大地圖；拖曳可移動檢視</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Setup card: %1</source>
        <translation>設置卡：%1</translation>
    </message>
</context>
<context>
    <name>MoveBanner</name>
    <message>
        <location filename="../../qml/board/MoveBanner.qml" line="+39"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>NewGameDraft</name>
    <message>
        <location filename="../../app/controllers/NewGameDraft.cpp" line="+126"/>
        <source>Enter each player&apos;s Fate as revealed.</source>
        <translation>請輸入每位玩家揭曉的命運。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player chooses one of their two Fates.</source>
        <translation>每位玩家從自己的兩張命運中選擇一張。</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Leader…</source>
        <translation>領袖…</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <location filename="../../qml/wizard/NewGameWizard.qml" line="+18"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode and Act I</source>
        <translation>模式與第一幕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode and setup card</source>
        <translation>模式與設置卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative and Court</source>
        <translation>起始與皇宮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fates, in secret</source>
        <translation>命運（秘密選擇）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New campaign — step %1 of %2: %3</source>
        <translation>新戰役 — 第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New game — step %1 of %2: %3</source>
        <translation>新遊戲 — 第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Act I</source>
        <translation>開始第一幕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start game</source>
        <translation>開始遊戲</translation>
    </message>
</context>
<context>
    <name>NextAct</name>
    <message>
        <location filename="../../engine/rules/NextAct.cpp" line="+85"/>
        <source>Choose a player at this table.</source>
        <translation>請選擇這桌的一名玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fates are chosen at the Intermission&apos;s step F.</source>
        <translation>命運在幕間的步驟 F 選擇。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fates were dealt at the table: the host enters them as they are revealed.</source>
        <translation>命運是在桌上發的：翻開時由主機輸入。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every Fate is chosen and revealed.</source>
        <translation>每個命運都已選好並翻開。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An Intermission follows the end of Act I or Act II.</source>
        <translation>幕間只在第一幕或第二幕結束後進行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Intermission&apos;s choices are for another number of players.</source>
        <translation>這些幕間選擇是針對不同玩家人數的。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 still has ships or starports on the map: only a player with neither places new ships in a gate.</source>
        <translation>%1 在地圖上仍有飛船或星際港：只有兩者皆無的玩家才能在通道放置新飛船。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a gate: the new ships go in a gate.</source>
        <translation>%1 不是通道：新飛船要放在通道。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2) is added to the Court deck once.</source>
        <translation>%1（%2）只加入宮廷牌庫一次。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 chooses from the Fates they were dealt, not Fate %2.</source>
        <translation>%1 要從發給自己的命運中選擇，而不是命運 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 both chose the %3: each Fate is in the game once.</source>
        <translation>%1 與 %2 都選了 %3：每個命運在遊戲中只有一個。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 has no ships or starports left: choose the gate for their new ships.</source>
        <translation>%1 已沒有飛船或星際港：請為其新飛船選擇通道。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has not chosen a Fate for the next Act.</source>
        <translation>%1 尚未選擇下一幕的命運。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish the Intermission&apos;s steps first.</source>
        <translation>請先完成幕間的各個步驟。</translation>
    </message>
</context>
<context>
    <name>NextActSetup</name>
    <message>
        <location filename="../../qml/campaign/NextActSetup.qml" line="+29"/>
        <source>Act %1 sets out the Blight from the event die on the table the Intermission left, deals the Court with the Council In Session, and flips the lowest ambition markers.</source>
        <translation>第%1幕會依事件骰，在幕間留下的桌面上放置枯萎，在議會開議中的狀態下發出皇宮牌列，並翻轉最低的計分標記。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event die</source>
        <translation>事件骰</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+36"/>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Number die, roll %1</source>
        <translation>數字骰，第 %1 次</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start Act %1</source>
        <translation>開始第%1幕</translation>
    </message>
</context>
<context>
    <name>ObjectiveMarkerButton</name>
    <message>
        <location filename="../../qml/campaign/ObjectiveMarkerButton.qml" line="+21"/>
        <source>◎ %1</source>
        <translation>◎ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s objective marker is on %2 (%3)</source>
        <translation>%1 的任務標記在 %2（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objective marker of the %1: at 0 the objective is completed</source>
        <translation>%1 的任務標記：到 0 時任務完成</translation>
    </message>
</context>
<context>
    <name>ObjectiveMover</name>
    <message>
        <location filename="../../qml/campaign/ObjectiveMover.qml" line="+32"/>
        <source>%1 · %2: objective marker on %3</source>
        <translation>%1 · %2：任務標記在 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Spaces</source>
        <translation>格數</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why (optional):</source>
        <translation>原因（選填）：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the marker moves (optional)</source>
        <translation>標記移動的原因（選填）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 toward 0</source>
        <translation>向 0 移動 %1 格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 back</source>
        <translation>後退 %1 格</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <location filename="../../engine/rules/Odds.cpp" line="+113"/>
        <source>assault</source>
        <translation>襲擊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skirmish</source>
        <translation>衝突</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raid</source>
        <translation>打劫</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The number of %1 dice cannot be negative (%2).</source>
        <translation>%1骰的數量不能是負數（%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most %1 %2 dice can be rolled, not %3.</source>
        <translation>最多只能擲 %1 顆%2骰，而非 %3 顆。</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../../qml/battle/OddsPanel.qml" line="+18"/>
        <source>Assault dice (red)</source>
        <translation>襲擊骰（紅）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skirmish dice (blue)</source>
        <translation>衝突骰（藍）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Raid dice (orange)</source>
        <translation>打劫骰（橘）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hits (average %1)</source>
        <translation>命中（平均 %1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hits to your ships (average %1)</source>
        <translation>你的飛船受到的命中（平均 %1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hits, at least</source>
        <translation>命中至少</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Damage taken, at most</source>
        <translation>承受傷害至多</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chance of both</source>
        <translation>兩者皆成立的機率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>At least this many hits</source>
        <translation>至少命中次數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most this much damage taken</source>
        <translation>最多承受傷害</translation>
    </message>
</context>
<context>
    <name>PackUpSheet</name>
    <message>
        <location filename="../../qml/campaign/PackUpSheet.qml" line="+53"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table as it stands: %1</source>
        <translation>目前的牌桌狀態：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Log sheet</source>
        <translation>紀錄表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fate notes</source>
        <translation>命運筆記</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trays</source>
        <translation>收納盤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unpack</source>
        <translation>擺放配件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules booklet</source>
        <translation>規則手冊</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Save the log as PDF…</source>
        <translation>將紀錄存為 PDF…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>with secret notes</source>
        <translation>包含秘密筆記</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the campaign log</source>
        <translation>儲存戰役紀錄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved to %1: print it and keep it in the box.</source>
        <translation>已儲存至 %1：請列印出來並收在盒中。</translation>
    </message>
</context>
<context>
    <name>PackingList</name>
    <message>
        <location filename="../../qml/campaign/PackingList.qml" line="+20"/>
        <source>What goes in each section of the two map trays (planets by their ID symbol, gates G), in each player&apos;s tray, and where the markers stand.</source>
        <translation>兩個地圖收納盤的各區放什麼（星球依其 ID 符號，通道為 G）、每位玩家的收納盤放什麼，以及各標記的位置。</translation>
    </message>
</context>
<context>
    <name>PageTabs</name>
    <message>
        <location filename="../../qml/components/PageTabs.qml" line="+18"/>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle &amp;&amp; Dice</source>
        <translation>戰鬥與骰子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
</context>
<context>
    <name>PhoneDevices</name>
    <message>
        <location filename="../../app/phones/PhoneDevices.cpp" line="+35"/>
        <source>%1&apos;s seat has a phone already: the host can remove it under Phones.</source>
        <translation>%1 的座位已有一支手機：主機可在「手機」中移除它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another phone is waiting for %1&apos;s seat.</source>
        <translation>另一支手機正在等候 %1 的座位。</translation>
    </message>
</context>
<context>
    <name>PhoneHost</name>
    <message>
        <location filename="../../app/phones/PhoneHost.cpp" line="+65"/>
        <source>This phone has asked already.</source>
        <translation>這支手機已經提出要求了。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This phone is not paired with the host any more: ask for a seat again.</source>
        <translation>這支手機已不再與主機配對：請重新要求座位。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This phone is not paired with the host: ask for a seat first.</source>
        <translation>這支手機尚未與主機配對：請先要求座位。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This phone watches the table: it enters nothing.</source>
        <translation>這支手機只觀看桌面：不能輸入任何東西。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The host said no.</source>
        <translation>主機拒絕了。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The host removed this phone.</source>
        <translation>主機移除了這支手機。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The host opened another game: ask for a seat at it.</source>
        <translation>主機開啟了另一場遊戲：請在那場遊戲中重新要求座位。</translation>
    </message>
</context>
<context>
    <name>PhoneMessages</name>
    <message>
        <location filename="../../app/phones/PhoneMessages.cpp" line="+37"/>
        <source>The message is %1 bytes; at most %2 are read.</source>
        <translation>訊息有 %1 位元組；最多只讀取 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The message is not a JSON object.</source>
        <translation>訊息不是 JSON 物件。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A resume needs the token the host gave: 32 hexadecimal digits.</source>
        <translation>重新連線需要主機給的憑證：32 個十六進位數字。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+42"/>
        <source>A seat is a number from 0 to 7.</source>
        <translation>座位是 0 到 7 的數字。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>A seat is a number from 0 to 7, or null for the table view.</source>
        <translation>座位是 0 到 7 的數字，或以 null 表示桌面檢視。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A phone</source>
        <translation>一支手機</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>An agreement names the deal&apos;s version, as the view gave it.</source>
        <translation>同意時須附上畫面所給的協議版本。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A Fate note is text of at most %1 characters, with secret and inExports true or false.</source>
        <translation>命運筆記是最多 %1 個字元的文字，secret 與 inExports 須為 true 或 false。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The event die and the number die each show a face from 1 to 6.</source>
        <translation>事件骰與數字骰各自顯示 1 到 6 的一面。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Fate is its number, from 1 to 99.</source>
        <translation>命運以其編號表示，從 1 到 99。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A line is the text of a play, at most %1 characters.</source>
        <translation>一行是一次出牌或行動的文字，最多 %1 個字元。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown message type &quot;%1&quot;: join, resume, ping, preview, turn, fate, ready, agree, eventDice and note are known.</source>
        <translation>未知的訊息類型「%1」：可用的有 join、resume、ping、preview、turn、fate、ready、agree、eventDice 與 note。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>An intent needs its id (a whole number from 1) and the revision of the view seen.</source>
        <translation>一筆意圖需要它的編號（從 1 起的整數）以及所看到畫面的版本。</translation>
    </message>
</context>
<context>
    <name>PhoneRequestBanner</name>
    <message>
        <location filename="../../qml/phones/PhoneRequestBanner.qml" line="+18"/>
        <source>A phone (%1) wants to watch the table.</source>
        <translation>一支手機（%1）想觀看桌面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A phone (%1) wants %2&apos;s seat.</source>
        <translation>一支手機（%1）想要 %2 的座位。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n more waiting.</source>
        <translation>
            <numerusform>還有 %n 支在等候。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Allow</source>
        <translation>允許</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
</context>
<context>
    <name>PhoneServer</name>
    <message>
        <location filename="../../app/phones/PhoneServer.cpp" line="+39"/>
        <source>Phones cannot be served on %1:%2: %3</source>
        <translation>無法在 %1:%2 為手機提供服務：%3</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Only phones on the local network are served.</source>
        <translation>只為區域網路上的手機提供服務。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Messages are text (JSON).</source>
        <translation>訊息須為文字（JSON）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Too many messages: at most %1 a second.</source>
        <translation>訊息太多：每秒最多 %1 則。</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../app/controllers/Phones.cpp" line="+161"/>
        <source>Nothing waits for the players now: Ready is for the Intermission&apos;s steps and the round&apos;s event.</source>
        <translation>現在沒有等待玩家的步驟：「準備好」用於幕間的各步驟與回合結束的事件。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is ready for the next step.</source>
        <translation>%1 已準備好進行下一步。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Everyone named agreed; entered: %1</source>
        <translation>協議中的每位玩家都已同意；已記錄：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 agrees to the deal (%2 of %3).</source>
        <translation>%1 同意這項協議（%3 人中第 %2 人）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No event is under way: the event dice are rolled at a round&apos;s end.</source>
        <translation>目前沒有進行中的事件：事件骰在一墩結束時擲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 rolls the event dice, not %2.</source>
        <translation>由 %1 擲事件骰，不是 %2。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Ready on their phones: %1 (%2 of %3)</source>
        <translation>已在手機上準備好：%1（%3 人中 %2 人）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fates are chosen at the Intermission, which has not begun.</source>
        <translation>命運在幕間選擇，而幕間尚未開始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 chose the %2 in secret.</source>
        <translation>%1 祕密選擇了 %2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No turn is under way.</source>
        <translation>目前沒有進行中的回合。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is to be played now.</source>
        <translation>現在沒有要出的牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>現在是 %1 的回合，不是 %2 的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays the next card, not %2.</source>
        <translation>下一張牌由 %1 出，不是 %2。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 is not an address of the local network: choose one of this computer&apos;s (%2).</source>
        <translation>%1 不是區域網路的位址：請選擇這台電腦的位址（%2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A port is a number from 1 to 65535, or 0 for a free one; got %1.</source>
        <translation>連接埠是 1 到 65535 的數字，或以 0 表示任一空閒的；收到的是 %1。</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../qml/phones/PhonesDialog.qml" line="+42"/>
        <source>Phones</source>
        <translation>手機</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let phones on this network join</source>
        <translation>讓這個網路上的手機加入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Address</source>
        <translation>位址</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>or %1</source>
        <translation>或 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>127.0.0.1 is this computer alone: no phone reaches it. Join the table&apos;s Wi-Fi and choose its address.</source>
        <translation>127.0.0.1 只有這台電腦本身：手機連不到。請連上桌邊的 Wi-Fi 並選擇它的位址。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open the address on a phone, or scan the code, and choose a seat or the table view: this screen asks you to allow each phone. A phone sees its own seat&apos;s secrets and no one else&apos;s.</source>
        <translation>在手機上開啟這個位址或掃描條碼，再選擇座位或桌面檢視：本畫面會請你允許每一支手機。手機只看得到自己座位的祕密，看不到別人的。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plain HTTP on this network: game secrets, not passwords, cross it. Keep the code off the TV.</source>
        <translation>在這個網路上以一般 HTTP 傳送：傳的是遊戲祕密，不是密碼。別把條碼顯示在電視上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No phone has joined yet.</source>
        <translation>還沒有手機加入。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+29"/>
        <source>Table view</source>
        <translation>桌面檢視</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>asks to join</source>
        <translation>要求加入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allow</source>
        <translation>允許</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>離線</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>PiecePen</name>
    <message>
        <location filename="../../app/gui/PiecePen.cpp" line="+76"/>
        <source>d</source>
        <comment>damaged</comment>
        <translation>損</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>F</source>
        <comment>Free building</comment>
        <translation>自</translation>
    </message>
</context>
<context>
    <name>PinnedStepTitle</name>
    <message>
        <location filename="../../qml/event/PinnedStepTitle.qml" line="+19"/>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
</context>
<context>
    <name>PlacementPanel</name>
    <message>
        <location filename="../../qml/campaign/PlacementPanel.qml" line="+34"/>
        <source>places %1 ships and a</source>
        <translation>放置 %1 艘飛船和一座</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starport</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at a ringed planet (an Imperial ship and an empty slot), and gains 1 resource of its type. Placement %1 of %2.</source>
        <translation>於一個有圓環的星球（有一艘帝國飛船和一個空格），並獲得 1 個該類型的資源。第 %1 次放置，共 %2 次。</translation>
    </message>
</context>
<context>
    <name>PlayerAreaSheet</name>
    <message>
        <location filename="../../qml/components/PlayerAreaSheet.qml" line="+76"/>
        <source>Takes the initiative</source>
        <translation>取得起始</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>PlayerAreaValue</name>
    <message>
        <location filename="../../app/models/PlayerAreaValue.cpp" line="+73"/>
        <source>First Regent</source>
        <translation>首席攝政</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outlaw</source>
        <translation>法外之徒</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../qml/components/PlayerPanel.qml" line="+28"/>
        <source>Power as Act %1 ended</source>
        <translation>第%1幕結束時的權力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power · Act %1 of %2 chapters</source>
        <translation>權力 · 第%1幕，共 %2 大輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power · game ends at %1</source>
        <translation>權力 · 達到 %1 時遊戲結束</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <location filename="../../qml/components/PlayerRow.qml" line="+25"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⚑</source>
        <translation>⚑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking a turn</source>
        <translation>回合進行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ to play</source>
        <translation>▶ 輪到出牌</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1, %2 Power</source>
        <translation>%1，權力 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>: their area</source>
        <translation>：查看其遊戲區</translation>
    </message>
</context>
<context>
    <name>PowerChart</name>
    <message>
        <location filename="../../qml/chapter/PowerChart.qml" line="+33"/>
        <source>Ch. %1</source>
        <translation>第 %1 大輪</translation>
    </message>
</context>
<context>
    <name>RaidPanel</name>
    <message>
        <location filename="../../qml/battle/RaidPanel.qml" line="+35"/>
        <source>Raid: 1 key to spend</source>
        <translation>打劫：可花費 1 把鑰匙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raid: %1 keys to spend</source>
        <translation>打劫：可花費 %1 把鑰匙</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take 1 %1 from the Free States (1 key)</source>
        <translation>從自由邦拿取 1 個%1（1 把鑰匙）</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <location line="+12"/>
        <source>%1 (%n key(s))</source>
        <translation>
            <numerusform>%1（%n 把鑰匙）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 (protected)</source>
        <translation>%1（受保護）</translation>
    </message>
</context>
<context>
    <name>ReachPainting</name>
    <message>
        <location filename="../../app/gui/ReachPainting.cpp" line="+305"/>
        <source>Cluster %1
out of play</source>
        <translation>星區 %1
無法地帶</translation>
    </message>
</context>
<context>
    <name>ResettleDraft</name>
    <message>
        <location filename="../../app/controllers/ResettleDraft.cpp" line="+106"/>
        <source>Choose a planet for the city and one for the starport.</source>
        <translation>請為城市和星際港各選擇一個星球。</translation>
    </message>
</context>
<context>
    <name>ResettlePanel</name>
    <message>
        <location filename="../../qml/campaign/ResettlePanel.qml" line="+22"/>
        <source>Resettle (your C Fate)</source>
        <translation>重新安頓（你的 C 命運）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>City in</source>
        <translation>城市放在</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>Starport in</source>
        <translation>星際港放在</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New ships: %1 of %2 placed</source>
        <translation>新飛船：已放置 %1 艘，共 %2 艘</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Resettle</source>
        <translation>重新安頓</translation>
    </message>
</context>
<context>
    <name>ResolutionCourtCards</name>
    <message>
        <location filename="../../qml/campaign/ResolutionCourtCards.qml" line="+23"/>
        <source>Cards a Resolution card adds to the Court deck:</source>
        <translation>結算卡加入宮廷牌庫的卡牌：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>+ Fate card…</source>
        <translation>+ 命運卡…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>ResourceArrangement</name>
    <message>
        <location filename="../../qml/components/ResourceArrangement.qml" line="+64"/>
        <source>Arrange…</source>
        <translation>排列…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s resources</source>
        <translation>%1 的資源</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tap a resource to set it aside; tap one set aside, then a slot</source>
        <translation>點一個資源將它移到一旁；點一個移到一旁的資源，再點一個格子</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resource slot %1: %2</source>
        <translation>第 %1 個資源格：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resource slot %1: empty</source>
        <translation>第 %1 個資源格：空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set aside (discarded unless put in a slot):</source>
        <translation>移到一旁（未放入格子者將被棄掉）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing set aside</source>
        <translation>沒有移到一旁的資源</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>ResourceSlot</name>
    <message>
        <location filename="../../qml/components/ResourceSlot.qml" line="+38"/>
        <source>1 key</source>
        <translation>1 把鑰匙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 keys</source>
        <translation>%1 把鑰匙</translation>
    </message>
</context>
<context>
    <name>ResultEditor</name>
    <message>
        <location filename="../../qml/battle/ResultEditor.qml" line="+35"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>In all, after the battle</source>
        <translation>戰鬥後合計</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>destroyed</source>
        <translation>摧毀</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attacking ships</source>
        <translation>進攻方飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defending ships</source>
        <translation>防守方飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starports</source>
        <translation>星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacking Imperial ships</source>
        <translation>進攻方帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending Imperial ships</source>
        <translation>防守方帝國飛船</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>damaged %1</source>
        <translation>損壞 %1</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+49"/>
        <source>destroyed %1</source>
        <translation>摧毀 %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Attacking Flagship</source>
        <translation>進攻方旗艦</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defending Flagship</source>
        <translation>防守方旗艦</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The table decided otherwise</source>
        <translation>桌上另有決定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys to raid with after the battle: %1</source>
        <translation>戰鬥後可用於打劫的鑰匙：%1</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location filename="../../qml/battle/RollPanel.qml" line="+27"/>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter my roll</source>
        <translation>輸入我的擲骰結果</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a die, then the face it shows.</source>
        <translation>點選一顆骰子，再點選它擲出的骰面。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Assault</source>
        <translation>襲擊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skirmish</source>
        <translation>衝突</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raid</source>
        <translation>打劫</translation>
    </message>
</context>
<context>
    <name>Round</name>
    <message>
        <location filename="../../engine/rules/Round.cpp" line="+28"/>
        <source>There is no %1 card numbered %2: action cards go from 1 to 7.</source>
        <translation>沒有數字 %2 的%1卡：行動卡的數字為 1 到 7。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the deck with %2 players: the 1s and 7s are for 4 players only.</source>
        <translation>%2 人遊戲的牌庫中沒有 %1：數字 1 和 7 的牌只用於 4 人遊戲。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Administration</source>
        <translation>行政</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggression</source>
        <translation>侵略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Construction</source>
        <translation>建設</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mobilization</source>
        <translation>調動</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Adm</source>
        <comment>Administration, on a button</comment>
        <translation>行政</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agg</source>
        <comment>Aggression, on a button</comment>
        <translation>侵略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Con</source>
        <comment>Construction, on a button</comment>
        <translation>建設</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mob</source>
        <comment>Mobilization, on a button</comment>
        <translation>調動</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no player %1 in a %2-player game.</source>
        <translation>%2 人遊戲中沒有玩家 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Event cards are in a campaign&apos;s action deck only.</source>
        <translation>事件卡只在戰役的行動牌庫中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Event card has no suit or number: enter it without a card.</source>
        <translation>事件卡沒有花色也沒有數字：輸入時不要指定卡牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Event card cannot lead: the initiative holder leads a numbered card, or passes the initiative when they hold only Events.</source>
        <translation>事件卡不能主導：起始玩家須打出有數字的牌主導，若手上只有事件卡則傳遞起始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each round starts with the initiative holder, %1, leading a card.</source>
        <translation>每一墩由起始玩家 %1 打出主導牌開始。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first card of a round leads; %1 already led.</source>
        <translation>每一墩只有第一張牌是主導牌；%1 已經主導。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play now: turns go clockwise from the initiative holder, once each.</source>
        <translation>%1 現在不能出牌：從起始玩家開始順時針輪流，每人一次。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say which card was played: only a Copy is played face down.</source>
        <translation>請指明打出的牌：只有拷貝才是背朝上打出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a declaration places the zero marker: without one the lead keeps its number anyway.</source>
        <translation>只有宣告才會放置宣告標記：沒有宣告時，主導牌仍保留其數字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the lead player can declare an ambition.</source>
        <translation>只有主導玩家能宣告目標。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot declare %2.</source>
        <translation>%1 不能宣告%2。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot Surpass the %2 lead: Surpass with the lead suit, or Pivot.</source>
        <translation>%1 無法超過%2主導牌：請用主導花色超過，或扭轉。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not Surpass: it must be higher than the lead&apos;s %2 (or play it face down as a Copy).</source>
        <translation>%1 沒有超過：必須大於主導牌的 %2（或背朝上打出作為拷貝）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is of the lead suit: Surpass with it, or Copy.</source>
        <translation>%1 與主導牌同花色：請用它超過，或拷貝。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 was already played this round: check the card.</source>
        <translation>%1 在這一墩已經打出過：請檢查這張牌。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The initiative holder cannot seize the initiative.</source>
        <translation>起始玩家不能搶起始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The initiative was already seized this round.</source>
        <translation>這一墩已經有人搶過起始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Surpass with a 7 seizes the initiative by itself: no extra card is needed.</source>
        <translation>以 7 超過本身就會搶起始：不需要額外的牌。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;players&quot; must be from %1 to %2, not %3.</source>
        <translation>&quot;players&quot; 必須介於 %1 到 %2，而非 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;initiative&quot; must be a player from 0 to %1.</source>
        <translation>&quot;initiative&quot; 必須是 0 到 %1 之間的玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A round needs at least the lead card.</source>
        <translation>一墩至少需要有主導牌。</translation>
    </message>
</context>
<context>
    <name>RoundEntry</name>
    <message>
        <location filename="../../app/controllers/RoundEntry.cpp" line="+126"/>
        <source>No declaration</source>
        <translation>不宣告</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 %2</source>
        <comment>a player and the cards in their hand: Ana 2</comment>
        <translation>%1 %2 張</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards still in hand: %1.</source>
        <translation>手上仍有牌：%1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <comment>a card typed and its suit: a2 Aggression</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>surpass, copy, pivot or Event</source>
        <translation>超過、拷貝、扭轉或事件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>copy, pivot or Event</source>
        <translation>拷貝、扭轉或事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surpass, copy or pivot</source>
        <translation>超過、拷貝或扭轉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>copy or pivot</source>
        <translation>拷貝或扭轉</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 surpasses</source>
        <comment>a card typed, e.g. a6</comment>
        <translation>%1 超過</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pivots</source>
        <comment>a card typed, e.g. ad2</comment>
        <translation>%1 扭轉</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Enter records: %1</source>
        <translation>按 Enter 記錄：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 — ends %2&apos;s turn %3</source>
        <translation>%1 — 結束 %2 的回合，%3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1&apos;s turn ends the chapter: every card is played.</source>
        <translation>%1 的回合結束本大輪：所有牌都已打出。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 %2</source>
        <comment>the turn&apos;s options, then the next card&apos;s</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>battle in %1</source>
        <translation>在 %1 戰鬥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For %1&apos;s turn, type: %2; or tap: %3.</source>
        <translation>%1 的回合可輸入：%2；或按：%3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between two taps</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1 %2</source>
        <comment>a hint, then the turn&apos;s</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 has no cards left: pass the initiative (p).</source>
        <translation>%1 沒有手牌了：傳遞起始（p）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the card&apos;s number.</source>
        <translation>選擇牌的數字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seize with which card? Type it with s: &quot;c3 s&quot; plays Construction 3 and seizes, &quot;x s&quot; a copy that seizes.</source>
        <translation>用哪張牌搶起始？與 s 一起輸入：「c3 s」打出建設 3 並搶起始，「x s」以拷貝搶起始。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>, </source>
        <comment>between two cards typed</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>d declare</source>
        <translation>d 宣告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>s seize</source>
        <translation>s 搶起始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p pass</source>
        <translation>p 傳遞起始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>x copy</source>
        <translation>x 拷貝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e Event card</source>
        <translation>e 事件卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card or type it: %1; %2.</source>
        <translation>選擇卡牌或輸入：%1；%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the next card or type it: %1; %2.</source>
        <translation>選擇下一張卡牌或輸入：%1；%2。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>For %1&apos;s turn, type: %2.</source>
        <translation>%1 的回合可輸入：%2。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>+ agent</source>
        <translation>+ 間諜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secure</source>
        <translation>拉攏</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>&quot;%1&quot; is not a suit: type a (Aggression), ad (Administration), c (Construction) or m (Mobilization), then the number.</source>
        <translation>「%1」不是花色：請輸入 a（侵略）、ad（行政）、c（建設）或 m（調動），再輸入數字。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This card cannot declare an ambition.</source>
        <translation>這張牌無法宣告目標。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 7 declares any ambition: type d and its name, e.g. &quot;d tyrant&quot;.</source>
        <translation>7 可以宣告任何目標：輸入 d 加上目標名稱，例如「d tyrant」。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not an entry: type a card (a5, a5 d, c3 s, x, e) or a turn&apos;s action (tax, move, build, repair, extra, end); a battle starts from the map.</source>
        <translation>「%1」不是可輸入的內容：請輸入卡牌（a5、a5 d、c3 s、x、e）或回合中的行動（tax、move、build、repair、extra、end）；戰鬥從地圖開始。</translation>
    </message>
</context>
<context>
    <name>RoundEntryBar</name>
    <message>
        <location filename="../../qml/round/RoundEntryBar.qml" line="+74"/>
        <source>The chapter&apos;s last turn</source>
        <translation>本大輪的最後一個回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ %1 %2 leads</source>
        <translation>▶ %1 %2 主導</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ %1 %2: %3</source>
        <translation>▶ %1 %2：%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 card in hand</source>
        <translation>手牌 1 張</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cards in hand</source>
        <translation>手牌 %1 張</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mulligan: %1</source>
        <translation>重抽：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End chapter…</source>
        <translation>結束大輪…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pass</source>
        <translation>傳遞起始</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the play, e.g. a5 d</source>
        <translation>輸入出牌，例如 a5 d</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play ⏎</source>
        <translation>出牌 ⏎</translation>
    </message>
</context>
<context>
    <name>RoundStatus</name>
    <message>
        <location filename="../../qml/round/RoundStatus.qml" line="+68"/>
        <source>Map key…</source>
        <translation>地圖圖例…</translation>
    </message>
</context>
<context>
    <name>RoundTitle</name>
    <message>
        <location filename="../../qml/round/RoundTitle.qml" line="+9"/>
        <source>Act %1 · </source>
        <translation>第%1幕 · </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup: starting pieces</source>
        <translation>設置：起始配件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of chapter %1</source>
        <translation>第 %1 大輪結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign over</source>
        <translation>戰役結束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over</source>
        <translation>結束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chapter %1 · Round %2 · Event</source>
        <translation>第 %1 大輪 · 第 %2 墩 · 事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapter %1 · Round %2</source>
        <translation>第 %1 大輪 · 第 %2 墩</translation>
    </message>
</context>
<context>
    <name>RulesBooklet</name>
    <message>
        <location filename="../../app/controllers/RulesBooklet.cpp" line="+37"/>
        <source>%1 on top</source>
        <translation>%1 面朝上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two players</source>
        <translation>兩人遊戲</translation>
    </message>
</context>
<context>
    <name>RulesBookletView</name>
    <message>
        <location filename="../../qml/campaign/RulesBookletView.qml" line="+25"/>
        <source>The Edicts resolve from the lowest order number up.</source>
        <translation>敕令依順序編號由小到大結算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the Fate Edicts your booklet holds. Until you do, the Edicts on the Event screen ask about each one its Fate can have added by this Act.</source>
        <translation>勾選你的規則手冊中的命運敕令。在你勾選之前，事件畫面的敕令會詢問其命運在本幕之前可能加入的每一條。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Policy on top:</source>
        <translation>最上方的政策：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Laws and Summit cards</source>
        <translation>法令與高峰會卡</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Take out</source>
        <translation>取出</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card name</source>
        <translation>卡名</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add to the booklet</source>
        <translation>加入規則手冊</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../../engine/rules/Scoring.cpp" line="+115"/>
        <source>Tycoon</source>
        <translation>商業</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tyrant</source>
        <translation>暴虐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warlord</source>
        <translation>軍閥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeper</source>
        <translation>看守</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empath</source>
        <translation>讀心</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;players&quot; must be from %1 to %2, not %3.</source>
        <translation>&quot;players&quot; 必須介於 %1 到 %2，而非 %3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 counts list %2 players; give one count for each of the %3 players.</source>
        <translation>%1 的計數列了 %2 位玩家；請為 %3 位玩家各給一個計數。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 count %2 is negative; counts start at 0.</source>
        <translation>%1 的計數 %2 是負數；計數從 0 開始。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give one city bonus for each of the %1 players.</source>
        <translation>請為 %1 位玩家各給一個城市獎勵。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A city bonus of %1 is not on the player board: it is %2 or %3.</source>
        <translation>玩家圖板上沒有 %1 的城市獎勵：只有 %2 或 %3。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The %1 box holds a marker with a negative value.</source>
        <translation>%1 目標欄中有一個負值的標記。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No ambition marker shows %1: the markers show %2.</source>
        <translation>沒有計分標記顯示 %1：標記上的數值為 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is declared twice, or with its other side %2: each of the %3 markers is in one ambition box at most.</source>
        <translation>%1 被宣告了兩次，或與其背面 %2 同時被宣告：%3 個標記中的每一個最多只能在一個目標欄中。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a two-player game has a dummy player; this one has %1 players.</source>
        <translation>只有兩人遊戲有虛擬玩家；這場有 %1 位玩家。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dummy&apos;s %1 count is negative.</source>
        <translation>虛擬玩家的%1計數是負數。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dummy holds no Captives: its Tyrant count is always 0, not %1.</source>
        <translation>虛擬玩家沒有戰俘：其暴虐計數永遠是 0，不是 %1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There are more leaders than players.</source>
        <translation>領袖卡比玩家還多。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no leader called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的領袖。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source> +%1 city bonus</source>
        <translation> +%1 城市獎勵</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody scores</source>
        <translation>無人得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>: nobody has any</source>
        <translation>：無人擁有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (tied for first)</source>
        <translation>（並列第一）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>: %1 is first, and nobody else has any</source>
        <translation>：%1 第一，其他人都沒有</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: %1 is first, and %2 tie for second</source>
        <translation>：%1 第一，%2 並列第二</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 tie for second: no second place)</source>
        <translation>（%1 並列第二：沒有第二名）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 → %4</source>
        <translation>%1（%2）：%3 → %4</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../qml/pages/SettingsPage.qml" line="+17"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dark (for dim rooms)</source>
        <translation>深色（適合昏暗的房間）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The system&apos;s</source>
        <translation>系統設定</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+10"/>
        <source>Text and piece size</source>
        <translation>文字與配件大小</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 % chosen · %2 % fits this window</source>
        <translation>已選 %1% · 此視窗容得下 %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This window holds %1 %: the table&apos;s panels need the room. A larger window, or full screen (F11), makes everything larger; Table view… shows the game large on a TV.</source>
        <translation>此視窗容得下 %1%：桌面的各個面板需要這些空間。更大的視窗或全螢幕（F11）會讓一切變大；「大螢幕顯示…」可在電視上放大顯示遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This window holds %1 %: the table&apos;s panels need the room. Everything already grows with the screen; Table view… shows the game large on a TV.</source>
        <translation>此視窗容得下 %1%：桌面的各個面板需要這些空間。一切已隨螢幕放大；「大螢幕顯示…」可在電視上放大顯示遊戲。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound</source>
        <translation>音效</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sounds are off: the app&apos;s sound plugin (Qt Multimedia) could not be loaded. Reinstalling the app brings it back.</source>
        <translation>音效已關閉：無法載入應用程式的音效外掛（Qt Multimedia）。重新安裝應用程式即可恢復。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mute all sounds</source>
        <translation>關閉所有音效</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Test</source>
        <translation>試聽</translation>
    </message>
</context>
<context>
    <name>StartingPieces</name>
    <message>
        <location filename="../../engine/rules/StartingPieces.cpp" line="+46"/>
        <source>There is no setup card called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的設置卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is for %2 players: give one leader for each, not %3.</source>
        <translation>「%1」適用於 %2 位玩家：請為每位玩家各給一張領袖卡，而非 %3 張。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no leader called &quot;%1&quot;.</source>
        <translation>沒有名為「%1」的領袖。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players lead as the %1: each leader card is in the game once.</source>
        <translation>有兩位玩家都使用 %1 作為領袖：每張領袖卡在遊戲中只有一張。</translation>
    </message>
</context>
<context>
    <name>StartingPlacement</name>
    <message>
        <location filename="../../app/controllers/StartingPlacement.cpp" line="+67"/>
        <source>Every player has placed their starting pieces.</source>
        <translation>每位玩家都已放置起始配件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap a lit planet to place there.</source>
        <translation>請點選一個標示的星球放置。</translation>
    </message>
</context>
<context>
    <name>SummitPanel</name>
    <message>
        <location filename="../../qml/event/SummitPanel.qml" line="+45"/>
        <source>Call to Order — only %1, who called the Summit: return a Rival&apos;s Favors to make them negotiate, petition the Council, leave or revive the Empire.</source>
        <translation>宣布開議 — 僅限召開高峰會的 %1：歸還敵方的人情以迫使其協商、向議會請願、脫離或復興帝國。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Whose Favor to return</source>
        <translation>要歸還誰的人情</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Return 1 of their Favors</source>
        <translation>歸還其 1 個人情</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Petition the Council</source>
        <translation>向議會請願</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the Empire</source>
        <translation>脫離帝國</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revive the Empire</source>
        <translation>復興帝國</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Negotiations — anyone, when the Rival it affects agrees:</source>
        <translation>協商 — 任何人皆可進行，需受影響的敵方同意：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who negotiates</source>
        <translation>進行協商的玩家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with</source>
        <translation>與</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Rival negotiated with</source>
        <translation>與之協商的敵方</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Promise a Favor</source>
        <translation>承諾人情</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite to the Empire</source>
        <translation>邀請加入帝國</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cede Control, Delegate Authority and Transfer Asset move pieces: correct them on the map, the Court or the player&apos;s area.</source>
        <translation>讓出控制權、授權與轉移資產會移動配件：請在地圖、皇宮或玩家區域上修正。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Agreed</source>
        <translation>已同意</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agreed, all at once</source>
        <translation>已同意，一次全部執行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nobody is negotiating: count down</source>
        <translation>沒有人在協商：開始倒數</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Summit ends in %1…</source>
        <translation>高峰會結束倒數 %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Still negotiating</source>
        <translation>仍在協商</translation>
    </message>
</context>
<context>
    <name>SummitTalks</name>
    <message>
        <location filename="../../app/controllers/SummitTalks.cpp" line="+49"/>
        <source>No move is listed for the deal yet.</source>
        <translation>協議中還沒有列出任何行動。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No deal is listed at the Summit now.</source>
        <translation>高峰會上目前沒有列出協議。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal has changed since your phone showed it: read it again, then agree.</source>
        <translation>協議在你的手機顯示後已改變：請重新閱讀後再同意。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal does not name %1: only the players it names agree to it.</source>
        <translation>這項協議沒有提到 %1：只有協議中提到的玩家需要同意。</translation>
    </message>
</context>
<context>
    <name>SystemActions</name>
    <message>
        <location filename="../../qml/board/SystemActions.qml" line="+66"/>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tax Free city</source>
        <translation>向自由城市收稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax own city</source>
        <translation>向己方城市收稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax %1 %2&apos;s city</source>
        <translation>向 %1 %2 的城市收稅</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Build ship at Free starport</source>
        <translation>在自由星際港建造飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build ship</source>
        <translation>建造飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build city</source>
        <translation>建造城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Build starport</source>
        <translation>建造星際港</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Repair Imperial ship</source>
        <translation>修復帝國飛船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repair Free city</source>
        <translation>修復自由城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repair Free starport</source>
        <translation>修復自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair ship</source>
        <translation>修復飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair city</source>
        <translation>修復城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repair starport</source>
        <translation>修復星際港</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Battle here…</source>
        <translation>在此戰鬥…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move ships from here</source>
        <translation>從此處移動飛船</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fresh ships</source>
        <translation>完好飛船</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>With the Flagship</source>
        <translation>連同旗艦</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Damaged ships</source>
        <translation>損壞飛船</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fresh Imperial</source>
        <translation>完好帝國飛船</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Damaged Imperial</source>
        <translation>損壞帝國飛船</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Up to one Imperial ship may move with each of your ships (the Movement Law).</source>
        <translation>你的每艘飛船最多可帶一艘帝國飛船一起移動（移動法）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose where they go…</source>
        <translation>選擇目的地…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A card destroys a piece…</source>
        <translation>卡牌摧毀一個配件…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2&apos;s ship</source>
        <translation>%1 %2 的飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2&apos;s city</source>
        <translation>%1 %2 的城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 %2&apos;s starport</source>
        <translation>%1 %2 的星際港</translation>
    </message>
</context>
<context>
    <name>SystemCorrection</name>
    <message>
        <location filename="../../qml/board/SystemCorrection.qml" line="+40"/>
        <source>The Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free cities and starports</source>
        <translation>自由城市與自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blight</source>
        <translation>枯萎</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fate tokens</source>
        <translation>命運標記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control by a card&apos;s effect</source>
        <translation>由卡牌效果控制</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fresh Imperial ships</source>
        <translation>完好的帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged Imperial ships</source>
        <translation>損壞的帝國飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh Free cities</source>
        <translation>完好的自由城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged Free cities</source>
        <translation>損壞的自由城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh Free starports</source>
        <translation>完好的自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged Free starports</source>
        <translation>損壞的自由星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh Blight</source>
        <translation>完好的枯萎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged Blight</source>
        <translation>損壞的枯萎</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fresh ships</source>
        <translation>完好的飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Damaged ships</source>
        <translation>損壞的飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh cities</source>
        <translation>完好的城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Damaged cities</source>
        <translation>損壞的城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh starports</source>
        <translation>完好的星際港</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Damaged starports</source>
        <translation>損壞的星際港</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hide corrections</source>
        <translation>隱藏修正</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Correct the pieces here…</source>
        <translation>修正此處的配件…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whose pieces to correct</source>
        <translation>要修正誰的配件</translation>
    </message>
</context>
<context>
    <name>SystemNode</name>
    <message>
        <location filename="../../qml/board/SystemNode.qml" line="+35"/>
        <source>Gate of cluster %1</source>
        <translation>星區 %1 的通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 planet %2, %3 building slots</source>
        <translation>%1星球 %2，%3 個建築格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>controlled by %1</source>
        <translation>由 %1 控制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a destination of the move</source>
        <translation>移動的目的地</translation>
    </message>
</context>
<context>
    <name>SystemPieces</name>
    <message>
        <location filename="../../qml/board/SystemPieces.qml" line="+22"/>
        <source>Controlled by %1 %2, as %3 says.</source>
        <translation>由 %1 %2 控制，依據 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controlled by %1 %2</source>
        <translation>由 %1 %2 控制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody controls this system.</source>
        <translation>沒有人控制這個地區。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 fresh ship</source>
        <translation>1 艘完好飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 fresh ships</source>
        <translation>%1 艘完好飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 damaged ship</source>
        <translation>1 艘損壞飛船</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 damaged ships</source>
        <translation>%1 艘損壞飛船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 city</source>
        <translation>1 座城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cities</source>
        <translation>%1 座城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 damaged city</source>
        <translation>1 座損壞城市</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 damaged cities</source>
        <translation>%1 座損壞城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 starport</source>
        <translation>1 座星際港</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 starports</source>
        <translation>%1 座星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 damaged starport</source>
        <translation>1 座損壞星際港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 damaged starports</source>
        <translation>%1 座損壞星際港</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Flagship</source>
        <translation>旗艦</translation>
    </message>
</context>
<context>
    <name>SystemSheet</name>
    <message>
        <location filename="../../qml/board/SystemSheet.qml" line="+39"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%1 · %2 planet · %3 of %n slot(s) free</source>
        <translation>
            <numerusform>%1 · %2星球 · 建築格空 %3 個（共 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>SystemValue</name>
    <message>
        <location filename="../../app/models/SystemValue.cpp" line="+87"/>
        <source>The Empire controls this system (fresh Imperial ships); for ambitions, objectives and events, %1 as First Regent.</source>
        <translation>帝國控制此地區（完好的帝國飛船）；就目標、任務與事件而言，視為由首席攝政 %1 控制。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Empire controls this system (fresh Imperial ships); nobody is First Regent.</source>
        <translation>帝國控制此地區（完好的帝國飛船）；目前沒有首席攝政。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../app/controllers/Table.cpp" line="+43"/>
        <source>Base game</source>
        <translation>基本遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaders &amp; Lore</source>
        <translation>領袖與傳說</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign, Act %1</source>
        <translation>戰役，第%1幕</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Out of play: cluster %1</source>
        <translation>無法地帶：星區 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play: clusters %1</source>
        <translation>無法地帶：星區 %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>%1 (%2): %3</source>
        <comment>a player, their Fate and their objective card&apos;s number</comment>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turns and actions are not counted: a round ends with its last card.</source>
        <translation>不計算回合與行動：一墩在最後一張牌打出後結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Empire&apos;s laws are not checked: the Truce, control under the Presence Law, the Catapult&apos;s stops and Regents defending with Imperial ships.</source>
        <translation>不檢查帝國的法令：停戰法、駐在法下的控制、彈射的停靠，以及攝政以帝國飛船防守。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edict 03 is not resolved in its parts: the Imperial Action is checked before the Demand, and the Steward&apos;s Edicts are prompts to tick off.</source>
        <translation>03 號敕令不分步結算：帝國行動在徵收之前勾選，Steward 的敕令只是待勾選的提示。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed the %2&apos;s final objective at the end of chapter %3, with %4 Power.</source>
        <translation>%1 在第 %3 大輪結束時完成了 %2 的最終任務，權力為 %4。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tied for the most Power on %1 after Act III: A Fates win a tie over B and B over C, then turn order.</source>
        <translation>第三幕後以 %1 點權力並列最高：平手時 A 命運勝過 B，B 勝過 C，再依回合順序決定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The most Power after Act III: %1.</source>
        <translation>第三幕後的最高權力：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> %1 completed the %2&apos;s final objective with %3 Power: it wins only with at least 1.</source>
        <translation> %1 以 %3 點權力完成了 %2 的最終任務：權力至少為 1 才能獲勝。</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>This entry would drop the %n undone entries after entry %1: choose &quot;Drop them&quot; above the page, or Redo them.</source>
        <translation>
            <numerusform>這筆登錄會捨棄第 %1 筆之後 %n 筆已復原的登錄：請先在頁面上方選擇「捨棄」，或重做它們。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Begin the Intermission first.</source>
        <translation>請先開始幕間。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>History is being amended from entry %1: replay or cancel the amendment before going back further.</source>
        <translation>正在從第 %1 筆修正歷史：請先重播或取消修正，再往前回溯。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/controllers/TableAmendment.cpp" line="+17"/>
        <source>Entering entry %1 again as it should have been (it was: %2). The %n later entries wait to be replayed after it.</source>
        <translation>
            <numerusform>正在重新輸入第 %1 筆紀錄（原為：%2）。其後 %n 筆紀錄等待重播。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Entering what was missed before entry %1 (%2). The %n later entries wait to be replayed after it.</source>
        <translation>
            <numerusform>正在輸入第 %1 筆（%2）之前遺漏的紀錄。其後 %n 筆紀錄等待重播。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The start of Act %1: back to its setup</source>
        <translation>第%1幕的開始：回到其設置</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>History amended at entry %1</source>
        <translation>已於第 %1 筆修正歷史</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An amendment is under way: replay or cancel it first.</source>
        <translation>修正進行中：請先重播或取消。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose an entry after the game&apos;s start, among those in force.</source>
        <translation>請選擇遊戲開始之後、目前生效的一筆紀錄。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo or drop the undone entries first: an amendment replays the entries in force.</source>
        <translation>請先重做或捨棄已復原的紀錄：修正只重播目前生效的紀錄。</translation>
    </message>
</context>
<context>
    <name>TableNotice</name>
    <message>
        <location filename="../../qml/components/TableNotice.qml" line="+82"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../qml/pages/TablePage.qml" line="+114"/>
        <source>Back to the event</source>
        <translation>回到事件</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreen.qml" line="+26"/>
        <source>Arcs Companion — table view</source>
        <translation>Arcs Companion — 大螢幕顯示</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No game on the table yet.</source>
        <translation>牌桌上還沒有遊戲。</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Esc: back to the app</source>
        <translation>Esc：返回應用程式</translation>
    </message>
</context>
<context>
    <name>TableScreenAmbitions</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreenAmbitions.qml" line="+27"/>
        <source>Ambitions</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Available markers: %1</source>
        <translation>可用的計分標記：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none left</source>
        <translation>已用完</translation>
    </message>
</context>
<context>
    <name>TableScreenChoice</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreenChoice.qml" line="+22"/>
        <source>On screen %1: %2 (%3 × %4)</source>
        <translation>顯示於第 %1 個螢幕：%2（%3 × %4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, this one</source>
        <translation>，即本螢幕</translation>
    </message>
</context>
<context>
    <name>TableScreenCourt</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreenCourt.qml" line="+42"/>
        <source>Court</source>
        <translation>皇宮</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 · Decided</source>
        <translation>%1 · 已決議</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · In Session</source>
        <translation>%1 · 開議中</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>+ %n more card(s)</source>
        <translation>
            <numerusform>還有 %n 張</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreenPlayers</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreenPlayers.qml" line="+34"/>
        <source>Power as Act %1 ended</source>
        <translation>第%1幕結束時的權力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power · Act %1 of %2 chapters</source>
        <translation>權力 · 第%1幕，共 %2 大輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power · game ends at %1</source>
        <translation>權力 · 達到 %1 時遊戲結束</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>◎ %1</source>
        <translation>◎ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚑ initiative</source>
        <translation>⚑ 起始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ to play</source>
        <translation>▶ 輪到出牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taking a turn</source>
        <translation>回合進行中</translation>
    </message>
</context>
<context>
    <name>TableScreenSteps</name>
    <message>
        <location filename="../../qml/tablescreen/TableScreenSteps.qml" line="+41"/>
        <source>Intermission · %1</source>
        <translation>幕間 · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the campaign!</source>
        <translation>%1 贏得戰役！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 獲勝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring chapter %1</source>
        <translation>第 %1 大輪計分</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>+ %n more step(s)</source>
        <translation>
            <numerusform>還有 %n 個步驟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>✓ %n step(s) resolved</source>
        <translation>
            <numerusform>✓ 已結算 %n 個步驟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../../engine/entries/Entry.cpp" line="-35"/>
        <source>a %1 entry</source>
        <translation>%1 紀錄</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="+105"/>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>黃色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>白色</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>M</source>
        <comment>Material</comment>
        <translation>物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F</source>
        <comment>Fuel</comment>
        <translation>燃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <comment>Weapon</comment>
        <translation>武</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <comment>Relic</comment>
        <translation>聖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>Psionic</comment>
        <translation>靈</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Trust %1</source>
        <translation>國庫 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cities</source>
        <translation>
            <numerusform>%n 座城市</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n agents</source>
        <translation>
            <numerusform>%n 個間諜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1 bonus</source>
        <translation>+%1 加分</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Favors</source>
        <translation>
            <numerusform>%n 個人情</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Captives</source>
        <translation>
            <numerusform>%n 個戰俘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Trophies</source>
        <translation>
            <numerusform>%n 個戰利品</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild %1</source>
        <translation>公會卡 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flagship in %1</source>
        <translation>旗艦位於 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outrage: %1</source>
        <translation>憤怒：%1</translation>
    </message>
</context>
<context>
    <name>Trays</name>
    <message>
        <location filename="../../engine/rules/Trays.cpp" line="+25"/>
        <source> (%1 damaged)</source>
        <comment>3 ships (1 damaged)</comment>
        <translation>（其中 %1 艘損壞）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 damaged)</source>
        <comment>3 cities (1 damaged)</comment>
        <translation>（其中 %1 座損壞）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 damaged)</source>
        <comment>3 starports (1 damaged)</comment>
        <translation>（其中 %1 座損壞）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>G (gate)</source>
        <translation>G（通道）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cluster %1 · %2</source>
        <translation>星區 %1 · %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loyal to %1</source>
        <translation>%1 的己方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>damaged</source>
        <translation>損壞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can be harmed</source>
        <translation>可受傷害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empire</source>
        <translation>帝國</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blight: %1 (%2 damaged)</source>
        <translation>枯萎：%1 個（其中 %2 個損壞）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blight: %1</source>
        <translation>枯萎：%1 個</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fate tokens: %1</source>
        <translation>命運標記：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the Flagship</source>
        <translation>旗艦</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, holding %2 resources</source>
        <translation>%1，上面有 %2 個資源</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resources: %1</source>
        <translation>資源：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Frozen on %1: %2</source>
        <translation>凍結於 %1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies of %1: %2</source>
        <translation>%1 的戰利品：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captives of %1: %2</source>
        <translation>%1 的戰俘：%2 {1:?}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trophies of the Empire</source>
        <translation>帝國的戰利品</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trophies of the Free States</source>
        <translation>自由邦的戰利品</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blight Trophies: %1</source>
        <translation>枯萎戰利品：%1 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favors of %1 (on the Fate card): %2</source>
        <translation>%1 的人情（在命運卡上）：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (agents: %2)</source>
        <translation>%1（間諜：%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with %2 attached above</source>
        <translation>%1，上方附加了 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>After the Intermission that ended Act %1: Act %2 is next.</source>
        <translation>第%1幕後的幕間已結束：接下來是第%2幕。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the Intermission after Act %1: %2.</source>
        <translation>第%1幕後的幕間：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Act %1 is over: the campaign has ended.</source>
        <translation>第%1幕已結束：戰役結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act %1, during the placement loop.</source>
        <translation>第%1幕，放置循環中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Act %1, chapter %2, round %3.</source>
        <translation>第%1幕，第 %2 大輪，第 %3 墩。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s tray</source>
        <translation>%1 的收納盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large well: %1</source>
        <translation>大凹槽：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Fate Set&apos;s cards</source>
        <translation>命運牌組的卡牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small well: %1</source>
        <translation>小凹槽：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the supply: %1</source>
        <translation>供應區內：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 Power, objective marker on %3</source>
        <translation>%1：%2 權力，任務標記在 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 Power</source>
        <translation>%1：%2 權力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative: %1</source>
        <translation>起始玩家：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Regent: %1</source>
        <translation>首席攝政：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Regent: %1, the Imperial Trust on the tile: %2</source>
        <translation>首席攝政：%1，板塊上的帝國國庫：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power track</source>
        <translation>權力軌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Court row, left to right</source>
        <translation>皇宮牌列，由左至右</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cluster %1</source>
        <translation>星區 %1</translation>
    </message>
</context>
<context>
    <name>TurnBudget</name>
    <message>
        <location filename="../../engine/rules/TurnBudget.cpp" line="+51"/>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No turn is under way: %1 plays a card first.</source>
        <translation>目前沒有進行中的回合：請 %1 先打出一張牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>現在是 %1 的回合，不是 %2 的。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tax</source>
        <translation>收稅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>influence</source>
        <translation>影響</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>battle</source>
        <translation>戰鬥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>secure</source>
        <translation>拉攏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>build</source>
        <translation>建造</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>with 1 action unused</source>
        <translation>尚有 1 個行動未用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with %1 actions unused</source>
        <translation>尚有 %1 個行動未用</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>1 pip (%1)</source>
        <translation>1 個行動點（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pips (%2)</source>
        <translation>%1 個行動點（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 action from a card</source>
        <translation>卡牌給予的 1 個行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 actions from cards</source>
        <translation>卡牌給予的 %1 個行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (action %2) cannot be paid: this turn has %3</source>
        <translation>%1（第 %2 個行動）無法支付：本回合只有 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing to pay with</source>
        <translation>沒有可支付的來源</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 has no actions left this turn: end the turn, or add the action a card gives.</source>
        <translation>%1 本回合沒有剩餘行動：請結束回合，或加入卡牌給予的行動。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot %2 now: the action left can %3.</source>
        <translation>%1 現在無法%2：剩下的行動只能%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot %2 now: the %3 actions left can %4.</source>
        <translation>%1 現在無法%2：剩下的 %3 個行動只能%4。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 can spend a resource for its action only in the Prelude of their own turn, after playing a card.</source>
        <translation>%1 只能在自己回合的序幕行動階段、打出一張牌之後，花費資源執行其行動。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s Prelude is over: resources are spent before the card&apos;s first action pip. To return one to the supply, discard it.</source>
        <translation>%1 的序幕行動階段已結束：資源必須在執行牌的第一個行動點之前花費。若要將資源放回供應區，請棄掉它。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was recorded before the app counted actions: nothing to add.</source>
        <translation>這場遊戲是在應用程式開始計算行動之前記錄的：沒有可加入的項目。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>no actions left</source>
        <translation>沒有剩餘行動</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>any action</source>
        <translation>任何行動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 for any action</source>
        <translation>%1 個可做任何行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 個可%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left: %2</source>
        <translation>剩 %1 個行動：%2</translation>
    </message>
</context>
<context>
    <name>TurnColumn</name>
    <message>
        <location filename="../../qml/round/TurnColumn.qml" line="+32"/>
        <source>Fate setup: each player sets up from the Setup side of their objective card, then flips it to its Objective side.</source>
        <translation>命運設置：每位玩家依其任務卡的設置面進行設置，然後將其翻到任務面。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recorded by an earlier version: the table checks these itself.</source>
        <translation>由較早版本記錄：以下由玩家自行檢查。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the Empire&apos;s laws from now on</source>
        <translation>自此起檢查帝國的法令</translation>
    </message>
</context>
<context>
    <name>TurnEntry</name>
    <message>
        <location filename="../../app/controllers/TurnEntry.cpp" line="+58"/>
        <source>Prelude: %1</source>
        <translation>序幕行動：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ends chapter %1</source>
        <translation>結束第 %1 大輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ends round %1: %2 keeps the initiative</source>
        <translation>結束第 %1 墩：%2 保有起始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends round %1: %2 takes the initiative</source>
        <translation>結束第 %1 墩：%2 取得起始</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, then the event</source>
        <translation>%1，接著結算事件</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Choose the gate for the new ships.</source>
        <translation>請為新飛船選擇一個通道。</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Ending it %1</source>
        <translation>結束此回合：%1</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../../qml/round/TurnPanel.qml" line="+38"/>
        <source>%1 %2&apos;s turn</source>
        <translation>%1 %2 的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn begins with its card</source>
        <translation>回合從打出的牌開始</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>+1 action</source>
        <translation>+1 行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Guild card, lore or leader gave an action: of any kind</source>
        <translation>公會卡、傳說卡或領袖卡給予的行動：任何種類皆可</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Place %1 ships, end turn</source>
        <translation>放置 %1 艘飛船，結束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tap a marked gate (⇩) for %1&apos;s %2 fresh ships: the turn then ends</source>
        <translation>點選一個標記的通道 (⇩) 放置 %1 的 %2 艘完好飛船：之後回合結束</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>%1 has no ships or starports on the map: %2 fresh ships go in a gate as the turn ends</source>
        <translation>%1 在地圖上沒有飛船或星際港：回合結束時，%2 艘完好飛船放入一個通道</translation>
    </message>
</context>
<context>
    <name>TypedForcesNote</name>
    <message>
        <location filename="../../qml/battle/TypedForcesNote.qml" line="+21"/>
        <source>Typed forces, as the table set them:</source>
        <translation>自行輸入的兵力，依桌上所設：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed forces, from these sides&apos; pieces in %1:</source>
        <translation>自行輸入的兵力，由雙方在 %1 的棋子開始：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed forces, from what these sides have in %1 (they meet nowhere on the board):</source>
        <translation>自行輸入的兵力，由雙方在 %1 的棋子開始（雙方在版圖上沒有相遇之處）：</translation>
    </message>
</context>
<context>
    <name>TypedTurn</name>
    <message>
        <location filename="../../app/controllers/TypedTurn.cpp" line="+35"/>
        <source>&quot;%1&quot; is not a system: type its cluster and kind, e.g. 5-hex or 1-gate.</source>
        <translation>「%1」不是地區：請輸入星區與種類，例如 5-hex 或 1-gate。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not a piece to build or repair: type ship, city or starport.</source>
        <translation>「%1」不是可建造或修復的配件：請輸入 ship、city 或 starport。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; starts more than one name: type more of it.</source>
        <translation>「%1」是多個名稱的開頭：請再多輸入幾個字。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody at this table is called &quot;%1&quot;.</source>
        <translation>這桌沒有人叫「%1」。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Type just &quot;end&quot; to end the turn.</source>
        <translation>只要輸入 &quot;end&quot; 即可結束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No turn is under way: the next card starts one.</source>
        <translation>目前沒有進行中的回合：下一張牌會開始新回合。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type tax and the system, e.g. &quot;tax 5-hex&quot;, and a Rival&apos;s name for their city.</source>
        <translation>輸入 tax 與地區，例如 &quot;tax 5-hex&quot;；若對敵方城市收稅，再加上該玩家的名字。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type %1, the piece and the system, e.g. &quot;%1 ship 5-hex&quot;.</source>
        <translation>輸入 %1、配件與地區，例如 &quot;%1 ship 5-hex&quot;。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type move, how many ships, where from and where to, e.g. &quot;move 3 1-gate 1-arrow&quot;.</source>
        <translation>輸入 move、飛船數量、出發地與目的地，例如 &quot;move 3 1-gate 1-arrow&quot;。</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1 %2</source>
        <comment>a kind of system as typed, then as the map names it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <comment>the examples, then the map&apos;s words for their systems</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between two kinds of system</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>UnpackGuide</name>
    <message>
        <location filename="../../qml/campaign/UnpackGuide.qml" line="+22"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Done, next</source>
        <translation>完成，下一步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All set out</source>
        <translation>全部擺放完成</translation>
    </message>
</context>
<context>
    <name>WizardFateStep</name>
    <message>
        <location filename="../../qml/wizard/WizardFateStep.qml" line="+20"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>We deal the Fate cards at the table</source>
        <translation>我們在桌上發命運卡</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Every player has chosen a Fate in secret. Start Act I to reveal them.</source>
        <translation>所有玩家都已祕密選擇命運。開始第一幕以揭曉。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the device to %1. Only %1 looks: their two Fates come next.</source>
        <translation>把裝置交給 %1。只有 %1 可以看：接下來會顯示其兩張命運卡。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I am %1: show my Fates</source>
        <translation>我是 %1：顯示我的命運</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone chooses again</source>
        <translation>所有人重新選擇</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, choose your Fate for Act I:</source>
        <translation>%1，選擇你第一幕的命運：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (Fate %2)</source>
        <translation>%1（命運 %2）</translation>
    </message>
</context>
<context>
    <name>WizardInitiativeStep</name>
    <message>
        <location filename="../../qml/wizard/WizardInitiativeStep.qml" line="+20"/>
        <source>Who holds the initiative?</source>
        <translation>誰是起始玩家？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw at random</source>
        <translation>隨機抽選</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Campaign · Act I · the Imperial Council leftmost, then the Court above</source>
        <translation>戰役 · 第一幕 · 帝國議會放在最左邊，接著是上方選的皇宮卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base game</source>
        <translation>基本遊戲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leaders &amp; Lore</source>
        <translation>領袖與傳說</translation>
    </message>
</context>
<context>
    <name>WizardPlayersStep</name>
    <message>
        <location filename="../../qml/wizard/WizardPlayersStep.qml" line="+20"/>
        <source>Players:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 players</source>
        <translation>%1 位玩家</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In clockwise order around the table:</source>
        <translation>依牌桌順時針順序：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of player %1</source>
        <translation>玩家 %1 的名字</translation>
    </message>
</context>
<context>
    <name>WizardSetupStep</name>
    <message>
        <location filename="../../qml/wizard/WizardSetupStep.qml" line="+22"/>
        <source>Base game</source>
        <translation>基本遊戲</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leaders &amp; Lore</source>
        <translation>領袖與傳說</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Campaign: The Blighted Reach</source>
        <translation>戰役：The Blighted Reach</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Setup card for %1 players:</source>
        <translation>%1 人設置卡：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw at random</source>
        <translation>隨機抽取</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>for experienced players</source>
        <translation>適合有經驗的玩家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Out of play: %1</source>
        <translation>無法地帶：%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="+95"/>
        <source>A companion for playing Arcs at the table.</source>
        <translation>在桌上遊玩 Arcs 時使用的輔助程式。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the built-in demo game.</source>
        <translation>開啟內建的示範遊戲。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>將主視窗繪製成 PNG 檔後結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the window at this size, e.g. 3840x2160.</source>
        <translation>以此尺寸開啟視窗，例如 3840x2160。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep games in this library file instead of the user&apos;s.</source>
        <translation>將遊戲存放在此遊戲庫檔案中，而非使用者的遊戲庫。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the interface in this language for this run: en or zh_TW (Settings keeps the usual one).</source>
        <translation>本次以此語言顯示介面：en 或 zh_TW（設定中的語言不變）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let phones join at launch, on this port (0: a free one) and, if given, this address of the computer&apos;s.</source>
        <translation>啟動時讓手機加入，使用這個連接埠（0：任一空閒的），並可指定這台電腦的位址。</translation>
    </message>
</context>
</TS>
