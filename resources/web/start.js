// The start page: choose a game and set it up as its set-up screen does — the board (市区町村バトル:
// prefectures tapped on a map of Japan, or 全国 and the regions), the players, every rule option of
// the game's rule set (its JSON Schema, served by /api/games: the same fields and words as the
// desktop's New game dialog), who plays each seat (a person or a CPU and its strength, 紅白戦's team,
// ▲▼ for the order), the clock and a nickname — then make the room. Below: join by code, watch, or
// a random match.

import { app, gameInfo, nickname, rememberNickname, seatColour, send } from "./app.js";
import { el, say, svg } from "./dom.js";
import { LANGUAGE, t, title } from "./i18n.js";
import { boardLayer } from "./svgboard.js";

const MAIN_MINUTES = [0, 1, 3, 5, 10, 15, 20, 30, 60];
const BYOYOMI_SECONDS = [0, 10, 20, 30, 60];
const YOU = "you";

// what the form holds while the page is open (kept across games: switching back keeps the choices)
const setup = { game: null, players: {}, rules: {}, seats: {}, board: new Set(["13"]), wards: false, today: false,
  main: 0, byoyomi: 0 };
let japan = null;  // the prefectures' outlines, loaded when the battle form first shows

export function chosenGame() {
  return setup.game;
}

export function matching(message) {
  const line = document.getElementById("matching");
  if (line) line.textContent = t("matching", message);
}

export function show() {
  document.getElementById("where").textContent = "";
  document.getElementById("rules-button").hidden = false;
  const games = app.games;
  const page = document.getElementById("page");
  if (!games.length) {
    page.replaceChildren(el("p", {}, t("no_games")));
    return;
  }
  if (!setup.game || !games.some((g) => g.name === setup.game)) {
    const asked = new URLSearchParams(location.search).get("game");
    setup.game = games.some((g) => g.name === asked) ? asked : games[0].name;
  }
  const form = el("div", { class: "setup", id: "setup" });
  const chooser = el("div", { class: "game-choice", role: "radiogroup", "aria-label": t("game") },
    games.map((g) => el("button", { class: g.name === setup.game ? "game chosen" : "game", "data-game": g.name,
      role: "radio", "aria-checked": String(g.name === setup.game),
      onclick: () => { setup.game = g.name; show(); } },
    el("b", {}, title(g)), el("small", {}, g.summary || ""))));
  page.replaceChildren(el("div", { class: "start" },
    el("section", { class: "card wide-card" }, el("h2", {}, t("make_room")), chooser, form),
    joinCard(), matchCard()));
  drawSetup(form, gameInfo(setup.game));
}

// -- one game's set-up ----------------------------------------------------------------------------

function gameRules(game) {
  if (!setup.rules[game.name]) {
    const schema = game.rules_schema;
    setup.rules[game.name] = Object.fromEntries(schema["x-order"].map((name) => [name, schema.properties[name].default ?? null]));
  }
  return setup.rules[game.name];
}

function playerCount(game) {
  if (!setup.players[game.name]) setup.players[game.name] = game.default_players;
  return setup.players[game.name];
}

/** Each seat: who plays it (``you``, ``open`` for a person by link, or a CPU kind) and its team. */
function gameSeats(game) {
  const n = playerCount(game);
  let seats = setup.seats[game.name];
  if (!seats) {
    seats = [{ kind: YOU, team: 0 }];
    setup.seats[game.name] = seats;
  }
  while (seats.length < n) {
    const cpus = seats.filter((s) => s.kind !== YOU && s.kind !== "open");
    seats.push({ kind: cpus.length ? cpus[cpus.length - 1].kind : game.table_cpu, team: seats.length % 2 });
  }
  if (seats.length > n) {
    const mine = seats.findIndex((s) => s.kind === YOU);
    seats.splice(n);
    if (mine >= n) seats[n - 1] = { kind: YOU, team: seats[n - 1].team };
  }
  return seats;
}

