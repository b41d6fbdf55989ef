// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

// What every arcs-cli command shares: reading JSON input, printing JSON, refusing bad input.
namespace cli {

// Prints "arcs-cli: message" on stderr; returns the exit status for invalid input (2).
int fail(const QString &message);
void printJson(const QJsonObject &json);
// Reads a JSON object from FILE or "-" (stdin); on failure returns nullopt and sets *error.
std::optional<QJsonObject> readJsonObject(const QString &source, QString *error);
// Reads the single FILE argument of a command and parses it.
std::optional<QJsonObject> readInputArgument(const QString &command, const QStringList &args,
                                             QString *error);

int scoreCommand(const QStringList &args);
int roundCommand(const QStringList &args);
int oddsCommand(const QStringList &args);
int setupCommand(const QStringList &args);
int gamesCommand(const QStringList &args);
int exportCommand(const QStringList &args);
int importCommand(const QStringList &args);
int replayCommand(const QStringList &args);
int campaignSetupCommand(const QStringList &args);
int actSetupCommand(const QStringList &args);
int intermissionCommand(const QStringList &args);
int campaignEndCommand(const QStringList &args);
int campaignCommand(const QStringList &args);
int crisisCommand(const QStringList &args);

} // namespace cli
