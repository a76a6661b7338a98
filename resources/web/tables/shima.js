// しま's table in a browser: the hex island with its number tokens, harbours, roads, houses and the
// いたずら雲; below it your materials, the bank and your help cards. Pick Road, House or Big house,
// then a lit place; trade by putting one of your materials on the bank's; the dice roll on the server.

import { seatColour } from "../app.js";
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { boardLayer, svg } from "../svgboard.js";

const TERRAIN = { "木": "#2e7d32", "土": "#b5542f", "葉っぱ": "#9ccc65", "むぎ": "#e9c243", "石": "#8d939b" };
const PLAZA_COLOUR = "#e8dcb8";
const HOT = new Set([6, 8]);

export function draw(main, context) {
  const { board, view, seat } = context;
  let islandHolder = main.querySelector(".island");
  let panel = main.querySelector(".shima-panel");
  if (!islandHolder) {
    islandHolder = el("div", { class: "island" });
    panel = el("div", { class: "shima-panel" });
    main.prepend(islandHolder, panel);
  }
  const xs = board.corners.map((c) => c[0]);
  const ys = board.corners.map((c) => c[1]);
  const layer = boardLayer(islandHolder, [Math.min(...xs) - 0.8, Math.min(...ys) - 0.8, Math.max(...xs) + 0.8,
    Math.max(...ys) + 0.8]);
  const centre = (tile) => {
    const corners = board.tiles[tile].map((c) => board.corners[c]);
    return [corners.reduce((s, c) => s + c[0], 0) / 6, corners.reduce((s, c) => s + c[1], 0) / 6];
  };
  const island = view.island;
  board.tiles.forEach((corners, tile) => {
    const points = corners.map((c) => board.corners[c].join(",")).join(" ");
    const terrain = island.terrain[tile];
    layer.append(svg("polygon", { points, fill: TERRAIN[terrain] || PLAZA_COLOUR, class: "tile", "data-spot": `tile|${tile}` }));
    const [x, y] = centre(tile);
    layer.append(svg("text", { x, y: y - 0.42, class: "terrain" }, terrain));
    if (island.numbers[tile]) {
      layer.append(svg("circle", { cx: x, cy: y + 0.08, r: 0.3, class: "token" }));
      layer.append(svg("text", { x, y: y + 0.18, class: HOT.has(island.numbers[tile]) ? "number hot" : "number" },
        String(island.numbers[tile])));
    }
    if (tile === view.cloud) layer.append(svg("text", { x: x + 0.38, y: y - 0.05, class: "cloud" }, "☁"));
  });
  for (const [kind, a, b] of island.harbours) {
    const [ax, ay] = board.corners[a];
    const [bx, by] = board.corners[b];
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const out = Math.hypot(mx, my) || 1;
    const hx = mx + (mx / out) * 0.55;
    const hy = my + (my / out) * 0.55;
    layer.append(svg("line", { x1: ax, y1: ay, x2: hx, y2: hy, class: "harbour-line" }));
    layer.append(svg("line", { x1: bx, y1: by, x2: hx, y2: hy, class: "harbour-line" }));
    layer.append(svg("circle", { cx: hx, cy: hy, r: 0.28, class: "harbour" }));
    layer.append(svg("text", { x: hx, y: hy + 0.08, class: "harbour-text" },
      kind === null ? "3:1" : `${board.materials[kind]} 2:1`));
  }
  board.sides.forEach(([a, b], side) => {
    const [ax, ay] = board.corners[a];
    const [bx, by] = board.corners[b];
    const owner = view.roads[side];
    layer.append(svg("line", { x1: ax, y1: ay, x2: bx, y2: by, "data-spot": `side|${side}`,
      class: owner >= 0 ? "road" : "side", stroke: owner >= 0 ? seatColour(owner) : null }));
  });
  board.corners.forEach(([x, y], corner) => {
    const building = view.buildings[corner];
    if (building) {
      const [owner, level] = building;
      const size = level === 2 ? 0.26 : 0.17;
      layer.append(svg("rect", { x: x - size, y: y - size, width: 2 * size, height: 2 * size, fill: seatColour(owner),
        class: "building", "data-spot": `corner|${corner}` }));
    } else {
      layer.append(svg("circle", { cx: x, cy: y, r: 0.13, class: "corner", "data-spot": `corner|${corner}` }));
      // a finger's target around it: as wide as the corners' spacing allows (a corner is a few
      // pixels on a phone)
      layer.append(svg("circle", { cx: x, cy: y, r: 0.34, class: "corner-hit", "data-spot": `corner|${corner}` }));
    }
  });
  const hand = seat !== null && seat !== undefined ? view.hands[seat] : null;
  const cards = seat !== null && seat !== undefined ? view.cards[seat] : null;
  const roll = view.last_roll ? t("dice_roll", { a: view.last_roll[0], b: view.last_roll[1], total: view.last_roll[0] + view.last_roll[1] }) : "";
  panel.replaceChildren(...[
    el("div", { class: "row" }, el("b", {}, roll), el("span", { class: "note" }, t("deck", { n: view.deck_size }))),
    hand ? el("div", { class: "row" }, el("span", { class: "label" }, t("materials")), board.materials.map((name, m) =>
      el("button", { class: "chip", "data-spot": `material|${m}`, disabled: hand[m] ? null : "" }, `${name} ${hand[m]}`))) : null,
    el("div", { class: "row" }, el("span", { class: "label" }, t("bank")), board.materials.map((name, m) =>
      el("button", { class: "chip bank", "data-spot": `bank|${m}` }, `${name} ${view.bank[m]}`))),
    hand ? el("div", { class: "row" }, ["road", "house", "city", "card"].map((kind) =>
      el("button", { class: "chip build", "data-spot": `build|${kind}` }, buildWords(kind, board)))) : null,
    cards ? el("div", { class: "row" }, el("span", { class: "label" }, t("help_cards")), board.cards.map((card, k) =>
      (cards[k] ? el("button", { class: "chip help", "data-spot": `help|${card}` }, cards[k] > 1 ? `${card} ×${cards[k]}` : card)
        : null))) : null,
    view.log.length ? el("div", { class: "row note" }, view.log.join(" · ")) : null].filter(Boolean));
}

function buildWords(kind, board) {
  const cost = board.costs[kind] || [];
  const parts = cost.map((n, m) => (n ? (n > 1 ? `${board.materials[m]}×${n}` : board.materials[m]) : null)).filter(Boolean);
  return `${board.builds[kind]} ${parts.join(" ")}`;
}

export function seatLine(context, seat) {
  const { view } = context;
  const secret = view.secret[seat] ? ` (+${view.secret[seat]})` : "";
  const points = view.public_points[seat];
  return ` · ${t("points", { n: points })}${secret} · ${t("materials")} ${view.hand_sizes[seat]} · ${t("help_cards")} ${view.card_counts[seat]}`;
}

export function endNote(context, final) {
  return final && final.winner < 0 ? t("shima_no_winner") : "";
}