function drawSetup(form, game) {
  const rules = gameRules(game);
  const schema = game.rules_schema;
  const redraw = () => drawSetup(form, game);
  const parts = [];
  if (game.names_board) parts.push(boardPicker(game));
  parts.push(field(t("player_count"), stepper("players", playerCount(game), game.players[0], game.players[1], (n) => {
    setup.players[game.name] = n;
    redraw();
  })));
  if (game.presets?.length) parts.push(presetField(game, rules, redraw));
  const seatLevel = [];
  const more = [];
  for (const name of schema["x-order"]) {
    const entry = schema.properties[name];
    if (entry["x-widget"] === "none") continue;
    if (entry["x-widget"] === "per_seat") seatLevel.push(name);
    // the options the game's own set-up screen shows; the rest under 詳しい設定
    (entry["x-advanced"] ? more : parts).push(optionField(name, entry, rules, redraw));
  }
  parts.push(seatsField(game, rules, seatLevel, redraw));
  parts.push(clockFields());
  if (more.length) {
    parts.push(el("details", { class: "more" }, el("summary", {}, t("more_options")), more));
  }
  const name = el("input", { id: "nickname", maxlength: 12, value: nickname(), autocomplete: "nickname",
    placeholder: t("nickname_placeholder"), onchange: (event) => rememberNickname(event.target.value.trim()) });
  parts.push(field(t("nickname"), name, t("nickname_note")));
  parts.push(el("button", { id: "create", class: "primary big", onclick: () => create(game) }, t("create")));
  form.replaceChildren(...parts);
  if (game.names_board) drawJapan(game);
}

function field(label, input, note = null) {
  return el("div", { class: "field" }, el("span", { class: "label" }, label), input,
    note ? el("small", { class: "note" }, note) : null);
}

function stepper(id, value, low, high, changed) {
  const box = el("output", { id, class: "count" }, String(value));
  return el("div", { class: "stepper" },
    el("button", { "aria-label": "−", disabled: value <= low, onclick: () => changed(value - 1) }, "−"), box,
    el("button", { "aria-label": "+", disabled: value >= high, onclick: () => changed(value + 1) }, "+"));
}

/** Big buttons for a few choices, a list for many. */
function choice(name, options, value, changed) {
  if (options.length <= 4) {
    return el("div", { class: "segmented", role: "radiogroup", "data-option": name },
      options.map(([v, words]) => el("button", { class: v === value ? "chosen" : "", role: "radio",
        "aria-checked": String(v === value), "data-value": JSON.stringify(v), onclick: () => changed(v) }, words)));
  }
  const select = el("select", { "data-option": name, onchange: () => changed(JSON.parse(select.value)) },
    options.map(([v, words]) => el("option", { value: JSON.stringify(v), selected: v === value }, words)));
  return select;
}

function optionField(name, entry, rules, redraw) {
  const label = entry["x-title"][LANGUAGE];
  const note = entry["x-description"][LANGUAGE];
  const set = (value) => {
    rules[name] = value;
    redraw();
  };
  const kind = entry["x-widget"];
  let input;
  if (kind === "choice") {
    input = choice(name, entry["x-choices"].map((c) => [c.value, c[LANGUAGE]]), rules[name], set);
  } else if (kind === "bool") {
    input = choice(name, [[true, t("yes")], [false, t("no")]], rules[name], set);
  } else if (kind === "per_seat") {  // 対戦のかたち: none (個人戦), or a team per seat (set in the seats)
    input = choice(name, [[false, entry["x-none"][LANGUAGE]], [true, t("teams_on")]], rules[name] !== null, (on) => {
      rules[name] = on ? [] : null;
      redraw();
    });
  } else if (kind === "int") {
    input = numberInput(name, entry, rules[name], set);
  } else if (kind === "float") {
    input = el("input", { type: "number", "data-option": name, step: "0.05", min: entry["x-minimum"],
      max: entry["x-maximum"], value: rules[name], inputmode: "decimal",
      onchange: (event) => set(Number(event.target.value)) });
  } else {  // a list of numbers, written with commas
    input = el("input", { "data-option": name, value: (rules[name] || []).join(","), inputmode: "numeric",
      onchange: (event) => set(event.target.value.split(/[,、]/).map((v) => v.trim()).filter(Boolean).map(Number)) });
  }
  return field(label, input, note);
}

/** A number that may be absent (おまかせ) or 0 with a meaning of its own (上限なし): a choice of
 * those words or a number. */
