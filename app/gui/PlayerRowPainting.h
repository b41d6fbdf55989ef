// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QColor>
#include <QFont>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

struct AreaResourceSlot;

// A player's row in the Players panel drawn in one item: the badge (colour, symbol, name), the
// Power as a number and as a bar against the game end's threshold (in a campaign, the objective
// marker's space instead), the resource slots, what the player is to do and their cards in hand,
// and a line on their area. One painted item rather than some 60 QML items per player, which
// took a tenth of the app's start-up. Taps and the keyboard reach the row through its
// TapTarget, and a campaign's objective marker is a button over it (PlayerPanel.qml).
// Colours and symbols come from the theme: the player's own, the theme's keyed by name
// (Theme.paintColours), and the resources' indexed by arcs::ResourceType.
class PlayerRowPainting : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString name MEMBER m_name NOTIFY lookChanged)
    Q_PROPERTY(QColor playerColour MEMBER m_playerColour NOTIFY lookChanged)
    Q_PROPERTY(QString playerSymbol MEMBER m_playerSymbol NOTIFY lookChanged)
    Q_PROPERTY(int power MEMBER m_power NOTIFY lookChanged)
    Q_PROPERTY(int threshold MEMBER m_threshold NOTIFY lookChanged) // 0: none (a campaign)
    Q_PROPERTY(int maximum MEMBER m_maximum NOTIFY lookChanged)     // the bar's end, every row's
    Q_PROPERTY(int objective MEMBER m_objective NOTIFY lookChanged) // the marker's space, -1 none
    Q_PROPERTY(QVariantList resources MEMBER m_resources NOTIFY lookChanged) // AreaResourceSlot
    Q_PROPERTY(QString cue MEMBER m_cue NOTIFY lookChanged)           // "▶ to play", emphasised
    Q_PROPERTY(QString trailing MEMBER m_trailing NOTIFY lookChanged) // cards in hand, ⚑
    Q_PROPERTY(QString standing MEMBER m_standing NOTIFY lookChanged) // the area, in a line or two
    Q_PROPERTY(qreal nameInset MEMBER m_nameInset NOTIFY lookChanged) // kept free by the name
    Q_PROPERTY(int fontSmall MEMBER m_fontSmall NOTIFY lookChanged)
    Q_PROPERTY(int fontBody MEMBER m_fontBody NOTIFY lookChanged)
    Q_PROPERTY(int fontTitle MEMBER m_fontTitle NOTIFY lookChanged)
    Q_PROPERTY(int fontHuge MEMBER m_fontHuge NOTIFY lookChanged)
    Q_PROPERTY(int spacing MEMBER m_spacing NOTIFY lookChanged)
    // The badge line in smaller type (the name in body text, the Power in title text): where
    // the rows would not fit whole otherwise.
    Q_PROPERTY(bool compact MEMBER m_compact NOTIFY lookChanged)
    // The row's height when it is not compact, to tell whether it must be.
    Q_PROPERTY(qreal fullHeight READ fullHeight NOTIFY fullHeightChanged)
    Q_PROPERTY(QVariantMap colours MEMBER m_colours NOTIFY lookChanged)
    Q_PROPERTY(QList<QColor> resourceColours MEMBER m_resourceColours NOTIFY lookChanged)
    Q_PROPERTY(QList<QString> resourceLetters MEMBER m_resourceLetters NOTIFY lookChanged)
    // Where a button over the row goes: the badge line's height, the Power number's width.
    Q_PROPERTY(qreal headHeight READ headHeight NOTIFY layoutChanged)
    Q_PROPERTY(qreal powerWidth READ powerWidth NOTIFY layoutChanged)

public:
    explicit PlayerRowPainting(QQuickItem *parent = nullptr);

    qreal headHeight() const { return headHeight(m_compact); }
    qreal powerWidth() const { return powerWidth(m_compact); }
    qreal fullHeight() const { return m_fullHeight; }

    void paint(QPainter *painter) override;

    // What the row writes, as drawn: the symbol, the name (elided as drawn), the Power, the
    // slots' letters, the cue, the cards in hand and the area's line or two.
    Q_INVOKABLE QStringList texts() const;

signals:
    void lookChanged();
    void layoutChanged();
    void fullHeightChanged();

protected:
    void componentComplete() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    // The row's parts where they are drawn, for the row's width.
    struct Layout {
        QRectF badge;
        QRectF name;
        QRectF power;
        QRectF track;
        QList<QRectF> slotBoxes;
        QRectF cue;      // empty when there is none
        QRectF trailing; // beside the cue, or under it when there is no room
        QRectF standing;
        QStringList standingLines; // one, or two where one is too short
        qreal height = 0;
    };
    Layout layOut(bool compact) const;
    void relayout();

    QFont nameFont(bool compact) const;
    QFont powerFont(bool compact) const;
    qreal badgeSide(bool compact) const;
    qreal powerWidth(bool compact) const;
    qreal headHeight(bool compact) const;
    QFont smallFont(bool bold = false) const;
    qreal slotSize() const;
    QString elidedName(const Layout &layout) const;
    QColor colour(const QString &key) const;
    QColor resourceColour(arcs::ResourceType type) const;
    QString resourceLetter(arcs::ResourceType type) const;
    void paintTrack(QPainter &painter, const QRectF &track) const;
    void paintSlot(QPainter &painter, const QRectF &box, const AreaResourceSlot &slot) const;

    QString m_name;
    QColor m_playerColour;
    QString m_playerSymbol;
    int m_power = 0;
    int m_threshold = 0;
    int m_maximum = 1;
    int m_objective = -1;
    QVariantList m_resources;
    QString m_cue;
    QString m_trailing;
    QString m_standing;
    qreal m_nameInset = 0;
    int m_fontSmall = 14;
    int m_fontBody = 16;
    int m_fontTitle = 22;
    int m_fontHuge = 30;
    int m_spacing = 8;
    bool m_compact = false;
    qreal m_fullHeight = 0;
    QVariantMap m_colours;
    QList<QColor> m_resourceColours;
    QList<QString> m_resourceLetters;
};
