// SPDX-License-Identifier: GPL-3.0-or-later
#include "Phones.h"

#include "AppSettings.h"
#include "EventSteps.h"
#include "GamesLibrary.h"
#include "PhoneValues.h"
#include "PlayerAreaValue.h"
#include "RoundEntry.h"
#include "Table.h"
#include "TypedTurn.h"
#include "data/Catalog.h"
#include "projection/TableProjection.h"
#include "rules/Events.h"
#include "rules/NextAct.h"

#include <QHostInfo>
#include <QJSEngine>
#include <QNetworkInterface>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace {

QPointer<Phones> s_instance;

// Docker's, VirtualBox's, a VPN's: where no phone at the table is (the best-known companion
// apps showed such an address, and phones could not join).
bool isVirtual(const QNetworkInterface &interface) {
    static const QStringList virtualNames{u"docker"_qs, u"veth"_qs, u"br-"_qs,      u"virbr"_qs,
                                          u"vmnet"_qs,  u"vbox"_qs, u"tun"_qs,      u"tap"_qs,
                                          u"wg"_qs,     u"zt"_qs,   u"tailscale"_qs};
    return interface.type() == QNetworkInterface::Virtual ||
           std::ranges::any_of(virtualNames, [&](const QString &prefix) {
               return interface.name().startsWith(prefix);
           });
}

} // namespace

Phones::Phones(Table &table, QObject *parent, int messagesPerSecond)
    : QObject(parent), m_table(table), m_server(messagesPerSecond),
      m_host(m_server, m_devices, tableAccess()) {
    // The step followed first: the views then say who is ready for the step as it is now.
    connect(&table, &Table::stateChanged, this, &Phones::followStep);
    connect(&table, &Table::intermissionChanged, this, &Phones::followStep);
    connect(&table, &Table::stateChanged, &m_host, &PhoneHost::publish);
    connect(&table, &Table::intermissionChanged, &m_host, &PhoneHost::publish); // a Fate chosen
    connect(&table.summit(), &SummitTalks::changed, &m_host, &PhoneHost::publish);
    connect(&m_host, &PhoneHost::requestsChanged, this, &Phones::requestsChanged);
    connect(&m_host, &PhoneHost::devicesChanged, this, &Phones::devicesChanged);
    followStep(); // the step the table is at already
}

void Phones::keepIn(GamesLibrary &library) {
    const auto restore = [this, &library] {
        QList<phones::Device> devices = phones::PhoneDevices::fromJson(library.tablePhones());
        // A game with no phones of its own (the campaign's next Act, a new game at the same
        // table) keeps the phones at the table, each at a seat it has.
        const bool carried = devices.isEmpty() && !m_devices.devices().isEmpty();
        if (carried)
            for (const phones::Device &device : m_devices.devices())
                if (!device.seat || *device.seat < m_table.state().playerCount())
                    devices.append(device);
        m_host.restore(devices);
        if (carried)
            library.keepTablePhones(m_devices.toJson());
    };
    connect(&m_table, &Table::gameChanged, this, restore);
    connect(&m_host, &PhoneHost::keptDevicesChanged, &library,
            [this, &library] { library.keepTablePhones(m_devices.toJson()); });
    restore();
}

Phones::~Phones() {
    m_server.close();
}

void Phones::useInQml(Phones *phones) {
    s_instance = phones;
}

Phones *Phones::create(QQmlEngine *, QJSEngine *) {
    QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership);
    return s_instance;
}

