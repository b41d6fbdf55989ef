// SPDX-License-Identifier: GPL-3.0-or-later
// Eight phones at once, each sending a thousand intents as fast as the host answers, dropping
// the connection at random (an intent sent and its answer lost), coming back with their token and
// resending, and now and then resending an intent already answered (issue 39). Afterwards: every
// intent answered, none applied twice, and the host's journal exactly what entering the applied
// lines one after another on a single device makes.
#include "PhoneTables.h"
#include "controllers/RoundEntry.h"
#include "controllers/Table.h"
#include "controllers/TypedTurn.h"
#include "data/Catalog.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr int intentsPerPhone = 1000;

// What the host answered an intent.
struct Outcome {
    bool applied = false;
    QString title;
    QString problem;
    bool operator==(const Outcome &) const = default;
};

// A phone that sends its intents one after another (the page keeps one waiting at a time),
// drops its connection at random and comes back with its token, resending what was not
// answered; now and then it sends an answered intent again.
class LoadPhone : public QObject {
public:
    using Chooser = std::function<QString(std::optional<int> seat, QRandomGenerator &)>;
    LoadPhone(quint16 port, std::optional<int> seat, Chooser choose, quint32 seed)
        : m_port(port), m_seat(seat), m_choose(std::move(choose)), m_random(seed) {
        connectSocket();
    }

    bool done() const { return m_sent == intentsPerPhone && !m_pending && !m_repeating; }
    std::optional<int> seat() const { return m_seat; }
    const std::map<qint64, Outcome> &outcomes() const { return m_outcomes; }
    const std::map<qint64, QString> &lines() const { return m_lines; }
    QStringList failures() const { return m_failures; }
    qint64 revision() const { return m_revision; }
    int reconnects() const { return m_reconnects; }
    int repeats() const { return m_repeats; }

private:
    void connectSocket() {
        m_answeredSeats = false;
        m_socket = std::make_unique<QWebSocket>();
        connect(m_socket.get(), &QWebSocket::textMessageReceived, this,
                [this](const QString &text) { receive(QJsonDocument::fromJson(text.toUtf8())); });
        m_socket->open(QUrl(u"ws://127.0.0.1:%1/socket"_s.arg(m_port)));
    }
    void send(const QJsonObject &message) {
        m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson()));
    }
    QJsonObject intent(qint64 id) const {
        return {{"type"_L1, "turn"_L1},
                {"id"_L1, id},
                {"seen"_L1, m_revision},
                {"line"_L1, m_lines.at(id)}};
    }
    void receive(const QJsonDocument &document) {
        const QJsonObject message = document.object();
        const QString type = message["type"_L1].toString();
        if (type == "seats"_L1) { // sent again as seats are taken: answered once, as the page
            if (m_answeredSeats)
                return;
            m_answeredSeats = true;
            if (m_token.isEmpty())
                send({{"type"_L1, "join"_L1},
                      {"seat"_L1, m_seat ? QJsonValue(*m_seat) : QJsonValue()}});
            else
                send({{"type"_L1, "resume"_L1}, {"token"_L1, m_token}});
        } else if (type == "paired"_L1) {
            m_token = message["token"_L1].toString();
        } else if (type == "view"_L1) {
            m_revision = message["revision"_L1].toInteger();
            if (!m_started) { // the first view after pairing: under way
                m_started = true;
                if (m_pending)
                    send(intent(*m_pending));
                else if (m_repeating)
                    send(intent(*m_repeating));
                else
                    sendNext();
            }
        } else if (type == "answer"_L1) {
            answered(message);
        } else if (type != "waiting"_L1) {
            m_failures.append(u"unexpected: %1"_s.arg(QString::fromUtf8(document.toJson())));
        }
    }
    void answered(const QJsonObject &message) {
        const qint64 id = message["id"_L1].toInteger();
        const bool again = message["again"_L1].toBool();
        if (again && !message.contains("applied"_L1)) {
            m_failures.append(u"intent %1 answered again with no answer"_s.arg(id));
            return;
        }
        const Outcome outcome{message["applied"_L1].toBool(), message["title"_L1].toString(),
                              message["problem"_L1].toString()};
        if (id == m_repeating) { // an answered intent sent again: the same answer
            if (!again || m_outcomes.at(id) != outcome)
                m_failures.append(u"intent %1 answered differently when resent"_s.arg(id));
            m_repeating.reset();
        } else if (id == m_pending) {
            m_outcomes[id] = outcome;
            m_pending.reset();
            if (m_random.bounded(20) == 0) { // one in twenty: sent again
                m_repeating = id;
                ++m_repeats;
                send(intent(id));
                return;
            }
        } else {
            m_failures.append(u"an answer to intent %1, not sent"_s.arg(id));
            return;
        }
        sendNext();
    }
    void sendNext() {
        if (m_sent == intentsPerPhone)
            return;
        const qint64 id = ++m_sent;
        m_lines[id] = m_choose(m_seat, m_random);
        m_pending = id;
        send(intent(id));
        if (m_random.bounded(30) == 0) // one in thirty: the connection drops, the answer lost
            dropAndComeBack();
    }
    void dropAndComeBack() {
        ++m_reconnects;
        m_started = false;
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket.release()->deleteLater();
        QTimer::singleShot(int(m_random.bounded(5)), this, [this] { connectSocket(); });
    }

    quint16 m_port;
    std::optional<int> m_seat;
    Chooser m_choose;
    QRandomGenerator m_random;
    std::unique_ptr<QWebSocket> m_socket;
    QString m_token;
    qint64 m_revision = 0;
    bool m_started = false;
    bool m_answeredSeats = false; // on this connection
    int m_sent = 0;
    std::optional<qint64> m_pending;   // sent, not answered yet
    std::optional<qint64> m_repeating; // answered, sent again
    std::map<qint64, QString> m_lines;
    std::map<qint64, Outcome> m_outcomes;
    QStringList m_failures;
    int m_reconnects = 0;
    int m_repeats = 0;
};

