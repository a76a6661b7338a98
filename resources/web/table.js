// The game's table, the same for every game: a strip saying whose turn it is (large over the board
// when it changes) with the clock, the game's own board drawn by its module (tables/<game>.js), a bar
// of what can be done that the board does not show, the players and the record beside (below on a
// phone), the rules one tap away, a town's or thing's card on a tap, and the end with each seat's
// place and score, 「もう一度」 and 「新しい部屋」.
//
// A tap is read by the picking (picking.js, over the picks the server sent): pick up a lit thing,
// tap where it goes. Nothing is sent while the connection is down, and a refused move comes back
// to be made again.

import { app, gameInfo, leaveTable, seatColour, seatName, send } from "./app.js";
import { el, say, sheet } from "./dom.js";
import { LANGUAGE, t, title } from "./i18n.js";
import { Picking } from "./picking.js";
import { fitAll } from "./svgboard.js";

const modules = {};  // game name → its table module

async function tableModule(name) {
  if (!modules[name]) modules[name] = await import(`./tables/${name}.js`);
  return modules[name];
}

export function show() {
  drawTable();
}

/** A ``sync``: the whole game as this page may know it (on joining, after a reconnection or a gap). */
export async function opened(message) {
  const first = !app.message || app.game?.name !== message.game || app.message.code !== message.code;
  app.seat = message.seat;
  app.final = message.final;
  app.standings = message.standings || null;
  if (first) {
    app.game = gameInfo(message.game);
    const query = new URLSearchParams({ game: message.game, rules: JSON.stringify(message.rules || {}),
      language: LANGUAGE });
    if (message.board) query.set("board", message.board);
    const [module, board] = await Promise.all([tableModule(message.game),
      fetch(`/api/board?${query}`).then((answer) => (answer.ok ? answer.json() : null))]);
    app.module = module;
    app.board = board;
    app.endShown = false;
    app.introduced = false;
    app.lastMover = null;
  }
  if (message.record) {
    app.log = message.record.map((said, k) => `${k + 1}. ${seatName(message.moves?.[k]?.seat ?? 0, false)}: ${said}`);
  } else if (first) {
    app.log = message.number ? [t("joined_at", { number: message.number + 1 })] : [];
  }
  app.message = message;
  app.toldAt = Date.now();
  app.sent = null;
  app.picking = new Picking(message.picks || [], message.names || {});
  app.shown = "table";
  document.getElementById("rules-button").hidden = false;
  drawTable();
  if (first && message.number === 0 && app.module.intro && !app.introduced) {
    app.introduced = true;
    await app.module.intro(context(), drawTable);
  }
  turnChanged();
  if (app.final) showEnd();
}

/** A ``moved``: one move, told as this seat may see it, and the position after it. */
export function moved(message) {
  if (!app.message) return;
  if (message.number !== app.message.number + 1) {  // a gap: the game again
    send({ type: "spectate", code: app.code });
    return;
  }
  const before = app.message;
  app.log.push(`${message.number}. ${seatName(message.seat, false)}: ${message.said ?? ""}${message.timed_out ? ` (${t("timed_out")})` : ""}`);
  // (a move's "seat" is the mover's: the table keeps its own seat, the one the sync named)
  app.message = { ...app.message, ...message, seat: app.message.seat, mover: message.seat };
  app.toldAt = Date.now();
  app.sent = null;
  app.picking = new Picking(message.picks || [], message.names || {});
  drawTable();
  if (app.module.moved) app.module.moved(context(), before, message);
  turnChanged();
}

export function over(message) {
  app.final = message.final;
  app.standings = message.standings || null;
  if (app.message) {
    drawTable();
    showEnd();
  }
}

export function facts(message) {
  const lines = (message.lines || []).filter((line) => line !== null);
  if (!lines.length) return;
  const [head, ...rest] = lines;
  sheet(el("div", { class: "facts" }, el("h2", {}, head), rest.map((line) => (line ? el("p", {}, line) : el("hr")))),
    { id: "facts-sheet" });
}

export function refused(message) {
  if (app.sent && ["illegal", "stale", "not_your_turn", "server_storage"].includes(message.what)) {
    // the move was not played: the table as it was, to choose again
    app.message = app.sent.message;
    app.picking = new Picking(app.message.picks || [], app.message.names || {});
    app.sent = null;
    drawTable();
  }
}

