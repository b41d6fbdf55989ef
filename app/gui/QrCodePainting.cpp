// SPDX-License-Identifier: GPL-3.0-or-later
#include "QrCodePainting.h"

#include <QPainter>

#include <cmath>
#include <qrencode.h>

namespace {
constexpr int quietZone = 4; // modules of white round the code, as the standard asks
}

QrCodePainting::QrCodePainting(QQuickItem *parent) : QQuickPaintedItem(parent) {}

void QrCodePainting::setText(const QString &text) {
    if (text == m_text)
        return;
    m_text = text;
    m_side = 0;
    m_dark.clear();
    if (QRcode *code = text.isEmpty() ? nullptr
                                      : QRcode_encodeString(text.toUtf8().constData(), 0,
                                                            QR_ECLEVEL_M, QR_MODE_8, 1)) {
        m_side = code->width;
        m_dark.resize(std::size_t(m_side * m_side));
        for (int i = 0; i < m_side * m_side; ++i)
            m_dark[std::size_t(i)] = code->data[i] & 1;
        QRcode_free(code);
    }
    emit textChanged();
    update();
}

bool QrCodePainting::isDark(int x, int y) const {
    return x >= 0 && y >= 0 && x < m_side && y < m_side && m_dark[std::size_t(y * m_side + x)];
}

void QrCodePainting::paint(QPainter *painter) {
    if (m_side == 0)
        return;
    const int whole = m_side + 2 * quietZone;
    const qreal fits = std::min(width(), height());
    const int module = std::max(1, int(std::floor(fits / whole)));
    const qreal left = (width() - module * whole) / 2;
    const qreal top = (height() - module * whole) / 2;
    painter->fillRect(QRectF(left, top, module * whole, module * whole), Qt::white);
    for (int y = 0; y < m_side; ++y)
        for (int x = 0; x < m_side; ++x)
            if (isDark(x, y))
                painter->fillRect(QRectF(left + (x + quietZone) * module,
                                         top + (y + quietZone) * module, module, module),
                                  Qt::black);
}
