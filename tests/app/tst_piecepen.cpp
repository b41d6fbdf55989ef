// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/PiecePen.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <functional>

namespace {

const QColor fill(QStringLiteral("#d9534f"));
const QColor border(QStringLiteral("#f4f1ea"));

QImage drawn(const std::function<void(QPainter &)> &draw, int width = 60) {
    QImage image(width, 60, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter);
    return image;
}

// The largest difference of any channel of any pixel.
int difference(const QImage &a, const QImage &b) {
    int most = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q))});
        }
    return most;
}

} // namespace

// A box is drawn once per look and size and then copied (PiecePen::drawBox): the copies must
// look as the box drawn afresh does.
class TestPiecePen : public QObject {
    Q_OBJECT

private slots:
    // A count keeps a rim of the map's surface round it: against its own city's square, both
    // in the player's colour, the two read as one block (a cold play-test).
    void aPillIsRimmedWithTheSurface() {
        const QColor yellow(QStringLiteral("#f2c230")), surface(QStringLiteral("#1b2436"));
        const QImage image = drawn([&](QPainter &p) {
            p.fillRect(QRectF(0, 0, 60, 60), yellow); // a city's square, all round it
            PiecePen::drawPillRim(p, QRectF(10, 20, 40, 16),
                                  {yellow, surface, Qt::black, Qt::gray});
            PiecePen::drawPill(p, QRectF(10, 20, 40, 16), QStringLiteral("1"), false,
                               {yellow, surface, Qt::black, Qt::gray});
        });
        QCOMPARE(image.pixel(9, 28), surface.rgb());  // just outside its left edge
        QCOMPARE(image.pixel(30, 37), surface.rgb()); // and below it
        QCOMPARE(image.pixel(30, 45), yellow.rgb());  // the square, further off
        QCOMPARE(image.pixel(12, 28), yellow.rgb());  // the pill itself
    }
    // A damaged count's text stands clear of its hollow border, in either language: 繁體中文's
    // 損 filled the pill's height and the ▲ beside it sat on the border (a cold play-test).
    void aDamagedCountsTextClearsItsBorder() {
        const PiecePen::Look look{fill, Qt::black, Qt::white, border};
        for (const QString &label : {QStringLiteral("▲2d"), QStringLiteral("▲2損"),
                                     QStringLiteral("♛12損"), QStringLiteral("☣1損")}) {
            for (const qreal height : {14.0, 16.0, 19.0, 22.0, 28.0, 40.0}) {
                const QRectF box(4, 4, PiecePen::pillWidth(label, height, true), height);
                const auto pill = [&](const QString &text) {
                    return drawn(
                        [&](QPainter &painter) {
                            PiecePen::drawPill(painter, box, text, true, look);
                        },
                        120);
                };
                const QImage with = pill(label), without = pill(QString());
                QRect text;
                for (int y = 0; y < with.height(); ++y)
                    for (int x = 0; x < with.width(); ++x)
                        if (with.pixel(x, y) != without.pixel(x, y))
                            text |= QRect(x, y, 1, 1);
                // Nothing of the text on the border.
                const qreal margin = PiecePen::pillBorder(height);
                const QRectF clear = box - QMarginsF(margin, margin, margin, margin);
                QVERIFY2(clear.contains(QRectF(text)),
                         qPrintable(QStringLiteral("%1 at %2 px: text in (%3, %4)–(%5, %6), "
                                                   "inside the border (%7, %8)–(%9, %10)")
                                        .arg(label)
                                        .arg(height)
                                        .arg(text.left())
                                        .arg(text.top())
                                        .arg(text.right() + 1)
                                        .arg(text.bottom() + 1)
                                        .arg(clear.left())
                                        .arg(clear.top())
                                        .arg(clear.right())
                                        .arg(clear.bottom())));
            }
        }
    }

    void aBoxCopiedLooksAsOneDrawn() {
        const QRectF disc(10, 10, 30, 30);
        const QImage first =
            drawn([&](QPainter &p) { PiecePen::drawBox(p, disc, 15, fill, border, 2); });
        const QImage again =
            drawn([&](QPainter &p) { PiecePen::drawBox(p, disc, 15, fill, border, 2); });
        QCOMPARE(again, first);
        QCOMPARE(first.pixel(25, 25), fill.rgb());
        QCOMPARE(first.pixel(25, 11), border.rgb());
        QCOMPARE(first.pixel(5, 5), qRgb(0, 0, 0));
        // Turned a quarter, the box is drawn afresh, not copied: it looks the same.
        const QImage turned = drawn([&](QPainter &p) {
            p.translate(disc.center());
            p.rotate(90);
            PiecePen::drawBox(p, QRectF(-15, -15, 30, 30), 15, fill, border, 2);
        });
        QVERIFY2(difference(turned, first) <= 24,
                 qPrintable(QString::number(difference(turned, first))));
    }

    void aBoxLandsOnTheNearestWholePixel() {
        const QImage whole = drawn([](QPainter &p) {
            PiecePen::drawBox(p, QRectF(10, 10, 24, 16), 4, fill, border, 1.5);
        });
        const QImage near = drawn([](QPainter &p) {
            PiecePen::drawBox(p, QRectF(10.3, 9.8, 24, 16), 4, fill, border, 1.5);
        });
        QCOMPARE(near, whole);
    }

    // Two counts a pixel apart, as a stack flows them, at any fraction of a pixel: drawn as the
    // map draws them (every rim, then every pill), no pixel of the first is covered by the
    // second or its rim, and the gap stays (a Blight count drawn a pixel over Cy's, a cold
    // play-test).
    void countsAPixelApartNeverTouch() {
        const QColor red(QStringLiteral("#e05050")), blue(QStringLiteral("#3070e0"));
        const PiecePen::Look first{red, Qt::black, Qt::white, Qt::gray};
        const PiecePen::Look second{blue, Qt::black, Qt::white, Qt::gray};
        for (const qreal left : {10.0, 10.2, 10.4, 10.5, 10.6, 10.9}) {
            for (const qreal width : {20.0, 20.3, 20.5, 20.7}) {
                const QRectF a(left, 20, width, 16), b(a.right() + 1, 20, 20, 16);
                const QImage image = drawn([&](QPainter &p) {
                    PiecePen::drawPillRim(p, a, first);
                    PiecePen::drawPillRim(p, b, second);
                    PiecePen::drawPill(p, a, QString(), false, first);
                    PiecePen::drawPill(p, b, QString(), false, second);
                });
                int lastRed = -1, firstBlue = image.width();
                for (int x = 0; x < image.width(); ++x) {
                    const QRgb pixel = image.pixel(x, 28);
                    if (pixel == red.rgb())
                        lastRed = x;
                    if (pixel == blue.rgb())
                        firstBlue = std::min(firstBlue, x);
                }
                QCOMPARE(lastRed, int(std::round(a.right())) - 1);
                QCOMPARE(firstBlue, int(std::round(b.left())));
                QVERIFY2(firstBlue - lastRed >= 2,
                         qPrintable(QStringLiteral("at %1 + %2").arg(left).arg(width)));
            }
        }
    }

    void aHollowBoxShowsWhatIsUnderIt() {
        const QImage hollow = drawn([](QPainter &p) {
            PiecePen::drawBox(p, QRectF(10, 10, 20, 20), 2, QColor(), border, 2);
        });
        QCOMPARE(hollow.pixel(20, 20), qRgb(0, 0, 0));
        QCOMPARE(hollow.pixel(20, 10), border.rgb());
    }
};

QTEST_MAIN(TestPiecePen)
#include "tst_piecepen.moc"
