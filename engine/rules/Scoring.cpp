// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scoring.h"

#include "CampaignEnd.h"
#include "EntryWords.h"
#include "data/Catalog.h"

#include <QCoreApplication>

#include <algorithm>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Scoring)
};

int countFor(const QMap<Ambition, QList<int>> &counts, Ambition ambition, int player) {
    return counts.value(ambition).value(player, 0);
}

// The scoring trait of a player's leader for this ambition, if any.
bool scoresOnlySecondValue(const QString &leaderName, Ambition ambition, const Catalog &catalog) {
    const Leader *leader = catalog.leader(leaderName);
    if (!leader)
        return false;
    return std::any_of(leader->traits.begin(), leader->traits.end(), [&](const LeaderTrait &t) {
        return t.ambition == ambition && t.effect == LeaderTraitEffect::FirstScoresSecondValue;
    });
}

AmbitionScore scoreAmbition(const ScoringInput &input, Ambition ambition,
                            const QList<MarkerValues> &markers, const Catalog &catalog) {
    AmbitionScore score;
    score.ambition = ambition;
    score.markers = markers;
    for (int player = 0; player < input.players; ++player)
        score.counts.append(countFor(input.counts, ambition, player));
    if (input.dummy)
        score.counts.append(input.dummy->value(ambition, 0));
    score.gains = QList<int>(input.players, 0);
    score.cityBonus = QList<int>(input.players, 0);

    const MarkerValues total = score.total();
    const auto placesWith = [&](int count) {
        QList<int> out;
        for (int i = 0; i < score.counts.size(); ++i) {
            if (score.counts[i] == count)
                out.append(i);
        }
        return out;
    };
    const auto best = [&](const QList<int> &excluded) {
        int top = 0; // qualifying needs at least 1
        for (int i = 0; i < score.counts.size(); ++i) {
            if (!excluded.contains(i))
                top = std::max(top, score.counts[i]);
        }
        return top;
    };
    const auto isPlayer = [&](int index) { return index < input.players; };
    const auto leaderOf = [&](int player) { return input.leaders.value(player); };

    const int firstCount = best({});
    if (firstCount == 0)
        return score;
    score.first = placesWith(firstCount);
    if (score.first.size() > 1) {
        // Tied for first: the tied players take the second-place value and nobody else places.
        for (int player : score.first) {
            if (isPlayer(player))
                score.gains[player] = total.second;
        }
        return score;
    }
    const int winner = score.first.first();
    if (isPlayer(winner)) {
        if (scoresOnlySecondValue(leaderOf(winner), ambition, catalog)) {
            score.gains[winner] = total.second;
        } else {
            score.cityBonus[winner] = input.cityBonus.value(winner, 0);
            score.gains[winner] = total.first + score.cityBonus[winner];
        }
    }
    const int secondCount = best(score.first);
    if (secondCount == 0)
        return score;
    const QList<int> seconds = placesWith(secondCount);
    if (seconds.size() > 1)
        return score; // tied for second: nobody places second
    score.second = seconds;
    const int runnerUp = seconds.first();
    if (isPlayer(runnerUp) && !scoresOnlySecondValue(leaderOf(runnerUp), ambition, catalog))
        score.gains[runnerUp] = total.second;
    return score;
}

} // namespace

MarkerValues AmbitionScore::total() const {
    MarkerValues sum;
    for (const MarkerValues &marker : markers) {
        sum.first += marker.first;
        sum.second += marker.second;
    }
    return sum;
}

QString ambitionTitle(Ambition ambition) {
    switch (ambition) {
    case Ambition::Tycoon:
        return Text::tr("Tycoon");
    case Ambition::Tyrant:
        return Text::tr("Tyrant");
    case Ambition::Warlord:
        return Text::tr("Warlord");
    case Ambition::Keeper:
        return Text::tr("Keeper");
    case Ambition::Empath:
        return Text::tr("Empath");
    }
    return {};
}