PhoneHost::TableAccess Phones::tableAccess() {
    return {[this](std::optional<int> seat) {
                const arcs::Viewer viewer =
                    seat ? arcs::Viewer::ofSeat(*seat) : arcs::Viewer::publicTable();
                const arcs::TableProjection table = arcs::projectTable(
                    m_table.state(), m_table.intermission(), viewer, m_table.catalog());
                QJsonObject view = withFateNames(table.toJson());
                // The seat's own area, as the host's area sheet shows it (all of it public on
                // the table; the phone shows its player's).
                if (seat && table.phase != arcs::Phase::NotStarted)
                    view.insert(QStringLiteral("myArea"),
                                PlayerAreaValue::of(table, *seat, m_table.catalog()).toJson());
                if (!m_readyStep.isEmpty()) { // a step waits for the players: who is ready
                    QJsonArray ready;
                    for (const int readySeat : m_ready)
                        ready.append(readySeat);
                    view.insert(QStringLiteral("ready"), ready);
                }
                if (const QJsonObject deal = summitDeal(); !deal.isEmpty())
                    view.insert(QStringLiteral("summit"), deal);
                if (const QJsonObject dice = eventDice(); !dice.isEmpty())
                    view.insert(QStringLiteral("eventDice"), dice);
                return view;
            },
            [this] {
                const QJsonObject table =
                    arcs::projectTable(m_table.state(), m_table.intermission(),
                                       arcs::Viewer::publicTable(), m_table.catalog())
                        .toJson();
                QJsonArray seats;
                for (const QJsonValue &seat : table.value(u"seats"_qs).toArray())
                    seats.append(QJsonObject{{u"seat"_qs, seat[u"seat"_qs]},
                                             {u"name"_qs, seat[u"name"_qs]},
                                             {u"colour"_qs, seat[u"colour"_qs]}});
                return seats;
            },
            [this](int seat) { return seatName(seat); },
            [this](int seat, const QString &line) { return previewLine(seat, line); },
            [this](int seat, const QString &line) { return enterLine(seat, line); },
            [this](int seat, int fate) { return chooseFate(seat, fate); },
            [this](int seat) { return markReady(seat); },
            [this](int seat, int deal) { return agreeToDeal(seat, deal); },
            [this](int seat, int eventFace, int numberFace) {
                return enterEventDice(seat, eventFace, numberFace);
            },
            [this](int seat, const phones::NoteIntent &note) { return keepNote(seat, note); }};
}

QString Phones::tableStep() const {
    if (const auto &intermission = m_table.intermission())
        return u"intermission %1"_s.arg(intermission->step);
    if (const auto &event = m_table.state().event)
        return u"event %1 %2 %3 %4"_s.arg(event->summitCalled ? int(*event->summitCalled) + 1 : 0)
            .arg(int(event->summitOver))
            .arg(event->resolving ? int(*event->resolving) + 1 : 0)
            .arg(event->stepsDone);
    return {};
}

void Phones::followStep() {
    const QString step = tableStep();
    if (step == m_readyStep)
        return;
    m_readyStep = step;
    m_ready.clear();
    emit readyChanged();
}

phones::IntentAnswer Phones::markReady(int seat) {
    if (m_readyStep.isEmpty())
        return {false,
                {},
                tr("Nothing waits for the players now: Ready is for the Intermission's steps and "
                   "the round's event.")};
    if (!m_ready.contains(seat)) {
        m_ready.append(seat);
        emit readyChanged();
        m_host.publish();
    }
    return {true, tr("%1 is ready for the next step.").arg(seatName(seat)), {}};
}

QJsonObject Phones::summitDeal() const {
    const SummitTalks &talks = m_table.summit();
    if (talks.moves().isEmpty())
        return {};
    QJsonArray moves, parties, agreed;
    for (const arcs::SummitMove &move : talks.moves())
        moves.append(arcs::summitMoveText(m_table.state(), move));
    for (const int seat : talks.parties())
        parties.append(seat);
    for (const int seat : talks.agreed())
        agreed.append(seat);
    return {{u"moves"_s, moves},
            {u"version"_s, talks.version()},
            {u"parties"_s, parties},
            {u"agreed"_s, agreed}};
}

phones::IntentAnswer Phones::agreeToDeal(int seat, int deal) {
    SummitTalks &talks = m_table.summit();
    const qsizetype parties = talks.parties().size();
    if (const QString why = talks.agree(seat, deal); !why.isEmpty())
        return {false, {}, why};
    if (talks.moves().isEmpty()) // the last agreement: the deal was entered
        return {true, tr("Everyone named agreed; entered: %1").arg(m_table.undoTitle()), {}};
    return {true,
            tr("%1 agrees to the deal (%2 of %3).")
                .arg(seatName(seat))
                .arg(talks.agreed().size())
                .arg(parties),
            {}};
}

