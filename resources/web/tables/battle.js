// 市区町村バトル's table in a browser: the prefecture's real cells (the board's projected outlines,
// far islands in insets), each town coloured by its owner and named, homes starred; the cells a
// picked piece may go to light up, with the attack's odds on them. Pan and zoom as on a map.

import { seatColour, seatName } from "../app.js";
import { t } from "../i18n.js";
import { boardLayer, svg, unitsPerPixel } from "../svgboard.js";

const HAND = -1;
const UNAFFILIATED = "#efe9da";
const EMPTY = "#ffffff";

function tint(colour, share) {
  const n = parseInt(colour.slice(1), 16);
  const mix = (c) => Math.round(c * share + 255 * (1 - share));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

export function draw(main, context) {
  const { board, view, lights } = context;
  const layer = boardLayer(main, board.bounds);
  const pixel = unitsPerPixel(main);
  const homes = new Set(view.homes.filter((p) => p >= 0));
  for (const box of board.insets) {
    layer.append(svg("rect", { x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1], class: "inset" }));
  }
  const labels = [];
  board.cells.forEach((cell, k) => {
    const piece = view.occupant[k];
    const owner = piece >= 0 ? view.owner[piece] : -1;
    let fill = EMPTY;
    if (piece >= 0) fill = owner >= 0 ? tint(seatColour(owner), homes.has(piece) ? 0.85 : 0.55) : UNAFFILIATED;
    layer.append(svg("path", { d: cell.path, fill, class: "cell", "data-spot": `cell|${cell.id}` }));
    if (piece >= 0 && cell.label) {
      const info = board.pieces[piece];
      const star = homes.has(piece) ? "★" : "";
      labels.push(svg("text", { x: cell.label[0], y: cell.label[1], class: homes.has(piece) ? "name home" : "name" },
        `${star}${info.name}${info.stars ? ` ${"☆".repeat(Math.min(info.stars, 4))}` : ""}`));
    }
    const light = lights.get(`cell|${cell.id}`);
    if (light?.tag && cell.label) {
      labels.push(svg("text", { x: cell.label[0], y: cell.label[1], dy: "1.3em", class: "tag" }, light.tag));
    }
  });
  const group = svg("g", { class: "labels", "font-size": (11 * pixel).toFixed(3) }, labels);
  layer.append(group);
  const root = main.querySelector("svg.board");
  if (!root.dataset.sized) {
    root.dataset.sized = "1";
    root.addEventListener("zoomed", () => {
      const g = root.querySelector("g.labels");
      if (g) g.setAttribute("font-size", (11 * unitsPerPixel(main)).toFixed(3));
    });
  }
  const phase = view.phase === "homes" ? " — 本拠地えらび" : "";
  let header = main.querySelector(".table-header");
  if (!header) {
    header = document.createElement("div");
    header.className = "table-header";
    main.append(header);
  }
  header.textContent = `${view.round + 1} 巡目${phase}`;
}

export function seatLine(context, seat) {
  const { view } = context;
  const pieces = view.owner.filter((o, p) => o === seat && view.where[p] >= 0).length;
  const hand = view.owner.filter((o, p) => o === seat && view.where[p] === HAND).length;
  const home = view.homes[seat] >= 0 ? context.board.pieces[view.homes[seat]].name : "—";
  const out = view.alive[seat] ? "" : ` · ${t("out")}`;
  return ` · ${t("home")} ${home} · ${t("pieces")} ${pieces} · ${t("hand")} ${hand}${out}`;
}

export function finalText(context, final) {
  const winners = (final.winners || []).map((seat) => seatName(seat)).join("、") || "—";
  return t("winner", { who: winners });
}
