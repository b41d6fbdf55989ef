// SPDX-License-Identifier: GPL-3.0-or-later
#include "../engine/TestData.h"
#include "PhoneDevices.h"
#include "PhoneHost.h"
#include "PhoneMessages.h"
#include "PhoneServer.h"
#include "PhoneTables.h"
#include "controllers/EventSteps.h"
#include "controllers/GamesLibrary.h"
#include "controllers/Phones.h"
#include "controllers/RoundEntry.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "models/PhoneValues.h"
#include "rules/NextAct.h"

#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// A phone over loopback: every message the host sent it, in order.
class Phone {
public:
    explicit Phone(quint16 port) {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
                         [this](const QString &text) {
                             m_raw.append(text.toUtf8());
                             m_messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
                         });
        m_socket.open(QUrl(u"ws://127.0.0.1:%1/socket"_s.arg(port)));
    }
    bool waitConnected() {
        return QTest::qWaitFor(
            [this] { return m_socket.state() == QAbstractSocket::ConnectedState; });
    }
    void send(const QJsonObject &message) {
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson()));
    }
    // The next message of `type` after those already taken, or an empty object.
    QJsonObject next(const QString &type) {
        QJsonObject found;
        [[maybe_unused]] const bool arrived = QTest::qWaitFor([&] {
            for (; m_taken < m_messages.size(); ++m_taken)
                if (m_messages[m_taken].value("type"_L1).toString() == type) {
                    found = m_messages[m_taken++];
                    return true;
                }
            return false;
        });
        return found;
    }
    // The last message of `type` received so far.
    QJsonObject lastOf(const QString &type) const {
        for (auto it = m_messages.crbegin(); it != m_messages.crend(); ++it)
            if (it->value("type"_L1).toString() == type)
                return *it;
        return {};
    }
    int countOf(const QString &type) const {
        return int(std::ranges::count_if(m_messages, [&](const QJsonObject &m) {
            return m.value("type"_L1).toString() == type;
        }));
    }
    // Whether any byte the host sent this phone holds `text`.
    bool everReceived(const QByteArray &text) const {
        return std::ranges::any_of(m_raw,
                                   [&](const QByteArray &raw) { return raw.contains(text); });
    }
    QWebSocket &socket() { return m_socket; }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_messages;
    QList<QByteArray> m_raw;
    qsizetype m_taken = 0;
};

// A phone let into `seat` by `host`, its first view taken.
std::unique_ptr<Phone> seatedPhone(Phones &host, int seat) {
    auto phone = std::make_unique<Phone>(host.port());
    phone->next(u"seats"_s);
    phone->send({{"type"_L1, "join"_L1}, {"seat"_L1, seat}});
    phone->next(u"waiting"_s);
    host.allow(host.requests().first().value<PhoneRequest>().id);
    phone->next(u"view"_s);
    return phone;
}

// A two-player Summit (phonetest::atSummit) served to both seats' phones, Mikah's (seat 0) and
// Ruth's; whatever refused it on the way, in `problem`.
struct SummitPhones {
    Table table{arcs::Catalog::builtIn()};
    QString problem = phonetest::atSummit(table);
    Phones host{table};
    QString notServed = host.serve(u"127.0.0.1"_s, 0);
    std::unique_ptr<Phone> mikah = seatedPhone(host, 0), ruth = seatedPhone(host, 1);
    int caller() const { return table.state().event->caller; }
    std::unique_ptr<Phone> &phoneOf(int seat) { return seat == 0 ? mikah : ruth; }
};

// A request over plain TCP: the whole answer (waited for in the event loop, which serves it).
QByteArray request(quint16 port, const QByteArray &head) {
    QTcpSocket socket;
    QByteArray answer;
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { answer += socket.readAll(); });
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }))
        return {};
    socket.write(head);
    [[maybe_unused]] const bool closed =
        QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; });
    return answer + socket.readAll();
}

QByteArray statusLine(const QByteArray &answer) {
    return answer.left(answer.indexOf("\r\n"));
}

} // namespace

class TestPhones : public QObject {
    Q_OBJECT

    std::unique_ptr<PhoneServer> m_server;
    std::unique_ptr<phones::PhoneDevices> m_devices;
    std::unique_ptr<PhoneHost> m_host;
    int m_tokens = 0;
    int m_tableChanges = 0;

    // Each seat's view holds its own secret, the public one none: what the engine's projection
    // does (tst_projection); here, that each phone is sent its own viewer's.
    QStringList m_entered; // the lines the table took, in order

    PhoneHost::TableAccess tableAccess() {
        return {[this](std::optional<int> seat) {
                    QJsonObject table{{"changes"_L1, m_tableChanges}};
                    if (seat)
                        table.insert("secret"_L1, u"secret-of-seat-%1"_s.arg(*seat));
                    return table;
                },
                [] {
                    return QJsonArray{QJsonObject{{"seat"_L1, 0}, {"name"_L1, "Ana"_L1}},
                                      QJsonObject{{"seat"_L1, 1}, {"name"_L1, "Ben"_L1}}};
                },
                [](int seat) { return seat == 0 ? u"Ana"_s : u"Ben"_s; },
                [](int seat, const QString &line) {
                    return phones::LinePreview{u"%1 would: %2"_s.arg(seat).arg(line), {}, {}, {}};
                },
                [this](int seat, const QString &line) {
                    if (line == "refuse me"_L1)
                        return phones::IntentAnswer{false, {}, u"No."_s};
                    m_entered.append(u"%1: %2"_s.arg(seat).arg(line));
                    ++m_tableChanges;
                    m_host->publish();
                    return phones::IntentAnswer{true, u"entered %1"_s.arg(line), {}};
                },
                [this](int seat, int fate) {
                    m_entered.append(u"%1: Fate %2"_s.arg(seat).arg(fate));
                    return phones::IntentAnswer{true, u"chose %1"_s.arg(fate), {}};
                },
                [this](int seat) {
                    m_entered.append(u"%1: ready"_s.arg(seat));
                    return phones::IntentAnswer{true, u"ready"_s, {}};
                },
                [this](int seat, int deal) {
                    m_entered.append(u"%1: agrees to deal %2"_s.arg(seat).arg(deal));
                    return phones::IntentAnswer{true, u"agreed"_s, {}};
                },
                [this](int seat, int eventFace, int numberFace) {
                    m_entered.append(u"%1: dice %2 %3"_s.arg(seat).arg(eventFace).arg(numberFace));
                    return phones::IntentAnswer{true, u"rolled"_s, {}};
                },
                [this](int seat, const phones::NoteIntent &note) {
                    m_entered.append(u"%1: note %2"_s.arg(seat).arg(note.text));
                    return phones::IntentAnswer{true, u"kept"_s, {}};
                }};
    }
    static QJsonObject turn(qint64 id, qint64 seen, const QString &line) {
        return {{"type"_L1, "turn"_L1}, {"id"_L1, id}, {"seen"_L1, seen}, {"line"_L1, line}};
    }
    quint16 port() const { return m_server->port(); }
    QString token(int n) const { return u"%1"_s.arg(n, 32, 10, QChar(u'0')); }

