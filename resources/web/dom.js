// Small helpers for building the page: elements, a passing message, sheets over the page.

export const SVG_NS = "http://www.w3.org/2000/svg";

/** An element with attributes (``on…`` are listeners, ``class`` its classes) and children. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") node.className = value;
    else if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

/** An SVG element, the same way. */
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** A line at the foot of the screen for a few seconds (what happened, why a tap did nothing). */
export function say(text, seconds = 6) {
  const line = document.getElementById("status");
  line.textContent = text;
  line.classList.add("shown");
  clearTimeout(say.timer);
  say.timer = setTimeout(() => line.classList.remove("shown"), seconds * 1000);
}

/** A sheet over the page (a card on a tablet, from the bottom on a phone) with ``content``; returns
 * its close function. A tap outside it or on ✕ closes it. */
export function sheet(content, { id = null, onClose = null, wide = false } = {}) {
  const overlay = document.getElementById("overlay");
  if (id) overlay.querySelector(`#${id}`)?.closest(".sheet-back")?.remove();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    back.remove();
    if (onClose) onClose();
  };
  const box = el("div", { class: wide ? "sheet wide" : "sheet", role: "dialog", id },
    el("button", { class: "sheet-close", "aria-label": "✕", onclick: close }, "✕"), content);
  const back = el("div", { class: "sheet-back", onclick: (event) => { if (event.target === back) close(); } }, box);
  overlay.append(back);
  return close;
}

/** Every open sheet closed. */
export function closeSheets() {
  for (const back of document.querySelectorAll("#overlay .sheet-back")) back.remove();
}
