// Kuni Studio in a browser: the start page, the waiting room and the game's table, over the room
// server's WebSocket (protocol 2). The browser holds no rules and no secrets: it draws the view the
// server sends its seat, lights what the picks name, and sends one of the legal moves it was sent.
// This module keeps the connection and the room; start.js, room.js and table.js draw the pages.

import { el, say, sheet } from "./dom.js";
import { LANGUAGE, t, title } from "./i18n.js";

const PROTOCOL = 2;
const PAUSES = [0.5, 1, 2, 5];
const SEAT_COLOURS = ["#d32f2f", "#1565c0", "#ef6c00", "#6a1b9a", "#2e7d32", "#00838f", "#ad1457", "#5d4037",
  "#455a64", "#9e9d24", "#c2185b", "#0277bd", "#bf360c", "#4527a0", "#558b2f", "#37474f"];
//: This page's version (the server answers with its own: another means a newer client to load).
const CLIENT = document.querySelector('meta[name="kuni-client"]')?.content || "";

export const app = {
  // the connection, and what is sent once it is made (or made again)
  games: [], socket: null, connected: false, wasConnected: false, attempt: 0, pending: [],
  // the room: its code, this page's seat, the last room message, a random match waited for
  code: null, seat: null, room: null, matching: null, joining: false,
  // the table: the last sync/moved, the board data, the picking, the record, a move sent
  game: null, module: null, board: null, message: null, picking: null, log: [], final: null, standings: null,
  sent: null, told: Promise.resolve(), toldAt: 0,
  // which page is shown: start, room or table
  shown: null,
};
window.kuni = app;  // for the tests and for curious players

const pages = {};  // start, room and table modules, loaded when first shown

async function pageModule(name) {
  if (!pages[name]) pages[name] = await import(`./${name}.js`);
  return pages[name];
}

export async function show(name, ...args) {
  app.shown = name;
  const module = await pageModule(name);
  module.show(...args);
  keepAwake(name !== "start");
}

// -- the connection ------------------------------------------------------------------------------

