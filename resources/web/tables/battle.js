// 市区町村バトル's table in a browser: the prefecture's real cells (the board's projected outlines,
// far islands in insets), each town coloured by its owner, homes starred; a town is named once its
// cell is large enough on screen (zoom in for the small ones). The cells a picked piece may go to
// light up, with the attack's odds on them. Pan and zoom as on a map.

import { seatColour, seatName } from "../app.js";
import { t } from "../i18n.js";
import { boardLayer, svg, unitsPerPixel } from "../svgboard.js";

const HAND = -1;
const UNAFFILIATED = "#efe9da";
const EMPTY = "#ffffff";
//: A cell is named when its outline is at least this many pixels across on screen.
const NAMED_PX = 38;
const FONT_PX = 11;

function tint(colour, share) {
  const n = parseInt(colour.slice(1), 16);
  const mix = (c) => Math.round(c * share + 255 * (1 - share));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

function header(main, text) {
  let node = main.querySelector(".table-header");
  if (!node) {
    node = document.createElement("div");
    node.className = "table-header";
    main.prepend(node);
  }
  node.textContent = text;
}

export function draw(main, context) {
  const { board, view } = context;
  header(main, `${t("battle_round", { n: view.round + 1 })}${view.phase === "homes" ? ` — ${t("choosing_homes")}` : ""}`);
  const layer = boardLayer(main, board.bounds);
  const homes = new Set(view.homes.filter((p) => p >= 0));
  for (const box of board.insets) {
    layer.append(svg("rect", { x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1], class: "inset" }));
  }
  const sizes = [];
  board.cells.forEach((cell, k) => {
    const piece = view.occupant[k];
    const owner = piece >= 0 ? view.owner[piece] : -1;
    let fill = EMPTY;
    if (piece >= 0) fill = owner >= 0 ? tint(seatColour(owner), homes.has(piece) ? 0.85 : 0.55) : UNAFFILIATED;
    const path = svg("path", { d: cell.path, fill, class: "cell", "data-spot": `cell|${cell.id}` });
    if (piece >= 0) {
      const info = board.pieces[piece];
      path.append(svg("title", {}, `${info.name}${info.stars ? ` ★${info.stars}` : ""}`));
    }
    layer.append(path);
    sizes.push(cell.path ? path.getBBox() : null);
  });
  const labels = svg("g", { class: "labels" });
  layer.append(labels);
  const name = () => {
    const pixel = unitsPerPixel(main);
    labels.setAttribute("font-size", (FONT_PX * pixel).toFixed(3));
    labels.replaceChildren();
    board.cells.forEach((cell, k) => {
      const piece = view.occupant[k];
      const light = context.lights.get(`cell|${cell.id}`);
      if (!cell.label) return;
      const box = sizes[k];
      const wide = box && Math.max(box.width, box.height) / pixel >= NAMED_PX;
      if (piece >= 0 && (wide || homes.has(piece) || light)) {
        const info = board.pieces[piece];
        const stars = wide && info.stars > 1 ? ` ★${info.stars}` : "";
        labels.append(svg("text", { x: cell.label[0], y: cell.label[1], class: homes.has(piece) ? "name home" : "name" },
          `${homes.has(piece) ? "★" : ""}${info.name}${stars}`));
      }
      if (light?.tag) labels.append(svg("text", { x: cell.label[0], y: cell.label[1], dy: "1.2em", class: "tag" }, light.tag));
    });
  };
  name();
  const root = main.querySelector("svg.board");
  root.onzoomed = name;  // the names kept to what fits as the player zooms
  if (!root.dataset.listening) {
    root.dataset.listening = "1";
    root.addEventListener("zoomed", () => root.onzoomed && root.onzoomed());
  }
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