QJsonObject Phones::eventDice() const {
    const auto &event = m_table.state().event;
    if (!event || arcs::eventStage(*event) != arcs::EventStage::Roll)
        return {};
    return {
        {u"roller"_s, event->caller},
        {u"faces"_s, QJsonArray::fromStringList(EventSteps::eventFaceWords(m_table.catalog()))}};
}

phones::IntentAnswer Phones::enterEventDice(int seat, int eventFace, int numberFace) {
    const auto &event = m_table.state().event;
    if (!event)
        return {
            false, {}, tr("No event is under way: the event dice are rolled at a round's end.")};
    // The caller rolls (rules/Events.cpp says so when the dice come too early).
    if (event->caller != seat)
        return {false,
                {},
                tr("%1 rolls the event dice, not %2.")
                    .arg(m_table.state().playerName(event->caller), seatName(seat))};
    const QString why =
        m_table.apply(arcs::RollEvent{arcs::eventRoll(eventFace, numberFace, m_table.catalog())});
    if (!why.isEmpty())
        return {false, {}, why};
    return {true, m_table.undoTitle(), {}};
}

phones::IntentAnswer Phones::keepNote(int seat, const phones::NoteIntent &note) {
    // Written by this seat: the engine refuses it where the Fate names another writer.
    arcs::FateNote kept{note.text.trimmed(), note.secret, note.inExports, false, seat};
    if (const QString why = m_table.apply(arcs::KeepFateNote{note.player.value_or(seat), kept});
        !why.isEmpty())
        return {false, {}, why};
    return {true, m_table.undoTitle(), {}};
}

QString Phones::readyLine() const {
    if (m_ready.isEmpty())
        return {};
    QStringList names;
    for (const int seat : m_ready)
        names.append(seatName(seat));
    return tr("Ready on their phones: %1 (%2 of %3)")
        .arg(names.join(u", "_s))
        .arg(m_ready.size())
        .arg(m_table.state().playerCount());
}

phones::IntentAnswer Phones::chooseFate(int seat, int fate) {
    const auto &intermission = m_table.intermission();
    if (!intermission)
        return {false, {}, tr("Fates are chosen at the Intermission, which has not begun.")};
    if (const QString why = arcs::fateChoiceProblem(m_table.state(), *intermission, seat);
        !why.isEmpty())
        return {false, {}, why};
    arcs::IntermissionChoices choices = *intermission;
    choices.fates[seat] = fate;
    if (const QString why = m_table.setIntermission(choices); !why.isEmpty())
        return {false, {}, why};
    // Said to this seat's phone alone: the Fate stays secret until every seat has chosen.
    return {
        true,
        tr("%1 chose the %2 in secret.").arg(seatName(seat), m_table.catalog().fate(fate)->name),
        {}};
}

QString Phones::notYours(int seat, const QString &line) const {
    const arcs::GameState &state = m_table.state();
    const std::optional<int> acting = typed::actingSeat(line, state);
    if (acting == seat)
        return {};
    if (!acting)
        return typed::isTurnCommand(line) ? tr("No turn is under way.")
                                          : tr("No card is to be played now.");
    return typed::isTurnCommand(line)
               ? tr("It is %1's turn, not %2's.").arg(state.playerName(*acting), seatName(seat))
               : tr("%1 plays the next card, not %2.")
                     .arg(state.playerName(*acting), seatName(seat));
}

// A RoundEntry of its own for each line: the host's entry line keeps its draft, and no second
// one follows every change of the table.
phones::LinePreview Phones::previewLine(int seat, const QString &line) {
    RoundEntry entry(&m_table);
    if (line.trimmed().isEmpty())
        return {{}, {}, entry.hint(), entry.numbers()};
    if (const QString why = notYours(seat, line); !why.isEmpty())
        return {{}, why, entry.hint(), entry.numbers()};
    entry.draftTyped(line);
    return {entry.preview(), entry.problem(), entry.hint(), entry.numbers()};
}