function serverUrl() {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/`;
}

export function savedSeat(code) {
  try { return JSON.parse(localStorage.getItem(`kuni.seat.${code}`) || "null"); } catch { return null; }
}

function keepSeat(code, seat, token) {
  try { localStorage.setItem(`kuni.seat.${code}`, JSON.stringify({ seat, token })); } catch { /* private mode */ }
}

function forgetSeat(code) {
  try { localStorage.removeItem(`kuni.seat.${code}`); } catch { /* private mode */ }
}

export function nickname() {
  try { return localStorage.getItem("kuni.nickname") || ""; } catch { return ""; }
}

export function rememberNickname(name) {
  try { localStorage.setItem("kuni.nickname", name); } catch { /* private mode */ }
}

function connect() {
  const socket = new WebSocket(serverUrl());
  app.socket = socket;
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, app: `kuni-web ${CLIENT}`, language: LANGUAGE }));
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

/** Send ``message`` now, or once connected (set-up messages only: a move is never sent late). */
export function send(message) {
  if (app.connected) app.socket.send(JSON.stringify(message));
  else app.pending.push(message);
}

function showConnection() {
  const label = document.getElementById("connection");
  label.textContent = app.connected ? `● ${t("connected")}` : `○ ${t("reconnecting")}`;
  label.classList.toggle("down", !app.connected);
  document.body.classList.toggle("offline", !app.connected && app.wasConnected);
  if (app.shown === "table" && pages.table) pages.table.connectionChanged();
}

function receive(message) {
  switch (message.type) {
    case "welcome": {
      app.connected = true;
      app.attempt = 0;
      if (CLIENT && message.client && message.client !== CLIENT) offerReload();
      if (app.wasConnected && app.code) {  // back after a drop: the seat with its token, else watch again
        const kept = savedSeat(app.code);
        send(kept ? { type: "rejoin", code: app.code, seat: kept.seat, token: kept.token }
          : { type: "spectate", code: app.code });
      }
      app.wasConnected = true;
      showConnection();
      for (const pending of app.pending.splice(0)) send(pending);
      break;
    }
    case "joined":
      app.code = message.code;
      if (message.token) keepSeat(message.code, message.seat, message.token);
      else if (message.was !== undefined) {  // the host put the seats in another order: the token follows
        const kept = savedSeat(message.code);
        if (kept) keepSeat(message.code, message.seat, kept.token);
        say(t("seat_moved", { n: message.seat + 1 }));
      }
      app.seat = message.seat;
      app.joining = false;
      if (location.pathname !== `/r/${message.code}`) history.replaceState(null, "", `/r/${message.code}`);
      break;
    case "room":
      app.room = message;
      app.code = message.code;
      if (!message.started) show("room");
      else if (app.shown === "table") pages.table.roomChanged();
      break;
    case "sync":  // (in turn with the moves after it: the first waits for the board to load)
      app.told = app.told.then(() => pageModule("table")).then((table) => table.opened(message));
      break;
    case "moved":
      app.told = app.told.then(() => pages.table?.moved(message));
      break;
    case "over":
      app.told = app.told.then(() => pages.table?.over(message));
      break;
    case "facts":
      pages.table?.facts(message);
      break;
    case "rematch":
      rematch(message);
      break;
    case "matching":
      app.matching = message;
      if (app.shown === "start") pages.start?.matching(message);
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

function offerReload() {
  if (document.getElementById("reload-banner")) return;
  document.body.prepend(el("div", { id: "reload-banner", class: "banner-line" }, t("newer_client"),
    el("button", { class: "primary", onclick: () => location.reload() }, t("reload"))));
}

function rematch(message) {
  if (message.room === app.code) return;
  const seat = app.seat;
  const old = app.code;
  leaveTable();
  app.code = message.room;
  history.replaceState(null, "", `/r/${message.room}`);
  if (seat === null || seat === undefined) send({ type: "spectate", code: message.room });
  else if (!savedSeat(message.room)) send({ type: "join", code: message.room, nickname: nickname(), seat });
  say(t("rematch_made", { code: message.room, old }), 8);
}

export function leaveTable() {
  app.message = null;
  app.final = null;
  app.standings = null;
  app.log = [];
  app.board = null;
  app.module = null;
  app.room = null;
  app.seat = null;
}

function refused(message) {
  document.getElementById("start")?.removeAttribute("disabled");  // a start refused: it may be tapped again
  if (message.what === "room_full" && app.joining && app.code) {  // a link to a full room: watch it
    app.joining = false;
    send({ type: "spectate", code: app.code });
    say(t("room_full_watch"), 8);
    return;
  }
  if (message.what === "unknown_room" && !app.message) {
    forgetSeat(message.code);
    app.code = null;
    app.room = null;
    history.replaceState(null, "", "/");
    show("start");
  } else if (message.what === "bad_token" && app.code) {
    forgetSeat(app.code);
    send({ type: "spectate", code: app.code });
  }
  if (app.shown === "table" && pages.table) pages.table.refused(message);
  say(t("refused", { reason: message.words?.[LANGUAGE] || message.reason }), 10);
}

// -- who is who -------------------------------------------------------------------------------------

export function cpuName(game, kind) {
  const cpu = app.games.find((g) => g.name === game)?.cpus.find((c) => c.name === kind);
  return cpu ? cpu.said : kind;
}

/** What a seat is called: its person's nickname, its CPU, or its number (「(あなた)」 for this page's). */
export function seatName(seat, withYou = true) {
  const room = app.room;
  const info = room?.seats?.[seat];
  const kind = app.message?.seats?.[seat];
  let name;
  if (info?.kind === "cpu" || (kind && kind !== "person")) {
    name = t("cpu", { kind: cpuName(room?.game || app.game?.name, info?.cpu || kind) });
  } else {
    name = info?.nickname || app.message?.names?.[seat] || t("seat_n", { n: seat + 1 });
  }
  return withYou && seat === app.seat ? `${name}${t("you_mark")}` : name;
}

export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

export function gameInfo(name) {
  return app.games.find((g) => g.name === name) || { name, title_ja: name, title_en: name, cpus: [] };
}

// -- the rules, one tap away ------------------------------------------------------------------------

export async function showRules(gameName, rules = null) {
  const { markdown } = await import("./markdown.js");
  const game = gameInfo(gameName);
  const answer = await fetch(`/api/rules?game=${encodeURIComponent(gameName)}&language=${LANGUAGE}`);
  const text = answer.ok ? await answer.text() : t("no_rules");
  const options = rules && game.rules_schema ? optionsInWords(game.rules_schema, rules) : [];
  sheet(el("div", { class: "rules" }, el("h2", {}, `${t("rules")} — ${title(game)}`),
    options.length ? el("section", { class: "options-now" }, el("h3", {}, t("options_now")),
      el("dl", {}, options.map(([name, value]) => [el("dt", {}, name), el("dd", {}, value)]))) : null,
    markdown(text)), { id: "rules-sheet", wide: true });
}

/** A rule set's options in words, as its schema words them. */
export function optionsInWords(schema, rules) {
  return schema["x-order"].map((name) => {
    const entry = schema.properties[name];
    return [entry["x-title"][LANGUAGE], valueInWords(entry, rules[name])];
  });
}

export function valueInWords(entry, value) {
  if (value === null || value === undefined) return entry["x-none"]?.[LANGUAGE] ?? "—";
  if (value === 0 && entry["x-zero"]) return entry["x-zero"][LANGUAGE];
  if (typeof value === "boolean") return value ? t("yes") : t("no");
  const choices = new Map((entry["x-choices"] || []).map((c) => [c.value, c[LANGUAGE]]));
  if (Array.isArray(value)) return value.map((v) => choices.get(v) ?? String(v)).join(LANGUAGE === "ja" ? "・" : ", ");
  return choices.get(value) ?? String(value);
}

// -- the screen stays awake while in a room ----------------------------------------------------------

let wakeLock = null;
let wanted = false;

async function keepAwake(on) {
  wanted = on;
  if (!on) {
    if (wakeLock) wakeLock.release().catch(() => {});
    wakeLock = null;
    return;
  }
  if (wakeLock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    wakeLock.addEventListener("release", () => { wakeLock = null; });
  } catch { /* not allowed yet (an iPad asks for a touch first): tried again on the next one */ }
}

document.addEventListener("visibilitychange", () => { if (wanted) keepAwake(true); });
document.addEventListener("pointerdown", () => { if (wanted && !wakeLock) keepAwake(true); }, { passive: true });

// -- the start -----------------------------------------------------------------------------------------

async function loadGames() {
  const answer = await fetch(`/api/games?language=${LANGUAGE}`);
  const data = await answer.json();
  app.games = data.games;
  if (CLIENT && data.client && data.client !== CLIENT) offerReload();
}

/** Ask the nickname of someone who opened a room's link (the room calls them by it), then join or watch. */
function askNickname(code) {
  const box = el("input", { id: "guest-nickname", maxlength: 12, value: nickname(), autocomplete: "nickname",
    placeholder: t("nickname_placeholder") });
  let close = null;
  const go = (type) => {
    rememberNickname(box.value.trim());
    close();
    app.joining = type === "join";
    send(type === "join" ? { type: "join", code, nickname: box.value.trim() } : { type: "spectate", code });
  };
  close = sheet(el("form", { class: "ask-name", onsubmit: (event) => { event.preventDefault(); go("join"); } },
    el("h2", {}, t("joining_room", { code })),
    el("label", { class: "field" }, el("span", {}, t("nickname")), box),
    el("p", { class: "note" }, t("nickname_note")),
    el("div", { class: "row" }, el("button", { id: "guest-join", class: "primary", type: "submit" }, t("join")),
      el("button", { id: "guest-watch", type: "button", onclick: () => go("watch") }, t("watch")))), { id: "ask-name" });
  setTimeout(() => box.focus(), 50);
}

async function main() {
  document.documentElement.lang = LANGUAGE;
  document.getElementById("rules-button").textContent = t("rules");
  document.getElementById("rules-button").addEventListener("click", () => {
    const game = app.message?.game || app.room?.game || pages.start?.chosenGame?.();
    if (game) showRules(game, app.message?.rules || app.room?.rules || null);
  });
  showConnection();
  await loadGames();
  const linked = location.pathname.match(/^\/r\/([A-Za-z0-9]{4})$/);
  if (linked) {  // a room's link: the seat kept in this browser, else ask the name and take an open seat
    const code = linked[1].toUpperCase();
    app.code = code;
    const kept = savedSeat(code);
    if (kept) app.pending.push({ type: "rejoin", code, seat: kept.seat, token: kept.token });
    else askNickname(code);
    document.getElementById("page").replaceChildren(el("p", { class: "loading" }, t("opening_room", { code })));
  } else {
    show("start");
  }
  connect();
}

main();
