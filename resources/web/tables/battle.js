// 市区町村バトル's table in a browser, as the designers' app shows it: the prefectures' real cells
// (far islands in insets), each town coloured by its owner; on every piece its ★ in its owner's
// colour with its team's border and band (紅白戦), the homes ringed, 「!」 on a piece one move from
// being ringed, ♥ on a bond, ⚑ on an overseas city; the 持ち駒 on a shelf (picked, their cells
// light); 「海外の町を呼ぶ」 opens the sacrifice picker; a tap on any town shows its card. At the start
// the roulette spins seat by seat; at each turn the board moves to that seat's towns.
//
// Marks and names are placed most important first and left out where they would overlap (zoom in
// for the rest), so central Tokyo never piles tags on names.

import { app, seatColour, seatName } from "../app.js";
import { el, say, sheet } from "../dom.js";
import { LANGUAGE, t } from "../i18n.js";
import { boardLayer, flyTo, svg, unitsPerPixel, visibleBox } from "../svgboard.js";

const HAND = -1;
const UNAFFILIATED = "#e4ddcc";
const EMPTY = "#ffffff";
const TEAM_COLOURS = ["#e53935", "#fafafa"];
//: A cell's name is written when its outline is at least this many pixels across on screen.
const NAMED_PX = 34;
const FONT_PX = 11;
const CHIP_PX = 17;

let revealed = null;  // during the roulette: the seats whose homes are shown (null: every seat's)
let skipIntro = false;

function tint(colour, share) {
  const n = parseInt(colour.slice(1), 16);
  const mix = (c) => Math.round(c * share + 255 * (1 - share));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

function teamsOf(ctx) {
  const teams = ctx.rules?.teams;
  return Array.isArray(teams) && teams.length ? teams : null;
}

function ownerShown(view, piece) {
  const owner = view.owner[piece];
  if (owner < 0 || revealed === null) return owner;
  return revealed.has(owner) ? owner : -1;
}

function cellIndex(board) {
  if (!board.index) board.index = new Map(board.cells.map((cell, k) => [cell.id, k]));
  return board.index;
}

function pieceIndex(board) {
  if (!board.pieceIndex) board.pieceIndex = new Map(board.pieces.map((piece, k) => [piece.id, k]));
  return board.pieceIndex;
}

export function draw(area, ctx) {
  const { board, view } = ctx;
  let mapHolder = area.querySelector(".map");
  let shelf = area.querySelector(".shelf");
  if (!mapHolder) {
    mapHolder = el("div", { class: "map" });
    shelf = el("div", { class: "shelf", "aria-label": t("hand_pieces") });
    area.prepend(mapHolder, shelf);
  }
  const layer = boardLayer(mapHolder, board.bounds);
  const homes = new Set(view.homes.filter((p, seat) => p >= 0 && view.alive[seat]));  // a fallen seat's is a town
  for (const box of board.insets) {
    layer.append(svg("rect", { x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1], class: "inset" }));
  }
  const sizes = [];
  board.cells.forEach((cell, k) => {
    const piece = view.occupant[k];
    const owner = piece >= 0 ? ownerShown(view, piece) : -1;
    let fill = EMPTY;
    if (piece >= 0) fill = owner >= 0 ? tint(seatColour(owner), homes.has(piece) && revealed === null ? 0.8 : 0.5) : UNAFFILIATED;
    const path = svg("path", { d: cell.path, fill, class: "cell", "data-spot": `cell|${cell.id}` });
    layer.append(path);
    sizes.push(cell.path ? path.getBBox() : null);
  });
  const index = cellIndex(board);
  const links = svg("g", { class: "sea-links" });
  for (const [a, b] of board.sea_links) {
    const pa = board.cells[index.get(a)]?.label;
    const pb = board.cells[index.get(b)]?.label;
    if (pa && pb) links.append(svg("line", { x1: pa[0], y1: pa[1], x2: pb[0], y2: pb[1] }));
  }
  layer.append(links);
  const marks = svg("g", { class: "marks" });
  layer.append(marks);
  const place = () => placeMarks(mapHolder, marks, ctx, sizes, homes);
  place();
  const root = mapHolder.querySelector("svg.board");
  root.onzoomed = place;
  if (!root.dataset.listening) {
    root.dataset.listening = "1";
    root.addEventListener("zoomed", () => root.onzoomed && root.onzoomed());
  }
  drawShelf(shelf, ctx);
}

