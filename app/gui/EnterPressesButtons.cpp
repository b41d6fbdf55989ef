// SPDX-License-Identifier: GPL-3.0-or-later
#include "EnterPressesButtons.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QWindow>

bool EnterPressesButtons::eventFilter(QObject *watched, QEvent *event) {
    auto *window = qobject_cast<QWindow *>(watched);
    if (event->type() != QEvent::KeyPress || !window)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    if (!enter || key->isAutoRepeat() || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    // The window's focus object is its active focus item. A button (a Button, CheckBox, a
    // menu's item) gets a Space, which it presses and releases as it would for the key itself
    // (Qt 6.4's buttons have no click() to call); anything else keeps Enter (a text field).
    QObject *focused = window->focusObject();
    if (!focused || !focused->inherits("QQuickAbstractButton"))
        return false;
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    QCoreApplication::sendEvent(window, &press);
    QCoreApplication::sendEvent(window, &release);
    return true;
}
