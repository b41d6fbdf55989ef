// SPDX-License-Identifier: GPL-3.0-or-later
// The phone's page in a real browser (issue 39): Debian's Chromium, headless at 390×844, loads
// the page from the app's own server, asks for a seat (the host allows it), and is tapped as a
// player taps: its card on the demo table, its secret Fate at the Intermission's step F. The
// browser is driven over its DevTools protocol (a WebSocket), with real pointer events; each
// phone's screen is saved beside the test (phone-card.png, phone-fate.png) to be looked at.
#include "PhoneTables.h"
#include "controllers/EventSteps.h"
#include "controllers/RoundEntry.h"
#include "data/Catalog.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// A headless Chromium and one page in it, driven over the DevTools protocol.
class Browser {
public:
    ~Browser() {
        m_socket.close();
        m_process.kill();
        m_process.waitForFinished(5000);
    }

    // Started, or why not.
    QString start() {
        QString binary;
        for (const QString &name : {u"chromium"_s, u"chromium-browser"_s, u"google-chrome"_s})
            if (binary = QStandardPaths::findExecutable(name); !binary.isEmpty())
                break;
        if (binary.isEmpty())
            return u"no Chromium found: install it (packaging/install-deps.sh test)"_s;
        m_process.setStandardOutputFile(QProcess::nullDevice()); // its own log, not the test's
        m_process.setStandardErrorFile(QProcess::nullDevice());
        m_process.start(binary, {u"--headless=new"_s, u"--no-sandbox"_s, u"--disable-gpu"_s,
                                 u"--disable-dev-shm-usage"_s, u"--no-first-run"_s,
                                 u"--remote-debugging-port=0"_s, u"--window-size=390,844"_s,
                                 u"--lang=en-US"_s, u"--user-data-dir="_s + m_profile.path(),
                                 u"about:blank"_s});
        // The port it chose, and the browser's own path, written once it listens.
        QFile active(m_profile.filePath(u"DevToolsActivePort"_s));
        if (!QTest::qWaitFor([&] { return active.exists() && active.size() > 0; }, 30'000))
            return u"Chromium did not start"_s;
        active.open(QIODevice::ReadOnly);
        const QList<QByteArray> lines = active.readAll().split('\n');
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
                         [this](const QString &text) {
                             m_replies.append(QJsonDocument::fromJson(text.toUtf8()).object());
                         });
        m_socket.open(QUrl(u"ws://127.0.0.1:%1%2"_s.arg(QString::fromLatin1(lines.value(0)),
                                                        QString::fromLatin1(lines.value(1)))));
        if (!QTest::qWaitFor([&] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                             10'000))
            return u"no DevTools connection"_s;
        return {};
    }

    // Started, the page at `url` opened and `seat`'s button tapped (the host lets it in), or
    // why not.
    QString seatedAt(const QString &url, const QString &seat, int seats = 4) {
        if (const QString why = start(); !why.isEmpty())
            return why;
        open(url);
        if (!waitFor(
                u"document.querySelectorAll('#seatButtons button').length === %1"_s.arg(seats)))
            return u"the page offered no %1 seats"_s.arg(seats);
        return tap(u"#seatButtons button"_s, seat) ? QString() : u"no seat "_s + seat;
    }

    // A new page at `url`, as a phone's screen.
    void open(const QString &url) {
        const QString target =
            call(u"Target.createTarget"_s, {{"url"_L1, url}})["targetId"_L1].toString();
        m_session = call(u"Target.attachToTarget"_s,
                         {{"targetId"_L1, target}, {"flatten"_L1, true}})["sessionId"_L1]
                        .toString();
        call(u"Emulation.setDeviceMetricsOverride"_s, {{"width"_L1, 390},
                                                       {"height"_L1, 844},
                                                       {"deviceScaleFactor"_L1, 1},
                                                       {"mobile"_L1, true}});
    }

    QJsonValue evaluate(const QString &expression) {
        return call(u"Runtime.evaluate"_s,
                    {{"expression"_L1, expression}, {"returnByValue"_L1, true}})["result"_L1]
            .toObject()["value"_L1];
    }
    // Whether `expression` came true within ten seconds.
    bool waitFor(const QString &expression) {
        return QTest::qWaitFor([&] { return evaluate(expression).toBool(); }, 10'000);
    }
    QString text(const QString &id) {
        return evaluate(u"document.getElementById('%1').textContent"_s.arg(id)).toString();
    }
    // A finger's tap on the first button under `selector` whose text is `label`, or ends with
    // it after a space (a seat's "◆ Ben"; any, if empty): pressed and released at its middle.
    // Whether there was one.
    bool tap(const QString &selector, const QString &label = {}) {
        const QJsonArray box =
            evaluate(
                u"(() => { const b = [...document.querySelectorAll(%1)].find(e => "
                "!%2 || e.textContent.trim() === %2 || e.textContent.trim().endsWith(' ' + %2)); "
                "if (!b) return null; "
                "b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect(); "
                "return [r.x + r.width / 2, r.y + r.height / 2]; })()"_s.arg(quoted(selector),
                                                                             quoted(label)))
                .toArray();
        if (box.size() != 2)
            return false;
        for (const auto &kind : {"mousePressed"_L1, "mouseReleased"_L1})
            call(u"Input.dispatchMouseEvent"_s, {{"type"_L1, kind},
                                                 {"x"_L1, box[0]},
                                                 {"y"_L1, box[1]},
                                                 {"button"_L1, "left"_L1},
                                                 {"clickCount"_L1, 1}});
        return true;
    }
    // The page as the phone shows it, saved as a PNG.
    bool saveScreen(const QString &path) {
        const QByteArray png = QByteArray::fromBase64(
            call(u"Page.captureScreenshot"_s, {{"format"_L1, "png"_L1}})["data"_L1]
                .toString()
                .toLatin1());
        QFile file(path);
        return !png.isEmpty() && file.open(QIODevice::WriteOnly) && file.write(png) == png.size();
    }

private:
    static QString quoted(const QString &text) {
        return QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    }
    QJsonObject call(const QString &method, const QJsonObject &params) {
        const int id = ++m_lastId;
        QJsonObject message{{"id"_L1, id}, {"method"_L1, method}, {"params"_L1, params}};
        if (!m_session.isEmpty() && !method.startsWith("Target."_L1))
            message.insert("sessionId"_L1, m_session);
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson()));
        QJsonObject reply;
        [[maybe_unused]] const bool answered = QTest::qWaitFor(
            [&] {
                for (const QJsonObject &r : m_replies)
                    if (r["id"_L1].toInt() == id) {
                        reply = r["result"_L1].toObject();
                        return true;
                    }
                return false;
            },
            10'000);
        return reply;
    }

    QTemporaryDir m_profile;
    QProcess m_process;
    QWebSocket m_socket;
    QList<QJsonObject> m_replies;
    QString m_session;
    int m_lastId = 0;
};

QString screenPath(const QString &name) {
    return QDir::current().filePath(name);
}

} // namespace

class TestPhonesBrowser : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    // The next player's phone on the demo table: pairs, shows Your card, and a card tapped
    // and entered on it is the host's entry, as the host's entry line would record it.
    void aPhoneInABrowserEntersItsSeatsCard() {
        Table table(arcs::Catalog::builtIn());
        table.loadDemo();
        const int seat = *table.state().toAct();
        const QString name = table.state().playerName(seat);
        RoundEntry hostLine(&table);
        const QString card = hostLine.followExamples().value(0).section(u' ', 0, 0); // "a6"
        const QString suit = QHash<QString, QString>{
            {u"ad"_s, u"Adm"_s},
            {u"a"_s, u"Agg"_s},
            {u"c"_s, u"Con"_s},
            {u"m"_s, u"Mob"_s}}.value(card.chopped(1));
        QVERIFY2(!suit.isEmpty(), qPrintable(card));
        hostLine.draftTyped(card);
        const QString preview = hostLine.preview(); // what the host's line would record

        Phones host(table);
        phonetest::allowEveryPhone(host);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        Browser browser;
        if (const QString why = browser.seatedAt(host.url(), name); !why.isEmpty())
            QFAIL(qPrintable(why));
        QVERIFY(browser.waitFor(u"!document.getElementById('play').hidden"_s));
        QCOMPARE(browser.text(u"status"_s), u"Your seat: "_s + name);
        QCOMPARE(browser.text(u"playHeading"_s), u"Your card"_s);

        QVERIFY(browser.tap(u"#suits button"_s, suit));
        QVERIFY(browser.tap(u"#numbers button"_s, card.right(1)));
        QVERIFY(browser.waitFor(u"document.getElementById('preview').textContent !== ''"_s));
        QCOMPARE(browser.text(u"preview"_s), preview);
        const int before = table.cursor();
        QVERIFY(browser.tap(u"#enter"_s));
        QVERIFY(
            browser.waitFor(u"document.getElementById('outcome').textContent.startsWith('✓')"_s));
        QCOMPARE(table.cursor(), before + 1);
        QCOMPARE(browser.text(u"outcome"_s), u"✓ "_s + table.undoTitle());
        // Now its turn: the card's preview gone, the hint the host's for this turn.
        QVERIFY(browser.waitFor(u"document.getElementById('playHeading').textContent === "
                                "'Your turn' && document.getElementById('preview').textContent "
                                "=== '' && document.getElementById('hint').textContent"
                                ".startsWith(\"For %1's turn\")"_s.arg(name)));
        QVERIFY(browser.saveScreen(screenPath(u"phone-card.png"_s)));
    }

    // At the Intermission's step F, a seat's phone lists the Fates it was dealt, by name, and
    // the one tapped is its secret choice on the host; Ready tapped shows on the host.
    void aPhoneInABrowserChoosesItsFate() {
        Table table(arcs::Catalog::builtIn());
        const QList<QList<int>> offers = phonetest::atFateChoice(table);
        QVERIFY(!offers.isEmpty());
        const int seat = 1;
        const int offered = offers[seat].value(0);
        const QString fateName = table.catalog().fate(offered)->name;

        Phones host(table);
        phonetest::allowEveryPhone(host);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        Browser browser;
        if (const QString why = browser.seatedAt(host.url(), table.state().playerName(seat));
            !why.isEmpty())
            QFAIL(qPrintable(why));
        QVERIFY(browser.waitFor(u"!document.getElementById('fateChoice').hidden"_s));
        QCOMPARE(browser.text(u"where"_s), u"Intermission after Act I · step F"_s);
        QVERIFY(browser.tap(u"#fateButtons button"_s, fateName));
        QVERIFY(browser.waitFor(u"document.getElementById('fateOutcome').textContent !== ''"_s));
        QCOMPARE(browser.text(u"fateOutcome"_s),
                 u"✓ %1 chose the %2 in secret."_s.arg(table.state().playerName(seat), fateName));
        QCOMPARE(table.intermission()->fates.value(seat), std::optional<int>(offered));
        // Ready for the next step: the host says so under the step's title.
        QVERIFY(browser.tap(u"#ready"_s));
        QVERIFY(browser.waitFor(u"document.getElementById('ready').disabled"_s));
        QCOMPARE(host.readyLine(),
                 u"Ready on their phones: %1 (1 of 4)"_s.arg(table.state().playerName(seat)));
        QVERIFY(browser.saveScreen(screenPath(u"phone-fate.png"_s)));
    }

    // At a Summit, the deal listed on the host is on the phone of a player it names, who taps
    // to agree; the host shows it, and enters the deal once the other named player agrees too.
    // Then the caller enters the event dice from the phone.
    void aPhoneInABrowserAgreesToASummitDeal() {
        Table table(arcs::Catalog::builtIn());
        QCOMPARE(phonetest::atSummit(table), QString());
        const int caller = table.state().event->caller, rival = 1 - caller;
        Phones host(table);
        phonetest::allowEveryPhone(host);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        Browser browser;
        if (const QString why = browser.seatedAt(host.url(), table.state().playerName(caller), 2);
            !why.isEmpty())
            QFAIL(qPrintable(why));
        EventSteps screen(&table);
        screen.addMove(EventSteps::PromiseFavor, rival, caller, 1);
        QCOMPARE(screen.refusal(), QString());
        QVERIFY(browser.waitFor(u"!document.getElementById('summitPanel').hidden"_s));
        QCOMPARE(browser.text(u"summitMoves"_s), screen.deal().value(0));
        QVERIFY(browser.tap(u"#agree"_s));
        QVERIFY(browser.waitFor(u"document.getElementById('agree').disabled"_s));
        QCOMPARE(browser.text(u"summitStatus"_s),
                 u"Waiting for "_s + table.state().playerName(rival));
        QCOMPARE(screen.agreement(),
                 u"Agreed on their phones: %1 · waiting for %2"_s.arg(
                     table.state().playerName(caller), table.state().playerName(rival)));
        QVERIFY(browser.saveScreen(screenPath(u"phone-summit.png"_s)));
        const int before = table.cursor();
        QCOMPARE(table.summit().agree(rival, table.summit().version()), QString());
        QCOMPARE(table.cursor(), before + 1);
        QVERIFY(browser.waitFor(u"document.getElementById('summitPanel').hidden"_s));

        // The Summit over, the caller rolls the real dice and taps what they show.
        QCOMPARE(table.apply(arcs::EndSummit{}), QString());
        QVERIFY(browser.waitFor(u"!document.getElementById('eventDicePanel').hidden"_s));
        const QString face = EventSteps::eventFaceWords(table.catalog()).value(3);
        QVERIFY(browser.tap(u"#eventFaces button"_s, face));
        QVERIFY(browser.tap(u"#numberFaces button"_s, u"5"_s));
        QCOMPARE(browser.text(u"enterDice"_s), u"Enter %1, cluster 5"_s.arg(face));
        QVERIFY(browser.saveScreen(screenPath(u"phone-dice-pad.png"_s)));
        QVERIFY(browser.tap(u"#enterDice"_s));
        // The dice entered, their panel goes with the stage: the answer shows under the heading.
        QVERIFY(
            browser.waitFor(u"document.getElementById('answer').textContent.startsWith('✓')"_s));
        QCOMPARE(table.state().event->roll, std::optional(arcs::eventRoll(4, 5, table.catalog())));
        QCOMPARE(browser.text(u"answer"_s), u"✓ "_s + table.undoTitle());
        QVERIFY(browser.waitFor(u"document.getElementById('eventDicePanel').hidden"_s));
        QVERIFY(browser.saveScreen(screenPath(u"phone-dice.png"_s)));

        // A secret Fate note, written on the phone: the host keeps it, the phone shows it.
        browser.evaluate(u"document.getElementById('noteText').value = '4 hex'"_s);
        QVERIFY(browser.tap(u"#noteSecret"_s));
        QVERIFY(browser.tap(u"#keepNote"_s));
        QVERIFY(browser.waitFor(u"document.getElementById('noteKept').textContent === '4 hex'"_s));
        QCOMPARE(table.state().campaign->notes.value(caller),
                 (arcs::FateNote{u"4 hex"_s, true, false, false, caller}));
        QCOMPARE(browser.text(u"noteSecretKept"_s), u"Secret: only your phone shows it."_s);
        QVERIFY(browser.saveScreen(screenPath(u"phone-note.png"_s)));
    }
};

QTEST_GUILESS_MAIN(TestPhonesBrowser)
#include "tst_phones_browser.moc"