/** The chips (★, marks, tags) and names, most important first, each only where it overlaps none
 * placed before it. */
function placeMarks(holder, group, ctx, sizes, homes) {
  const { board, view, lights } = ctx;
  const u = unitsPerPixel(holder);
  const [vx0, vy0, vx1, vy1] = visibleBox(holder);
  const teams = teamsOf(ctx);
  const danger = new Set(view.danger || []);
  const bonded = new Set(view.bonded || []);
  const candidates = [];
  const mine = ctx.seat;
  board.cells.forEach((cell, k) => {
    if (!cell.label) return;
    const [x, y] = cell.label;
    if (x < vx0 - 40 * u || x > vx1 + 40 * u || y < vy0 - 40 * u || y > vy1 + 40 * u) return;
    const piece = view.occupant[k];
    const light = lights.get(`cell|${cell.id}`);
    const box = sizes[k];
    const wide = box && Math.max(box.width, box.height) / u >= NAMED_PX;
    if (light?.tag) candidates.push({ rank: 0, kind: "tag", x, y, text: light.tag, attack: light.kind === "attack" });
    if (piece >= 0) {
      const info = board.pieces[piece];
      const owner = ownerShown(view, piece);
      const home = homes.has(piece) && owner >= 0;
      let rank = 6;
      if (ctx.held.includes(`cell|${cell.id}`)) rank = 1;
      else if (owner >= 0 && owner === mine) rank = 2;
      else if (home) rank = 3;
      else if (owner >= 0) rank = 4;
      else if (info.stars >= 2) rank = 5;
      if (rank < 6 || danger.has(piece)) {
        candidates.push({ rank, kind: "chip", x, y, piece, owner, home, stars: info.stars, team: teams && owner >= 0 ? teams[owner] : null,
          danger: danger.has(piece) && owner >= 0, bonded: bonded.has(piece), overseas: !!info.country });
      }
      if (wide || home || rank <= 2) candidates.push({ rank: rank + 0.5 + (wide ? 0 : 3), kind: "name", x, y, text: info.name, home });
    } else if (wide) {
      candidates.push({ rank: 7, kind: "name", x, y, text: cell.name });
    }
  });
  candidates.sort((a, b) => a.rank - b.rank);
  const taken = new Map();  // a coarse grid of placed rectangles, for the overlap test
  const cellSize = 60 * u;
  const keys = (r) => {
    const found = [];
    for (let gx = Math.floor(r[0] / cellSize); gx <= Math.floor(r[2] / cellSize); gx += 1) {
      for (let gy = Math.floor(r[1] / cellSize); gy <= Math.floor(r[3] / cellSize); gy += 1) found.push(`${gx},${gy}`);
    }
    return found;
  };
  const free = (r) => keys(r).every((key) => !(taken.get(key) || []).some((o) => r[0] < o[2] && o[0] < r[2] && r[1] < o[3] && o[1] < r[3]));
  const take = (r) => { for (const key of keys(r)) (taken.get(key) || taken.set(key, []).get(key)).push(r); };
  const chipOffset = new Map();  // where a cell's chip went: its name goes below
  const nodes = [];
  for (const item of candidates) {
    if (item.kind === "tag") {
      const w = (item.text.length * 7 + 12) * u;
      const h = 18 * u;
      const r = [item.x - w / 2, item.y - h / 2, item.x + w / 2, item.y + h / 2];
      if (!free(r)) continue;
      take(r);
      nodes.push(svg("g", { class: item.attack ? "tag attack" : "tag" },
        svg("rect", { x: r[0], y: r[1], width: w, height: h, rx: 4 * u }),
        svg("text", { x: item.x, y: item.y, "font-size": 11 * u }, item.text)));
      chipOffset.set(`${item.x},${item.y}`, h / 2);
    } else if (item.kind === "chip") {
      const text = `★${item.stars}`;
      const w = (text.length * 8 + 8) * u;
      const h = CHIP_PX * u;
      const r = [item.x - w / 2 - 5 * u, item.y - h / 2 - 5 * u, item.x + w / 2 + 5 * u, item.y + h / 2 + (item.team !== null ? 5 : 2) * u];
      if (chipOffset.has(`${item.x},${item.y}`) || !free(r)) continue;
      take(r);
      chipOffset.set(`${item.x},${item.y}`, h / 2 + (item.team !== null ? 4 : 0) * u);
      nodes.push(chip(item, w, h, u));
    } else {
      const below = chipOffset.get(`${item.x},${item.y}`);
      const y = below !== undefined ? item.y + below + 12 * u : item.y;
      const w = (item.text.length * FONT_PX + 4) * u;
      const h = 14 * u;
      const r = [item.x - w / 2, y - h / 2, item.x + w / 2, y + h / 2];
      if (!free(r)) continue;
      take(r);
      nodes.push(svg("text", { x: item.x, y, class: item.home ? "name home" : "name", "font-size": FONT_PX * u }, item.text));
    }
  }
  group.replaceChildren(...nodes);
}

