// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignLogPdf.h"
#include "data/Catalog.h"
#include "store/CampaignFile.h"

#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <charconv>
#include <optional>

// The printed Campaign Log read back as a reader sees it: each word's box on its page
// (pdftotext -bbox) and the pages as pictures (pdftoppm), from the test dependencies.
class CampaignLogPdfTest : public QObject {
    Q_OBJECT

    struct Word {
        int page = 0;
        QString text;
        QRectF box; // in points, from the page's top left
        bool operator==(const Word &) const = default;
    };
    struct Printed {
        QList<QSizeF> pages;
        QList<Word> words;
    };

    QTemporaryDir m_dir;
    arcs::CampaignSoFar m_campaign;

    // The attributes `names` as numbers (pdftotext's points); nothing where one is missing or
    // not a number, rather than a 0 that reads as a size.
    static std::optional<QList<qreal>> points(const QXmlStreamAttributes &attributes,
                                              const QStringList &names) {
        QList<qreal> values;
        for (const QString &name : names) {
            const QByteArray text = attributes.value(name).toUtf8();
            double value = 0;
            const auto [end, error] = std::from_chars(text.cbegin(), text.cend(), value);
            if (error != std::errc() || end != text.cend() || text.isEmpty())
                return std::nullopt;
            values.append(value);
        }
        return values;
    }

