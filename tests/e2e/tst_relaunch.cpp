// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

// The real arcs-companion launched twice on one library: the second launch brings the first
// window forward and leaves, so two windows never write over each other's entries; a library
// whose app was killed opens again.
class TestRelaunch : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString library() const { return m_dir.filePath(QStringLiteral("library.sqlite")); }

    void start(QProcess &process, const QStringList &args) const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ARCS_COMPANION),
                      QStringList{QStringLiteral("--library"), library()} + args);
        QVERIFY(process.waitForStarted());
    }

    // A relaunch, and what it said on standard error; it always leaves with status 0.
    QString relaunch(const QStringList &args) const {
        QProcess again;
        start(again, args);
        if (!again.waitForFinished(20000) || again.exitStatus() != QProcess::NormalExit ||
            again.exitCode() != 0)
            return QStringLiteral("(did not leave with status 0)");
        return QString::fromLocal8Bit(again.readAllStandardError());
    }

private slots:
    void aSecondLaunchRaisesTheFirstWindowAndLeaves() {
        QProcess first;
        start(first, {});
        const QString lock = library() + QStringLiteral(".lock");
        QVERIFY(QTest::qWaitFor([&] { return QFile::exists(lock); }, 30000));
        const QString held = QStringLiteral("is open in Arcs Companion already (process %1): ")
                                 .arg(first.processId());
        // Until its window is up, the first app is only named ("switch to that window").
        QString said;
        QVERIFY(QTest::qWaitFor(
            [&] {
                said = relaunch({QStringLiteral("--demo")});
                QTest::qWait(200);
                return !said.contains(held + QStringLiteral("switch to that window")) &&
                       !said.isEmpty();
            },
            30000));
        QVERIFY2(said.contains(held + QStringLiteral("its window was brought forward")),
                 qPrintable(said));
        QCOMPARE(first.state(), QProcess::Running); // the first window is still up

        // Killed, the first app leaves its lock behind; the next launch takes it over.
        ::kill(pid_t(first.processId()), SIGKILL);
        QVERIFY(first.waitForFinished(10000));
        QVERIFY(QFile::exists(lock));
        QProcess third;
        const QString shot = m_dir.filePath(QStringLiteral("after-kill.png"));
        start(third, {QStringLiteral("--demo"), QStringLiteral("--screenshot"), shot});
        QVERIFY(third.waitForFinished(60000));
        QCOMPARE(third.exitCode(), 0);
        QVERIFY(QFile::exists(shot)); // it opened the library and showed its window
    }
};

QTEST_GUILESS_MAIN(TestRelaunch)
#include "tst_relaunch.moc"
