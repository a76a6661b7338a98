// The waiting room: the room's code, its link as text and as a QR code (a phone's camera opens it),
// who sits where, the options in words; the host sets the open seats (a person or a CPU and its
// strength), 紅白戦's teams and the seats' order (▲▼: 「自分で決める」 plays them in this order),
// then starts the game.

import { app, cpuName, gameInfo, optionsInWords, seatColour, send } from "./app.js";
import { boardWords } from "./start.js";
import { el, say } from "./dom.js";
import { LANGUAGE, t, title } from "./i18n.js";

export function show() {
  const room = app.room;
  const game = gameInfo(room.game);
  document.getElementById("where").textContent = `${title(game)} · ${t("room")} ${room.code}`;
  document.getElementById("rules-button").hidden = false;
  const link = room.link || `${location.origin}/r/${room.code}`;
  const isHost = app.seat === room.host;
  const schema = game.rules_schema;
  const teamsKey = schema ? schema["x-order"].find((name) => schema.properties[name]["x-widget"] === "per_seat"
    && room.rules[name] !== null && room.rules[name] !== undefined) : null;
  const teamWords = teamsKey ? schema.properties[teamsKey]["x-choices"] : null;
  const configure = (change) => send({ type: "configure", code: room.code, ...change });
  const order = (k, step) => () => {
    const permutation = room.seats.map((_, i) => i);
    [permutation[k], permutation[k + step]] = [permutation[k + step], permutation[k]];
    configure({ order: permutation });
  };
  const seatRows = room.seats.map((seat) => {
    const k = seat.seat;
    let who;
    if (seat.kind === "cpu") who = t("cpu", { kind: cpuName(room.game, seat.cpu) });
    else if (seat.kind === "open") who = t("open_seat");
    else who = seat.nickname || t("a_person");
    const marks = [k === room.host ? t("host") : null, k === app.seat ? t("you") : null].filter(Boolean).join("・");
    let setting = null;
    if (isHost && k !== room.host && seat.kind !== "person") {
      setting = el("select", { "data-seat": k, class: "seat-kind", onchange: (event) => send({ type: "seat",
        code: room.code, seat: k, setting: event.target.value }) },
      el("option", { value: "open", selected: seat.kind === "open" }, t("set_open")),
      ...(game.cpus || []).map((cpu) => el("option", { value: `cpu:${cpu.name}`,
        selected: seat.kind === "cpu" && seat.cpu === cpu.name }, t("cpu", { kind: cpu.said }))));
    }
    let team = null;
    if (teamWords) {
      const mine = room.rules[teamsKey][k];
      team = isHost ? el("div", { class: "segmented team", "data-team": k }, teamWords.map((c) =>
        el("button", { class: mine === c.value ? `chosen team-${c.value}` : `team-${c.value}`, onclick: () => {
          const teams = [...room.rules[teamsKey]];
          teams[k] = c.value;
          configure({ rules: { [teamsKey]: teams } });
        } }, c[LANGUAGE])))
        : el("span", { class: `team-tag team-${mine}` }, teamWords.find((c) => c.value === mine)?.[LANGUAGE] ?? "");
    }
    const arrows = isHost ? el("span", { class: "order" },
      el("button", { class: "up", "aria-label": t("move_up"), disabled: k === 0, onclick: order(k, -1) }, "▲"),
      el("button", { class: "down", "aria-label": t("move_down"), disabled: k === room.seats.length - 1,
        onclick: order(k, +1) }, "▼")) : null;
    const label = game.seat_labels?.[k];
    return el("li", { class: `seat-row ${seat.connected ? "on" : "off"}` },
      el("span", { class: "swatch", style: `background:${seatColour(k)}` }),
      el("span", { class: "seat-number" }, `${t("seat_n", { n: k + 1 })}${label ? ` ${label}` : ""}`),
      el("span", { class: "dot", title: seat.connected ? t("connected") : t("not_here") }, seat.connected ? "●" : "○"),
      el("span", { class: "who" }, setting ? null : who, marks ? el("em", {}, ` (${marks})`) : null), setting, team, arrows);
  });
  const copy = () => navigator.clipboard?.writeText(link).then(() => say(t("copied")), () => say(link, 12));
  const share = navigator.share ? el("button", { onclick: () => navigator.share({ title: title(game), url: link })
    .catch(() => {}) }, t("share")) : null;
  const options = schema ? optionsInWords(schema, room.rules) : [];
  const clock = room.time_control && (room.time_control.main || room.time_control.byoyomi)
    ? [[t("main_time"), room.time_control.main ? t("minutes", { n: Math.round(room.time_control.main / 60) }) : t("none")],
      [t("byoyomi_field"), room.time_control.byoyomi ? t("seconds", { n: room.time_control.byoyomi }) : t("none")]] : [];
  document.getElementById("page").replaceChildren(el("div", { class: "room-page" },
    el("section", { class: "card invite" },
      el("h2", {}, `${t("room")} `, el("span", { id: "room-code", class: "code" }, room.code)),
      el("img", { class: "qr", id: "room-qr", src: `/qr/${room.code}.svg`, alt: t("qr_alt"), width: 200, height: 200 }),
      el("p", { class: "link-line" }, el("a", { id: "room-link", href: link }, link)),
      el("div", { class: "row" }, el("button", { onclick: copy }, t("copy")), share),
      el("p", { class: "note" }, t("invite_note"))),
    el("section", { class: "card" },
      el("h3", {}, t("seats")), el("ol", { class: "seat-list room-seats" }, seatRows),
      isHost ? el("p", { class: "note" }, t("open_left_cpu")) : el("p", {}, t("waiting_host")),
      isHost ? startButton(room) : null,
      el("h3", {}, t("options")),
      el("dl", { class: "options-list" }, [...(game.names_board ? [[t("board"), el("span", { id: "room-board" }, room.board)]] : []),
        ...options, ...clock].map(([name, value]) => [el("dt", {}, name), el("dd", {}, value)])))));
  if (game.names_board) {
    boardWords(room.board).then((words) => {
      const node = document.getElementById("room-board");
      if (node) node.textContent = words;
    });
  }
}

/** The host's 「ゲームを始める」: the same button across the waiting room's redraws (someone joining
 * redraws it), so a tap landing while it redraws still starts the game; one start however many taps. */
function startButton(room) {
  let button = document.getElementById("start");
  if (!button || button.dataset.code !== room.code) {
    button = el("button", { id: "start", class: "primary big", "data-code": room.code, onclick: () => {
      button.disabled = true;
      send({ type: "start", code: room.code });
    } }, t("start"));
  }
  return button;
}