function chip(item, w, h, u) {
  const { x, y } = item;
  const fill = item.owner >= 0 ? seatColour(item.owner) : "#9e9687";
  const parts = [];
  if (item.home) parts.push(svg("rect", { x: x - w / 2 - 3 * u, y: y - h / 2 - 3 * u, width: w + 6 * u, height: h + 6 * u,
    rx: 6 * u, class: "home-ring" }));
  parts.push(svg("rect", { x: x - w / 2, y: y - h / 2, width: w, height: h, rx: 4 * u, fill,
    class: item.team !== null ? `chip team-${item.team}` : "chip",
    "stroke-width": (item.team !== null ? 2.5 : 1) * u }));
  if (item.team !== null) {  // 紅白戦: the team's band under the chip
    parts.push(svg("rect", { x: x - w / 2, y: y + h / 2 + 1 * u, width: w, height: 3 * u, fill: TEAM_COLOURS[item.team],
      class: "band" }));
  }
  parts.push(svg("text", { x, y: y + 0.5 * u, "font-size": 12 * u, class: "chip-text" }, `★${item.stars}`));
  if (item.danger) {
    parts.push(svg("circle", { cx: x - w / 2, cy: y - h / 2, r: 6 * u, class: "danger" }),
      svg("text", { x: x - w / 2, y: y - h / 2 + 0.5 * u, "font-size": 9 * u, class: "danger-text" }, "!"));
  }
  if (item.bonded) parts.push(svg("text", { x: x + w / 2, y: y - h / 2, "font-size": 11 * u, class: "heart" }, "♥"));
  if (item.overseas) parts.push(svg("text", { x: x - w / 2, y: y + h / 2, "font-size": 10 * u, class: "flag" }, "⚑"));
  if (item.home) parts.push(svg("text", { x: x + w / 2 + 1 * u, y: y + h / 2 + 1 * u, "font-size": 8.5 * u, class: "home-mark" }, "本"));
  return svg("g", { class: "piece-chip" }, parts);
}

function drawShelf(shelf, ctx) {
  const { board, view, seat } = ctx;
  if (seat === null || seat === undefined) {
    shelf.replaceChildren();
    shelf.hidden = true;
    return;
  }
  const bonded = new Set(view.bonded || []);
  const hand = view.where.map((where, piece) => (where === HAND && view.owner[piece] === seat ? piece : -1)).filter((p) => p >= 0);
  shelf.hidden = false;
  const pieces = hand.map((piece) => {
    const info = board.pieces[piece];
    return el("button", { class: "hand-piece", "data-spot": `hand|${info.id}`, style: `--seat:${seatColour(seat)}` },
      info.country ? el("span", { class: "flag" }, "⚑") : null, el("b", {}, info.name), ` ★${info.stars}`,
      bonded.has(piece) ? el("span", { class: "heart" }, "♥") : null);
  });
  shelf.replaceChildren(el("span", { class: "shelf-label" }, `${t("hand_pieces")} ${hand.length}`),
    ...(pieces.length ? pieces : [el("span", { class: "note" }, t("hand_empty"))]));
}

// -- what the table frame asks of a game ---------------------------------------------------------

export function asks(spot) {
  return spot.startsWith("cell|") || spot.startsWith("hand|");
}

export function hides(spot) {
  return spot === "button|call";  // 「海外の町を呼ぶ」 is a button of its own, with its picker
}

export function spotName(ctx, spot) {
  const [kind, id] = spot.split("|");
  if (kind === "cell") return ctx.board.cells[cellIndex(ctx.board).get(id)]?.name;
  if (kind === "hand") return ctx.board.pieces[pieceIndex(ctx.board).get(id)]?.name;
  return null;
}

export function turnNote(ctx) {
  const { view } = ctx;
  if (view.end_reason) return "";
  const limit = roundsLimit(ctx);
  const round = limit ? t("battle_round_of", { n: view.round + 1, of: limit }) : t("battle_round", { n: view.round + 1 });
  return view.phase === "homes" ? `${round} · ${t("choosing_homes")}` : round;
}