QString scoringProblem(const ScoringInput &input, const Catalog &catalog) {
    if (input.players < catalog.game.minPlayers || input.players > catalog.game.maxPlayers)
        return Text::tr("\"players\" must be from %1 to %2, not %3.")
            .arg(catalog.game.minPlayers)
            .arg(catalog.game.maxPlayers)
            .arg(input.players);
    for (auto it = input.counts.begin(); it != input.counts.end(); ++it) {
        if (it->size() != input.players)
            return Text::tr(
                       "The %1 counts list %2 players; give one count for each of the %3 players.")
                .arg(ambitionTitle(it.key()))
                .arg(it->size())
                .arg(input.players);
        for (int count : *it) {
            if (count < 0)
                return Text::tr("The %1 count %2 is negative; counts start at 0.")
                    .arg(ambitionTitle(it.key()))
                    .arg(count);
        }
    }
    if (!input.cityBonus.isEmpty() && input.cityBonus.size() != input.players)
        return Text::tr("Give one city bonus for each of the %1 players.").arg(input.players);
    const QList<int> steps = cityBonusSteps(catalog);
    for (int bonus : input.cityBonus) {
        if (!steps.contains(bonus)) {
            QStringList shown;
            for (int step : steps.first(steps.size() - 1))
                shown << QString::number(step);
            return Text::tr("A city bonus of %1 is not on the player board: it is %2 or %3.")
                .arg(bonus)
                .arg(listOf(shown))
                .arg(steps.last());
        }
    }
    // Each marker is in one box at most, showing one of its two sides.
    QList<int> markerUses(catalog.ambitionMarkers.size(), 0);
    QStringList sides;
    for (const AmbitionMarker &m : catalog.ambitionMarkers)
        sides << markerWord(m.front);
    for (const AmbitionMarker &m : catalog.ambitionMarkers)
        sides << markerWord(m.flipped);
    for (auto it = input.declared.begin(); it != input.declared.end(); ++it) {
        for (const MarkerValues &marker : *it) {
            if (marker.first < 0 || marker.second < 0)
                return Text::tr("The %1 box holds a marker with a negative value.")
                    .arg(ambitionTitle(it.key()));
            const QString shown = markerWord(marker);
            const qsizetype side = sides.indexOf(shown);
            if (side < 0)
                return Text::tr("No ambition marker shows %1: the markers show %2.")
                    .arg(shown, listOf(sides));
            const qsizetype markers = markerUses.size();
            const qsizetype index = side % markers;
            if (++markerUses[index] > 1) {
                const QString other = sides[(side + markers) % (2 * markers)];
                return Text::tr("%1 is declared twice, or with its other side %2: each of the %3 "
                                "markers is in one ambition box at most.")
                    .arg(shown, other)
                    .arg(markers);
            }
        }
    }
    if (input.dummy) {
        if (input.players != 2)
            return Text::tr("Only a two-player game has a dummy player; this one has %1 players.")
                .arg(input.players);
        for (auto it = input.dummy->begin(); it != input.dummy->end(); ++it) {
            if (*it < 0)
                return Text::tr("The dummy's %1 count is negative.").arg(ambitionTitle(it.key()));
            // Resources on the ambition boxes stand for the dummy; none goes on Tyrant.
            if (it.key() == Ambition::Tyrant && *it != 0)
                return Text::tr(
                           "The dummy holds no Captives: its Tyrant count is always 0, not %1.")
                    .arg(*it);
        }
    }
    if (input.grand) {
        const QString problem = grandAmbitionProblem(
            input.grand->act, input.grand->chapter, input.grand->fulfilled, input.players, catalog);
        if (!problem.isEmpty())
            return problem;
    }
    if (input.leaders.size() > input.players)
        return Text::tr("There are more leaders than players.");
    for (const QString &leader : input.leaders) {
        if (!leader.isEmpty() && !catalog.leader(leader))
            return Text::tr("There is no leader called \"%1\".").arg(leader);
    }
    return {};
}

QList<int> cityBonusSteps(const Catalog &catalog) {
    QList<int> steps{0};
    int power = 0;
    for (int bonus : catalog.playerBoard.citySlotBonusPower) {
        power += bonus;
        if (!steps.contains(power))
            steps.append(power);
    }
    return steps;
}

ChapterScore scoreChapter(const ScoringInput &input, const Catalog &catalog) {
    ChapterScore result;
    result.gains = QList<int>(input.players, 0);
    for (const AmbitionInfo &info : catalog.ambitions) {
        const QList<MarkerValues> markers = input.declared.value(info.ambition);
        if (markers.isEmpty())
            continue;
        const AmbitionScore score = scoreAmbition(input, info.ambition, markers, catalog);
        for (int player = 0; player < input.players; ++player)
            result.gains[player] += score.gains[player];
        result.ambitions.append(score);
    }
    if (input.grand) {
        for (int player = 0; player < input.players; ++player) {
            const int power =
                grandAmbitionPower(input.grand->chapter, input.grand->fulfilled[player], catalog);
            result.grand.append(power);
            result.gains[player] += power;
        }
    }
    return result;
}

QString explain(const AmbitionScore &score, const QStringList &names) {
    QStringList markers;
    for (const MarkerValues &marker : score.markers)
        markers << markerWord(marker);
    QStringList counts;
    for (int i = 0; i < score.counts.size(); ++i)
        counts << QStringLiteral("%1 %2").arg(names.value(i)).arg(score.counts[i]);
    QStringList gains;
    // Winners first, then second place, whatever their seats.
    for (int player : score.first + score.second) {
        if (player >= score.gains.size())
            continue; // the dummy never gains
        const int gain = score.gains[player] - score.cityBonus[player];
        if (score.gains[player] == 0)
            continue;
        QString text = QStringLiteral("%1 +%2").arg(names.value(player)).arg(gain);
        if (score.cityBonus[player] > 0)
            text += Text::tr(" +%1 city bonus").arg(score.cityBonus[player]);
        gains << text;
    }
    // Who tied for second place (so nobody placed second), when someone was first alone.
    QStringList tiedSecond;
    if (score.first.size() == 1 && score.second.isEmpty()) {
        int next = 0;
        for (int i = 0; i < score.counts.size(); ++i) {
            if (i != score.first.first())
                next = std::max(next, score.counts[i]);
        }
        for (int i = 0; next > 0 && i < score.counts.size(); ++i) {
            if (i != score.first.first() && score.counts[i] == next)
                tiedSecond << names.value(i);
        }
    }
    const auto joined = [](const QStringList &list) { return list.join(Text::tr(" and ")); };
    QString outcome = gains.isEmpty() ? Text::tr("nobody scores") : listOf(gains);
    if (score.first.isEmpty())
        outcome += Text::tr(": nobody has any");
    else if (score.first.size() > 1 && !gains.isEmpty())
        outcome += Text::tr(" (tied for first)");
    else if (gains.isEmpty() && tiedSecond.isEmpty())
        outcome += Text::tr(": %1 is first, and nobody else has any")
                       .arg(names.value(score.first.first()));
    else if (gains.isEmpty())
        outcome += Text::tr(": %1 is first, and %2 tie for second")
                       .arg(names.value(score.first.first()), joined(tiedSecond));
    else if (!tiedSecond.isEmpty())
        outcome += Text::tr(" (%1 tie for second: no second place)").arg(joined(tiedSecond));
    return Text::tr("%1 (%2): %3 → %4")
        .arg(ambitionTitle(score.ambition), markers.join(QStringLiteral(" + ")), listOf(counts),
             outcome);
}

} // namespace arcs
