// SPDX-License-Identifier: GPL-3.0-or-later
// The phone's own play: on its seat's card or turn, a line in the words of the host's entry line
// ("a5 d", "p", "move 3 1-gate 1-arrow", "end"), tapped together or typed, previewed by the host
// and sent as an intent. Each intent has an id of its own, rising, and is kept until answered:
// sent again after a reconnect, the host answers it once and never applies it twice.
"use strict";

const playWords = {
    en: {
        yourCard: "Your card", yourTurn: "Your turn", enter: "Enter",
        endTurn: "End turn", extra: "+1 action", declare: "Declare", seize: "Seize",
        copy: "Copy", event: "Event", pass: "Pass",
        example: "Type a play, e.g. a5 d · move 3 1-gate 1-arrow · end",
        suits: [["ad", "Adm"], ["a", "Agg"], ["c", "Con"], ["m", "Mob"]],
        sending: "Sent: waiting for the host…",
        again: "The host had this one already: the table shows it.",
        chooseFate: "Choose your Fate for the next Act",
        chosen: "Your choice, secret until everyone has chosen (you may change it until then)",
        haveChosen: (n, of) => n + " of " + of + " have chosen",
        ready: "Ready for the next step",
        readyDone: "✓ Ready: waiting for the others",
        readyCount: (n, of) => n + " of " + of + " ready",
        summitDeal: "The deal at the Summit",
        agree: "I agree to this deal",
        agreed: "✓ Agreed: waiting for the others",
        waitingFor: names => "Waiting for " + names,
        rollEventDice: "Roll the event and number dice, then tap what they show",
        eventDie: "Event die",
        numberDie: "Number die (the cluster)",
        enterDice: (face, n) => face && n ? "Enter " + face + ", cluster " + n
                                          : "Tap a face of each die",
        othersRoll: name => name + " rolls the event dice.",
    },
    zh: {
        yourCard: "你的牌", yourTurn: "你的回合", enter: "送出",
        endTurn: "結束回合", extra: "+1 行動", declare: "宣告", seize: "搶起始",
        copy: "拷貝", event: "事件", pass: "傳遞起始",
        example: "輸入一次出牌或行動，例如 a5 d · move 3 1-gate 1-arrow · end",
        suits: [["ad", "行政"], ["a", "侵略"], ["c", "建設"], ["m", "調動"]],
        sending: "已送出：等待主機…",
        again: "主機已收到這一筆：桌面已顯示。",
        chooseFate: "選擇你下一幕的命運",
        chosen: "你的選擇，在每個人都選好之前保密（之前都可以改）",
        haveChosen: (n, of) => of + " 人中已有 " + n + " 人選好",
        ready: "準備好進行下一步",
        readyDone: "✓ 已準備好：等待其他人",
        readyCount: (n, of) => of + " 人中已有 " + n + " 人準備好",
        summitDeal: "高峰會上的協議",
        agree: "我同意這項協議",
        agreed: "✓ 已同意：等待其他人",
        waitingFor: names => "等待 " + names + " 同意",
        rollEventDice: "擲事件骰與數字骰，然後點選擲出的結果",
        eventDie: "事件骰",
        numberDie: "數字骰（星區）",
        enterDice: (face, n) => face && n ? "送出 " + face + "，星區 " + n : "請點選兩顆骰子的結果",
        othersRoll: name => "由 " + name + " 擲事件骰。",
    },
};
const sayPlay = (navigator.language || "en").toLowerCase().startsWith("zh") ? playWords.zh
                                                                             : playWords.en;
const pendingKey = "arcs-companion-intent"; // the intent sent and not yet answered
const counterKey = "arcs-companion-intent-id";
let seenRevision = 0;
let card = { suit: "", number: 0, declare: false, seize: false };
let previewTimer = null;
let numbers = [1, 2, 3, 4, 5, 6, 7]; // this game's deck's, as the host says
let campaign = false;
let eventDice = { event: 0, number: 0 }; // the faces tapped, 1 to 6 each

function pendingIntent() {
    try {
        return JSON.parse(localStorage.getItem(pendingKey));
    } catch (error) {
        return null;
    }
}

// Where each intent's answer is shown: beside what sent it, or, where that has gone with the
// step it belonged to (the deal entered, the dice rolled), under the table's heading.
const outcomeOf = { turn: "outcome", fate: "fateOutcome", agree: "summitOutcome",
                    eventDice: "diceOutcome", ready: "answer", note: "noteOutcome" };

function showOutcome(text, problem, type) {
    let where = $(outcomeOf[type] || "answer");
    if (where.closest("section").hidden)
        where = $("answer");
    for (const id of new Set(Object.values(outcomeOf)))
        $(id).textContent = "";
    where.textContent = text;
    where.className = problem ? "problem" : "";
}