    static Printed read(const QString &pdf) {
        QProcess process;
        process.start(QStringLiteral("pdftotext"),
                      {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        if (!process.waitForFinished(30000))
            return {};
        // pdftotext's bounding boxes are XHTML: a <page> with its size, a <word> with its box.
        Printed printed;
        QXmlStreamReader xhtml(process.readAllStandardOutput());
        while (!xhtml.atEnd()) {
            if (xhtml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const bool page = xhtml.name() == QLatin1String("page");
            if (!page && xhtml.name() != QLatin1String("word"))
                continue;
            static const QStringList pageSize{QStringLiteral("width"), QStringLiteral("height")};
            static const QStringList wordBox{QStringLiteral("xMin"), QStringLiteral("yMin"),
                                             QStringLiteral("xMax"), QStringLiteral("yMax")};
            const auto at = points(xhtml.attributes(), page ? pageSize : wordBox);
            if (!at) {
                qWarning("pdftotext gave a %s without its size",
                         qPrintable(xhtml.name().toString()));
                return {};
            }
            if (page)
                printed.pages.append(QSizeF(at->at(0), at->at(1)));
            else
                printed.words.append(
                    {int(printed.pages.size()), xhtml.readElementText(),
                     QRectF(QPointF(at->at(0), at->at(1)), QPointF(at->at(2), at->at(3)))});
        }
        if (xhtml.hasError())
            qWarning("pdftotext's words unread: %s", qPrintable(xhtml.errorString()));
        return printed;
    }

    QString write(const QString &name, print::Paper paper) {
        const QString path = m_dir.filePath(name);
        const QString problem =
            print::writeCampaignLogPdf(path, m_campaign, arcs::Catalog::builtIn(), {false, paper});
        return problem.isEmpty() ? path : problem;
    }

    // The height of the first word `text` on `page` (1-based), or 0.
    static qreal heightOf(const Printed &printed, int page, const QString &text) {
        for (const Word &word : printed.words)
            if (word.page == page && word.text == text)
                return word.box.height();
        return 0;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QFile file(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const auto campaign = arcs::readCampaignFile(
            QJsonDocument::fromJson(file.readAll()).object(), arcs::Catalog::builtIn(), &error);
        QVERIFY2(campaign, qPrintable(error));
        m_campaign = arcs::campaignSoFar(campaign->first, campaign->second);
    }

    void paperFollowsTheLocale() {
        QCOMPARE(print::paperFor(QLocale(QLocale::English, QLocale::UnitedStates)),
                 print::Paper::Letter);
        QCOMPARE(print::paperFor(QLocale(QLocale::English, QLocale::UnitedKingdom)),
                 print::Paper::A4);
        QCOMPARE(print::paperFor(QLocale(QLocale::Chinese, QLocale::Taiwan)), print::Paper::A4);
    }

    void readableOnA4AndLetter_data() {
        QTest::addColumn<print::Paper>("paper");
        QTest::addColumn<QSizeF>("size"); // in points
        QTest::newRow("A4") << print::Paper::A4 << QSizeF(595, 842);
        QTest::newRow("Letter") << print::Paper::Letter << QSizeF(612, 792);
    }
    void readableOnA4AndLetter() {
        QFETCH(print::Paper, paper);
        QFETCH(QSizeF, size);
        const QString pdf = write(QStringLiteral("log.pdf"), paper);
        const Printed printed = read(pdf);
        QCOMPARE(printed.pages.size(), 4); // the log, the notes, the trays (two pages)
        for (const QSizeF &page : printed.pages) {
            QCOMPARE(qRound(page.width()), qRound(size.width()));
            QCOMPARE(qRound(page.height()), qRound(size.height()));
        }
        // Titles as on the paper sheet, each player's name as a heading, text to read at arm's
        // length; nothing outside the margins (15 mm, 42.5 pt).
        QVERIFY2(heightOf(printed, 1, QStringLiteral("Log")) >= 20,
                 qPrintable(QString::number(heightOf(printed, 1, QStringLiteral("Log")))));
        QVERIFY(heightOf(printed, 2, QStringLiteral("Fates")) >= 20);
        QVERIFY(heightOf(printed, 2, QStringLiteral("Ana")) >= 13);
        QVERIFY(heightOf(printed, 1, QStringLiteral("Advocate")) >= 11);
        for (const Word &word : printed.words) {
            QVERIFY2(word.box.height() >= 9, qPrintable(word.text));
            QVERIFY2(word.box.left() >= 42 && word.box.right() <= size.width() - 42,
                     qPrintable(word.text));
        }
    }

    // Each line of the trays has its section beside it, whichever page it falls on: a row of
    // two lines split across pages 3 and 4 left its second line without one (a play-test).
    void everyTrayLineNamesItsSection() {
        const Printed printed = read(write(QStringLiteral("trays.pdf"), print::Paper::A4));
        QCOMPARE(printed.pages.size(), 4);
        qreal whatGoesIn = 0; // the left of the second column
        for (const Word &word : printed.words) {
            if (word.page == 3 && word.text == QStringLiteral("What"))
                whatGoesIn = word.box.left();
        }
        QVERIFY(whatGoesIn > 100);
        int lines = 0;
        for (const Word &first : printed.words) {
            if (first.page < 3 || qAbs(first.box.left() - whatGoesIn) > 2)
                continue;
            const bool named =
                std::any_of(printed.words.begin(), printed.words.end(), [&](const Word &section) {
                    return section.page == first.page && section.box.right() < whatGoesIn - 4 &&
                           qAbs(section.box.top() - first.box.top()) < 2;
                });
            QVERIFY2(named, qPrintable(QStringLiteral("page %1: %2 at %3")
                                           .arg(first.page)
                                           .arg(first.text)
                                           .arg(first.box.top())));
            ++lines;
        }
        QVERIFY2(lines > 40, qPrintable(QString::number(lines)));
    }

    // The app's font is a desktop's, often in pixels; arcs-cli's is Qt's own. Both print one
    // document, the one read above.
    void theSameWhateverTheApplicationFont() {
        const QFont original = QGuiApplication::font();
        const Printed before = read(write(QStringLiteral("before.pdf"), print::Paper::A4));
        QFont desktop(QStringLiteral("Noto Sans"));
        desktop.setPixelSize(13);
        QGuiApplication::setFont(desktop);
        const Printed after = read(write(QStringLiteral("after.pdf"), print::Paper::A4));
        QGuiApplication::setFont(original);
        QVERIFY(!before.words.isEmpty());
        QCOMPARE(after.pages, before.pages);
        QCOMPARE(after.words.size(), before.words.size());
        for (qsizetype i = 0; i < before.words.size(); ++i)
            QVERIFY2(after.words[i] == before.words[i], qPrintable(before.words[i].text));
    }

    // Rasterised, each page has ink on it, and page 1's title is drawn large.
    void pagesRasterise() {
        const QString pdf = write(QStringLiteral("raster.pdf"), print::Paper::A4);
        const QString prefix = m_dir.filePath(QStringLiteral("page"));
        QProcess process;
        process.start(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("36"),
                                                   QStringLiteral("-png"), pdf, prefix});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        for (int page = 1; page <= 4; ++page) {
            const QImage image(QStringLiteral("%1-%2.png").arg(prefix).arg(page));
            QVERIFY2(!image.isNull(), qPrintable(QString::number(page)));
            int inked = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    inked += qGray(image.pixel(x, y)) < 128;
            QVERIFY2(inked > 200, qPrintable(QStringLiteral("page %1: %2").arg(page).arg(inked)));
        }
    }
};

QTEST_MAIN(CampaignLogPdfTest)
#include "tst_campaignlogpdf.moc"
