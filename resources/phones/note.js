// SPDX-License-Identifier: GPL-3.0-or-later
// The Fate note of this phone's player, written and read here: what their Fate asks them to
// keep (the Pirate's Haven, the Believer's Ideals…). A secret one the host sends to this seat
// alone. The text typed stays while the table changes; only the note kept is redrawn.
"use strict";

const noteWords = {
    en: {
        heading: "Your Fate note",
        nothing: "Nothing kept yet.",
        secretKept: "Secret: only your phone shows it.",
        withheld: "A secret kept, left out of the file this game came from.",
        textLabel: "What your Fate asks you to keep (e.g. 4 hex):",
        secret: "Secret (only you see it)",
        inExports: "In exported files too",
        keep: "Keep this note",
        yours: "Yours",
        othersHeading: name => name + "'s Fate note: you write it",
        forOther: name => name + "'s (you write it)",
        writtenBy: name => "Your Fate note is written by " + name +
                           ", the player to your right, in secret from you.",
    },
    zh: {
        heading: "你的命運筆記",
        nothing: "尚未記下任何內容。",
        secretKept: "祕密：只有你的手機會顯示。",
        withheld: "一則祕密，在這場遊戲的來源檔案中被略去。",
        textLabel: "你的命運要你記下的內容（例如 4 hex）：",
        secret: "祕密（只有你看得到）",
        inExports: "匯出的檔案也包含",
        keep: "記下這則筆記",
        yours: "你的",
        othersHeading: name => name + " 的命運筆記：由你撰寫",
        forOther: name => name + " 的（由你撰寫）",
        writtenBy: name => "你的命運筆記由你右手邊的 " + name + " 撰寫，並對你保密。",
    },
};
const sayNote = (navigator.language || "en").toLowerCase().startsWith("zh") ? noteWords.zh
                                                                             : noteWords.en;

let noteFor = null; // the seat whose note this phone writes now

// A campaign's seat only: a base game keeps no Fate notes. The notes this phone writes are its
// own, unless another seat writes it (the Pathfinder's Portal: the player to the right), and
// those it writes for another seat.
function showNote(view) {
    const me = view.seats.find(seat => seat.seat === mySeat);
    $("notePanel").hidden = !me || view.mode !== "campaign";
    if ($("notePanel").hidden)
        return;
    const writes = view.seats.filter(seat => (seat.noteWriter ?? seat.seat) === mySeat);
    if (!writes.some(seat => seat.seat === noteFor))
        noteFor = writes.length > 0 ? writes[0].seat : null;
    const target = writes.find(seat => seat.seat === noteFor);
    $("noteTargets").replaceChildren(...(writes.length < 2 ? [] : writes.map(seat => pick(
        seat.seat === mySeat ? sayNote.yours : sayNote.forOther(seat.name), seat.seat === noteFor,
        () => { noteFor = seat.seat; showNote(view); }))));
    $("noteHeading").textContent = !target || target.seat === mySeat
                                       ? sayNote.heading : sayNote.othersHeading(target.name);
    const writer = view.seats.find(seat => seat.seat === me.noteWriter);
    $("noteWrittenBy").textContent = writer ? sayNote.writtenBy(writer.name) : "";
    $("noteEditor").hidden = !target;
    if (!target)
        return;
    const note = target.note || {};
    $("noteKept").textContent = note.withheld ? sayNote.withheld : note.text || sayNote.nothing;
    $("noteSecretKept").textContent = note.secret && note.text ? sayNote.secretKept : "";
}

function setUpNote() {
    $("noteHeading").textContent = sayNote.heading;
    $("noteTextLabel").textContent = sayNote.textLabel; // above the field, never in it
    $("noteSecretLabel").textContent = sayNote.secret;
    $("noteInExportsLabel").textContent = sayNote.inExports;
    $("keepNote").textContent = sayNote.keep;
    $("keepNote").onclick = () => {
        sendIntent({ type: "note", player: noteFor, text: $("noteText").value.trim(),
                     secret: $("noteSecret").checked, inExports: $("noteInExports").checked });
        $("noteText").value = "";
    };
}