export function roomChanged() {
  if (app.message) drawTable();
}

export function connectionChanged() {
  if (app.message) drawSide();
}

// -- drawing ------------------------------------------------------------------------------------

export function context() {
  const message = app.message;
  return {
    view: message.view, board: app.board, seat: message.seat, seats: message.seats, message, rules: message.rules || {},
    lights: app.picking.lights(), held: app.picking.held, names: message.names || {}, picking: app.picking,
    area: document.getElementById("board-area"), redraw: drawTable, play, ask,
  };
}

function frame() {
  let main = document.getElementById("table-main");
  const page = document.getElementById("page");
  if (!main || !page.contains(main) || main.dataset.game !== app.message.game) {
    const area = el("div", { id: "board-area", class: "board-area" }, el("div", { id: "banner", class: "turn-banner" }));
    main = el("div", { id: "table-main", class: `table ${app.message.game}`, "data-game": app.message.game },
      el("div", { class: "turn-strip" }, el("div", { id: "turn", class: "turn" }),
        el("span", { id: "my-clock", class: "my-clock" }),
        el("button", { id: "fit", class: "small", onclick: () => fitAll(area) }, t("whole_board"))),
      area, el("div", { id: "actions", class: "actions" }));
    const side = el("aside", { id: "table-side" });
    main.addEventListener("click", onTap);
    page.replaceChildren(el("div", { class: "play" }, main, side));
  }
  return main;
}

export function drawTable() {
  if (!app.message) return;
  const message = app.message;
  frame();
  const game = app.game;
  document.getElementById("where").textContent = `${title(game)} · ${t("room")} ${message.code}`;
  const ctx = context();
  app.module.draw(ctx.area, ctx);
  drawActions(ctx);
  drawSide();
  markLights(document.getElementById("table-main"), ctx.lights, app.picking.held);
  drawTurn();
}

function drawTurn() {
  const message = app.message;
  const box = document.getElementById("turn");
  if (!box) return;
  const toMove = message.to_move;
  const over = toMove === null || toMove === undefined;
  let text;
  if (over) text = t("over");
  else if (!app.connected) text = t("offline_turn");
  else if (message.legal?.length) text = t("your_turn");
  else if (app.sent) text = t("sending");
  else text = t("turn_of", { who: seatName(toMove) });
  const extra = app.module.turnNote ? app.module.turnNote(context()) : "";
  box.replaceChildren(...[over ? null : el("span", { class: "swatch", style: `background:${seatColour(toMove)}` }), text,
    extra ? el("small", {}, ` · ${extra}`) : null].filter(Boolean));
  box.className = `turn${message.legal?.length && app.connected ? " mine" : ""}${app.connected ? "" : " offline"}`;
}

function drawActions(ctx) {
  const bar = document.getElementById("actions");
  const drawn = new Set([...document.querySelectorAll("#board-area [data-spot]")].map((node) => node.dataset.spot));
  const picking = app.picking;
  const buttons = [];
  // what a tap plays that the board does not draw (a button, a card held apart …)
  for (const spot of picking.targets()) {
    if (drawn.has(spot) || app.module.hides?.(spot)) continue;
    const light = ctx.lights.get(spot);
    buttons.push(el("button", { class: "spot", "data-spot": spot }, light?.label || picking.name(spot)));
  }
  // where the held things may go, as buttons too when there are few (a tiny cell on a phone)
  const destinations = picking.held.length ? picking.destinations() : [];
  if (destinations.length && destinations.length <= 6) {
    for (const pick of destinations) {
      if (!drawn.has(pick.placeKey)) continue;
      buttons.push(el("button", { class: "spot to-place", "data-go": String(pick.move) }, pick.label || pick.tag));
    }
  }
  if (picking.held.length) {
    buttons.push(el("button", { class: "put-down", onclick: () => { picking.held = []; drawTable(); } }, t("put_down")));
  }
  const extra = app.module.actions ? app.module.actions(ctx) : [];
  bar.replaceChildren(...extra, ...buttons);
  bar.hidden = !bar.children.length;
}

