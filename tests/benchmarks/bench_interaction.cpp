// SPDX-License-Identifier: GPL-3.0-or-later
// From a tap or a key to the frame that shows what it did (issue 38: p99 within a 60 Hz frame,
// 16.7 ms): the real window, offscreen, on a campaign Act of 1,500 entries, driven by input
// events through a card, an undo, a tap on the map, a correction, the chapter end's question, a
// page change and a battle's Apply; beside it the same click on a bare Qt Quick Controls
// window, in the same run. Each input is sent once the window has settled; the time runs to
// the last frame the input makes the window swap. Run by hand: build/tests/bench_interaction
// [ROUNDS]. No timing is asserted anywhere.
#include "../e2e/AppUnderTest.h"

#include "controllers/BattlePlanner.h"
#include "models/ReachSystem.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQuickItem>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <functional>

Q_IMPORT_QML_PLUGIN(Arcs_AppPlugin)
Q_IMPORT_QML_PLUGIN(Arcs_UiPlugin)

namespace {

// Act II of tests/data/campaign-act-two.json taken to 1,500 entries by corrections of ships
// across the map (as bench_projection takes it), with Ben's ships beside the Blight at 1-arrow
// for the battle; written as a game file in `dir`.
QString longActFile(const QString &dir) {
    QFile fixture(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"));
    if (!fixture.open(QIODevice::ReadOnly))
        qFatal("cannot read the campaign fixture");
    QJsonObject campaign = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonArray acts = campaign.value(u"acts"_qs).toArray();
    QJsonObject act = acts.last().toObject();
    QJsonArray entries = act.value(u"entries"_qs).toArray();
    const auto ships = [](int player, const QString &system, int value) {
        return QJsonObject{{u"action"_qs, u"correct"_qs}, {u"target"_qs, u"pieces"_qs},
                           {u"player"_qs, player},        {u"system"_qs, system},
                           {u"piece"_qs, u"ship"_qs},     {u"damaged"_qs, false},
                           {u"value"_qs, value}};
    };
    const QStringList kinds{u"gate"_qs, u"arrow"_qs, u"crescent"_qs, u"hex"_qs};
    for (int entry = 0; entries.size() < 1499; ++entry) {
        const int system = entry % 24;
        entries.append(ships(system % 4, u"%1-%2"_qs.arg(system % 6 + 1).arg(kinds[system / 6]),
                             entry / 24 % 2));
    }
    entries.append(ships(1, u"1-arrow"_qs, 3));
    act.insert(u"entries"_qs, entries);
    act.insert(u"cursor"_qs, entries.size());
    acts.replace(acts.size() - 1, act);
    campaign.insert(u"acts"_qs, acts);
    const QString path = dir + u"/long-act.json"_qs;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(campaign).toJson()) < 0)
        qFatal("cannot write the long Act");
    return path;
}

// From an input to the first frame the window swaps after it, and to the last one before the
// window settles (a change may take more than one frame to show whole, an animation several),
// in milliseconds; -1 where no frame came within a second.
struct Latency {
    double firstFrame = -1, lastFrame = -1;
};

class FrameClock {
public:
    explicit FrameClock(QQuickWindow &window) : m_window(window) { m_clock.start(); }

    Latency measure(const std::function<void()> &input) {
        QTest::qWait(quiet); // settled: no frame of an earlier input still to come
        std::atomic<qint64> first{-1}, last{-1};
        const auto connection = QObject::connect(
            &m_window, &QQuickWindow::frameSwapped, &m_window,
            [&] {
                const qint64 now = m_clock.nsecsElapsed();
                qint64 none = -1;
                first.compare_exchange_strong(none, now);
                last = now;
            },
            Qt::DirectConnection); // on the render thread, where there is one
        const qint64 start = m_clock.nsecsElapsed();
        input();
        const auto since = [&](qint64 at) { return (m_clock.nsecsElapsed() - at) / 1000000; };
        while (since(start) < 1000 && (last.load() < 0 || since(last.load()) < quiet))
            QTest::qWait(2);
        QObject::disconnect(connection);
        const auto after = [&](qint64 at) { return at < 0 ? -1 : double(at - start) / 1e6; };
        return {after(first.load()), after(last.load())};
    }

private:
    static constexpr int quiet = 100; // ms without a frame: the input's frames are all shown
    QQuickWindow &m_window;
    QElapsedTimer m_clock;
};