function lineChanged() {
    $("enter").disabled = $("line").value.trim() === "" || pendingIntent() !== null;
    clearTimeout(previewTimer);
    if (mySeat === null || $("play").hidden)
        return; // nothing to preview for a phone not seated, or not its play
    // No line: what the seat can do now.
    previewTimer = setTimeout(() => send({ type: "preview", line: $("line").value.trim() }), 150);
}

function setLine(line) {
    $("line").value = line;
    lineChanged();
}

function cardLine() {
    if (!card.suit || !card.number)
        return "";
    return card.suit + card.number + (card.declare ? " d" : "") + (card.seize ? " s" : "");
}

function pick(label, on, choose) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = on ? "pick on" : "pick";
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.textContent = label;
    button.onclick = () => {
        choose();
        drawCardPad();
    };
    return button;
}

function drawCardPad() {
    $("suits").replaceChildren(...sayPlay.suits.map(([typed, label]) => pick(
        label, card.suit === typed, () => { card.suit = typed; setLine(cardLine()); })));
    $("numbers").className = "row n" + numbers.length;
    $("numbers").replaceChildren(...numbers.map(n => pick(
        String(n), card.number === n, () => { card.number = n; setLine(cardLine()); })));
    $("options").replaceChildren(
        pick(sayPlay.declare, card.declare, () => { card.declare = !card.declare; setLine(cardLine()); }),
        pick(sayPlay.seize, card.seize, () => { card.seize = !card.seize; setLine(cardLine()); }),
        pick(sayPlay.copy, false, () => setLine("x")),
        ...(campaign ? [pick(sayPlay.event, false, () => setLine("e"))] : []),
        pick(sayPlay.pass, false, () => setLine("p")));
}

// An intent with the next id of this phone's own, kept until it is answered.
function sendIntent(intent) {
    if (pendingIntent())
        return;
    const id = Number(localStorage.getItem(counterKey) || 0) + 1;
    localStorage.setItem(counterKey, String(id));
    Object.assign(intent, { id: id, seen: seenRevision });
    localStorage.setItem(pendingKey, JSON.stringify(intent));
    send(intent);
    showOutcome(sayPlay.sending, false, intent.type);
}

function enterLine() {
    const line = $("line").value.trim();
    if (line)
        sendIntent({ type: "turn", line: line });
    lineChanged();
}

// Step F of the Intermission: this seat's Fates, chosen in secret on this phone.
function showFateChoice(view) {
    const me = view.seats.find(seat => seat.seat === mySeat);
    const offered = (me && me.fatesOffered) || [];
    const chosenBy = view.seats.filter(seat => seat.fateChosen).length;
    const everyone = chosenBy === view.seats.length;
    $("fateChoice").hidden = offered.length === 0 || everyone;
    if ($("fateChoice").hidden)
        return;
    $("fateHeading").textContent = sayPlay.chooseFate;
    const names = view.fateNames || {};
    $("fateButtons").replaceChildren(...offered.map(number => {
        return pick(names[number] || String(number), me.fateChoice === number,
                    () => sendIntent({ type: "fate", fate: number }));
    }));
    $("fateStatus").textContent = (me.fateChoice ? sayPlay.chosen + " · " : "") +
                                  sayPlay.haveChosen(chosenBy, view.seats.length);
}

// Paired again (after sleep, a lost Wi-Fi, the host's relaunch): the intent not answered goes
// again, with its own id.
function resendPending() {
    const intent = pendingIntent();
    if (intent) {
        intent.seen = seenRevision;
        send(intent);
    }
}

function answered(message) {
    const intent = pendingIntent();
    const type = intent && intent.id === message.id ? intent.type : undefined;
    if (type)
        localStorage.removeItem(pendingKey);
    // A resend of the last intent is given its first answer again (the Wi-Fi may have lost it);
    // an older one has none to give.
    if (message.again && message.applied === undefined)
        showOutcome(sayPlay.again, false, type);
    else
        showOutcome(message.applied ? "✓ " + message.title : message.problem, !message.applied,
                    type);
    if (message.applied) {
        card = { suit: "", number: 0, declare: false, seize: false };
        drawCardPad();
        $("line").value = "";
    }
    lineChanged();
}

function showPreview(message) {
    if (message.line !== undefined && message.line !== $("line").value.trim())
        return; // an older line's
    if (message.numbers && message.numbers.join() !== numbers.join()) {
        numbers = message.numbers;
        drawCardPad();
    }
    $("preview").textContent = message.preview;
    $("problem").textContent = message.problem !== message.hint ? message.problem : "";
    $("hint").textContent = message.hint;
}