function numberInput(name, entry, value, set) {
  const words = [];
  if (entry["x-none"]) words.push(["none", entry["x-none"][LANGUAGE]]);
  if (entry["x-zero"]) words.push(["zero", entry["x-zero"][LANGUAGE]]);
  const number = el("input", { type: "number", inputmode: "numeric", "data-option": name,
    min: entry["x-zero"] ? Math.max(1, entry["x-minimum"] ?? 1) : entry["x-minimum"], max: entry["x-maximum"],
    value: value ?? "", onchange: (event) => {
      const n = Math.round(Number(event.target.value));
      if (Number.isFinite(n)) set(Math.min(entry["x-maximum"] ?? n, Math.max(entry["x-minimum"] ?? n, n)));
    } });
  if (!words.length) return number;
  const mode = value === null ? "none" : value === 0 && entry["x-zero"] ? "zero" : "number";
  return el("div", { class: "number-choice" },
    choice(`${name}-mode`, [...words, ["number", t("number_of")]], mode, (picked) => {
      if (picked === "none") set(null);
      else if (picked === "zero") set(0);
      else set(entry.default ?? 40);
    }), mode === "number" ? number : null);
}

function presetField(game, rules, redraw) {
  const current = game.presets.find((p) => Object.entries(p.rules).every(([k, v]) => JSON.stringify(rules[k]) === JSON.stringify(v))
    && Object.keys(rules).every((k) => k in p.rules || JSON.stringify(rules[k]) === JSON.stringify(game.rules_schema.properties[k].default)));
  const select = el("select", { id: "preset", onchange: () => {
    const preset = game.presets.find((p) => p.name === select.value);
    if (!preset) return;
    for (const name of game.rules_schema["x-order"]) rules[name] = game.rules_schema.properties[name].default ?? null;
    Object.assign(rules, preset.rules);
    redraw();
  } }, el("option", { value: "" }, t("own_mix")),
  game.presets.map((p) => el("option", { value: p.name, selected: current?.name === p.name }, p.note[LANGUAGE])));
  return field(t("preset"), select);
}

// -- the seats -----------------------------------------------------------------------------------

function seatsField(game, rules, seatLevel, redraw) {
  const seats = gameSeats(game);
  const teams = seatLevel.find((name) => rules[name] !== null);
  const teamWords = teams ? game.rules_schema.properties[teams]["x-choices"] : null;
  const kinds = [["open", t("seat_person")], ...game.cpus.map((cpu) => [cpu.name, t("cpu", { kind: cpu.said })])];
  const rows = seats.map((seat, k) => {
    const label = game.seat_labels?.[k];
    const who = seat.kind === YOU ? el("span", { class: "you" }, t("seat_you"))
      : el("select", { "data-seat": k, class: "seat-kind", onchange: (event) => { seat.kind = event.target.value; redraw(); } },
        kinds.map(([value, words]) => el("option", { value, selected: seat.kind === value }, words)));
    const team = teamWords ? el("div", { class: "segmented team", "data-team": k }, teamWords.map((c) =>
      el("button", { class: seat.team === c.value ? `chosen team-${c.value}` : `team-${c.value}`,
        onclick: () => { seat.team = c.value; redraw(); } }, c[LANGUAGE]))) : null;
    const move = (step) => () => {
      const to = k + step;
      [seats[k], seats[to]] = [seats[to], seats[k]];
      redraw();
    };
    return el("li", { class: "seat-row" },
      el("span", { class: "swatch", style: `background:${seatColour(k)}` }),
      el("span", { class: "seat-number" }, `${t("seat_n", { n: k + 1 })}${label ? ` ${label}` : ""}`), who, team,
      el("span", { class: "order" },
        el("button", { class: "up", "aria-label": t("move_up"), disabled: k === 0, onclick: move(-1) }, "▲"),
        el("button", { class: "down", "aria-label": t("move_down"), disabled: k === seats.length - 1, onclick: move(+1) }, "▼")));
  });
  if (teams) rules[teams] = seats.map((s) => s.team);
  const strength = el("select", { id: "cpu-strength", onchange: (event) => {
    if (!event.target.value) return;
    for (const seat of seats) if (seat.kind !== YOU && seat.kind !== "open") seat.kind = event.target.value;
    redraw();
  } }, el("option", { value: "" }, t("cpu_each")), game.cpus.map((cpu) => el("option", { value: cpu.name }, cpu.said)));
  return el("div", { class: "field seats-field" }, el("span", { class: "label" }, t("who_plays")),
    game.seating_note ? el("small", { class: "note" }, game.seating_note) : null,
    el("ol", { class: "seat-list" }, rows),
    el("div", { class: "row" }, el("span", { class: "note" }, t("cpu_strength")), strength),
    el("small", { class: "note" }, t("open_seat_note")));
}