    // A phone let into `seat` (none: the public view), its pairing and first view taken.
    std::unique_ptr<Phone> pairedPhone(std::optional<int> seat) {
        auto phone = std::make_unique<Phone>(port());
        phone->next(u"seats"_s);
        phone->send({{"type"_L1, "join"_L1}, {"seat"_L1, seat ? QJsonValue(*seat) : QJsonValue()}});
        phone->next(u"waiting"_s);
        m_host->allow(m_devices->requests().last().id);
        phone->next(u"paired"_s);
        phone->next(u"view"_s);
        return phone;
    }

private slots:
    void init() {
        m_tokens = 0;
        m_tableChanges = 0;
        m_server = std::make_unique<PhoneServer>();
        m_devices = std::make_unique<phones::PhoneDevices>([this] { return token(++m_tokens); });
        m_entered.clear();
        m_host = std::make_unique<PhoneHost>(*m_server, *m_devices, tableAccess());
        QCOMPARE(m_server->listen(QHostAddress::LocalHost, 0), QString());
    }
    void cleanup() {
        m_host.reset();
        m_server.reset();
    }

    void aMessageIsReadOrRefusedWithItsReason() {
        using namespace phones;
        QCOMPARE(readMessage(R"({"type":"join","seat":2,"device":"  Pixel   7 "})").message,
                 PhoneMessage(AskToJoin{2, u"Pixel 7"_s}));
        QCOMPARE(readMessage(R"({"type":"join","seat":null})").message,
                 PhoneMessage(AskToJoin{std::nullopt, u"A phone"_s}));
        QCOMPARE(readMessage(R"({"type":"ping"})").message, PhoneMessage(Ping{}));
        QCOMPARE(
            readMessage(R"({"type":"resume","token":"0123456789abcdef0123456789abcdef"})").message,
            PhoneMessage(Resume{u"0123456789abcdef0123456789abcdef"_s}));
        QCOMPARE(readMessage("[1,2]").problem, u"The message is not a JSON object."_s);
        QCOMPARE(readMessage(R"({"type":"join","seat":1.5})").problem,
                 u"A seat is a number from 0 to 7."_s);
        // Found by fuzz_phones: a seat too large for an int was made one first.
        QCOMPARE(readMessage(R"({"type":"join","seat":8444444444444444444444444444444})").problem,
                 u"A seat is a number from 0 to 7."_s);
        QCOMPARE(readMessage(R"({"type":"join","seat":"Ben"})").problem,
                 u"A seat is a number from 0 to 7, or null for the table view."_s);
        QCOMPARE(readMessage(R"({"type":"resume","token":"../../etc"})").problem,
                 u"A resume needs the token the host gave: 32 hexadecimal digits."_s);
        QCOMPARE(readMessage(R"({"type":"preview","line":"a5 d"})").message,
                 PhoneMessage(Preview{u"a5 d"_s}));
        QCOMPARE(readMessage(R"({"type":"turn","id":7,"seen":12,"line":"end"})").message,
                 PhoneMessage(TurnIntent{7, 12, u"end"_s}));
        QCOMPARE(
            readMessage(R"({"type":"turn","id":9007199254740991,"seen":0,"line":"p"})").message,
            PhoneMessage(TurnIntent{9007199254740991, 0, u"p"_s}));
        const QString noId =
            u"An intent needs its id (a whole number from 1) and the revision of the view seen."_s;
        for (const char *bad : {R"({"type":"turn","id":0,"seen":1,"line":"end"})",
                                R"({"type":"turn","id":1.5,"seen":1,"line":"end"})",
                                R"({"type":"turn","id":-3,"seen":1,"line":"end"})",
                                R"({"type":"turn","id":"7","seen":1,"line":"end"})",
                                R"({"type":"turn","id":1e300,"seen":1,"line":"end"})",
                                R"({"type":"turn","id":7,"line":"end"})"})
            QCOMPARE(readMessage(bad).problem, noId);
        const QString noLine = u"A line is the text of a play, at most 120 characters."_s;
        QCOMPARE(readMessage(R"({"type":"turn","id":7,"seen":1,"line":"  "})").problem, noLine);
        QCOMPARE(readMessage(R"({"type":"preview","line":5})").problem, noLine);
        QCOMPARE(readMessage(QJsonDocument(QJsonObject{{"type"_L1, "preview"_L1},
                                                       {"line"_L1, QString(121, u'a')}})
                                 .toJson())
                     .problem,
                 noLine);
        QCOMPARE(readMessage(R"({"type":"undo"})").problem,
                 u"Unknown message type \"undo\": join, resume, ping, preview, turn, fate, "
                 u"ready, agree, eventDice and note are known."_s);
        QCOMPARE(
            readMessage(
                R"({"type":"note","id":7,"seen":1,"text":"4 hex","secret":true,"inExports":false})")
                .message,
            PhoneMessage(NoteIntent{7, 1, std::nullopt, u"4 hex"_s, true, false}));
        QCOMPARE(readMessage(R"({"type":"note","id":7,"seen":1,"text":""})").message,
                 PhoneMessage(NoteIntent{7, 1, std::nullopt, {}, false, false})); // wiped
        const QString badNote = u"A Fate note is text of at most 500 characters, with secret and "
                                u"inExports true or false."_s;
        for (const QByteArray &bad :
             {QByteArray(R"({"type":"note","id":7,"seen":1})"),
              QByteArray(R"({"type":"note","id":7,"seen":1,"text":"x","secret":"yes"})"),
              QJsonDocument(QJsonObject{{"type"_L1, "note"_L1},
                                        {"id"_L1, 7},
                                        {"seen"_L1, 1},
                                        {"text"_L1, QString(501, u'x')}})
                  .toJson()})
            QCOMPARE(readMessage(bad).problem, badNote);
        QCOMPARE(
            readMessage(R"({"type":"eventDice","id":6,"seen":3,"event":2,"number":5})").message,
            PhoneMessage(EventDiceIntent{6, 3, 2, 5}));
        for (const char *bad : {R"({"type":"eventDice","id":6,"seen":3,"event":0,"number":5})",
                                R"({"type":"eventDice","id":6,"seen":3,"event":2,"number":7})",
                                R"({"type":"eventDice","id":6,"seen":3,"event":2})"})
            QCOMPARE(readMessage(bad).problem,
                     u"The event die and the number die each show a face from 1 to 6."_s);
        QCOMPARE(readMessage(R"({"type":"agree","id":5,"seen":2,"deal":7})").message,
                 PhoneMessage(AgreeIntent{5, 2, 7}));
        for (const char *bad : {R"({"type":"agree","id":5,"seen":2})",
                                R"({"type":"agree","id":5,"seen":2,"deal":-1})",
                                R"({"type":"agree","id":5,"seen":2,"deal":"7"})"})
            QCOMPARE(readMessage(bad).problem,
                     u"An agreement names the deal's version, as the view gave it."_s);
        QCOMPARE(readMessage(R"({"type":"ready","id":3,"seen":8})").message,
                 PhoneMessage(ReadyIntent{3, 8}));
        QCOMPARE(readMessage(R"({"type":"ready","id":0,"seen":8})").problem, noId);
        QCOMPARE(readMessage(R"({"type":"fate","id":4,"seen":9,"fate":14})").message,
                 PhoneMessage(FateIntent{4, 9, 14}));
        for (const char *bad : {R"({"type":"fate","id":4,"seen":9,"fate":0})",
                                R"({"type":"fate","id":4,"seen":9,"fate":100})",
                                R"({"type":"fate","id":4,"seen":9,"fate":"Steward"})",
                                R"({"type":"fate","id":4,"seen":9})"})
            QCOMPARE(readMessage(bad).problem, u"A Fate is its number, from 1 to 99."_s);
        QCOMPARE(readMessage(R"({"type":"fate","seen":9,"fate":3})").problem, noId);
        QCOMPARE(readMessage(QByteArray(5000, ' ')).problem,
                 u"The message is 5000 bytes; at most 4096 are read."_s);
    }

