// Kuni Studio in a browser: the start page, the waiting room and the game's table, over the room
// server's WebSocket (protocol 2). The browser holds no rules and no secrets: it draws the view the
// server sends its seat, lights what the picks name, and sends one of the legal moves it was sent.

import { LANGUAGE, t, title } from "./i18n.js";
import { Picking, spotKey } from "./picking.js";

const PROTOCOL = 2;
const PAUSES = [0.5, 1, 2, 5];
const SEAT_COLOURS = ["#d32f2f", "#1565c0", "#ef6c00", "#6a1b9a", "#2e7d32", "#00838f", "#ad1457", "#5d4037",
  "#455a64", "#9e9d24", "#c2185b", "#0277bd", "#bf360c", "#4527a0", "#558b2f", "#37474f"];

const page = document.getElementById("page");
const statusLine = document.getElementById("status");
const connectionLabel = document.getElementById("connection");
const whereLabel = document.getElementById("where");

const tables = {};  // game name → its table module, loaded when first needed

export const app = {
  // the connection, and what is sent once it is made (or made again)
  games: [], socket: null, connected: false, wasConnected: false, attempt: 0, pending: [],
  // the room: its code, this page's seat, the last room message, a random match waited for
  code: null, seat: null, room: null, matching: null, joining: false,
  // the table: the last sync/moved, the board data, the picking, the record, a move sent
  game: null, module: null, board: null, message: null, picking: null, log: [], final: null, sent: null,
  told: Promise.resolve(),  // the game's messages, handled one after another
  toldAt: 0,  // when the last position came (the clock of the seat to move runs from it)
};
window.kuni = app;  // for the tests and for curious players

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}
export { el };

function say(text, seconds = 6) {
  statusLine.textContent = text;
  statusLine.classList.add("shown");
  clearTimeout(say.timer);
  say.timer = setTimeout(() => statusLine.classList.remove("shown"), seconds * 1000);
}

// -- the connection ------------------------------------------------------------------------------

