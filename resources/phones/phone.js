// SPDX-License-Identifier: GPL-3.0-or-later
// The phone's side: it asks the host for a seat (or the table view), keeps the token the host
// gives, and shows the view the host sends for it. It never sends a state; the host decides.
"use strict";

const words = {
    en: {
        connecting: "Connecting to the host…",
        lost: "Connection lost: trying again…",
        choose: "Which seat is yours?",
        watch: "Only watch the table",
        taken: "has a phone",
        waiting: seat => seat === null ? "Waiting for the host to let this phone watch…"
                                       : "Waiting for the host to allow " + seat + "'s seat…",
        paired: seat => seat === null ? "Watching the table" : "Your seat: " + seat,
        where: v => v.intermissionStep !== undefined
                        ? "Intermission after Act " + roman(v.act) + " · step " + stepLetter(v)
                        : (v.act > 0 ? "Act " + roman(v.act) + " · " : "") + "Chapter " + v.chapter +
                          (v.eventRound ? " · Round " + v.eventRound + " · Event" : " · Round " + v.round),
        noGame: "No game on the table yet.",
        toPlay: name => name + " plays next",
        taking: name => name + " is taking their turn",
        power: "Power",
        cards: n => n === 1 ? "1 card" : n + " cards",
        initiative: "initiative",
        firstRegent: "First Regent",
        regent: "Regent",
        lan: "Plain HTTP on your local network: game secrets, not passwords, cross it.",
    },
    zh: {
        connecting: "正在連線到主機…",
        lost: "連線中斷：重新連線中…",
        choose: "哪個座位是你的？",
        watch: "只觀看桌面",
        taken: "已有手機",
        waiting: seat => seat === null ? "等待主機允許這支手機觀看…"
                                       : "等待主機允許 " + seat + " 的座位…",
        paired: seat => seat === null ? "正在觀看桌面" : "你的座位：" + seat,
        where: v => v.intermissionStep !== undefined
                        ? "第" + ["一", "二", "三"][v.act - 1] + "幕後的幕間 · 步驟 " + stepLetter(v)
                        : (v.act > 0 ? "第" + ["一", "二", "三"][v.act - 1] + "幕 · " : "") + "第 " +
                          v.chapter + " 大輪 · 第 " + (v.eventRound ? v.eventRound + " 墩 · 事件"
                                                                      : v.round + " 墩"),
        noGame: "桌上還沒有遊戲。",
        toPlay: name => "輪到 " + name + " 出牌",
        taking: name => name + " 正在進行回合",
        power: "權勢",
        cards: n => n + " 張牌",
        initiative: "先手",
        firstRegent: "首席攝政",
        regent: "攝政",
        lan: "在區域網路上以一般 HTTP 傳送：傳的是遊戲祕密，不是密碼。",
    },
};
// As the app numbers Acts: I, II, III.
const roman = n => ["I", "II", "III"][n - 1] || String(n);
// The Intermission's step as the rulebook letters them, A to F (6: all done, shown as F).
const stepLetter = v => "ABCDEF"[Math.min(v.intermissionStep, 5)];
const say = (navigator.language || "en").toLowerCase().startsWith("zh") ? words.zh : words.en;
const colours = { red: "#e8584f", blue: "#4f9be8", yellow: "#f2c230", white: "#f4f4f4" };
// Each colour's symbol, as the app and the pieces show it: a colour never speaks alone.
const symbols = { red: "▲", blue: "◆", yellow: "●", white: "■" };
const tokenKey = "arcs-companion-token";
const $ = id => document.getElementById(id);

let socket = null;
let retry = 1000;
let seats = [];
let mySeat = null;
let asked = null; // the seat's name this phone asked for, null for the table view
let justPaired = false;
let resumed = false; // this connection has sent its token back

function status(text, problem) {
    $("status").textContent = text;
    $("status").className = problem ? "problem" : "";
}

function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify(message));
}

function deviceName() {
    const agent = navigator.userAgent;
    const known = ["iPhone", "iPad", "Android", "Firefox", "Chrome", "Safari"];
    return known.find(name => agent.includes(name)) || "Phone";
}

