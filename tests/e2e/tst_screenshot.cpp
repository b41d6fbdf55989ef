// SPDX-License-Identifier: GPL-3.0-or-later
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <set>

// The real arcs-companion, started offscreen, renders its main window to a PNG.
class TestScreenshot : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    int m_runs = 0;

    // Each run has settings and a games library of its own, away from the user's.
    int runApp(const QStringList &args) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString home = m_dir.filePath(QStringLiteral("run-%1").arg(++m_runs));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ARCS_COMPANION), args);
        if (!process.waitForFinished(60000))
            qFatal("arcs-companion did not finish");
        return process.exitCode();
    }

    // Pixels of exactly this colour: the flat interior of a drawn disc.
    static int pixelsOf(const QImage &image, QRgb colour) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x)
                count += (line[x] & 0xffffff) == (colour & 0xffffff);
        }
        return count;
    }

private slots:
    void demoScreenshotShowsTheReach() {
        const QString file = m_dir.filePath(QStringLiteral("demo.png"));
        QCOMPARE(runApp({QStringLiteral("--demo"), QStringLiteral("--screenshot"), file}), 0);
        QImage image(file);
        QVERIFY(!image.isNull());
        image = image.convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.size(), QSize(1366, 768));

        std::set<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4) {
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY2(colours.size() > 200, "the screenshot looks blank");

        // Every resource type's planet colour (dark theme) fills discs on the map.
        const QList<QRgb> resourceColours{0xb59a7a, 0xf39c4a, 0xe0616a, 0x4cc3b5, 0xc37ddb};
        for (QRgb colour : resourceColours)
            QVERIFY2(pixelsOf(image, colour) > 1000, qPrintable(QString::number(colour, 16)));
        // Every player's pieces are on the map (between the player panel and the Court): ship
        // counts and buildings filled with the player's colour (dark theme).
        const QImage map = image.copy(QRect(300, 90, 560, 530));
        const QList<QRgb> playerColours{0xff6b57, 0x5aa9ff, 0xffd23f, 0xf5f5f5};
        for (QRgb colour : playerColours)
            QVERIFY2(pixelsOf(map, colour) > 300, qPrintable(QString::number(colour, 16)));
    }

    void fourKScreenshotScalesUp() {
        const QString file = m_dir.filePath(QStringLiteral("demo-4k.png"));
        QCOMPARE(runApp({QStringLiteral("--demo"), QStringLiteral("--size"),
                         QStringLiteral("3840x2160"), QStringLiteral("--screenshot"), file}),
                 0);
        const QImage image = QImage(file).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.size(), QSize(3840, 2160));
        // The map grows with the window: its planet discs cover several times the laptop's.
        QVERIFY(pixelsOf(image, 0xf39c4a) > 5000);
        QCOMPARE(runApp({QStringLiteral("--size"), QStringLiteral("big")}), 2);
    }

    // The same table in 繁體中文 for this run: drawn, and its words differ from English ones;
    // a language the app does not have is refused.
    void chineseScreenshotDiffersFromEnglish() {
        const QString chinese = m_dir.filePath(QStringLiteral("demo-zh.png"));
        const QString english = m_dir.filePath(QStringLiteral("demo-en.png"));
        QCOMPARE(runApp({QStringLiteral("--demo"), QStringLiteral("--language"),
                         QStringLiteral("zh_TW"), QStringLiteral("--screenshot"), chinese}),
                 0);
        QCOMPARE(runApp({QStringLiteral("--demo"), QStringLiteral("--language"),
                         QStringLiteral("en"), QStringLiteral("--screenshot"), english}),
                 0);
        const QImage zh = QImage(chinese).convertToFormat(QImage::Format_RGB32);
        const QImage en = QImage(english).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(zh.size(), QSize(1366, 768));
        QVERIFY(pixelsOf(zh, 0xf39c4a) > 1000); // the map is drawn as in English
        // The header's page names are words: they differ between the two languages.
        const QRect header(230, 0, 340, 44);
        QVERIFY(zh.copy(header) != en.copy(header));
        QCOMPARE(runApp({QStringLiteral("--language"), QStringLiteral("fr")}), 2);
    }

    void emptyTableScreenshotHasNoMap() {
        const QString file = m_dir.filePath(QStringLiteral("empty.png"));
        QCOMPARE(runApp({QStringLiteral("--screenshot"), file}), 0);
        const QImage image = QImage(file).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.size(), QSize(1366, 768));
        QCOMPARE(pixelsOf(image, 0xb59a7a), 0);
    }

    void unwritableScreenshotFails() {
        QCOMPARE(runApp({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent/dir/x.png")}),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