    void onlyTheLocalNetworkIsServed_data() {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("local");
        for (const auto &[address, local] :
             QList<std::pair<QString, bool>>{{u"127.0.0.1"_s, true},
                                             {u"192.168.1.20"_s, true},
                                             {u"10.0.0.7"_s, true},
                                             {u"172.20.3.4"_s, true},
                                             {u"169.254.9.9"_s, true},
                                             {u"::1"_s, true},
                                             {u"fe80::1"_s, true},
                                             {u"fd12::5"_s, true},
                                             {u"::ffff:192.168.0.2"_s, true},
                                             {u"172.32.0.1"_s, false},
                                             {u"8.8.8.8"_s, false},
                                             {u"2001:db8::1"_s, false},
                                             {u"::ffff:8.8.8.8"_s, false}})
            QTest::newRow(qPrintable(address)) << address << local;
    }
    void onlyTheLocalNetworkIsServed() {
        QFETCH(QString, address);
        QFETCH(bool, local);
        QCOMPARE(PhoneServer::isLocalNetwork(QHostAddress(address)), local);
    }

    void thePageIsServedAndNothingElse() {
        const QByteArray page = request(port(), "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        QCOMPARE(statusLine(page), "HTTP/1.1 200 OK");
        QVERIFY(page.contains("Content-Type: text/html; charset=utf-8"));
        QVERIFY(page.contains("<title>Arcs Companion</title>"));
        QCOMPARE(statusLine(request(port(), "GET /phone.js?v=2 HTTP/1.1\r\n\r\n")),
                 "HTTP/1.1 200 OK");
        QVERIFY(request(port(), "GET /phone.css HTTP/1.1\r\n\r\n").contains("text/css"));
        QVERIFY(request(port(), "GET /play.js HTTP/1.1\r\n\r\n").contains("function enterLine"));
        QVERIFY(request(port(), "GET /area.js HTTP/1.1\r\n\r\n").contains("function areaParts"));
        QVERIFY(request(port(), "GET /note.js HTTP/1.1\r\n\r\n").contains("function showNote"));
        for (const QByteArray path : {"/../CMakeLists.txt", "/%2e%2e/%2e%2e/etc/passwd",
                                      "/phones/index.html", "//phone.js", "/PHONE.JS", "/socket"})
            QCOMPARE(statusLine(request(port(), "GET " + path + " HTTP/1.1\r\n\r\n")),
                     "HTTP/1.1 404 Not Found");
        QCOMPARE(statusLine(request(port(), "POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n")),
                 "HTTP/1.1 405 Method Not Allowed");
        QCOMPARE(statusLine(request(port(), "HELLO\r\n\r\n")), "HTTP/1.1 400 Bad Request");
        QCOMPARE(statusLine(request(port(), "GET / HTTP/1.1\r\nX: " + QByteArray(9000, 'a'))),
                 "HTTP/1.1 431 Request Header Fields Too Large");
        // An upgrade anywhere but /socket is not taken.
        QCOMPARE(statusLine(request(port(), "GET /other HTTP/1.1\r\nUpgrade: websocket\r\n"
                                            "Connection: Upgrade\r\n\r\n")),
                 "HTTP/1.1 404 Not Found");
    }

    void aPhoneAllowedSeesItsSeatAndNoOther() {
        auto ana = std::make_unique<Phone>(port());
        QCOMPARE(ana->next(u"seats"_s).value("seats"_L1).toArray().size(), 2);
        ana->send({{"type"_L1, "join"_L1}, {"seat"_L1, 0}, {"device"_L1, "Pixel"_L1}});
        ana->next(u"waiting"_s);
        QCOMPARE(m_devices->requests(),
                 (QList<phones::Request>{{1, 0, u"Pixel"_s}})); // the host is asked
        QCOMPARE(ana->countOf(u"view"_s), 0);                   // nothing before it allows
        m_host->allow(1);
        const QJsonObject paired = ana->next(u"paired"_s);
        QCOMPARE(paired.value("token"_L1).toString(), token(1));
        QCOMPARE(paired.value("seat"_L1).toInt(), 0);
        QCOMPARE(ana->next(u"view"_s).value("table"_L1).toObject().value("secret"_L1).toString(),
                 u"secret-of-seat-0"_s);
        auto ben = pairedPhone(1);
        auto tv = pairedPhone(std::nullopt);
        QCOMPARE(m_devices->devices().size(), 3);

        m_tableChanges = 1;
        m_host->publish();
        for (Phone *phone : {ana.get(), ben.get(), tv.get()})
            QCOMPARE(
                phone->next(u"view"_s).value("table"_L1).toObject().value("changes"_L1).toInt(), 1);
        QVERIFY(!ana->everReceived("secret-of-seat-1"));
        QVERIFY(!ben->everReceived("secret-of-seat-0"));
        QVERIFY(!tv->everReceived("secret-of"));
    }

    // A seat has one phone: another asking for it is refused with why, and the phones still
    // choosing are shown which seats are taken (a phone or a request holds them) as that changes.
    void aSeatHasOnePhone() {
        auto ana = pairedPhone(0);
        Phone other(port());
        const auto taken = [](const QJsonObject &seats) {
            QList<bool> out;
            for (const QJsonValue &seat : seats["seats"_L1].toArray())
                out.append(seat["taken"_L1].toBool());
            return out;
        };
        QCOMPARE(taken(other.next(u"seats"_s)), (QList<bool>{true, false}));
        other.send({{"type"_L1, "join"_L1}, {"seat"_L1, 0}});
        QCOMPARE(other.next(u"refused"_s).value("reason"_L1).toString(),
                 u"Ana's seat has a phone already: the host can remove it under Phones."_s);
        Phone first(port()), second(port());
        first.next(u"seats"_s);
        second.next(u"seats"_s);
        first.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}});
        first.next(u"waiting"_s);
        QCOMPARE(taken(second.next(u"seats"_s)), (QList<bool>{true, true})); // Ben's asked for
        QCOMPARE(first.countOf(u"seats"_s), 1); // a phone waiting is not offered seats
        second.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}});
        QCOMPARE(second.next(u"refused"_s).value("reason"_L1).toString(),
                 u"Another phone is waiting for Ben's seat."_s);
        first.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}});
        QCOMPARE(first.next(u"refused"_s).value("reason"_L1).toString(),
                 u"This phone has asked already."_s);
        m_host->remove(m_devices->devices().first().token); // Ana's phone taken out: free again
        QTRY_COMPARE(taken(other.lastOf(u"seats"_s)), (QList<bool>{false, true}));
    }

    void aPhoneRefusedOrGoneLeavesNoRequest() {
        Phone phone(port());
        phone.next(u"seats"_s);
        phone.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}});
        phone.next(u"waiting"_s);
        m_host->deny(m_devices->requests().first().id);
        QCOMPARE(phone.next(u"refused"_s).value("reason"_L1).toString(), u"The host said no."_s);
        QCOMPARE(phone.lastOf(u"refused"_s)["letGo"_L1], QJsonValue(true)); // the seats again
        QVERIFY(m_devices->requests().isEmpty());
        phone.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}});
        phone.next(u"waiting"_s);
        QSignalSpy changed(m_host.get(), &PhoneHost::requestsChanged);
        phone.socket().close();
        QVERIFY(changed.wait());
        QVERIFY(m_devices->requests().isEmpty());
        QVERIFY(m_devices->devices().isEmpty());
    }

    void aPairedPhoneComesBackWithItsToken() {
        auto ana = pairedPhone(0);
        ana->socket().close();
        ana.reset();
        Phone again(port());
        again.next(u"seats"_s);
        again.send({{"type"_L1, "resume"_L1}, {"token"_L1, token(1)}});
        QCOMPARE(again.next(u"paired"_s).value("seat"_L1).toInt(), 0);
        QCOMPARE(again.next(u"view"_s).value("table"_L1).toObject().value("secret"_L1).toString(),
                 u"secret-of-seat-0"_s);
        QVERIFY(m_host->isConnected(token(1)));

        Phone stranger(port());
        stranger.next(u"seats"_s);
        stranger.send({{"type"_L1, "resume"_L1}, {"token"_L1, token(7)}});
        const QJsonObject refusal = stranger.next(u"refused"_s);
        QCOMPARE(refusal.value("reason"_L1).toString(),
                 u"This phone is not paired with the host any more: ask for a seat again."_s);
        QCOMPARE(refusal["letGo"_L1], QJsonValue(true)); // the page forgets the token
        QCOMPARE(stranger.countOf(u"view"_s), 0);
    }

    void aRemovedPhoneIsLetGoAndItsTokenRefused() {
        auto ana = pairedPhone(0);
        m_host->remove(token(1));
        QCOMPARE(ana->next(u"refused"_s).value("reason"_L1).toString(),
                 u"The host removed this phone."_s);
        QVERIFY(QTest::qWaitFor(
            [&] { return ana->socket().state() == QAbstractSocket::UnconnectedState; }));
        Phone again(port());
        again.next(u"seats"_s);
        again.send({{"type"_L1, "resume"_L1}, {"token"_L1, token(1)}});
        QVERIFY(!again.next(u"refused"_s).isEmpty());
        m_host->publish();
        QTest::qWait(50);
        QCOMPARE(again.countOf(u"view"_s), 0);
    }

    void badMessagesAreRefusedAndChangeNothing() {
        Phone phone(port());
        phone.next(u"seats"_s);
        phone.socket().sendTextMessage(u"not json"_s);
        QCOMPARE(phone.next(u"refused"_s).value("reason"_L1).toString(),
                 u"The message is not a JSON object."_s);
        phone.socket().sendBinaryMessage("\x01\x02");
        QCOMPARE(phone.next(u"refused"_s).value("reason"_L1).toString(),
                 u"Messages are text (JSON)."_s);
        QVERIFY(m_devices->requests().isEmpty());
        // Above the cap, the host does not read it: the socket is closed.
        phone.socket().sendTextMessage(QString(phones::maxMessageBytes + 1, u'x'));
        QVERIFY(QTest::qWaitFor(
            [&] { return phone.socket().state() == QAbstractSocket::UnconnectedState; }));
    }

    void aFloodIsRefusedBeyondTheRate() {
        Phone phone(port());
        phone.next(u"seats"_s);
        for (int i = 0; i < PhoneServer::defaultMessagesPerSecond + 10; ++i)
            phone.send({{"type"_L1, "ping"_L1}});
        const QJsonObject refusal = phone.next(u"refused"_s);
        QCOMPARE(refusal.value("reason"_L1).toString(),
                 u"Too many messages: at most 20 a second."_s);
        // A flood (or a bad message) does not let go of the phone: it keeps its token and seat.
        QCOMPARE(refusal["letGo"_L1], QJsonValue(false));
        QTest::qWait(100);
        QCOMPARE(phone.countOf(u"pong"_s), PhoneServer::defaultMessagesPerSecond);
        QCOMPARE(phone.countOf(u"refused"_s), 1);
    }
    // An intent is applied once: resent (its answer lost with the Wi-Fi), on the same socket or
    // after a reconnect, it is answered "again" with its first answer (which the Wi-Fi may have
    // lost) and the table does not take it twice; the next id is applied; an older one is not.
    void anIntentIsAppliedOnceHoweverOftenItIsSent() {
        auto ana = pairedPhone(0);
        const QString token = m_devices->devices().first().token;
        ana->send(turn(1, 2, u"a5"_s));
        QCOMPARE(ana->next(u"answer"_s), (QJsonObject{{"type"_L1, "answer"_L1},
                                                      {"id"_L1, 1},
                                                      {"applied"_L1, true},
                                                      {"title"_L1, "entered a5"_L1},
                                                      {"problem"_L1, ""_L1}}));
        ana->send(turn(1, 2, u"a5"_s));
        QCOMPARE(ana->next(u"answer"_s), (QJsonObject{{"type"_L1, "answer"_L1},
                                                      {"id"_L1, 1},
                                                      {"again"_L1, true},
                                                      {"applied"_L1, true},
                                                      {"title"_L1, "entered a5"_L1},
                                                      {"problem"_L1, ""_L1}}));
        ana.reset(); // gone, and back with its token
        Phone again(port());
        again.next(u"seats"_s);
        again.send({{"type"_L1, "resume"_L1}, {"token"_L1, token}});
        again.next(u"view"_s);
        again.send(turn(1, 3, u"a5"_s));
        QCOMPARE(again.next(u"answer"_s)["again"_L1], QJsonValue(true));
        again.send(turn(2, 3, u"end"_s));
        QCOMPARE(again.next(u"answer"_s)["applied"_L1], QJsonValue(true));
        again.send(turn(1, 4, u"a7"_s)); // older than the last: no answer to repeat
        QCOMPARE(again.next(u"answer"_s),
                 (QJsonObject{{"type"_L1, "answer"_L1}, {"id"_L1, 1}, {"again"_L1, true}}));
        QCOMPARE(m_entered, (QStringList{u"0: a5"_s, u"0: end"_s}));
        QCOMPARE(m_devices->devices().first().lastIntent, 2);
        // A refusal answers the intent too: its resend is not read again.
        again.send(turn(3, 4, u"refuse me"_s));
        QCOMPARE(again.next(u"answer"_s)["problem"_L1], QJsonValue("No."_L1));
        again.send(turn(3, 4, u"refuse me"_s));
        const QJsonObject repeated = again.next(u"answer"_s);
        QCOMPARE(repeated["again"_L1], QJsonValue(true));
        QCOMPARE(repeated["problem"_L1], QJsonValue("No."_L1));
    }

    // A phone whose view is behind the table's gets the table as it is before its answer: the
    // intent was checked against that, not against what the phone saw.
    void aPhoneBehindIsSentTheTableBeforeItsAnswer() {
        auto ana = pairedPhone(0);
        const int views = ana->countOf(u"view"_s);
        const auto seen = [&] { return ana->lastOf(u"view"_s)["revision"_L1].toInteger(); };
        ana->send(turn(1, seen(), u"a5"_s)); // the view it has
        ana->next(u"answer"_s);
        QCOMPARE(ana->countOf(u"view"_s), views + 1); // the one the entry made
        ana->send(turn(2, seen() - 1, u"end"_s));     // a view behind
        ana->next(u"answer"_s);
        QCOMPARE(ana->countOf(u"view"_s), views + 3); // the current one first, then the entry's
    }

    // Only a phone paired with a seat enters anything: an unpaired phone is refused and let go,
    // the table view's intent is answered, refused with the reason; the table takes nothing; a
    // preview is as refused.
    void onlyASeatsPhoneEntersAnything() {
        Phone stranger(port());
        stranger.next(u"seats"_s);
        stranger.send(turn(1, 1, u"a5"_s));
        QCOMPARE(stranger.next(u"refused"_s)["reason"_L1],
                 QJsonValue("This phone is not paired with the host: ask for a seat first."_L1));
        stranger.send({{"type"_L1, "preview"_L1}, {"line"_L1, "a5"_L1}});
        QVERIFY(!stranger.next(u"refused"_s).isEmpty());
        QCOMPARE(stranger.countOf(u"preview"_s), 0);
        auto tv = pairedPhone(std::nullopt);
        tv->send(turn(1, 1, u"a5"_s));
        const QJsonObject answer = tv->next(u"answer"_s);
        QCOMPARE(answer["id"_L1], QJsonValue(1));
        QCOMPARE(answer["applied"_L1], QJsonValue(false));
        QCOMPARE(answer["problem"_L1],
                 QJsonValue("This phone watches the table: it enters nothing."_L1));
        tv->send({{"type"_L1, "preview"_L1}, {"line"_L1, "a5"_L1}});
        QCOMPARE(tv->next(u"refused"_s)["reason"_L1],
                 QJsonValue("This phone watches the table: it enters nothing."_L1));
        QVERIFY(m_entered.isEmpty());
        auto ben = pairedPhone(1);
        ben->send({{"type"_L1, "preview"_L1}, {"line"_L1, "m2 s"_L1}});
        QCOMPARE(ben->next(u"preview"_s)["preview"_L1], QJsonValue("1 would: m2 s"_L1));
    }

    // The app's Phones on a real table: each seat's phone is sent the engine's projection for
    // its seat, and a secret Fate note (Ben's Pirate's Haven) reaches Ben's phone alone, before
    // and after an entry; the table view's phone gets none.
    void eachPhoneIsSentItsSeatsProjectionAndNoOthersSecret() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        arcs::Journal act = arcs::test::campaignFixture().second[1];
        const QString haven = u"Pirate's Haven: 4-crescent"_s;
        QCOMPARE(act.apply(arcs::KeepFateNote{1, arcs::FateNote{haven, true, false, false}}),
                 QString());
        Table table(arcs::Catalog::builtIn());
        table.setJournal(act);
        Phones host(table);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        QCOMPARE(host.url(), u"http://127.0.0.1:%1/"_s.arg(host.port()));

        std::vector<std::unique_ptr<Phone>> seats;
        for (int seat = 0; seat < 4; ++seat) {
            auto phone = std::make_unique<Phone>(host.port());
            QCOMPARE(phone->next(u"seats"_s).value("seats"_L1).toArray()[seat]["name"_L1],
                     QJsonValue(table.state().playerName(seat)));
            phone->send({{"type"_L1, "join"_L1}, {"seat"_L1, seat}, {"device"_L1, "Pixel"_L1}});
            phone->next(u"waiting"_s);
            QCOMPARE(host.requests().size(), 1);
            host.allow(host.requests().first().value<PhoneRequest>().id);
            const QJsonObject view = phone->next(u"view"_s).value("table"_L1).toObject();
            QCOMPARE(view.value("viewer"_L1).toObject(),
                     (QJsonObject{{"kind"_L1, "seat"_L1}, {"seat"_L1, seat}}));
            seats.push_back(std::move(phone));
        }
        Phone tv(host.port());
        tv.next(u"seats"_s);
        tv.send({{"type"_L1, "join"_L1}, {"seat"_L1, QJsonValue()}});
        tv.next(u"waiting"_s);
        host.allow(host.requests().first().value<PhoneRequest>().id);
        QCOMPARE(tv.next(u"view"_s)["table"_L1]["viewer"_L1]["kind"_L1], QJsonValue("public"_L1));
        QCOMPARE(host.devices().size(), 5);
        QVERIFY(host.devices().first().value<PhoneDevice>().connected);

        QCOMPARE(
            table.apply(arcs::PlayCard{
                {1, arcs::PlayKind::Lead, arcs::CardId{arcs::Suit::Aggression, 3}, {}, false}}),
            QString());
        for (const auto &phone : seats)
            QCOMPARE(phone->next(u"view"_s)["table"_L1]["toAct"_L1], QJsonValue(2));
        tv.next(u"view"_s);
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(seats[std::size_t(seat)]->everReceived(haven.toUtf8()), seat == 1);
        QVERIFY(!tv.everReceived(haven.toUtf8()));
        // Each seat's phone has its own area, as the host's area sheet shows it; the table
        // view's has none. Ben's: a Material and a Fuel, the printed raid keys, three slots
        // under cities.
        const QJsonObject bens = seats[1]->lastOf(u"view"_s)["table"_L1]["myArea"_L1].toObject();
        QStringList types, keys, open, rivals;
        for (const QJsonValue &slot : bens["resources"_L1].toArray()) {
            types << slot["type"_L1].toString(u"-"_s);
            keys << QString::number(slot["keys"_L1].toInt());
            open << (slot["open"_L1].toBool() ? u"open"_s : u"city"_s);
        }
        QCOMPARE(types.join(u' '), u"material fuel - - - -"_s);
        QCOMPARE(keys.join(u' '), u"3 1 1 2 1 3"_s);
        QCOMPARE(open.join(u' '), u"open open open city city city"_s);
        QCOMPARE(bens["supply"_L1].toObject(),
                 (QJsonObject{
                     {"cities"_L1, 4}, {"ships"_L1, 9}, {"starports"_L1, 4}, {"agents"_L1, 10}}));
        for (const QJsonValue &rival : bens["rivals"_L1].toArray())
            rivals << rival["name"_L1].toString();
        QCOMPARE(rivals, (QStringList{u"Ana"_s, u"Cy"_s, u"Dee"_s}));
        QCOMPARE(seats[0]->lastOf(u"view"_s)["table"_L1]["myArea"_L1]["rivals"_L1][0]["name"_L1],
                 QJsonValue("Ben"_L1));
        QVERIFY(!tv.lastOf(u"view"_s)["table"_L1].toObject().contains("myArea"_L1));
        host.stop();
        QVERIFY(!host.serving());
    }

    // On a real table (the demo: Wren's turn under way, an action left), a seat's phone enters
    // its own play as the host's entry line would, with the same preview; another seat's play
    // is refused with whose it is; two phones at once are each applied or refused by the engine,
    // in the order they arrive, and none is lost.
    void aSeatsPhoneEntersItsOwnPlayAndNoOther() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Table table(arcs::Catalog::builtIn());
        table.loadDemo();
        const arcs::GameState &state = table.state();
        QVERIFY(state.turnPlayer() && state.toAct());
        const int turnSeat = *state.turnPlayer(), next = *state.toAct();
        RoundEntry hostLine(&table);
        const QString card = hostLine.followExamples().value(0).section(u' ', 0, 0);
        QVERIFY(!card.isEmpty());
        hostLine.draftTyped(card);
        const QString preview = hostLine.preview();
        QVERIFY(preview.contains(u"ends %1's turn"_s.arg(state.playerName(turnSeat))));

        Phones host(table);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        auto turnPhone = seatedPhone(host, turnSeat), nextPhone = seatedPhone(host, next);
        nextPhone->send({{"type"_L1, "preview"_L1}, {"line"_L1, card}});
        QCOMPARE(nextPhone->next(u"preview"_s)["preview"_L1].toString(), preview);

        const qint64 before = table.cursor();
        const QString turnName = state.playerName(turnSeat), nextName = state.playerName(next);
        nextPhone->send(turn(1, 0, u"end"_s));
        QCOMPARE(nextPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"It is %1's turn, not %2's."_s.arg(turnName, nextName));
        turnPhone->send(turn(1, 0, card));
        QCOMPARE(turnPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"%1 plays the next card, not %2."_s.arg(nextName, turnName));
        QCOMPARE(table.cursor(), before);

        // Both at once: the turn ended, then the card; or the card (which ends the turn), then
        // an "end" the engine refuses. Never one silently dropped.
        turnPhone->send(turn(2, 0, u"end"_s));
        nextPhone->send(turn(2, 0, card));
        const QJsonObject ended = turnPhone->next(u"answer"_s),
                          played = nextPhone->next(u"answer"_s);
        QVERIFY(played["applied"_L1].toBool());
        QVERIFY(ended["applied"_L1].toBool() || !ended["problem"_L1].toString().isEmpty());
        QCOMPARE(table.cursor(), before + 1 + (ended["applied"_L1].toBool() ? 1 : 0));
        QCOMPARE(played["title"_L1].toString(), table.undoTitle());
        QCOMPARE(*table.state().turnPlayer(), next); // the card's player takes their turn
    }

    // At the Intermission's step F each seat chooses its Fate on its own phone, from the Fates it
    // was dealt: the others see that it has chosen, not what, until every seat has; then all
    // are revealed together and no choice is taken any more.
    void eachSeatChoosesItsFateOnItsPhoneInSecret() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Table table(arcs::Catalog::builtIn());
        const QList<QList<int>> offers = phonetest::atFateChoice(table);
        QVERIFY(!offers.isEmpty());
        const int players = table.state().playerCount();

        Phones host(table);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        std::vector<std::unique_ptr<Phone>> phones;
        for (int seat = 0; seat < players; ++seat) {
            auto phone = std::make_unique<Phone>(host.port());
            phone->next(u"seats"_s);
            phone->send({{"type"_L1, "join"_L1}, {"seat"_L1, seat}});
            phone->next(u"waiting"_s);
            host.allow(host.requests().first().value<PhoneRequest>().id);
            const QJsonObject mine =
                phone->next(u"view"_s)["table"_L1]["seats"_L1][seat].toObject();
            QCOMPARE(mine["fatesOffered"_L1].toArray().size(), offers[seat].size());
            phones.push_back(std::move(phone));
        }
        const auto fate = [](qint64 id, int number) {
            return QJsonObject{
                {"type"_L1, "fate"_L1}, {"id"_L1, id}, {"seen"_L1, 0}, {"fate"_L1, number}};
        };
        // Another seat's Fate: refused by the engine, nothing chosen.
        const int notMine = *std::ranges::find_if(
            offers[0], [&](int number) { return !offers[1].contains(number); });
        phones[1]->send(fate(1, notMine));
        QVERIFY(phones[1]->next(u"answer"_s)["problem"_L1].toString().contains(
            u"chooses from the Fates they were dealt"_s));
        QVERIFY(!table.intermission()->fates[1]);

        const QString name = table.catalog().fate(offers[1][0])->name;
        phones[1]->send(fate(2, offers[1][0]));
        QCOMPARE(phones[1]->next(u"answer"_s)["title"_L1].toString(),
                 u"%1 chose the %2 in secret."_s.arg(table.state().playerName(1), name));
        QCOMPARE(table.intermission()->fates[1], offers[1][0]);
        const QJsonObject seen = phones[0]->next(u"view"_s)["table"_L1]["seats"_L1][1].toObject();
        QVERIFY(seen["fateChosen"_L1].toBool());
        QVERIFY(!seen.contains("fateChoice"_L1));
        QVERIFY(!phones[0]->everReceived(name.toUtf8())); // nor its name, in any message

        for (int seat = 0; seat < players; ++seat)
            if (seat != 1) {
                const int mine = *std::ranges::find_if(offers[seat], [&](int number) {
                    return !table.intermission()->fates.contains(number);
                });
                phones[std::size_t(seat)]->send(fate(3, mine));
                QVERIFY(phones[std::size_t(seat)]->next(u"answer"_s)["applied"_L1].toBool());
            }
        QVERIFY(table.intermission()->everyFateChosen());
        QTRY_COMPARE(phones[0]->lastOf(u"view"_s)["table"_L1]["seats"_L1][1]["fateChoice"_L1],
                     QJsonValue(offers[1][0])); // revealed together
        phones[1]->send(fate(4, offers[1].last()));
        QCOMPARE(phones[1]->next(u"answer"_s)["problem"_L1].toString(),
                 u"Every Fate is chosen and revealed."_s);
    }

    // At a step the table takes together (here the Intermission's), a seat's phone says it is
    // ready: the host and every phone show who is, until the step changes. Mid-round nothing
    // waits for the players, and Ready is refused with why.
    void aSeatsPhoneSaysItIsReadyForTheNextStep() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Table table(arcs::Catalog::builtIn());
        QVERIFY(!phonetest::atFateChoice(table).isEmpty());
        Phones host(table);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        auto ana = seatedPhone(host, 0), ben = seatedPhone(host, 1);
        QCOMPARE(ben->lastOf(u"view"_s)["table"_L1]["ready"_L1], QJsonValue(QJsonArray()));
        QSignalSpy readyChanged(&host, &Phones::readyChanged);
        const QJsonObject ready{{"type"_L1, "ready"_L1}, {"id"_L1, 1}, {"seen"_L1, 0}};
        ben->send(ready);
        const QJsonObject answer = ben->next(u"answer"_s);
        QCOMPARE(answer["title"_L1].toString(), u"Ben is ready for the next step."_s);
        QCOMPARE(host.readyLine(), u"Ready on their phones: Ben (1 of 4)"_s);
        QCOMPARE(readyChanged.size(), 1);
        QTRY_COMPARE(ana->lastOf(u"view"_s)["table"_L1]["ready"_L1], QJsonValue(QJsonArray{1}));

        // The table moves on a step: nobody is ready for the new one yet.
        arcs::IntermissionChoices earlier = *table.intermission();
        earlier.step -= 1;
        QCOMPARE(table.setIntermission(earlier), QString());
        QCOMPARE(host.readyLine(), QString());
        QTRY_COMPARE(ana->lastOf(u"view"_s)["table"_L1]["ready"_L1], QJsonValue(QJsonArray()));

        table.loadDemo(); // mid-round: nothing waits for the players
        QTRY_VERIFY(!ana->lastOf(u"view"_s)["table"_L1].toObject().contains("ready"_L1));
        ana->send(ready);
        QCOMPARE(ana->next(u"answer"_s)["problem"_L1].toString(),
                 u"Nothing waits for the players now: Ready is for the Intermission's steps and "
                 u"the round's event."_s);
    }

    // A deal listed at the Summit is in every view; the players it names agree to it on their
    // phones, each to the deal as shown (a deal changed since is refused), and once all have,
    // the host enters it. The host's Event screen says who has agreed.
    void aSummitDealIsAgreedOnThePhonesOfThePlayersItNames() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        SummitPhones at;
        QCOMPARE(at.problem + at.notServed, QString());
        Table &table = at.table;
        auto &mikah = at.mikah;
        QVERIFY(!mikah->lastOf(u"view"_s)["table"_L1].toObject().contains("summit"_L1));
        const int caller = at.caller(), rival = 1 - caller;
        const auto agree = [](qint64 id, const QJsonValue &deal) {
            return QJsonObject{
                {"type"_L1, "agree"_L1}, {"id"_L1, id}, {"seen"_L1, 0}, {"deal"_L1, deal}};
        };
        EventSteps screen(&table);

        // Only the caller is named: the rival's agreement is refused.
        screen.addMove(EventSteps::LeaveEmpire, caller, caller, 1);
        QCOMPARE(screen.refusal(), QString());
        auto &rivalPhone = at.phoneOf(rival), &callerPhone = at.phoneOf(caller);
        QTRY_VERIFY(rivalPhone->lastOf(u"view"_s)["table"_L1].toObject().contains("summit"_L1));
        QJsonObject deal = rivalPhone->lastOf(u"view"_s)["table"_L1]["summit"_L1].toObject();
        QCOMPARE(deal["parties"_L1], QJsonValue(QJsonArray{caller}));
        rivalPhone->send(agree(1, deal["version"_L1]));
        QCOMPARE(rivalPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"This deal does not name %1: only the players it names agree to it."_s.arg(
                     table.state().playerName(rival)));
        screen.clearDeal();
        QTRY_VERIFY(!rivalPhone->lastOf(u"view"_s)["table"_L1].toObject().contains("summit"_L1));

        // A Favor promised by the rival to the caller names both; every view shows it.
        const int before = table.journal().size();
        screen.addMove(EventSteps::PromiseFavor, rival, caller, 1);
        QTRY_VERIFY(mikah->lastOf(u"view"_s)["table"_L1].toObject().contains("summit"_L1));
        deal = mikah->lastOf(u"view"_s)["table"_L1]["summit"_L1].toObject();
        const QString promise = u"%1 promises %2 1 Favors"_s.arg(table.state().playerName(rival),
                                                                 table.state().playerName(caller));
        QCOMPARE(deal["moves"_L1], QJsonValue(QJsonArray{promise}));
        QCOMPARE(deal["parties"_L1], QJsonValue(QJsonArray{0, 1}));
        QCOMPARE(deal["agreed"_L1], QJsonValue(QJsonArray{}));
        rivalPhone->send(agree(2, deal["version"_L1]));
        QCOMPARE(rivalPhone->next(u"answer"_s)["title"_L1].toString(),
                 u"%1 agrees to the deal (1 of 2)."_s.arg(table.state().playerName(rival)));
        QCOMPARE(screen.agreement(),
                 u"Agreed on their phones: %1 · waiting for %2"_s.arg(
                     table.state().playerName(rival), table.state().playerName(caller)));
        QTRY_COMPARE(callerPhone->lastOf(u"view"_s)["table"_L1]["summit"_L1]["agreed"_L1],
                     QJsonValue(QJsonArray{rival}));

        // Listed again (the same move): the agreement was to the deal before, and goes.
        screen.clearDeal();
        screen.addMove(EventSteps::PromiseFavor, rival, caller, 1);
        QCOMPARE(screen.agreement(), QString());
        callerPhone->send(agree(1, deal["version"_L1]));
        QCOMPARE(callerPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"The deal has changed since your phone showed it: read it again, then agree."_s);
        QCOMPARE(table.journal().size(), before);

        QTRY_COMPARE(callerPhone->lastOf(u"view"_s)["table"_L1]["summit"_L1]["moves"_L1],
                     QJsonValue(QJsonArray{promise}));
        deal = callerPhone->lastOf(u"view"_s)["table"_L1]["summit"_L1].toObject();
        callerPhone->send(agree(2, deal["version"_L1]));
        QVERIFY(callerPhone->next(u"answer"_s)["applied"_L1].toBool());
        QCOMPARE(table.journal().size(), before);
        rivalPhone->send(agree(3, deal["version"_L1]));
        QCOMPARE(rivalPhone->next(u"answer"_s)["title"_L1].toString(),
                 u"Everyone named agreed; entered: %1"_s.arg(promise));
        QCOMPARE(table.journal().size(), before + 1);
        QCOMPARE(table.state().board.areas[caller].favors[rival], 1);
        QCOMPARE(screen.deal(), QStringList());
        QCOMPARE(screen.outcome(), promise); // the host says what the phones entered
        QTRY_VERIFY(!mikah->lastOf(u"view"_s)["table"_L1].toObject().contains("summit"_L1));
    }

    // At the event's Roll stage every view says who rolls and the event die's faces; that
    // player's phone enters what the real dice show, and nobody else's may.
    void theCallerEntersTheEventDiceOnTheirPhone() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        SummitPhones at;
        QCOMPARE(at.problem + at.notServed, QString());
        Table &table = at.table;
        const int caller = at.caller(), rival = 1 - caller;
        auto &callerPhone = at.phoneOf(caller), &rivalPhone = at.phoneOf(rival);
        const auto dice = [](qint64 id, int eventFace, int numberFace) {
            return QJsonObject{{"type"_L1, "eventDice"_L1},
                               {"id"_L1, id},
                               {"seen"_L1, 0},
                               {"event"_L1, eventFace},
                               {"number"_L1, numberFace}};
        };
        QVERIFY(!callerPhone->lastOf(u"view"_s)["table"_L1].toObject().contains("eventDice"_L1));
        callerPhone->send(dice(1, 1, 4));
        QCOMPARE(
            callerPhone->next(u"answer"_s)["problem"_L1].toString(),
            u"Settle the Summit first, then %1 rolls."_s.arg(table.state().playerName(caller)));

        QCOMPARE(table.apply(arcs::EndSummit{}), QString());
        QTRY_VERIFY(rivalPhone->lastOf(u"view"_s)["table"_L1].toObject().contains("eventDice"_L1));
        const QJsonObject shown =
            rivalPhone->lastOf(u"view"_s)["table"_L1]["eventDice"_L1].toObject();
        QCOMPARE(shown["roller"_L1].toInt(), caller);
        QCOMPARE(shown["faces"_L1].toArray().size(), 6);
        QCOMPARE(shown["faces"_L1][0].toString(),
                 EventSteps::eventFaceWords(table.catalog()).value(0));
        rivalPhone->send(dice(1, 1, 4));
        QCOMPARE(rivalPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"%1 rolls the event dice, not %2."_s.arg(table.state().playerName(caller),
                                                           table.state().playerName(rival)));
        QVERIFY(!table.state().event->roll);

        callerPhone->send(dice(2, 4, 3));
        const QJsonObject answer = callerPhone->next(u"answer"_s);
        QVERIFY2(answer["applied"_L1].toBool(), qPrintable(answer["problem"_L1].toString()));
        QCOMPARE(table.state().event->roll, std::optional(arcs::eventRoll(4, 3, table.catalog())));
        QCOMPARE(answer["title"_L1].toString(), table.undoTitle());
        QTRY_VERIFY(!rivalPhone->lastOf(u"view"_s)["table"_L1].toObject().contains("eventDice"_L1));
        callerPhone->send(dice(3, 4, 3));
        QCOMPARE(callerPhone->next(u"answer"_s)["problem"_L1].toString(),
                 u"The dice were already rolled for this event."_s);
    }

    // A player writes their Fate note on their phone: kept as the host keeps it, shown in their
    // own view, and a secret one never in a byte sent to another phone; empty wipes it.
    void aFateNoteIsWrittenOnItsPlayersPhone() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        SummitPhones at;
        QCOMPARE(at.problem + at.notServed, QString());
        const auto note = [](qint64 id, const QString &text, bool secret) {
            return QJsonObject{{"type"_L1, "note"_L1}, {"id"_L1, id},
                               {"seen"_L1, 0},         {"text"_L1, text},
                               {"secret"_L1, secret},  {"inExports"_L1, false}};
        };
        const QString haven = u"Pirate's Haven in 4 hex"_s;
        at.ruth->send(note(1, u"  "_s + haven + u" "_s, true));
        const QJsonObject answer = at.ruth->next(u"answer"_s);
        QCOMPARE(answer["title"_L1].toString(), u"Ruth keeps a secret for their Fate"_s);
        QCOMPARE(at.table.state().campaign->notes.value(1),
                 (arcs::FateNote{haven, true, false, false, 1}));
        QTRY_COMPARE(
            at.ruth->lastOf(u"view"_s)["table"_L1]["seats"_L1][1]["note"_L1]["text"_L1].toString(),
            haven);
        QTRY_VERIFY(at.mikah->lastOf(u"view"_s)["table"_L1]["seats"_L1][1].isObject());
        QVERIFY(!at.mikah->everReceived(haven.toUtf8()));

        at.ruth->send(note(2, QString(), false));
        QVERIFY(at.ruth->next(u"answer"_s)["applied"_L1].toBool());
        QCOMPARE(at.table.state().campaign->notes.value(1).text, QString());
        QVERIFY(!at.mikah->everReceived(haven.toUtf8()));
    }

    // The Pathfinder's Portal (Ben's, Fate 9, in the fixture's Act II) is written on the phone
    // of the player to his right, Ana, and never reaches his; his own phone may not write it.
    void thePathfindersPortalIsWrittenOnThePhoneToTheRight() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Table table(arcs::Catalog::builtIn());
        arcs::Journal act(table.catalog());
        auto start = std::get<arcs::StartGame>(arcs::test::campaignFixture().second[1].entry(0));
        start.setup.act->fates[1] = 9;
        QCOMPARE(act.apply(start), QString());
        table.setJournal(act);
        Phones host(table);
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        auto ana = seatedPhone(host, 0), ben = seatedPhone(host, 1);
        QCOMPARE(ben->lastOf(u"view"_s)["table"_L1]["seats"_L1][1]["noteWriter"_L1], QJsonValue(0));
        const QString portal = u"Portal: 5 crescent"_s;
        const auto note = [&](qint64 id, int player) {
            return QJsonObject{{"type"_L1, "note"_L1}, {"id"_L1, id},       {"seen"_L1, 0},
                               {"player"_L1, player},  {"text"_L1, portal}, {"secret"_L1, true}};
        };
        ben->send(note(1, 1));
        QCOMPARE(ben->next(u"answer"_s)["problem"_L1].toString(),
                 u"Ben's Fate note is written by Ana, the player to their right."_s);
        ana->send(note(1, 1));
        QVERIFY(ana->next(u"answer"_s)["applied"_L1].toBool());
        QCOMPARE(table.state().campaign->notes.value(1),
                 (arcs::FateNote{portal, true, false, false, 0}));
        QTRY_COMPARE(
            ana->lastOf(u"view"_s)["table"_L1]["seats"_L1][1]["note"_L1]["text"_L1].toString(),
            portal);
        QVERIFY(!ben->everReceived(portal.toUtf8()));
        ana->send(note(2, 0)); // Ana's own is hers to write
        QVERIFY(ana->next(u"answer"_s)["applied"_L1].toBool());
    }

    // A phone let in comes back to its seat after the app is closed and opened again: the
    // devices are kept with the game in the library; another game opened lets it go.
    void aPairedPhoneComesBackAfterARelaunch() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"library.sqlite"_s);
        QString token;
        QJsonObject firstAnswer;
        qint64 game = 0;
        {
            Table table(arcs::Catalog::builtIn());
            GamesLibrary library(table);
            QCOMPARE(library.openLibrary(path), QString());
            table.loadDemo();
            game = library.tableGameId();
            Phones host(table);
            host.keepIn(library);
            QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
            Phone ben(host.port());
            ben.next(u"seats"_s);
            ben.send({{"type"_L1, "join"_L1}, {"seat"_L1, 1}, {"device"_L1, "Pixel"_L1}});
            ben.next(u"waiting"_s);
            host.allow(host.requests().first().value<PhoneRequest>().id);
            token = ben.next(u"paired"_s).value("token"_L1).toString();
            ben.send(turn(5, 0, u"end"_s)); // answered, whatever the answer
            firstAnswer = ben.next(u"answer"_s);
            library.closeLibrary();
        }
        Table table(arcs::Catalog::builtIn());
        GamesLibrary library(table);
        QCOMPARE(library.openLibrary(path), QString());
        QCOMPARE(library.tableGameId(), game);
        Phones host(table);
        host.keepIn(library);
        QCOMPARE(host.devices().size(), 1);
        QCOMPARE(host.devices().first().value<PhoneDevice>().seatName, table.state().playerName(1));
        QCOMPARE(host.serve(u"127.0.0.1"_s, 0), QString());
        Phone again(host.port());
        again.next(u"seats"_s);
        again.send({{"type"_L1, "resume"_L1}, {"token"_L1, token}});
        QCOMPARE(again.next(u"paired"_s).value("seat"_L1).toInt(), 1);
        QCOMPARE(again.next(u"view"_s)["table"_L1]["viewer"_L1]["seat"_L1], QJsonValue(1));
        // Its last intent answered is kept too, with its answer: resent after the relaunch, it
        // is not read again, and is given the answer the host gave before.
        again.send(turn(5, 0, u"end"_s));
        const QJsonObject repeated = again.next(u"answer"_s);
        QCOMPARE(repeated["again"_L1], QJsonValue(true));
        QCOMPARE(repeated["problem"_L1], QJsonValue(firstAnswer["problem"_L1]));
        QCOMPARE(repeated["applied"_L1], QJsonValue(firstAnswer["applied"_L1]));

        // A new game at the same table (a campaign's next Act, say) keeps the phone at its seat,
        // kept with the new game too.
        table.loadDemo();
        const qint64 next = library.tableGameId();
        QVERIFY(next != game);
        QCOMPARE(host.devices().size(), 1);
        QCOMPARE(again.next(u"view"_s)["table"_L1]["viewer"_L1]["seat"_L1], QJsonValue(1));
        QCOMPARE(phones::PhoneDevices::fromJson(library.tablePhones()).size(), 1);
        // A game with phones of its own: those, and a phone it does not know is let go.
        host.remove(token);
        Phone other(host.port());
        other.next(u"seats"_s);
        other.send({{"type"_L1, "join"_L1}, {"seat"_L1, 2}});
        other.next(u"waiting"_s);
        host.allow(host.requests().first().value<PhoneRequest>().id);
        other.next(u"paired"_s);
        QCOMPARE(library.openGame(game), QString());
        QCOMPARE(other.next(u"refused"_s).value("reason"_L1).toString(),
                 u"The host opened another game: ask for a seat at it."_s);
        QCOMPARE(host.devices().size(), 1);
        QCOMPARE(host.devices().first().value<PhoneDevice>().token, token);
        library.closeLibrary();
    }
};

QTEST_GUILESS_MAIN(TestPhones)
#include "tst_phones.moc"
