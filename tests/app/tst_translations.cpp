// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"
#include "data/Catalog.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Trays.h"
#include "state/Board.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// A message of a .ts file: its source and each of its translation's forms.
struct Message {
    QString context, source;
    QStringList forms;
    bool unfinished = false;
};

QList<Message> messagesIn(const QString &file) {
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QList<Message> out;
    QXmlStreamReader xml(&in);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            out.append({context, {}, {}, false});
        } else if (xml.name() == u"source") {
            out.last().source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            out.last().unfinished = xml.attributes().value(QStringLiteral("type")) == u"unfinished";
            if (xml.attributes().value(QStringLiteral("type")) != u"vanished") {
                // Either plain text, or numerusform children.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                out.last().forms << text;
            }
        }
    }
    return xml.hasError() ? QList<Message>{} : out;
}

// %1…%99 and %n, sorted: the markers a translation must keep of its source.
QStringList formatMarkers(const QString &text) {
    static const QRegularExpression marker(QStringLiteral("%(\\d{1,2}|n)"));
    QStringList out;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    return out;
}

} // namespace

// The interface's languages: the chosen one is what tr() reads, the system's is followed, and
// every message of the Traditional Chinese file is translated, keeping its %1…%n markers.
class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void theChosenLanguageIsWhatTrReads() {
        Translations translations;
        QCOMPARE(translations.use(Translations::Language::TraditionalChinese),
                 QStringLiteral("zh_TW"));
        const QString negative =
            QCoreApplication::translate("Correction", "A count cannot be negative.");
        QVERIFY(negative != QStringLiteral("A count cannot be negative."));
        QVERIFY2(negative.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                 qPrintable(negative));

        // Qt's own dialogs too (qt6-translations-l10n, which the build's dependencies install).
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));

        QCOMPARE(translations.use(Translations::Language::English), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
        QCOMPARE(QCoreApplication::translate("Correction", "A count cannot be negative."),
                 QStringLiteral("A count cannot be negative."));
        // English has its singular from its own file.
        QCOMPARE(QCoreApplication::translate("Events", "%1: %n hits", nullptr, 1),
                 QStringLiteral("%1: 1 hit"));
        QCOMPARE(QCoreApplication::translate("Events", "%1: %n hits", nullptr, 3),
                 QStringLiteral("%1: 3 hits"));
        QCOMPARE(QCoreApplication::translate(
                     "Govern",
                     "Only %n Weapons are left: the First Regent chooses which Regents get one.",
                     nullptr, 1),
                 QStringLiteral("Only 1 Weapon is left: the First Regent chooses which Regents get "
                                "one."));
        // "1 ships roll at most 1 dice" (cold play-test 75).
        QCOMPARE(QCoreApplication::translate(
                     "Battle", "One die per attacking ship: %n ships roll at most %n dice, not %1.",
                     nullptr, 1)
                     .arg(3),
                 QStringLiteral("One die per attacking ship: 1 ship rolls at most 1 die, not 3."));
    }

    // Chinese counts pieces with their measure words, numbers Acts in its own numerals, lists
    // with 、 and writes dates its own way; English reads as it always has.
    void theGamesWordsInEachLanguage() {
        Translations translations;
        translations.use(Translations::Language::TraditionalChinese);
        QCOMPARE(arcs::countedPieces(arcs::Piece::Ship, 3), QStringLiteral("3 艘飛船"));
        QCOMPARE(arcs::countedPieces(arcs::Piece::City, 1), QStringLiteral("1 座城市"));
        QCOMPARE(arcs::countedPieces(arcs::Piece::Agent, 2), QStringLiteral("2 個間諜"));
        QCOMPARE(arcs::actWord(2), QStringLiteral("二"));
        QCOMPARE(QCoreApplication::translate("RoundTitle", "Act %1 · ").arg(arcs::actWord(2)),
                 QStringLiteral("第二幕 · "));
        QCOMPARE(arcs::listOf({QStringLiteral("Ana"), QStringLiteral("Ben")}),
                 QStringLiteral("Ana、Ben"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        arcs::SystemState here;
        here.imperialShips = {2, 1};
        here.freeCities = {0, 1};
        QCOMPARE(arcs::campaignPiecesHere(here, {}),
                 QStringList({QStringLiteral("帝國：3 艘飛船（其中 1 艘損壞）"),
                              QStringLiteral("自由：1 座城市（其中 1 座損壞）")}));
        QCOMPARE(arcs::systemWord({4, arcs::SystemKind::Hex}), QStringLiteral("4-六角"));
        QCOMPARE(arcs::systemWord({2, arcs::SystemKind::Gate}), QStringLiteral("2-通道"));
        QCOMPARE(arcs::upgradeName(arcs::Upgrade::SlipstreamDrive), QStringLiteral("滑流引擎"));
        QCOMPARE(arcs::Court{}.cardName(QStringLiteral("DC01"), arcs::Catalog::builtIn()),
                 QStringLiteral("帝國議會"));

        translations.use(Translations::Language::English);
        QCOMPARE(arcs::countedPieces(arcs::Piece::Ship, 1), QStringLiteral("1 ship"));
        QCOMPARE(arcs::countedPieces(arcs::Piece::Starport, 3), QStringLiteral("3 starports"));
        QCOMPARE(arcs::actWord(2), QStringLiteral("II"));
        QCOMPARE(arcs::listOf({QStringLiteral("Ana"), QStringLiteral("Ben")}),
                 QStringLiteral("Ana, Ben"));
        QCOMPARE(QLocale(), QLocale::system());
        QCOMPARE(arcs::campaignPiecesHere(here, {}),
                 QStringList({QStringLiteral("Empire: 3 ships (1 damaged)"),
                              QStringLiteral("Free: 1 city (1 damaged)")}));
        for (int index = 0; index < arcs::SystemId::count; ++index) { // as typed
            const arcs::SystemId system = arcs::SystemId::fromIndex(index);
            QCOMPARE(arcs::systemWord(system), system.name());
        }
    }

    void theSystemLanguageIsFollowed() {
        Translations translations;
        QCOMPARE(translations.use(Translations::Language::System, QLocale(u"zh_TW"_qs)),
                 QStringLiteral("zh_TW"));
        QCOMPARE(translations.use(Translations::Language::System, QLocale(u"zh_HK"_qs)),
                 QStringLiteral("zh_TW"));
        QCOMPARE(translations.use(Translations::Language::System, QLocale(u"fr_FR"_qs)),
                 QStringLiteral("en"));
        QCOMPARE(translations.use(Translations::Language::System, QLocale(u"zh_CN"_qs)),
                 QStringLiteral("en"));
    }

    void everyMessageIsTranslatedWithItsMarkers() {
        const QList<Message> messages =
            messagesIn(QStringLiteral(ARCS_TRANSLATIONS "/arcs-companion_zh_TW.ts"));
        QVERIFY(messages.size() > 1000);
        for (const Message &message : messages) {
            const QString where = message.context + QStringLiteral(": ") + message.source;
            QVERIFY2(!message.unfinished, qPrintable(u"unfinished: "_qs + where));
            QVERIFY2(!message.forms.join(QString()).trimmed().isEmpty() ||
                         message.source.trimmed().isEmpty(),
                     qPrintable(u"empty: "_qs + where));
            QCOMPARE(formatMarkers(message.forms.join(QString())), formatMarkers(message.source));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
