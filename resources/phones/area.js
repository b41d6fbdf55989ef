// SPDX-License-Identifier: GPL-3.0-or-later
// The phone's own player area, as the host's area sheet shows it: the host sends it (myArea in
// the seat's view) and this page only words it, in the phone's language.
"use strict";

const areaWords = {
    en: {
        heading: "Your area",
        resourceNames: { material: "Material", fuel: "Fuel", weapon: "Weapon", relic: "Relic",
                         psionic: "Psionic" },
        slots: "Resources",
        empty: "empty",
        underCity: "under a city",
        keys: n => n === 1 ? "1 key" : n + " keys",
        guild: "Guild cards",
        protectedCard: "cannot be taken",
        lore: "Lore",
        outrage: "Outrage",
        captives: "Captives",
        trophies: "Trophies",
        none: "none",
        campaignTrophies: t => "Imperial ships " + t.imperialShips + " · Free cities " +
                               t.freeCities + " · Free starports " + t.freeStarports +
                               " · Blight " + t.blight,
        supply: a => "In supply: " + a.ships + " ships, " + a.starports + " starports, " +
                     a.agents + " agents · " + a.cities + " cities on your player board",
        fate: (name, space) => "Fate: " + name + (space !== undefined ? " · objective at " + space
                                                                      : ""),
        flagship: where => "Flagship in " + where,
    },
    zh: {
        heading: "你的區域",
        resourceNames: { material: "物資", fuel: "燃料", weapon: "武器", relic: "聖物",
                         psionic: "靈能" },
        slots: "資源",
        empty: "空",
        underCity: "在城市下",
        keys: n => n + " 把鑰匙",
        guild: "公會卡",
        protectedCard: "不能被奪",
        lore: "傳說",
        outrage: "憤怒",
        captives: "戰俘",
        trophies: "戰利品",
        none: "無",
        campaignTrophies: t => "帝國飛船 " + t.imperialShips + " · 自由城市 " + t.freeCities +
                               " · 自由星際港 " + t.freeStarports + " · 枯萎 " + t.blight,
        supply: a => "供應區：" + a.ships + " 艘飛船、" + a.starports + " 座星際港、" + a.agents +
                     " 個間諜 · 你的玩家圖版上 " + a.cities + " 座城市",
        fate: (name, space) => "命運：" + name + (space !== undefined ? " · 目標在 " + space : ""),
        flagship: where => "旗艦在 " + where,
    },
};
const sayArea = (navigator.language || "en").toLowerCase().startsWith("zh") ? areaWords.zh
                                                                             : areaWords.en;

function areaLine(label, text) {
    const line = document.createElement("p");
    const name = document.createElement("strong");
    name.textContent = label + ": ";
    line.append(name, text);
    return line;
}

// Each rival's pieces this player holds, by name: "▲ Ana 2".
function heldFrom(rivals, count) {
    const held = rivals.filter(rival => count(rival) > 0)
                       .map(rival => (symbols[rival.colour] || "") + " " + rival.name + " " +
                                     count(rival));
    return held.length ? held.join(" · ") : sayArea.none;
}

// The seat's area, under the table: what is on its player board, in front of it and in supply.
function areaParts(view, me) {
    const area = view.myArea;
    if (!area || !me)
        return [];
    const heading = document.createElement("h2");
    heading.textContent = sayArea.heading;
    const resource = type => sayArea.resourceNames[type] || type;
    const slots = area.resources.map(slot => (slot.type ? resource(slot.type)
                                              : slot.open ? sayArea.empty : sayArea.underCity) +
                                             " (" + sayArea.keys(slot.keys) + ")");
    const parts = [heading, areaLine(sayArea.slots, slots.join(" · "))];
    if (area.guildCards.length)
        parts.push(areaLine(sayArea.guild, area.guildCards.map(card => card.name + " (" +
            (card.protected ? sayArea.protectedCard : sayArea.keys(card.keys)) + ")").join(" · ")));
    if (area.lore.length)
        parts.push(areaLine(sayArea.lore, area.lore.join(" · ")));
    parts.push(areaLine(sayArea.outrage, area.outrage.length
                                             ? area.outrage.map(resource).join(" · ")
                                             : sayArea.none),
               areaLine(sayArea.captives, heldFrom(area.rivals, rival => rival.captives)),
               areaLine(sayArea.trophies, heldFrom(area.rivals, rival => rival.ships +
                        rival.cities + rival.starports + rival.agents)));
    const taken = area.campaignTrophies;
    if (taken.imperialShips + taken.freeCities + taken.freeStarports + taken.blight > 0) {
        const campaign = document.createElement("p");
        campaign.textContent = sayArea.campaignTrophies(taken);
        parts.push(campaign);
    }
    const supply = document.createElement("p");
    supply.textContent = sayArea.supply(area.supply);
    parts.push(supply);
    if (me.fate !== undefined) {
        const fate = document.createElement("p");
        fate.textContent = sayArea.fate((view.fateNames || {})[me.fate] || String(me.fate),
                                        me.objective);
        parts.push(fate);
    }
    if (area.flagshipAt) {
        const flagship = document.createElement("p");
        flagship.textContent = sayArea.flagship(area.flagshipAt);
        parts.push(flagship);
    }
    return parts;
}