function serverUrl() {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/`;
}

function savedSeat(code) {
  try { return JSON.parse(localStorage.getItem(`kuni.seat.${code}`) || "null"); } catch { return null; }
}

function keepSeat(code, seat, token) {
  try { localStorage.setItem(`kuni.seat.${code}`, JSON.stringify({ seat, token })); } catch { /* private mode */ }
}

function connect() {
  const socket = new WebSocket(serverUrl());
  app.socket = socket;
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, app: "kuni-web", language: LANGUAGE }));
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    if (app.socket !== socket) return;
    app.connected = false;
    showConnection();
    const pause = PAUSES[Math.min(app.attempt, PAUSES.length - 1)] * (0.8 + 0.4 * Math.random());
    app.attempt += 1;
    setTimeout(connect, pause * 1000);  // a dropped Wi-Fi: back to the seat by itself
  });
}

function send(message) {
  if (app.connected) app.socket.send(JSON.stringify(message));
  else app.pending.push(message);
}

function showConnection() {
  connectionLabel.textContent = app.connected ? `● ${t("connected")}` : `○ ${t("reconnecting")}`;
  connectionLabel.classList.toggle("down", !app.connected);
}

function receive(message) {
  switch (message.type) {
    case "welcome": {
      app.connected = true;
      app.attempt = 0;
      showConnection();
      if (app.wasConnected && app.code) {  // back after a drop: the seat with its token, else watch again
        const kept = savedSeat(app.code);
        send(kept ? { type: "rejoin", code: app.code, seat: kept.seat, token: kept.token }
          : { type: "spectate", code: app.code });
      }
      app.wasConnected = true;
      for (const pending of app.pending.splice(0)) send(pending);
      break;
    }
    case "joined":
      app.code = message.code;
      app.seat = message.seat;
      if (message.token) keepSeat(message.code, message.seat, message.token);
      history.replaceState(null, "", `/r/${message.code}`);
      break;
    case "room":
      app.room = message;
      app.code = message.code;
      if (!message.started) showRoom();
      break;
    case "sync":  // (in turn with the moves after it: the first waits for the board to load)
      app.told = app.told.then(() => openTable(message));
      break;
    case "moved":
      app.told = app.told.then(() => moved(message));
      break;
    case "over":
      app.told = app.told.then(() => {
        app.final = message.final;
        if (app.message) drawTable();
      });
      break;
    case "matching":
      app.matching = message;
      showStart();
      break;
    case "detached":
      app.seat = null;
      say(t("detached"), 12);
      break;
    case "refused":
      refused(message);
      break;
    default:
      break;
  }
}

function refused(message) {
  if (message.what === "room_full" && app.joining && app.code) {  // a link to a full room: watch it
    app.joining = false;
    send({ type: "spectate", code: app.code });
    return;
  }
  if (message.what === "unknown_room" && !app.message) {
    try { localStorage.removeItem(`kuni.seat.${message.code}`); } catch { /* private mode */ }
    app.code = null;
    app.room = null;
    history.replaceState(null, "", "/");
    showStart();
  } else if (message.what === "bad_token" && app.code) {
    try { localStorage.removeItem(`kuni.seat.${app.code}`); } catch { /* private mode */ }
    send({ type: "spectate", code: app.code });
  }
  if (app.sent && ["illegal", "stale", "not_your_turn", "server_storage"].includes(message.what)) {
    // the move was not played: the table as it was, to choose again
    app.message = app.sent.message;
    app.picking = new Picking(app.message.picks || [], app.message.names || {});
    app.sent = null;
  }
  say(t("refused", { reason: message.reason }), 10);
  if (app.message) drawTable();
}

// -- the start page --------------------------------------------------------------------------------

async function loadGames() {
  const answer = await fetch(`/api/games?language=${LANGUAGE}`);
  app.games = (await answer.json()).games;
}

function field(label, input) {
  return el("label", { class: "field" }, el("span", {}, label), input);
}

function showStart() {
  whereLabel.textContent = "";
  const games = app.games;
  if (!games.length) {
    page.replaceChildren(el("p", {}, t("no_games")));
    return;
  }
  const gameBox = el("select", { id: "game" }, games.map((g) => el("option", { value: g.name }, title(g))));
  const boardBox = el("input", { id: "board", value: "13", size: 10 });
  const playersBox = el("select", { id: "players" });
  const othersBox = el("select", { id: "others" });
  const clockBox = el("select", { id: "clock" }, el("option", { value: "" }, t("clock_none")),
    el("option", { value: "300,30" }, t("clock_main", { minutes: 5, seconds: 30 })),
    el("option", { value: "600,30" }, t("clock_main", { minutes: 10, seconds: 30 })));
  const nickname = el("input", { id: "nickname", maxlength: 12, value: localStorage.getItem("kuni.nickname") || "" });
  const boardField = field(t("board"), boardBox);
  const fit = () => {
    const game = games.find((g) => g.name === gameBox.value);
    playersBox.replaceChildren(...Array.from({ length: game.players[1] - game.players[0] + 1 }, (_, k) => {
      const n = game.players[0] + k;
      return el("option", { value: n, selected: n === game.default_players ? "" : null }, String(n));
    }));
    boardField.hidden = !game.names_board;
    othersBox.replaceChildren(el("option", { value: "open" }, t("others_open")), ...game.cpus.map((cpu) =>
      el("option", { value: `cpu:${cpu.name}`, selected: cpu.name === game.table_cpu ? "" : null },
        t("cpu", { kind: cpu.said }))));
  };
  gameBox.addEventListener("change", fit);
  fit();
  const remember = () => localStorage.setItem("kuni.nickname", nickname.value);
  const create = () => {
    remember();
    const game = games.find((g) => g.name === gameBox.value);
    const n = Number(playersBox.value);
    const others = othersBox.value;
    const [main, byoyomi] = (clockBox.value || "").split(",").map(Number);
    send({ type: "create", game: game.name, board: game.names_board ? boardBox.value : null,
      seats: ["open", ...Array(n - 1).fill(others)], rules: null,
      time_control: clockBox.value ? { main, byoyomi } : null, nickname: nickname.value, listed: false });
  };
  const codeBox = el("input", { id: "code", maxlength: 4, size: 5, autocapitalize: "characters", autocomplete: "off" });
  const byCode = (type) => () => {
    remember();
    const code = codeBox.value.trim().toUpperCase();
    if (code.length !== 4) { say(t("bad_code")); return; }
    app.code = code;
    send(type === "join" ? { type: "join", code, nickname: nickname.value } : { type: "spectate", code });
  };
  const match = () => {
    remember();
    const game = games.find((g) => g.name === gameBox.value);
    send({ type: "match", game: game.name, board: game.names_board ? boardBox.value : null,
      players: Number(playersBox.value), nickname: nickname.value });
  };
  page.replaceChildren(el("div", { class: "start" },
    el("section", { class: "card" }, el("h2", {}, t("make_room")),
      field(t("game"), gameBox), boardField, field(t("players"), playersBox), field(t("others"), othersBox),
      field(t("clock"), clockBox), field(t("nickname"), nickname),
      el("button", { id: "create", class: "primary", onclick: create }, t("create"))),
    el("section", { class: "card" }, el("h2", {}, t("join_title")), field(t("code"), codeBox),
      el("div", { class: "row" }, el("button", { id: "join", class: "primary", onclick: byCode("join") }, t("join")),
        el("button", { id: "watch", onclick: byCode("watch") }, t("watch")))),
    el("section", { class: "card" }, el("h2", {}, t("match_title")),
      el("p", { class: "note" }, t("match_note")),
      el("button", { id: "match", onclick: match }, t("match")),
      app.matching ? el("p", { id: "matching" }, t("matching", app.matching)) : null)));
}

// -- the waiting room ---------------------------------------------------------------------------------

function showRoom() {
  const room = app.room;
  const game = app.games.find((g) => g.name === room.game) || { title_ja: room.title, title_en: room.title };
  whereLabel.textContent = `${title(game)} · ${t("room")} ${room.code}`;
  const link = `${location.origin}/r/${room.code}`;
  const isHost = app.seat === room.host;
  const seatRows = room.seats.map((seat) => {
    let who;
    if (seat.kind === "cpu") who = t("cpu", { kind: cpuName(room.game, seat.cpu) });
    else if (seat.kind === "open") who = t("open_seat");
    else who = seat.nickname || t("a_person");
    const marks = [seat.seat === room.host ? t("host") : null, seat.seat === app.seat ? t("you") : null]
      .filter(Boolean).join(", ");
    let setting = null;
    if (isHost && seat.seat !== room.host && seat.kind !== "person") {
      const box = el("select", { "data-seat": seat.seat, onchange: (event) => send({ type: "seat", code: room.code,
        seat: seat.seat, setting: event.target.value }) },
      el("option", { value: "open", selected: seat.kind === "open" ? "" : null }, t("set_open")),
      ...(game.cpus || []).map((cpu) => el("option", { value: `cpu:${cpu.name}`,
        selected: seat.kind === "cpu" && seat.cpu === cpu.name ? "" : null }, t("cpu", { kind: cpu.said }))));
      setting = box;
    }
    return el("li", { class: seat.connected ? "on" : "off" }, el("span", { class: "dot" }, seat.connected ? "●" : "○"),
      ` ${seat.seat + 1}. ${who}`, marks ? el("em", {}, ` (${marks})`) : null, setting);
  });
  const copy = () => navigator.clipboard?.writeText(link).then(() => say(t("copied")), () => {});
  page.replaceChildren(el("div", { class: "room card" },
    el("h2", {}, `${t("room")} `, el("span", { id: "room-code", class: "code" }, room.code)),
    el("p", {}, `${t("link")}: `, el("a", { id: "room-link", href: link }, link), " ",
      el("button", { onclick: copy }, t("copy"))),
    el("h3", {}, t("seats")), el("ul", { class: "seats" }, seatRows),
    isHost ? el("p", { class: "note" }, t("open_left_cpu")) : el("p", {}, t("waiting_host")),
    isHost ? el("button", { id: "start", class: "primary", onclick: () => send({ type: "start", code: room.code }) },
      t("start")) : null));
}

// -- the table ----------------------------------------------------------------------------------------

async function tableModule(name) {
  if (!tables[name]) tables[name] = await import(`./tables/${name}.js`);
  return tables[name];
}

async function openTable(message) {
  const first = !app.message || app.game?.name !== message.game;
  app.seat = message.seat;
  app.final = message.final;
  if (first) {
    app.game = app.games.find((g) => g.name === message.game) || { name: message.game, title_ja: message.game };
    const query = new URLSearchParams({ game: message.game, rules: JSON.stringify(message.rules || {}),
      language: LANGUAGE });
    if (message.board) query.set("board", message.board);
    const [module, board] = await Promise.all([tableModule(message.game),
      fetch(`/api/board?${query}`).then((answer) => (answer.ok ? answer.json() : null))]);
    app.module = module;
    app.board = board;
    app.log = message.number ? [t("joined_at", { number: message.number + 1 })] : [];
  }
  app.message = message;
  app.toldAt = Date.now();
  whereLabel.textContent = `${title(app.game)} · ${t("room")} ${message.code}`;
  app.picking = new Picking(message.picks || [], message.names || {});
  drawTable();
}

function moved(message) {
  if (!app.message) return;
  if (message.number !== app.message.number + 1) {  // a gap: the game again
    send({ type: "spectate", code: app.code });
    return;
  }
  const who = seatName(message.seat);
  app.log.push(`${message.number}. ${who}: ${message.said ?? ""}${message.timed_out ? ` (${t("timed_out")})` : ""}`);
  // (a move's "seat" is the mover's: the table keeps its own seat, the one the sync named)
  app.message = { ...app.message, ...message, seat: app.message.seat, mover: message.seat };
  app.toldAt = Date.now();
  app.sent = null;
  app.picking = new Picking(message.picks || [], message.names || {});
  drawTable();
}

function cpuName(game, kind) {
  const cpu = app.games.find((g) => g.name === game)?.cpus.find((c) => c.name === kind);
  return cpu ? cpu.said : kind;
}

export function seatName(seat) {
  const room = app.room;
  const info = room?.seats?.[seat];
  if (info?.kind === "cpu") return `${seat + 1}. ${t("cpu", { kind: cpuName(room.game, info.cpu) })}`;
  const nickname = info?.nickname || t("seat_n", { n: seat + 1 });
  return seat === app.seat ? `${nickname} (${t("you")})` : nickname;
}

export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

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

setInterval(() => {
  if (!app.message) return;
  for (const node of document.querySelectorAll(".clock[data-seat]")) node.textContent = clockOf(Number(node.dataset.seat));
}, 500);

function drawTable() {
  const message = app.message;
  const lights = app.picking.lights();
  const drawn = new Set();
  const context = {
    view: message.view, board: app.board, seat: message.seat, seats: message.seats, message, lights,
    held: app.picking.held, names: message.names || {}, spot: (spot) => {
      drawn.add(spot);
      return spot;
    },
  };
  let main = document.getElementById("table-main");
  let side = document.getElementById("table-side");
  if (!main || !page.contains(main)) {
    main = el("div", { id: "table-main", class: `table ${message.game}` });
    side = el("aside", { id: "table-side" });
    main.addEventListener("click", onTap);
    side.addEventListener("click", onTap);
    page.replaceChildren(el("div", { class: "play" }, main, side));
  }
  app.module.draw(main, context);
  for (const node of main.querySelectorAll("[data-spot]")) drawn.add(node.dataset.spot);
  side.replaceChildren(...sidePanel(context, drawn).filter(Boolean));
  markLights(page, lights, app.picking.held);
}

function sidePanel(context, drawn) {
  const message = context.message;
  const toMove = message.to_move;
  const over = toMove === null || toMove === undefined;
  let turn;
  if (over) turn = t("over");
  else if (message.legal?.length) turn = t("your_turn");
  else if (message.seat === null) turn = `${t("watching")} · ${t("turn_of", { who: seatName(toMove) })}`;
  else turn = t("turn_of", { who: seatName(toMove) });
  const timed = message.time_control?.main || message.time_control?.byoyomi;
  const players = message.seats.map((_kind, seat) => {
    const extra = app.module.seatLine ? app.module.seatLine(context, seat) : "";
    return el("li", { class: seat === toMove ? "to-move" : "" },
      el("span", { class: "swatch", style: `background:${seatColour(seat)}` }),
      `${seat === toMove ? "▶ " : ""}${seatName(seat)}`, el("small", {}, extra),
      timed && message.seats[seat] === "person" ? el("small", { class: "clock", "data-seat": seat }, clockOf(seat)) : null);
  });
  // what a tap plays that the table does not draw (buttons, cards in hand …): a row of its own
  const tray = app.picking.targets().filter((spot) => !drawn.has(spot)).map((spot) => el("button",
    { class: "spot", "data-spot": spot }, context.lights.get(spot)?.label || app.picking.name(spot)));
  const ending = over && app.final ? el("div", { id: "final", class: "final" }, el("h3", {}, t("final_rank")),
    app.module.finalText ? app.module.finalText(context, app.final) : JSON.stringify(app.final)) : null;
  const logList = el("ul", { id: "log" }, app.log.slice(-200).map((line) => el("li", {}, line)));
  setTimeout(() => { logList.scrollTop = logList.scrollHeight; }, 0);
  return [el("div", { id: "turn", class: message.legal?.length ? "turn mine" : "turn" }, turn),
    ending, el("ul", { class: "players" }, players),
    tray.length ? el("div", { class: "tray" }, el("h3", {}, t("choices")), tray) : null,
    el("h3", {}, t("record")), logList,
    over ? el("button", { onclick: () => { location.href = "/"; } }, t("back")) : null];
}

function markLights(root, lights, held) {
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
    if (light?.label) node.setAttribute("title", light.label);
  }
}

function onTap(event) {
  if (event.defaultPrevented) return;  // a drag of the map, not a tap
  const node = event.target.closest("[data-spot]");
  if (!node || !app.picking || !app.message?.legal?.length) return;
  const outcome = app.picking.click(node.dataset.spot);
  if (outcome.kind === "play") {
    if (outcome.picks.length === 1) play(outcome.picks[0]);
    else chooseAmong(outcome.picks, event);
    return;
  }
  if (outcome.kind === "refused") say(t("refused", { reason: outcome.reason }));
  drawTable();  // the places the held things may go, with their tags
}

function play(pick) {
  const message = app.message;
  send({ type: "move", code: app.code, number: message.number, move: message.legal[pick.move] });
  app.sent = { message };
  app.message = { ...message, legal: [], picks: [] };  // nothing more until the server has played it
  app.picking = new Picking([], {});
  markLights(page, app.picking.lights(), []);
}

function chooseAmong(picks, event) {
  const menu = el("div", { class: "menu", role: "menu" }, el("div", { class: "menu-title" }, t("pick_one")),
    picks.map((pick) => el("button", { class: "spot", role: "menuitem", onclick: () => { menu.remove(); play(pick); } },
      pick.label || pick.tag || pick.kind)),
    el("button", { onclick: () => { menu.remove(); app.picking.held = []; drawTable(); } }, t("cancel")));
  menu.style.left = `${Math.min(event.clientX, window.innerWidth - 260)}px`;
  menu.style.top = `${Math.min(event.clientY, window.innerHeight - 60 * picks.length - 80)}px`;
  document.body.append(menu);
}

// -- the start ------------------------------------------------------------------------------------------

async function main() {
  document.documentElement.lang = LANGUAGE;
  showConnection();
  await loadGames();
  const linked = location.pathname.match(/^\/r\/([A-Za-z0-9]{4})$/);
  if (linked) {  // a room's link: the seat kept in this browser, else an open seat, else watch it
    const code = linked[1].toUpperCase();
    app.code = code;
    const kept = savedSeat(code);
    const nickname = localStorage.getItem("kuni.nickname") || "";
    app.pending.push(kept ? { type: "rejoin", code, seat: kept.seat, token: kept.token }
      : { type: "join", code, nickname });
    app.joining = !kept;
  } else {
    showStart();
  }
  connect();
}

main();