function roundsLimit(ctx) {
  const limit = ctx.rules?.turn_limit;
  if (limit === 0) return 0;
  if (limit === null || limit === undefined) return ctx.view.alive.length < 10 ? 40 : 30;
  return limit;
}

function starTotal(view, board, seat) {
  let stars = 0;
  view.owner.forEach((owner, piece) => {
    if (owner === seat && (view.where[piece] >= 0 || view.where[piece] === HAND)) stars += board.pieces[piece].stars;
  });
  return stars;
}

export function seatLine(ctx, seat) {
  const { view, board } = ctx;
  const towns = view.owner.filter((o, p) => o === seat && view.where[p] >= 0).length;
  const hand = view.owner.filter((o, p) => o === seat && view.where[p] === HAND).length;
  const home = view.homes[seat] >= 0 ? board.pieces[view.homes[seat]].name : "—";
  const teams = teamsOf(ctx);
  const team = teams ? `${teamWord(teams[seat])} · ` : "";
  const out = view.alive[seat] ? "" : ` · ${t("out")}`;
  return `${team}${t("home")} ${home} · ${t("towns_n", { n: towns })} · ★${starTotal(view, board, seat)} · ${t("hand_pieces")} ${hand}${out}`;
}

function teamWord(team) {
  const entry = app.game?.rules_schema?.properties?.teams;
  return entry?.["x-choices"]?.find((c) => c.value === team)?.[LANGUAGE] ?? String(team);
}

export function endNote(ctx, final) {
  if (final?.end_reason === "turn_limit") return t("battle_end_limit");
  if (final?.end_reason === "last_home") return t("battle_end_home");
  return "";
}

// -- the actions: 海外の町を呼ぶ, a home chosen ----------------------------------------------------

export function actions(ctx) {
  const legal = ctx.message.legal || [];
  const calls = legal.map((move, k) => [move, k]).filter(([move]) => move.kind === "call");
  if (!calls.length) return [];
  return [el("button", { id: "call-overseas", class: "call", onclick: () => callPicker(ctx, calls) }, t("call_overseas"))];
}

function callPicker(ctx, calls) {
  const { board, view } = ctx;
  const sets = calls.map(([move, k]) => [new Set(move.sacrifice), k]);
  const offered = [...new Set(calls.flatMap(([move]) => move.sacrifice))];
  offered.sort((a, b) => board.pieces[pieceIndex(board).get(a)].stars - board.pieces[pieceIndex(board).get(b)].stars);
  const chosen = new Set();
  const total = el("output", { class: "call-total" });
  const go = el("button", { id: "call-go", class: "primary", disabled: true }, t("call_go"));
  const matching = () => sets.find(([set]) => set.size === chosen.size && [...chosen].every((id) => set.has(id)));
  const refresh = () => {
    const stars = [...chosen].reduce((sum, id) => sum + board.pieces[pieceIndex(board).get(id)].stars, 0);
    total.textContent = t("call_total", { stars, n: chosen.size });
    go.disabled = !matching();
    for (const node of list.querySelectorAll("button")) node.classList.toggle("chosen", chosen.has(node.dataset.piece));
  };
  const list = el("div", { class: "call-pieces" }, offered.map((id) => {
    const piece = pieceIndex(board).get(id);
    const info = board.pieces[piece];
    const where = view.where[piece] === HAND ? t("in_hand") : t("on_board");
    return el("button", { "data-piece": id, onclick: () => {
      if (chosen.has(id)) chosen.delete(id);
      else if (chosen.size < 3) chosen.add(id);
      else say(t("call_three"));
      refresh();
    } }, el("b", {}, info.name), ` ★${info.stars}`, el("small", {}, where));
  }));
  let close = null;
  go.addEventListener("click", () => {
    const found = matching();
    if (!found) return;
    close();
    const pick = ctx.picking.picks.find((p) => p.move === found[1]);
    if (pick) ctx.play(pick);
  });
  close = sheet(el("div", { class: "call-picker" }, el("h2", {}, t("call_overseas")), el("p", { class: "note" }, t("call_rule")),
    list, total, el("div", { class: "row" }, go)), { id: "call-sheet" });
  refresh();
}