phones::IntentAnswer Phones::enterLine(int seat, const QString &line) {
    if (const QString why = notYours(seat, line); !why.isEmpty())
        return {false, {}, why};
    RoundEntry entry(&m_table);
    entry.draftTyped(line);
    if (!entry.enter(line))
        return {false, {}, entry.refusal()};
    return {true, m_table.undoTitle(), {}};
}

// The names of the Fates the view speaks of by number, for the phone to show: those it may
// see, and no other (the Fate cards' names are public; which one a seat holds may not be).
QJsonObject Phones::withFateNames(QJsonObject view) const {
    QJsonObject names;
    const auto name = [&](const QJsonValue &number) {
        if (const arcs::Fate *fate = m_table.catalog().fate(number.toInt()))
            names.insert(QString::number(number.toInt()), fate->name);
    };
    for (const QJsonValue &seat : view.value(u"seats"_qs).toArray()) {
        for (const QJsonValue &offered : seat[u"fatesOffered"_qs].toArray())
            name(offered);
        name(seat[u"fate"_qs]);
        name(seat[u"fateChoice"_qs]);
    }
    if (!names.isEmpty())
        view.insert(u"fateNames"_qs, names);
    return view;
}

QString Phones::seatName(std::optional<int> seat) const {
    return seat ? m_table.state().playerName(*seat) : QString();
}

QStringList Phones::addresses() const {
    QStringList real, virtualOnes;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() != QAbstractSocket::IPv4Protocol || !PhoneServer::isLocalNetwork(ip))
                continue;
            (isVirtual(interface) ? virtualOnes : real).append(ip.toString());
        }
    }
    // Last, this computer alone: to try the page here, or where it is on no network.
    return real + virtualOnes + QStringList{u"127.0.0.1"_qs};
}

QString Phones::url() const {
    return serving() ? u"http://%1:%2/"_qs.arg(m_address).arg(m_server.port()) : QString();
}

QString Phones::hostName() const {
    const QString name = QHostInfo::localHostName();
    return name.isEmpty() ? QString() : name + u".local"_qs;
}

QString Phones::serve(const QString &address, int port) {
    const QStringList known = addresses();
    QString chosen = address.isEmpty() ? AppSettings::instance()->phonesAddress() : address;
    if (address.isEmpty() && !known.contains(chosen))
        chosen = known.first();
    const QHostAddress host(chosen);
    if (host.isNull() || !PhoneServer::isLocalNetwork(host))
        m_problem = tr("%1 is not an address of the local network: choose one of this "
                       "computer's (%2).")
                        .arg(chosen, known.join(u", "_qs));
    else if (port < 0 || port > 65535)
        m_problem =
            tr("A port is a number from 1 to 65535, or 0 for a free one; got %1.").arg(port);
    else
        m_problem = m_server.listen(host, quint16(port));
    if (m_problem.isEmpty()) {
        m_address = chosen;
        if (known.contains(chosen))
            AppSettings::instance()->setPhonesAddress(chosen);
    }
    emit servingChanged();
    return m_problem;
}

void Phones::stop() {
    m_server.close();
    emit servingChanged();
}

void Phones::allow(int request) {
    m_host.allow(request);
}

void Phones::refuse(int request) {
    m_host.deny(request);
}

void Phones::remove(const QString &token) {
    m_host.remove(token);
}

QVariantList Phones::requests() const {
    QVariantList out;
    for (const phones::Request &request : m_devices.requests())
        out.append(
            QVariant::fromValue(PhoneRequest{request.id, seatName(request.seat), request.name}));
    return out;
}

QVariantList Phones::devices() const {
    QVariantList out;
    for (const phones::Device &device : m_devices.devices())
        out.append(QVariant::fromValue(PhoneDevice{device.token, seatName(device.seat), device.name,
                                                   m_host.isConnected(device.token)}));
    return out;
}