// The play panel, on this seat's card or turn only.
function showPlay(view, revision) {
    seenRevision = revision;
    const me = view.seats.find(seat => seat.seat === mySeat);
    const myCard = !view.eventRound && view.toAct === mySeat;
    const myTurn = Boolean(me && me.takingTurn && !view.eventRound);
    $("play").hidden = !(myCard || myTurn);
    $("cardPad").hidden = !myCard;
    $("turnPad").hidden = !myTurn;
    $("playHeading").textContent = myTurn ? sayPlay.yourTurn : sayPlay.yourCard;
    if (campaign !== (view.mode === "campaign")) {
        campaign = view.mode === "campaign";
        drawCardPad();
    }
    if (!$("play").hidden) // what it would do now, or (no line) what the seat can do
        send({ type: "preview", line: $("line").value.trim() });
    showFateChoice(view);
    showSummit(view);
    showEventDice(view);
    showReady(view);
    showNote(view);
}

// The event's Roll stage: the player who rolls taps what the real dice show; the others see who.
function showEventDice(view) {
    const dice = view.eventDice; // absent but at the event's Roll stage
    $("eventDicePanel").hidden = !dice || mySeat === null;
    if ($("eventDicePanel").hidden) {
        eventDice = { event: 0, number: 0 };
        return;
    }
    const roller = view.seats.find(seat => seat.seat === dice.roller);
    const mine = dice.roller === mySeat;
    $("eventDiceHeading").textContent = mine ? sayPlay.rollEventDice
                                             : sayPlay.othersRoll(roller ? roller.name : "");
    for (const id of ["eventDieLabel", "eventFaces", "numberDieLabel", "numberFaces", "enterDice"])
        $(id).hidden = !mine;
    if (!mine)
        return;
    const draw = () => {
        $("eventDieLabel").textContent = sayPlay.eventDie;
        $("eventFaces").replaceChildren(...dice.faces.map((face, index) => pick(
            face, eventDice.event === index + 1, () => { eventDice.event = index + 1; draw(); })));
        $("numberDieLabel").textContent = sayPlay.numberDie;
        $("numberFaces").replaceChildren(...[1, 2, 3, 4, 5, 6].map(n => pick(
            String(n), eventDice.number === n, () => { eventDice.number = n; draw(); })));
        $("enterDice").textContent = sayPlay.enterDice(dice.faces[eventDice.event - 1], eventDice.number);
        $("enterDice").disabled = !eventDice.event || !eventDice.number || pendingIntent() !== null;
    };
    $("enterDice").onclick = () => sendIntent({ type: "eventDice", event: eventDice.event,
                                                number: eventDice.number });
    draw();
}

// A deal listed at the Summit: shown to all, agreed on the phones of the players it names (the
// host enters it once they all have). An agreement is to the deal as shown: its version.
function showSummit(view) {
    const deal = view.summit; // absent while no deal is listed
    $("summitPanel").hidden = !deal;
    if (!deal)
        return;
    $("summitHeading").textContent = sayPlay.summitDeal;
    $("summitMoves").replaceChildren(...deal.moves.map(text => {
        const item = document.createElement("li");
        item.textContent = text;
        return item;
    }));
    const mine = deal.agreed.includes(mySeat);
    $("agree").hidden = mySeat === null || !deal.parties.includes(mySeat);
    $("agree").textContent = mine ? sayPlay.agreed : sayPlay.agree;
    $("agree").disabled = mine;
    $("agree").onclick = () => sendIntent({ type: "agree", deal: deal.version });
    const waiting = deal.parties.filter(seat => !deal.agreed.includes(seat))
                        .map(seat => view.seats.find(each => each.seat === seat).name);
    $("summitStatus").textContent = sayPlay.waitingFor(waiting.join(", "));
}

// At an Intermission's step or the round's event: Ready, which the host shows; until the step
// changes.
function showReady(view) {
    const ready = view.ready; // absent while no step waits for the players
    $("readyPanel").hidden = ready === undefined || mySeat === null;
    if ($("readyPanel").hidden)
        return;
    const mine = ready.includes(mySeat);
    $("ready").textContent = mine ? sayPlay.readyDone : sayPlay.ready;
    $("ready").disabled = mine;
    $("readyStatus").textContent = sayPlay.readyCount(ready.length, view.seats.length);
}

function setUpPlay() {
    $("lineExample").textContent = sayPlay.example; // shown above the line, never in it
    $("line").oninput = lineChanged;
    $("line").onkeydown = event => {
        if (event.key === "Enter")
            enterLine();
    };
    $("enter").textContent = sayPlay.enter;
    $("enter").onclick = enterLine;
    $("endTurn").textContent = sayPlay.endTurn;
    $("endTurn").onclick = () => setLine("end");
    $("extra").textContent = sayPlay.extra;
    $("extra").onclick = () => setLine("extra");
    $("ready").onclick = () => sendIntent({ type: "ready" });
    drawCardPad();
    lineChanged();
}