function drawSide() {
  const side = document.getElementById("table-side");
  if (!side) return;
  const message = app.message;
  const ctx = context();
  const toMove = message.to_move;
  const over = toMove === null || toMove === undefined;
  const timed = message.time_control?.main || message.time_control?.byoyomi;
  const players = message.seats.map((_kind, seat) => {
    const line = app.module.seatLine ? app.module.seatLine(ctx, seat) : "";
    return el("li", { class: seat === toMove ? "to-move" : "", "data-seat": seat },
      el("span", { class: "swatch", style: `background:${seatColour(seat)}` }),
      el("span", { class: "name" }, `${seat === toMove ? "▶ " : ""}${seatName(seat)}`),
      line ? el("small", {}, line) : null,
      timed && message.seats[seat] === "person" ? el("small", { class: "clock", "data-seat": seat }, clockOf(seat)) : null);
  });
  const logList = el("ol", { id: "log", class: "log" }, app.log.slice(-300).map((line) => el("li", {}, line)));
  side.replaceChildren(...[
    el("h3", {}, t("players")), el("ul", { class: "players" }, players),
    over && app.final ? el("div", { class: "row" }, el("button", { id: "show-end", class: "primary", onclick: () => showEnd(true) },
      t("final_rank"))) : null,
    el("h3", {}, t("record")), logList,
  ].filter(Boolean));
  requestAnimationFrame(() => { logList.scrollTop = logList.scrollHeight; });
}

// -- the clocks ------------------------------------------------------------------------------------

function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A seat's time as the server last told it, running down on its turn (the server keeps the time:
 * this only shows it, and a move or a stand-in's comes from the server when it is out). */
function clockOf(seat) {
  const message = app.message;
  const control = message.time_control || {};
  let left = message.main_left?.[seat] ?? 0;
  if (seat === message.to_move) left -= (Date.now() - app.toldAt) / 1000;
  if (left > 0) return t("time_left", { time: clockText(left) });
  const byoyomi = control.byoyomi ? control.byoyomi + Math.min(left, 0) : 0;
  return control.byoyomi ? t("byoyomi", { n: Math.max(0, Math.ceil(byoyomi)) }) : t("time_left", { time: "0:00" });
}

/** A choice the rules time (市区町村バトル's home: 90 s, then a CPU chooses), counting down. */
function choiceLeft() {
  const seconds = app.message?.choice_seconds;
  if (!seconds || app.message.to_move === null || app.message.to_move === undefined) return null;
  return Math.max(0, Math.ceil(seconds - (Date.now() - app.toldAt) / 1000));
}

setInterval(() => {
  if (!app.message || app.shown !== "table") return;
  for (const node of document.querySelectorAll(".clock[data-seat]")) node.textContent = clockOf(Number(node.dataset.seat));
  const mine = document.getElementById("my-clock");
  if (!mine) return;
  const parts = [];
  const message = app.message;
  if (message.legal?.length && (message.time_control?.main || message.time_control?.byoyomi)) parts.push(clockOf(message.seat));
  const left = choiceLeft();
  if (left !== null) parts.push(t("choose_within", { n: left }));
  mine.textContent = parts.join(" · ");
}, 500);

// -- whose turn ------------------------------------------------------------------------------------

function turnChanged() {
  const message = app.message;
  const toMove = message.to_move;
  if (toMove === null || toMove === undefined) return;
  if (app.lastMover === toMove && message.number !== 0) return;
  app.lastMover = toMove;
  if (app.module.focus) app.module.focus(context(), toMove);
  banner(message.legal?.length ? t("your_turn_big") : t("turn_of_big", { who: seatName(toMove, false) }), seatColour(toMove));
}

function banner(text, colour) {
  const node = document.getElementById("banner");
  if (!node) return;
  node.textContent = text;
  node.style.setProperty("--seat", colour);
  node.classList.remove("shown");
  void node.offsetWidth;  // (restart the fade)
  node.classList.add("shown");
}

// -- taps ---------------------------------------------------------------------------------------------

function onTap(event) {
  if (event.defaultPrevented) return;  // a drag of the map, not a tap
  const go = event.target.closest("[data-go]");
  const node = go ? null : event.target.closest("[data-spot]");
  if (!go && !node) return;
  const message = app.message;
  if (!app.connected) {
    say(t("offline_tap"));
    return;
  }
  const mine = message.legal?.length && !app.sent;
  if (go && mine) {
    const pick = app.picking.picks.find((p) => p.move === Number(go.dataset.go));
    if (pick) choose([pick], event);
    return;
  }
  const spot = node.dataset.spot;
  if (!mine) {
    if (app.module.asks?.(spot)) ask(spot);
    return;
  }
  const held = app.picking.held.length;
  const outcome = app.picking.click(spot);
  if (outcome.kind === "play") {
    choose(outcome.picks, event);
    return;
  }
  if (outcome.kind === "refused") {
    if (!held && app.module.asks?.(spot)) ask(spot);  // a town that is not one to move: its card
    else say(refusal(outcome, spot));
  }
  drawTable();  // the places the held things may go, with their tags
}

