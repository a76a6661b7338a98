// 北野大茶会's table in a browser: the 太閤殿下's collection, the popularity dice, every 蔵, and
// your hand and action cards. The others' hands and this round's face-down choices are never sent
// here: you see how many cards each holds and who has chosen. Tap a card to play it; an exchange,
// 献上 or 大量買付 picks cards first, then its button or effect.

import { seatColour, seatName } from "../app.js";
import { el } from "../dom.js";
import { t } from "../i18n.js";

const COLOURS = { "赤": "#c62828", "青": "#1565c0", "黄": "#c9a400", "緑": "#2e7d32", "黒": "#212121", "紫": "#6a1b9a" };

function suitChip(board, suit, attributes = {}, extra = "") {
  const colour = COLOURS[board.suit_colours[suit]] || "#777";
  return el("button", { class: "chip suit", style: `--suit:${colour}`, ...attributes }, `${board.suits[suit]}${extra}`);
}

function entryChip(board, entry, attributes = {}) {
  const [, , kind, value, faceUp] = entry;
  if (kind === "m") return suitChip(board, value, attributes);
  return el("button", { class: faceUp ? "chip action" : "chip action down", ...attributes }, faceUp ? value : `${value}↓`);
}

export function draw(main, context) {
  const { board, view, seat } = context;
  const others = view.hand_sizes.map((_, k) => k).filter((k) => k !== seat);
  const row = (label, ...children) => el("div", { class: "row" }, el("span", { class: "label" }, label), ...children);
  const down = view.taiko_down
    ? view.taiko_down.map((suit) => suitChip(board, suit, {}, "↓"))
    : Array.from({ length: view.taiko_down_size }, () => el("span", { class: "chip down" }, "?↓"));
  const dice = view.suits.map((suit) => suitChip(board, suit, { "data-spot": `die|${suit}` }, ` ${view.dice[suit]}`));
  const seatArea = (k) => el("section", { class: k === view.to_move ? "seat-area to-move" : "seat-area",
    style: `--seat:${seatColour(k)}` },
  el("h4", {}, `${k === view.to_move ? "▶ " : ""}${seatName(k)} `, el("span", { class: "count" }, t("cards", { n: view.hand_sizes[k] })),
    view.has_chosen[k] && view.phase === "play" ? el("span", { class: "count" }, "✓") : null),
  row(t("kura"), view.kura[k].map((entry, index) => entryChip(board, entry,
    k === seat ? { "data-spot": `kura|${index}` } : {}))));
  const mine = seat !== null && seat !== undefined;
  const chosen = mine ? view.chosen[seat] : null;
  let holder = main.querySelector(".chakai-table");
  if (!holder) {
    holder = el("div", { class: "chakai-table" });
    main.prepend(holder);
  }
  holder.replaceChildren(...[
    el("div", { class: "table-header" }, `${t("round", { n: Math.min(view.round + 1, board.rounds), of: board.rounds })} — ${t(`phase_${view.phase}`)}`),
    el("div", { class: "others" }, others.map(seatArea)),
    el("section", { class: "middle" },
      row(t("taiko"), view.taiko_up.map((suit) => suitChip(board, suit, { "data-spot": `taiko|${suit}` })), down),
      row(t("popularity"), dice),
      row("", el("span", { class: "note" }, t("deck", { n: view.deck_size })))),
    mine ? seatArea(seat) : null,
    mine ? row(t("hand"), view.hands[seat].map((suit) => suitChip(board, suit, { "data-spot": `hand|${suit}` })),
      chosen ? el("em", {}, ` → ${chosen[0] === "m" ? board.suits[chosen[1]] : chosen[1]}`) : null) : null,
    mine ? row("", view.actions[seat].map((name) => el("button", { class: "chip action", "data-spot": `action|${name}` }, name))) : null,
  ].filter(Boolean));
}

export function seatLine(context, seat) {
  return ` · ${t("cards", { n: context.view.hand_sizes[seat] })}`;
}

export function endNote(context, final) {
  return final?.decided_by && final.decided_by !== "score" ? t(`chakai_decided_${final.decided_by}`) : "";
}