function clockFields() {
  const minutes = el("select", { id: "main-time", onchange: (event) => { setup.main = Number(event.target.value); } },
    MAIN_MINUTES.map((m) => el("option", { value: m * 60, selected: setup.main === m * 60 }, m ? t("minutes", { n: m }) : t("none"))));
  const seconds = el("select", { id: "byoyomi", onchange: (event) => { setup.byoyomi = Number(event.target.value); } },
    BYOYOMI_SECONDS.map((s) => el("option", { value: s, selected: setup.byoyomi === s }, s ? t("seconds", { n: s }) : t("none"))));
  return el("div", { class: "clock-fields" }, field(t("main_time"), minutes), field(t("byoyomi_field"), seconds),
    el("small", { class: "note" }, t("clock_note")));
}

// -- 市区町村バトル's board, on a map of Japan ---------------------------------------------------------

function boardText() {
  const codes = [...setup.board].sort();
  const options = [setup.wards ? "wards" : null, setup.today && codes.includes("01") ? "today" : null].filter(Boolean);
  return codes.join(",") + (options.length ? `:${options.join(",")}` : "");
}

/** A board's words (``13,14:wards``) as people say them: 全国, a region, prefectures' names. */
export async function boardWords(text) {
  if (!text) return "—";
  if (!japan) japan = await (await fetch("/api/japan")).json();
  const [codes, options] = text.split(":");
  const label = boardLabel(new Set(codes.split(",")));
  const extra = (options || "").split(",").filter(Boolean).map((option) => (option === "wards" ? t("board_wards")
    : option === "today" ? t("board_today") : option));
  return [label, ...extra].join(" · ");
}

function boardLabel(chosen = setup.board) {
  const codes = [...chosen].sort();
  if (!japan) return codes.join(",");
  if (codes.length === 47) return t("all_japan");
  const region = japan.regions.find((r) => r.codes.length === codes.length && r.codes.every((c) => chosen.has(c)));
  if (region) return region[LANGUAGE];
  const names = new Map(japan.prefectures.map((p) => [p.code, p.name]));
  if (codes.length <= 3) return codes.map((c) => names.get(c) || c).join("・");
  return t("n_prefectures", { n: codes.length });
}

function boardPicker(game) {
  const presets = el("div", { class: "presets", id: "region-presets" });
  const chips = el("div", { class: "prefecture-chips", id: "prefecture-chips" });
  return el("div", { class: "field board-field" }, el("span", { class: "label" }, t("board")),
    el("div", { class: "board-picker" }, el("div", { class: "japan", id: "japan-map" }),
      el("div", { class: "board-side" },
        el("output", { id: "board-label", class: "board-label" }, boardLabel()), presets,
        el("label", { class: "check" }, el("input", { type: "checkbox", id: "wards", checked: setup.wards,
          onchange: (event) => { setup.wards = event.target.checked; } }), t("wards")),
        el("label", { class: "check" }, el("input", { type: "checkbox", id: "north-1945", checked: !setup.today,
          onchange: (event) => { setup.today = !event.target.checked; } }), t("north_1945")))),
    el("details", { class: "one-by-one" }, el("summary", {}, t("one_by_one")), chips),
    el("small", { class: "note" }, t("board_note")));
}

