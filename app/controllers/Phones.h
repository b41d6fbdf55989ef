// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PhoneDevices.h"
#include "PhoneHost.h"
#include "PhoneServer.h"

#include <QHostAddress>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class GamesLibrary;
class Table;
class QQmlEngine;
class QJSEngine;

// The phones at the table, as the host's screen runs them: serving or not, on which address,
// the phones waiting to be let in and those let in. Each phone is sent the engine's projection
// of the table for its seat (or the public one) after every change. Off until the host turns it
// on (or `--phones` asks at launch); stopped when the app quits.
class Phones : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool serving READ serving NOTIFY servingChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY servingChanged)
    // The host's addresses on the local network, the likeliest first (virtual adapters last,
    // then 127.0.0.1, which only this computer reaches).
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY addressesChanged)
    Q_PROPERTY(QString address READ address NOTIFY servingChanged)
    Q_PROPERTY(QString url READ url NOTIFY servingChanged) // "http://192.168.1.20:52310/"
    Q_PROPERTY(QString hostName READ hostName CONSTANT)    // "study.local"
    // Whether the address served is this computer's alone (no phone reaches it).
    Q_PROPERTY(bool thisComputerOnly READ thisComputerOnly NOTIFY servingChanged)
    Q_PROPERTY(QVariantList requests READ requests NOTIFY requestsChanged)
    Q_PROPERTY(QVariantList devices READ devices NOTIFY devicesChanged)
    // Who has said on their phone that they are ready for the table's next step (of the
    // Intermission, or of the round's event): "Ready on their phones: Ana, Ben (2 of 4)", or ""
    // while nobody has or no step waits for the players.
    Q_PROPERTY(QString readyLine READ readyLine NOTIFY readyChanged)

public:
    explicit Phones(Table &table, QObject *parent = nullptr,
                    int messagesPerSecond = PhoneServer::defaultMessagesPerSecond);
    ~Phones() override;
    static void useInQml(Phones *phones);
    static Phones *create(QQmlEngine *, QJSEngine *);

    bool serving() const { return m_server.isListening(); }
    QString problem() const { return m_problem; }
    QStringList addresses() const;
    QString address() const { return m_address; }
    QString url() const;
    bool thisComputerOnly() const { return serving() && QHostAddress(m_address).isLoopback(); }
    QString hostName() const;
    QVariantList requests() const;
    QVariantList devices() const;
    QString readyLine() const;

    // Serves phones on `address` (one of addresses(), or "" for the first) and `port` (0: a
    // free one): empty, or why not (also in `problem`).
    Q_INVOKABLE QString serve(const QString &address, int port = 0);
    Q_INVOKABLE void stop();
    Q_INVOKABLE void allow(int request);
    Q_INVOKABLE void refuse(int request);
    Q_INVOKABLE void remove(const QString &token);
    quint16 port() const { return m_server.port(); }
    // The phones let in are kept with the table's game in `library`: each game's come back
    // when it is opened again, after a relaunch too; a game with none of its own keeps those
    // at the table.
    void keepIn(GamesLibrary &library);

signals:
    void servingChanged();
    void addressesChanged();
    void requestsChanged();
    void devicesChanged();
    void readyChanged();

private:
    PhoneHost::TableAccess tableAccess();
    QString seatName(std::optional<int> seat) const;
    QJsonObject withFateNames(QJsonObject view) const;
    // A seat's line, read as the host's entry line reads it (RoundEntry): what it would do, and
    // entering it. Only the seat whose card or turn it is may.
    phones::LinePreview previewLine(int seat, const QString &line);
    phones::IntentAnswer enterLine(int seat, const QString &line);
    // A seat's secret Fate for the next Act, at the Intermission's step F.
    phones::IntentAnswer chooseFate(int seat, int fate);
    QString notYours(int seat, const QString &line) const;
    // The step the players are at, for Ready: the Intermission's, or the round's event's;
    // empty when none waits for them. A new step: nobody is ready for it yet.
    QString tableStep() const;
    void followStep();
    phones::IntentAnswer markReady(int seat);
    // The deal listed at the Summit, for every view (it is said aloud at the table): its moves,
    // version, the players it names and who of them has agreed; empty while none is listed.
    QJsonObject summitDeal() const;
    phones::IntentAnswer agreeToDeal(int seat, int deal);
    // The event dice at the event's Roll stage, for every view: who rolls them (the caller)
    // and the event die's faces in words; empty at any other time.
    QJsonObject eventDice() const;
    phones::IntentAnswer enterEventDice(int seat, int eventFace, int numberFace);
    // The seat's own Fate note, kept as the host's Fate notes keep it.
    phones::IntentAnswer keepNote(int seat, const phones::NoteIntent &note);

    Table &m_table;
    PhoneServer m_server;
    phones::PhoneDevices m_devices;
    PhoneHost m_host;
    QString m_address;
    QString m_problem;
    QString m_readyStep;
    QList<int> m_ready; // seats, in the order they said so
};
