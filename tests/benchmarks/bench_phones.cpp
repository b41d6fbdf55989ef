// SPDX-License-Identifier: GPL-3.0-or-later
// From an entry on the host to every phone's new view (issue 39: p99 within 50 ms on the 2-core
// machine): Act II of the campaign fixture on a Table, eight phones over loopback (the four
// seats and four table views, each a QWebSocket in this process), an entry applied, and the time
// until the last phone has the view of that entry. Beside it, in the same run, the same entry
// with no phone: the table's own work. Also the bytes of a seat's and of the public view, and
// the process's memory before and after the eight phones. Run by hand: build/tests/bench_phones
// [ENTRIES]. No timing is asserted anywhere.
#include "controllers/AppSettings.h"
#include "controllers/Phones.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "models/PhoneValues.h"
#include "store/CampaignFile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

namespace {

arcs::Journal actTwo() {
    QFile file(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the campaign fixture");
    QString error;
    const auto campaign = arcs::readCampaignFile(QJsonDocument::fromJson(file.readAll()).object(),
                                                 arcs::Catalog::builtIn(), &error);
    if (!campaign)
        qFatal("%s", qPrintable(error));
    return campaign->second.last();
}

// The n-th entry: a ship of one player added to, then taken from, a system in turn.
arcs::Entry correction(int n) {
    const QStringList kinds{QStringLiteral("gate"), QStringLiteral("arrow"),
                            QStringLiteral("crescent"), QStringLiteral("hex")};
    const int system = n % 24;
    QString error;
    const auto entry =
        arcs::entryFromJson({{QStringLiteral("action"), QStringLiteral("correct")},
                             {QStringLiteral("target"), QStringLiteral("pieces")},
                             {QStringLiteral("player"), system % 4},
                             {QStringLiteral("system"),
                              QStringLiteral("%1-%2").arg(system % 6 + 1).arg(kinds[system / 6])},
                             {QStringLiteral("piece"), QStringLiteral("ship")},
                             {QStringLiteral("damaged"), false},
                             {QStringLiteral("value"), n / 24 % 2}},
                            &error);
    if (!entry)
        qFatal("%s", qPrintable(error));
    return *entry;
}

qint64 residentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

// A phone: the newest revision it was sent, and the size of its last view.
struct Phone {
    QWebSocket socket;
    qint64 revision = 0;
    qsizetype viewBytes = 0;
};

// Serves events until `done` holds (QTest::qWaitFor sleeps 10 ms between looks); false after 5 s.
bool serveUntil(const std::function<bool()> &done) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > 5000)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ArcsCompanionTests"));
    QSettings().clear();
    const int entries = argc > 1 ? std::max(10, QString::fromLocal8Bit(argv[1]).toInt()) : 400;

    Table table(arcs::Catalog::builtIn());
    table.setJournal(actTwo());
    Phones host(table);
    int next = 0;
    std::vector<double> alone;
    for (int i = 0; i < entries; ++i) {
        QElapsedTimer clock;
        clock.start();
        if (const QString problem = table.apply(correction(next++)); !problem.isEmpty())
            qFatal("%s", qPrintable(problem));
        alone.push_back(double(clock.nsecsElapsed()) / 1e6);
    }

    const qint64 before = residentKiB();
    if (const QString problem = host.serve(QStringLiteral("127.0.0.1"), 0); !problem.isEmpty())
        qFatal("%s", qPrintable(problem));
    std::vector<std::unique_ptr<Phone>> phones;
    for (int n = 0; n < 8; ++n) {
        auto phone = std::make_unique<Phone>();
        Phone *at = phone.get();
        QObject::connect(
            &at->socket, &QWebSocket::textMessageReceived, &at->socket,
            [at, n](const QString &text) {
                const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
                const QString type = message.value(QStringLiteral("type")).toString();
                if (type == QStringLiteral("seats"))
                    at->socket.sendTextMessage(QString::fromUtf8(
                        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                                  {QStringLiteral("seat"),
                                                   n < 4 ? QJsonValue(n) : QJsonValue()}})
                            .toJson()));
                if (type == QStringLiteral("view")) {
                    at->revision = message.value(QStringLiteral("revision")).toInteger();
                    at->viewBytes = text.toUtf8().size();
                }
            });
        at->socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(host.port())));
        if (!QTest::qWaitFor([&] { return host.requests().size() == 1; }, 5000))
            qFatal("phone %d did not ask", n);
        host.allow(host.requests().first().value<PhoneRequest>().id);
        if (!QTest::qWaitFor([at] { return at->revision > 0; }, 5000))
            qFatal("phone %d has no view", n);
        phones.push_back(std::move(phone));
    }
    const qint64 after = residentKiB();

    std::vector<double> toEveryPhone;
    for (int i = 0; i < entries; ++i) {
        const qint64 seen = phones.front()->revision;
        QElapsedTimer clock;
        clock.start();
        if (const QString problem = table.apply(correction(next++)); !problem.isEmpty())
            qFatal("%s", qPrintable(problem));
        if (!serveUntil([&] {
                return std::ranges::all_of(phones,
                                           [seen](const auto &p) { return p->revision > seen; });
            }))
            qFatal("a phone missed entry %d", i);
        toEveryPhone.push_back(double(clock.nsecsElapsed()) / 1e6);
    }

    std::printf("Act II of the campaign fixture (%d entries), %d entries each way; in ms\n",
                table.cursor(), entries);
    std::printf("%-44s p50 %6.2f   p99 %6.2f\n", "an entry, no phone (the baseline)",
                percentile(alone, 0.5), percentile(alone, 0.99));
    std::printf("%-44s p50 %6.2f   p99 %6.2f\n", "an entry until all 8 phones have its view",
                percentile(toEveryPhone, 0.5), percentile(toEveryPhone, 0.99));
    std::printf("a seat's view %lld bytes, the table view's %lld bytes\n",
                qlonglong(phones[0]->viewBytes), qlonglong(phones[4]->viewBytes));
    std::printf("memory: %lld KiB before the phones, %lld KiB with 8 (+%lld KiB, the clients' "
                "sockets included)\n",
                before, after, after - before);
    return 0;
}