export function confirm(ctx, pick, yes, no) {
  if (pick.kind !== "home") return false;
  if (!yes) return true;
  const bar = document.getElementById("actions");
  const name = spotName(ctx, pick.placeKey);
  for (const node of document.querySelectorAll(`[data-spot="${pick.placeKey}"]`)) node.classList.add("held");
  bar.hidden = false;
  bar.replaceChildren(el("span", { class: "confirm-text" }, t("home_here", { town: name })),
    el("button", { id: "home-here", class: "primary", onclick: yes }, t("here")),
    el("button", { onclick: no }, t("cancel")));
  return true;
}

// -- what a move did, and whose turn it is -------------------------------------------------------------

export function moved(ctx, before, message) {
  if (message.move?.kind !== "call") return;
  const { board, view } = ctx;
  const mover = message.seat;
  const was = before.view;
  const arrived = view.where.findIndex((where, piece) => where === HAND && view.owner[piece] === mover
    && !(was.where[piece] === HAND && was.owner[piece] === mover) && board.pieces[piece].country);
  const who = seatName(mover, false);
  const text = arrived >= 0
    ? t("call_won", { who, city: board.pieces[arrived].name, country: board.pieces[arrived].country === "port" ? t("trade_port") : board.pieces[arrived].country })
    : t("call_lost", { who });
  if (mover === ctx.seat) sheet(el("div", { class: "call-result" }, el("h2", {}, arrived >= 0 ? t("call_success") : t("call_failure")),
    el("p", {}, text)), { id: "call-result" });
  else say(text, 8);
}

/** The board moves to the seat whose turn it is (its towns, or its home), as the designers' app does. */
export function focus(ctx, seat) {
  const { board, view } = ctx;
  const holder = ctx.area.querySelector(".map");
  if (!holder || view.phase === "homes") return;
  const points = [];
  view.owner.forEach((owner, piece) => {
    const where = view.where[piece];
    if (owner === seat && where >= 0 && board.cells[where]?.label) points.push(board.cells[where].label);
  });
  if (!points.length) return;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  const [bx0, by0, bx1, by1] = board.bounds;
  const span = Math.max(bx1 - bx0, by1 - by0);
  const least = span * 0.28;  // close enough to read the seat's towns, far enough to see around them
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const half = Math.max(least, (x1 - x0) * 1.4, (y1 - y0) * 1.4) / 2;
  if (half * 2 >= span * 0.9) return;
  flyTo(holder, [cx - half, cy - half, cx + half, cy + half]);
}

/** The roulette at the start: for each seat in turn, a light runs over the towns and stops on its home. */
export async function intro(ctx, redraw) {
  const { board, view } = ctx;
  if (view.phase !== "play" || !view.homes.some((h) => h >= 0)) return;
  const holder = ctx.area.querySelector(".map");
  const seats = view.order.filter((seat) => view.homes[seat] >= 0);
  const each = Math.max(600, Math.min(1600, 8000 / seats.length));
  skipIntro = false;
  revealed = new Set();
  const skip = el("button", { id: "skip-roulette", class: "skip", onclick: () => { skipIntro = true; } }, t("skip"));
  ctx.area.append(skip);
  redraw();
  const cellsWithTowns = board.cells.map((cell, k) => k).filter((k) => view.occupant[k] >= 0 && board.cells[k].path);
  for (const seat of seats) {
    if (skipIntro) break;
    const homeCell = view.where[view.homes[seat]];
    const steps = 12;
    for (let i = 0; i < steps && !skipIntro; i += 1) {
      const k = i === steps - 1 ? homeCell : cellsWithTowns[Math.floor(Math.random() * cellsWithTowns.length)];
      const node = holder.querySelector(`[data-spot="cell|${board.cells[k].id}"]`);
      node?.classList.add("roulette");
      await new Promise((done) => { setTimeout(done, (each / steps) * (0.4 + (1.2 * i) / steps)); });
      if (i < steps - 1) node?.classList.remove("roulette");
    }
    revealed.add(seat);
    redraw();
    const banner = document.getElementById("banner");
    if (banner) {
      banner.textContent = t("home_of", { who: seatName(seat, false), town: board.pieces[view.homes[seat]].name });
      banner.style.setProperty("--seat", seatColour(seat));
      banner.classList.remove("shown");
      void banner.offsetWidth;
      banner.classList.add("shown");
    }
    await new Promise((done) => { setTimeout(done, skipIntro ? 0 : each * 0.5); });
  }
  revealed = null;
  skip.remove();
  for (const node of holder.querySelectorAll(".roulette")) node.classList.remove("roulette");
  redraw();
}