function showJoin() {
    $("table").hidden = true;
    $("join").hidden = false;
    $("joinHeading").textContent = say.choose;
    const buttons = $("seatButtons");
    buttons.replaceChildren();
    for (const seat of seats) {
        const button = document.createElement("button");
        button.className = "seat";
        // A seat with a phone (or one waiting for it) is shown, not offered.
        button.textContent = (symbols[seat.colour] || "") + " " + seat.name +
                             (seat.taken ? " · " + say.taken : "");
        button.disabled = Boolean(seat.taken);
        button.style.borderLeft = "12px solid " + (colours[seat.colour] || "#888");
        button.onclick = () => {
            asked = seat.name;
            send({ type: "join", seat: seat.seat, device: deviceName() });
        };
        buttons.append(button);
    }
    $("watch").textContent = say.watch;
    $("watch").onclick = () => {
        asked = null;
        send({ type: "join", seat: null, device: deviceName() });
    };
}

function showView(view) {
    $("join").hidden = true;
    $("table").hidden = false;
    if (view.phase === "notStarted" || view.seats.length === 0) {
        $("where").textContent = say.noGame;
        $("turn").textContent = "";
        $("seats").replaceChildren();
        $("mine").replaceChildren();
        return;
    }
    $("where").textContent = say.where(view);
    const acting = view.seats.find(seat => seat.takingTurn || seat.toPlay);
    $("turn").textContent = !acting ? "" : acting.takingTurn ? say.taking(acting.name)
                                                             : say.toPlay(acting.name);
    const list = $("seats");
    list.replaceChildren();
    for (const index of view.clockwise) {
        const seat = view.seats[index];
        const row = document.createElement("li");
        row.style.setProperty("--seat", colours[seat.colour] || "#888");
        row.className = seat.seat === mySeat ? "me" : "";
        const campaign = view.mode === "campaign";
        const titles = [seat.hasInitiative ? "⚑ " + say.initiative : "",
                        !campaign ? "" : seat.firstRegent ? say.firstRegent
                                       : seat.regent ? say.regent : ""];
        const name = document.createElement("span");
        name.textContent = [(symbols[seat.colour] || "") + " " + seat.name, ...titles]
                               .filter(Boolean).join(" · ");
        const numbers = document.createElement("span");
        numbers.textContent = say.power + " " + seat.power + " · " + say.cards(seat.hand);
        row.append(name, numbers);
        list.append(row);
    }
    const mine = $("mine");
    const me = view.seats.find(seat => seat.seat === mySeat);
    mine.replaceChildren(...areaParts(view, me));
}

function receive(event) {
    const message = JSON.parse(event.data);
    if (message.type === "seats") {
        // Sent again whenever a seat is taken or freed: the token goes back once a connection.
        seats = message.seats;
        if (localStorage.getItem(tokenKey)) {
            if (!resumed)
                send({ type: "resume", token: localStorage.getItem(tokenKey) });
            resumed = true;
        } else {
            status("");
            showJoin();
        }
    } else if (message.type === "waiting") {
        status(say.waiting(asked));
    } else if (message.type === "paired") {
        localStorage.setItem(tokenKey, message.token);
        mySeat = message.seat;
        justPaired = true;
        const seat = seats.find(s => s.seat === message.seat);
        status(say.paired(seat ? seat.name : null));
    } else if (message.type === "view") {
        showView(message.table);
        if (mySeat !== null)
            showPlay(message.table, message.revision);
        if (justPaired)
            resendPending(); // after the view, as the table is now
        justPaired = false;
    } else if (message.type === "preview") {
        showPreview(message);
    } else if (message.type === "answer") {
        answered(message);
    } else if (message.type === "refused") {
        status(message.reason, true);
        if (message.letGo) { // a token the host no longer knows, a request it said no to
            localStorage.removeItem(tokenKey);
            mySeat = null;
            showJoin();
        }
    }
}

function connect() {
    if (socket && socket.readyState <= WebSocket.OPEN)
        return;
    status(say.connecting);
    socket = new WebSocket("ws://" + location.host + "/socket");
    socket.onopen = () => {
        retry = 1000;
        resumed = false;
    };
    socket.onmessage = receive;
    socket.onclose = () => {
        status(say.lost, true);
        setTimeout(connect, retry);
        retry = Math.min(retry * 2, 10000);
    };
}

$("lan").textContent = say.lan;
setUpPlay();
setUpNote();
document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible")
        connect();
});
setInterval(() => send({ type: "ping" }), 20000);
connect();
