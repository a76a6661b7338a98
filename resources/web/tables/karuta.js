// 旧国かるた's table in a browser: the blank map of the 68 provinces with the highways, the cards
// played on their provinces, and the player's hand as cards below. Tap a card, then a lit province
// (or the province straight away when the card can go only there); the line end it joins lights too.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { boardLayer, svg, unitsPerPixel } from "../svgboard.js";

export function draw(main, context) {
  const { board, view, lights } = context;
  const placed = new Set(view.board);
  const byId = new Map(board.provinces.map((p) => [p.id, p]));
  let mapHolder = main.querySelector(".map");
  let hand = main.querySelector(".hand");
  if (!mapHolder) {
    mapHolder = el("div", { class: "map" });
    hand = el("div", { class: "hand", "aria-label": t("hand") });
    main.prepend(mapHolder, hand);
  }
  const layer = boardLayer(mapHolder, board.bounds);
  const pixel = unitsPerPixel(mapHolder);
  for (const province of board.provinces) {
    const on = placed.has(province.id);
    layer.append(svg("path", { d: province.path, fill: on ? province.colour : "#f4f1ea", class: on ? "province on" : "province",
      "data-spot": `province|${province.id}` }));
  }
  for (const highway of board.highways) {
    const points = highway.stops.map((id) => byId.get(id)?.label).filter(Boolean);
    layer.append(svg("polyline", { points: points.map((p) => p.join(",")).join(" "), class: "highway",
      "stroke-width": (1.6 * pixel).toFixed(3) }));
  }
  for (const [a, b] of board.ferries) {
    const pa = byId.get(a)?.label;
    const pb = byId.get(b)?.label;
    if (pa && pb) {
      layer.append(svg("line", { x1: pa[0], y1: pa[1], x2: pb[0], y2: pb[1], class: "ferry",
        "stroke-width": (1.4 * pixel).toFixed(3) }));
    }
  }
  const names = [];
  for (const province of board.provinces) {
    if (!province.label) continue;
    const light = lights.get(`province|${province.id}`);
    if (placed.has(province.id)) {
      names.push(svg("text", { x: province.label[0], y: province.label[1], class: "name" }, province.kanji));
    }
    if (light?.tag) names.push(svg("text", { x: province.label[0], y: province.label[1], dy: "1.2em", class: "tag" }, light.tag));
  }
  layer.append(svg("g", { "font-size": (12 * pixel).toFixed(3) }, names));
  const mine = context.seat !== null && context.seat !== undefined ? view.hands[context.seat] || [] : [];
  hand.hidden = context.seat === null || context.seat === undefined;
  hand.replaceChildren(el("span", { class: "hand-label" }, t("cards", { n: mine.length })), ...mine.map((id) => {
    const province = byId.get(id) || { kanji: id, kana: "", colour: "#ccc" };
    return el("button", { class: "card", "data-spot": `card|${id}`, style: `--circuit:${province.colour}` },
      el("small", {}, province.kana), el("b", {}, province.kanji));
  }));
}

export function spotName(context, spot) {
  const [kind, id] = spot.split("|");
  if (kind !== "card" && kind !== "province") return null;
  return context.board.provinces.find((p) => p.id === id)?.kanji;
}

export function seatLine(context, seat) {
  const { view } = context;
  return ` · ${t("cards", { n: view.hand_sizes[seat] })} · ${t("passes", { n: view.passes[seat] })}`;
}

export function endNote(context, final) {
  return final?.end_reason === "all_pass" ? t("karuta_all_pass") : "";
}
