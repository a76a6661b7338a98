// A map board in SVG that pans and zooms: a pinch or the mouse wheel zooms, a drag pans, a tap is a
// tap (a drag's closing click is swallowed). The view box
// outlives redraws: a table redraws its board after every move and the player's zoom stays where it
// was (the table's 全体 button fits the whole board again). flyTo() moves the view (to the seat whose turn it is) unless the player has just moved it.

import { svg } from "./dom.js";

export { svg };

/** The board's SVG inside ``holder`` (made once), its view box fitting ``bounds`` [x0, y0, x1, y1]
 * at first; returns the layer to draw into (emptied). ``zoomable``: pinch, drag and wheel. */
export function boardLayer(holder, bounds, { zoomable = true } = {}) {
  let root = holder.querySelector("svg.board");
  if (!root) {
    const margin = 0.03 * Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1]);
    const box = [bounds[0] - margin, bounds[1] - margin, bounds[2] - bounds[0] + 2 * margin,
      bounds[3] - bounds[1] + 2 * margin];
    root = svg("svg", { class: zoomable ? "board zoomable" : "board", viewBox: box.join(" "),
      preserveAspectRatio: "xMidYMid meet" }, svg("g", { class: "layer" }));
    root.dataset.home = box.join(" ");
    holder.append(root);
    if (zoomable) makeZoomable(root);
  }
  const layer = root.querySelector("g.layer");
  layer.replaceChildren();
  return layer;
}

/** The board's width in its own units per screen pixel (text and marks keep a size on screen). */
export function unitsPerPixel(holder) {
  const root = holder.querySelector("svg.board");
  const [, , width, height] = root.getAttribute("viewBox").split(" ").map(Number);
  const rect = root.getBoundingClientRect();
  return Math.max(width / Math.max(rect.width, 1), height / Math.max(rect.height, 1));
}

/** The part of the board on screen now, [x0, y0, x1, y1] in board units. */
export function visibleBox(holder) {
  const root = holder.querySelector("svg.board");
  const [bx, by, bw, bh] = root.getAttribute("viewBox").split(" ").map(Number);
  const rect = root.getBoundingClientRect();
  const scale = Math.max(bw / Math.max(rect.width, 1), bh / Math.max(rect.height, 1));
  const w = rect.width * scale;
  const h = rect.height * scale;
  return [bx - (w - bw) / 2, by - (h - bh) / 2, bx + bw - (bw - w) / 2, by + bh - (bh - h) / 2];
}

/** Move the view to ``box`` [x0, y0, x1, y1] over ``ms`` milliseconds — not when the player moved
 * it in the last few seconds (the board is theirs then). */
export function flyTo(holder, box, ms = 600) {
  const root = holder.querySelector("svg.board");
  if (!root || Date.now() - Number(root.dataset.touched || 0) < 4000) return;
  const from = root.getAttribute("viewBox").split(" ").map(Number);
  const to = [box[0], box[1], box[2] - box[0], box[3] - box[1]];
  const started = performance.now();
  const step = (now) => {
    const k = Math.min(1, (now - started) / ms);
    const ease = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
    root.setAttribute("viewBox", from.map((v, i) => (v + (to[i] - v) * ease).toFixed(3)).join(" "));
    if (k < 1) requestAnimationFrame(step);
    else root.dispatchEvent(new CustomEvent("zoomed"));
  };
  requestAnimationFrame(step);
}

/** The whole board in view again. */
export function fitAll(holder) {
  const root = holder.querySelector("svg.board");
  if (!root) return;
  root.setAttribute("viewBox", root.dataset.home);
  root.dataset.touched = "0";
  root.dispatchEvent(new CustomEvent("zoomed"));
}

function makeZoomable(root) {
  const pointers = new Map();
  let dragged = false;
  let start = null;
  const box = () => root.getAttribute("viewBox").split(" ").map(Number);
  const setBox = (b) => {
    root.setAttribute("viewBox", b.map((v) => v.toFixed(3)).join(" "));
    root.dataset.touched = String(Date.now());
  };
  const toBoard = (x, y) => {
    const rect = root.getBoundingClientRect();
    const [bx, by, bw, bh] = box();
    const scale = Math.max(bw / rect.width, bh / rect.height);
    const ox = bx - (rect.width * scale - bw) / 2;
    const oy = by - (rect.height * scale - bh) / 2;
    return [ox + (x - rect.left) * scale, oy + (y - rect.top) * scale, scale];
  };
  const zoomAt = (x, y, factor) => {
    const [px, py] = toBoard(x, y);
    const [bx, by, bw, bh] = box();
    const home = root.dataset.home.split(" ").map(Number);
    const width = Math.min(Math.max(bw * factor, home[2] / 60), home[2] * 1.5);
    const f = width / bw;
    setBox([px - (px - bx) * f, py - (py - by) * f, bw * f, bh * f]);
    root.dispatchEvent(new CustomEvent("zoomed"));
  };
  root.addEventListener("wheel", (event) => {
    event.preventDefault();
    zoomAt(event.clientX, event.clientY, Math.exp(event.deltaY * 0.0015));
  }, { passive: false });
  root.addEventListener("pointerdown", (event) => {
    pointers.set(event.pointerId, [event.clientX, event.clientY]);
    dragged = false;
    start = { box: box(), points: new Map(pointers) };
  });
  root.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, [event.clientX, event.clientY]);
    const [first] = start.points.values();
    if (pointers.size === 1) {
      const [x, y] = pointers.get(event.pointerId);
      const [sx, sy] = start.points.get(event.pointerId) || first;
      if (!dragged && Math.hypot(x - sx, y - sy) < 10) return;  // a finger's wobble is still a tap
      dragged = true;
      const [, , scale] = toBoard(x, y);
      const [bx, by, bw, bh] = start.box;
      setBox([bx - (x - sx) * scale, by - (y - sy) * scale, bw, bh]);
    } else if (pointers.size === 2 && start.points.size === 2) {
      dragged = true;
      const [a, b] = [...pointers.values()];
      const [a0, b0] = [...start.points.values()];
      const factor = Math.hypot(a0[0] - b0[0], a0[1] - b0[1]) / Math.max(Math.hypot(a[0] - b[0], a[1] - b[1]), 1);
      root.setAttribute("viewBox", start.box.map((v) => v.toFixed(3)).join(" "));
      zoomAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, factor);
    }
  });
  const up = (event) => {
    pointers.delete(event.pointerId);
    start = { box: box(), points: new Map(pointers) };
    if (dragged) root.dispatchEvent(new CustomEvent("zoomed"));
  };
  root.addEventListener("pointerup", up);
  root.addEventListener("pointercancel", up);
  root.addEventListener("click", (event) => {
    if (dragged) {
      event.preventDefault();
      event.stopPropagation();
      dragged = false;
    }
  }, true);
}
