// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QTranslator>

// The interface's language: installs the app's translation for the chosen language into the
// application, so tr() and qsTr() read it (QML is retranslated by its engine's owner), with Qt's
// own translation (package qt6-translations-l10n) for its dialogs. English has a file too: it
// holds the singular of the engine's counted messages ("1 hit").
class Translations {
public:
    // As AppSettings::Language, in its order.
    enum class Language { System, English, TraditionalChinese };

    Translations() = default;
    ~Translations();
    Translations(const Translations &) = delete;
    Translations &operator=(const Translations &) = delete;

    // Installs `language`'s translation; System follows `system`'s UI languages and falls back to
    // English. Returns the language installed ("en" or "zh_TW").
    QString use(Language language, const QLocale &system = QLocale::system());

private:
    QTranslator m_translator;
    QTranslator m_qt; // Qt's own words (dialog buttons, file dialogs), where the system has them
};
