// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQuickPaintedItem>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

// A QR code of `text` (the phones' address), drawn black on white with its quiet zone, each
// module a whole number of pixels, so that a phone's camera reads it from across the table.
// Encoded by Debian's libqrencode (no QR encoder is written here).
class QrCodePainting : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(int modules READ modules NOTIFY textChanged) // per side, 0 when nothing is encoded

public:
    explicit QrCodePainting(QQuickItem *parent = nullptr);
    QString text() const { return m_text; }
    void setText(const QString &text);
    int modules() const { return m_side; }
    // Whether module (x, y) is dark.
    Q_INVOKABLE bool isDark(int x, int y) const;
    void paint(QPainter *painter) override;

signals:
    void textChanged();

private:
    QString m_text;
    int m_side = 0;
    std::vector<bool> m_dark;
};