// What a player might type now, as the table looks to them: mostly what the engine would take
// for their own turn (a card effect's action, an action the hint offers, ending the turn), now
// and then a card (which, from the next player, ends the turn under way), sometimes a typo or
// someone else's play.
QString chooseLine(const Table &table, std::optional<int> seat, QRandomGenerator &random) {
    const arcs::GameState &state = table.state();
    const int roll = int(random.bounded(1000)); // in thousandths
    if (roll < 40)
        return u"fly 9"_s; // not a command
    static const QStringList suits{u"ad"_s, u"a"_s, u"c"_s, u"m"_s};
    const QString card =
        suits.value(int(random.bounded(4))) + QString::number(random.bounded(1, 8));
    // A turn lasts about a hundred of its player's intents (ended by them or by the next card
    // seldom), so that the demo's chapter, a few cards from its end, lasts the whole run.
    if (seat && state.turnPlayer() == seat) {
        if (roll < 45)
            return u"end"_s;
        QStringList examples = typed::examples(state, table.catalog());
        examples.removeAll(u"end"_s);
        return roll < 300 && !examples.isEmpty()
                   ? examples.value(int(random.bounded(qsizetype(examples.size()))))
                   : u"extra"_s;
    }
    if (seat && state.toAct() == seat)
        return roll < (state.turnPlayer() ? 50 : 700) ? card : u"extra"_s;
    return roll < 500 ? card : u"end"_s;
}

} // namespace

class TestPhonesLoad : public QObject {
    Q_OBJECT

private slots:
    void eightPhonesLoseNothingAndApplyNothingTwice() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Table table(arcs::Catalog::builtIn());
        table.loadDemo();
        const int before = table.cursor();
        const QJsonArray start = table.journal().toJson(); // the demo's, its dice's seed too
        Phones host(table, nullptr, 1'000'000); // no rate limit: these phones are machines
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        phonetest::allowEveryPhone(host);