function refusal(outcome, spot) {
  const where = app.module.spotName?.(context(), spot) || app.picking.name(spot);
  if (outcome.held?.length) {
    return t("not_there", { what: outcome.held.map((s) => app.module.spotName?.(context(), s) || app.picking.name(s))
      .join("・"), where });
  }
  return t("nothing_there", { where });
}

export function ask(spot) {
  send({ type: "ask", code: app.code, spot: spot.split("|") });
}

/** One pick plays; several at one place ask which (a sheet of big buttons); a pick the game wants
 * confirmed (a home: 「ここにする」) asks first. */
function choose(picks, event) {
  if (picks.length === 1) {
    const pick = picks[0];
    if (app.module.confirm?.(context(), pick)) {
      app.module.confirm(context(), pick, () => play(pick), () => { app.picking.held = []; drawTable(); });
      return;
    }
    play(pick);
    return;
  }
  let close = null;
  close = sheet(el("div", { class: "menu" }, el("h3", {}, t("pick_one")),
    picks.map((pick) => el("button", { class: "spot", onclick: () => { close(); play(pick); } },
      pick.label || pick.tag || pick.kind))), { id: "choose-sheet", onClose: () => { app.picking.held = []; drawTable(); } });
}

export function play(pick) {
  const message = app.message;
  if (!app.connected) {
    say(t("offline_tap"));
    return;
  }
  send({ type: "move", code: app.code, number: message.number, move: message.legal[pick.move] });
  app.sent = { message };
  app.message = { ...message, legal: [], picks: [] };  // nothing more until the server has played it
  app.picking = new Picking([], {});
  drawTable();
}

// -- the end ------------------------------------------------------------------------------------------

function showEnd(again = false) {
  if (app.endShown && !again) return;
  app.endShown = true;
  const rows = (app.standings || (app.final?.winners || []).map((seat) => ({ seat, place: 1, score: null })))
    .map((row) => el("tr", { class: row.place === 1 ? "winner" : "" },
      el("td", { class: "place" }, t("place", { n: row.place })),
      el("td", {}, el("span", { class: "swatch", style: `background:${seatColour(row.seat)}` }), seatName(row.seat)),
      el("td", { class: "score" }, row.score ? row.score[LANGUAGE] : "")));
  const note = app.module.endNote ? app.module.endNote(context(), app.final) : "";
  let close = null;
  const seated = app.seat !== null && app.seat !== undefined;
  close = sheet(el("div", { class: "end", id: "final" }, el("h2", {}, t("game_over_title")),
    note ? el("p", { class: "note" }, note) : null,
    el("table", { class: "standings" }, el("tbody", {}, rows)),
    el("div", { class: "row" },
      seated ? el("button", { id: "again", class: "primary", onclick: () => { send({ type: "rematch", code: app.code }); close(); } },
        t("again")) : null,
      el("button", { id: "new-room", onclick: () => { leaveTable(); location.href = "/"; } }, t("new_room")),
      el("button", { id: "see-board", onclick: () => close() }, t("see_board")))), { id: "end-sheet" });
}

// -- lit things ---------------------------------------------------------------------------------------

export function markLights(root, lights, held) {
  const heldCount = new Map();
  for (const spot of held) heldCount.set(spot, (heldCount.get(spot) || 0) + 1);
  const seen = new Map();
  for (const node of root.querySelectorAll("[data-spot]")) {
    const spot = node.dataset.spot;
    const light = lights.get(spot);
    node.classList.remove("lit", "piece", "held", "route");
    for (const name of [...node.classList]) if (name.startsWith("k-")) node.classList.remove(name);
    const k = seen.get(spot) || 0;
    seen.set(spot, k + 1);
    if (k < (heldCount.get(spot) || 0)) node.classList.add("held");
    else if (light?.how === "place") node.classList.add("lit", `k-${light.kind}`);
    else if (light) node.classList.add(light.how);
  }
}