QPoint centreOf(const QQuickItem *item) {
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

QQuickItem *named(QQuickWindow &window, const QString &name) {
    QQuickItem *item = window.findChild<QQuickItem *>(name);
    if (!item)
        qFatal("no item named %s", qPrintable(name));
    return item;
}

// The first visible item under `root` (by the scene's tree: a Repeater's delegates are not
// its QObject children) that `matches`.
QQuickItem *findItem(QQuickItem *root, const std::function<bool(QQuickItem *)> &matches) {
    for (QQuickItem *child : root->childItems()) {
        if (!child->isVisible())
            continue;
        if (matches(child))
            return child;
        if (QQuickItem *found = findItem(child, matches))
            return found;
    }
    return nullptr;
}

// The map's tap target for `system` (SystemNode: a `system` and a `diameter`).
QQuickItem *systemNode(QQuickWindow &window, arcs::SystemId system) {
    if (QQuickItem *node = findItem(window.contentItem(), [&](QQuickItem *item) {
            return item->property("diameter").isValid() &&
                   item->property("system").value<ReachSystem>() == ReachSystem(system);
        }))
        return node;
    qFatal("no system %s on the map", qPrintable(system.name()));
}

// Qt 6.4's QTest types into widgets only: into a window, a key at a time.
void typeInto(QQuickWindow *window, const char *text) {
    for (const char *key = text; *key; ++key)
        QTest::keyClick(window, *key);
}

// Each kind's times, in the order first measured.
struct Timings {
    QList<std::pair<const char *, QList<Latency>>> kinds;
    QList<Latency> &operator[](const char *kind) {
        for (auto &[name, times] : kinds)
            if (qstrcmp(name, kind) == 0)
                return times;
        return kinds.emplace_back(kind, QList<Latency>()).second;
    }
};

// The median and the 99th percentile of `times` ("p50/p99"), or why there are none.
QString percentiles(QList<double> times) {
    const qsizetype missed = times.removeAll(-1.0);
    if (times.isEmpty())
        return u"no frame"_qs;
    std::sort(times.begin(), times.end());
    const auto at = [&](double share) {
        return times[std::min(times.size() - 1, qsizetype(share * double(times.size())))];
    };
    return u"%1 / %2"_qs.arg(at(0.5), 6, 'f', 2).arg(at(0.99), 6, 'f', 2) +
           (missed > 0 ? u" (%1 without a frame)"_qs.arg(missed) : QString());
}

void report(const char *kind, const QList<Latency> &times) {
    QList<double> first, last;
    for (const Latency &time : times) {
        first << time.firstFrame;
        last << time.lastFrame;
    }
    std::printf("%-32s %-20s %s\n", kind, qPrintable(percentiles(first)),
                qPrintable(percentiles(last)));
}

// The baseline: a click on a bare Qt Quick Controls window whose button changes a label.
QList<Latency> bareWindowClicks(int rounds) {
    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData(R"(
        import QtQuick
        import QtQuick.Controls
        ApplicationWindow {
            width: 1280; height: 720; visible: true
            Column {
                Button { objectName: "button"; text: "Play"; onClicked: label.n++ }
                Label { id: label; property int n: 0; text: "Clicked " + n + " times" }
            }
        })",
                      QUrl());
    std::unique_ptr<QQuickWindow> window(qobject_cast<QQuickWindow *>(component.create()));
    if (!window || !QTest::qWaitForWindowExposed(window.get()))
        qFatal("the bare window could not be made");
    FrameClock clock(*window);
    const QPoint button = centreOf(named(*window, u"button"_qs));
    QList<Latency> times;
    for (int round = 0; round < rounds; ++round)
        times << clock.measure(
            [&] { QTest::mouseClick(window.get(), Qt::LeftButton, {}, button); });
    return times;
}

} // namespace

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 40;
    AppUnderTest::setUpTestRun();
    QFont bodyFont = QGuiApplication::font(); // as main() makes it: text is laid out alike
    bodyFont.setPixelSize(16);
    bodyFont.setHintingPreference(QFont::PreferVerticalHinting);
    QGuiApplication::setFont(bodyFont);
    Timings times;
    times["bare window: a button's click"] = bareWindowClicks(rounds);

    AppUnderTest arcs;
    if (!arcs.open(QSize(1280, 720)))
        qFatal("the app's window could not be made");
    if (const QString problem =
            arcs.library.importGame(QUrl::fromLocalFile(longActFile(arcs.dir.path())));
        !problem.isEmpty())
        qFatal("%s", qPrintable(problem));
    qint64 newest = 0;
    for (const arcs::GameSummary &game : arcs.library.library()->games())
        newest = std::max(newest, game.id);
    if (const QString problem = arcs.library.openGame(newest); !problem.isEmpty())
        qFatal("%s", qPrintable(problem));
    QTest::qWait(500); // the map's tap targets are made after the first frame
    std::printf("A campaign Act of %lld entries, the window at 1280x720, %d rounds; in ms, "
                "p50 / p99\n%-32s %-20s %s\n",
                qlonglong(arcs.table.cursor()), rounds, "", "to the first frame",
                "to the last frame");

    QQuickWindow *window = arcs.window.get();
    window->requestActivate();
    if (!QTest::qWaitForWindowActive(window))
        qFatal("the window takes no keys");
    FrameClock clock(*window);
    const qsizetype entries = arcs.table.cursor();
    const auto expectEntries = [&](qsizetype count, const char *after) {
        if (arcs.table.cursor() != count)
            qFatal("after %s: %lld entries, not %lld", after, qlonglong(arcs.table.cursor()),
                   qlonglong(count));
    };
    const auto key = [window](Qt::Key key, Qt::KeyboardModifiers modifiers = {}) {
        return [=] { QTest::keyClick(window, key, modifiers); };
    };
    const auto click = [window](QQuickItem *item) {
        return [=] { QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(item)); };
    };
    const auto settle = [] { QTest::qWait(100); };
    for (int round = 0; round < rounds; ++round) {
        QQuickItem *field = named(*window, u"entryField"_qs);
        field->forceActiveFocus();
        typeInto(window, "a4");
        times["a card typed, Enter"].append(clock.measure(key(Qt::Key_Return)));
        expectEntries(entries + 1, "the card");
        times["Undo (Ctrl+Z)"].append(clock.measure(key(Qt::Key_Z, Qt::ControlModifier)));
        expectEntries(entries, "the undo");
        arcs.table.dropUndone(); // as the table's "Drop them" does
        times["a tap on the map: its sheet"].append(
            clock.measure(click(systemNode(*window, {4, arcs::SystemKind::Hex}))));
        // The sheet scrolled to its corrections, and they opened.
        QQuickItem *corrections = named(*window, u"correctPieces"_qs);
        auto *flick =
            named(*window, u"systemScroll"_qs)->property("contentItem").value<QQuickItem *>();
        flick->setProperty(
            "contentY",
            corrections->mapToItem(flick->property("contentItem").value<QQuickItem *>(), QPointF())
                .y());
        settle();
        QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(corrections));
        settle();
        QQuickItem *ship = findItem(window->contentItem(), [](QQuickItem *item) {
            return item->objectName() == u"plus"_qs && item->parentItem() &&
                   item->parentItem()->objectName().startsWith(u"correct_"_qs);
        });
        if (!ship || centreOf(ship).y() >= window->height())
            qFatal("no ship to correct in sight");
        times["a correction: + a ship"].append(clock.measure(click(ship)));
        expectEntries(entries + 1, "the correction");
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
        arcs.table.dropUndone();
        QTest::keyClick(window, Qt::Key_Escape);
        settle();
        times["End chapter...: its question"].append(
            clock.measure(click(named(*window, u"endChapterButton"_qs))));
        QTest::keyClick(window, Qt::Key_Escape);
        settle();

        // Ben leads an Aggression and battles the Blight at 1-arrow: the roll entered, Apply.
        field->forceActiveFocus();
        typeInto(window, "a4");
        QTest::keyClick(window, Qt::Key_Return);
        expectEntries(entries + 1, "the card");
        times["Battle & Dice (Ctrl+2)"].append(clock.measure(key(Qt::Key_2, Qt::ControlModifier)));
        auto *planner = window->findChild<BattlePlanner *>();
        planner->battleIn(arcs::SystemId{1, arcs::SystemKind::Arrow}, 1);
        planner->setDice(arcs::BattleDie::Assault, 1);
        planner->roll()->enterDice();
        planner->roll()->setFace(arcs::BattleDie::Assault, 0, 1);
        settle();
        QQuickItem *apply = named(*window, u"applyBattleButton"_qs);
        if (planner->roll()->applyProblem().isEmpty())
            times["a battle's Apply result"].append(clock.measure(click(apply)));
        else
            qFatal("the battle cannot be applied: %s", qPrintable(planner->roll()->applyProblem()));
        expectEntries(entries + 2, "the battle");
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier); // the battle
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier); // the card
        expectEntries(entries, "the undos");
        arcs.table.dropUndone();
        times["the Table page (Ctrl+1)"].append(clock.measure(key(Qt::Key_1, Qt::ControlModifier)));
    }
    for (const auto &[kind, measured] : times.kinds)
        report(kind, measured);
    return 0;
}