async function drawJapan(game) {
  if (!japan) {
    const answer = await fetch("/api/japan");
    japan = await answer.json();
  }
  const holder = document.getElementById("japan-map");
  if (!holder) return;
  const layer = boardLayer(holder, japan.bounds, { zoomable: true });
  const refresh = () => {
    for (const node of holder.querySelectorAll("path.prefecture")) node.classList.toggle("on", setup.board.has(node.dataset.code));
    for (const node of document.querySelectorAll("#prefecture-chips button")) {
      node.classList.toggle("chosen", setup.board.has(node.dataset.code));
      node.setAttribute("aria-pressed", String(setup.board.has(node.dataset.code)));
    }
    for (const node of document.querySelectorAll("#region-presets button")) {
      const codes = JSON.parse(node.dataset.codes);
      node.classList.toggle("chosen", codes.length === setup.board.size && codes.every((c) => setup.board.has(c)));
    }
    document.getElementById("board-label").textContent = boardLabel();
  };
  const toggle = (code) => {
    if (setup.board.has(code)) {
      if (setup.board.size > 1) setup.board.delete(code);
      else say(t("one_prefecture_at_least"));
    } else setup.board.add(code);
    refresh();
  };
  // 沖縄 in its box: the whole box is its target (the islands are a few pixels on a phone)
  layer.append(svg("rect", { x: japan.okinawa_box[0], y: japan.okinawa_box[1], width: japan.okinawa_box[2] - japan.okinawa_box[0],
    height: japan.okinawa_box[3] - japan.okinawa_box[1], class: "inset okinawa", onclick: () => toggle("47") }));
  for (const prefecture of japan.prefectures) {
    layer.append(svg("path", { d: prefecture.path, class: "prefecture", "data-code": prefecture.code,
      onclick: () => toggle(prefecture.code) }, svg("title", {}, prefecture.name)));
  }
  const all = japan.prefectures.map((p) => p.code);
  document.getElementById("region-presets").replaceChildren(
    el("button", { "data-codes": JSON.stringify(all), onclick: () => { setup.board = new Set(all); refresh(); } }, t("all_japan")),
    ...japan.regions.map((region) => el("button", { "data-codes": JSON.stringify(region.codes),
      onclick: () => { setup.board = new Set(region.codes); refresh(); } }, region[LANGUAGE])));
  document.getElementById("prefecture-chips").replaceChildren(...japan.regions.map((region) =>
    el("div", { class: "region-chips" }, el("span", { class: "note" }, region[LANGUAGE]),
      region.codes.map((code) => el("button", { "data-code": code, onclick: () => toggle(code) },
        japan.prefectures.find((p) => p.code === code)?.name || code)))));
  refresh();
}

// -- making a room ---------------------------------------------------------------------------------

function create(game) {
  const name = document.getElementById("nickname").value.trim();
  rememberNickname(name);
  const seats = gameSeats(game);
  const host = seats.findIndex((s) => s.kind === YOU);
  const rules = { ...gameRules(game) };
  for (const [key, entry] of Object.entries(game.rules_schema.properties)) {
    if (entry["x-widget"] === "per_seat" && rules[key] !== null) rules[key] = seats.map((s) => s.team);
  }
  const control = setup.main || setup.byoyomi ? { main: setup.main || null, byoyomi: setup.byoyomi || null } : null;
  send({ type: "create", game: game.name, board: game.names_board ? boardText() : null,
    seats: seats.map((s) => (s.kind === YOU || s.kind === "open" ? "open" : `cpu:${s.kind}`)), rules,
    time_control: control, nickname: name, listed: false, host_seat: host });
  say(t("making_room"), 2);
}

// -- joining, watching, a random match -------------------------------------------------------------

function joinCard() {
  const code = el("input", { id: "code", maxlength: 4, size: 5, autocapitalize: "characters", autocomplete: "off",
    inputmode: "text", placeholder: "ABCD" });
  const byCode = (type) => () => {
    const text = code.value.trim().toUpperCase();
    if (text.length !== 4) { say(t("bad_code")); return; }
    const name = document.getElementById("nickname")?.value.trim() ?? nickname();
    rememberNickname(name);
    app.code = text;
    app.joining = type === "join";
    send(type === "join" ? { type: "join", code: text, nickname: name } : { type: "spectate", code: text });
  };
  return el("section", { class: "card" }, el("h2", {}, t("join_title")), field(t("code"), code),
    el("div", { class: "row" }, el("button", { id: "join", class: "primary", onclick: byCode("join") }, t("join")),
      el("button", { id: "watch", onclick: byCode("watch") }, t("watch"))));
}

function matchCard() {
  const match = () => {
    const game = gameInfo(setup.game);
    const name = document.getElementById("nickname")?.value.trim() ?? nickname();
    rememberNickname(name);
    send({ type: "match", game: game.name, board: game.names_board ? boardText() : null, players: playerCount(game),
      nickname: name });
  };
  return el("section", { class: "card" }, el("h2", {}, t("match_title")), el("p", { class: "note" }, t("match_note")),
    el("button", { id: "match", onclick: match }, t("match")),
    el("p", { id: "matching" }, app.matching ? t("matching", app.matching) : ""));
}