        // The demo's four seats and four table views.
        std::vector<std::unique_ptr<LoadPhone>> phones;
        const auto choose = [&](std::optional<int> seat, QRandomGenerator &random) {
            return chooseLine(table, seat, random);
        };
        for (int n = 0; n < 8; ++n)
            phones.push_back(std::make_unique<LoadPhone>(
                host.port(), n < 4 ? std::optional<int>(n) : std::nullopt, choose, 39 + n));
        // An event loop of its own (not QTest::qWaitFor, which sleeps 10 ms between looks), in
        // which sockets let go are deleted.
        const auto allDone = [&] {
            return std::ranges::all_of(phones, [](const auto &p) { return p->done(); });
        };
        QDeadlineTimer deadline(600'000);
        QEventLoop loop;
        QTimer look;
        connect(&look, &QTimer::timeout, &loop, [&] {
            if (allDone() || deadline.hasExpired())
                loop.quit();
        });
        look.start(5);
        loop.exec();
        QVERIFY(!deadline.hasExpired());

        // Every intent answered, once each, and the same when resent.
        int applied = 0, reconnects = 0, repeats = 0;
        for (const auto &phone : phones) {
            QCOMPARE(phone->failures(), QStringList());
            QCOMPARE(qsizetype(phone->outcomes().size()), qsizetype(intentsPerPhone));
            for (const auto &[id, outcome] : phone->outcomes()) {
                QVERIFY2(outcome.applied == outcome.problem.isEmpty(),
                         qPrintable(u"%1 → %2"_s.arg(phone->lines().at(id), outcome.problem)));
                applied += outcome.applied ? 1 : 0;
                if (!phone->seat())
                    QVERIFY(!outcome.applied);
            }
            reconnects += phone->reconnects();
            repeats += phone->repeats();
        }
        qInfo("8 phones x %d intents: %d applied, %d reconnects, %d resent after their answer",
              intentsPerPhone, applied, reconnects, repeats);
        QCOMPARE(table.cursor(), before + applied); // none applied twice, none lost
        QVERIFY(reconnects > 100);
        QVERIFY(repeats > 100);
        QVERIFY(applied > 200);

        // The journal is the applied lines, each seat's in the order it sent them, entered one
        // after another: in it, each entry is the next applied intent of the seat it names.
        std::map<int, QList<std::pair<QString, QString>>> queues; // seat: (line, title) in order
        for (const auto &phone : phones)
            if (phone->seat())
                for (const auto &[id, outcome] : phone->outcomes())
                    if (outcome.applied)
                        queues[*phone->seat()].append({phone->lines().at(id), outcome.title});
        Table single(arcs::Catalog::builtIn());
        QString error;
        auto journal = arcs::Journal::fromJson(start, before, single.catalog(), &error);
        QVERIFY2(journal, qPrintable(error));
        single.setJournal(std::move(*journal));
        for (int index = before; index < table.cursor(); ++index) {
            const QString title = table.journal().title(index);
            const auto seat = std::ranges::find_if(queues, [&](const auto &queue) {
                return !queue.second.isEmpty() && queue.second.first().second == title;
            });
            QVERIFY2(seat != queues.end(), qPrintable(u"entry %1: %2"_s.arg(index).arg(title)));
            const QString line = seat->second.takeFirst().first;
            RoundEntry entry(&single);
            entry.draftTyped(line);
            QVERIFY2(entry.enter(line), qPrintable(entry.refusal()));
        }
        QCOMPARE(single.journal().toJson(), table.journal().toJson());

        // And every phone has the table as it is now: the view of the last entry.
        const auto everyPhoneHasTheLastView = [&] {
            return std::ranges::all_of(phones, [&](const auto &phone) {
                return phone->revision() == phones.front()->revision();
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(everyPhoneHasTheLastView(), 10'000);
        QVERIFY(phones.front()->revision() > applied);
    }
};

QTEST_GUILESS_MAIN(TestPhonesLoad)
#include "tst_phones_load.moc"
