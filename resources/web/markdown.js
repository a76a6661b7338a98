// The players' rules are Markdown (resources/rules/<game>.<language>.md): headings, paragraphs,
// lists, tables, bold and links, made into elements here — as text, never as HTML, so nothing in
// a file can run on the page.

import { el } from "./dom.js";

function inline(text) {
  const parts = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|`([^`]+)`/g;
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push(text.slice(last, found.index));
    if (found[1] !== undefined) parts.push(el("strong", {}, found[1]));
    else if (found[2] !== undefined) parts.push(el("a", { href: found[3], target: "_blank", rel: "noopener" }, found[2]));
    else parts.push(el("code", {}, found[4]));
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function cells(line) {
  return line.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.trim());
}

/** ``text`` (Markdown) as a block of elements. */
export function markdown(text) {
  const out = el("div", { class: "markdown" });
  const lines = text.replace(/\r/g, "").split("\n");
  let k = 0;
  while (k < lines.length) {
    const line = lines[k];
    const heading = line.match(/^(#{1,4})\s+(.*)$/);
    if (!line.trim()) { k += 1; continue; }
    if (heading) {
      out.append(el(`h${Math.min(heading[1].length + 1, 5)}`, {}, inline(heading[2])));
      k += 1;
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const list = el(ordered ? "ol" : "ul");
      while (k < lines.length && /^\s*([-*]|\d+\.)\s+/.test(lines[k])) {
        let item = lines[k].replace(/^\s*([-*]|\d+\.)\s+/, "");
        k += 1;
        while (k < lines.length && /^\s{2,}\S/.test(lines[k]) && !/^\s*([-*]|\d+\.)\s+/.test(lines[k])) {
          item += ` ${lines[k].trim()}`;
          k += 1;
        }
        list.append(el("li", {}, inline(item)));
      }
      out.append(list);
    } else if (line.trim().startsWith("|")) {
      const rows = [];
      while (k < lines.length && lines[k].trim().startsWith("|")) {
        if (!/^\s*\|?\s*:?-{2,}/.test(lines[k])) rows.push(cells(lines[k]));
        k += 1;
      }
      const [head, ...body] = rows;
      out.append(el("div", { class: "table-scroll" }, el("table", {},
        el("thead", {}, el("tr", {}, head.map((cell) => el("th", {}, inline(cell))))),
        el("tbody", {}, body.map((row) => el("tr", {}, row.map((cell) => el("td", {}, inline(cell)))))))));
    } else {
      let paragraph = line.trim();
      k += 1;
      while (k < lines.length && lines[k].trim() && !/^(#{1,4}\s|\s*([-*]|\d+\.)\s|\s*\|)/.test(lines[k])) {
        paragraph += (/[\u3000-\u9fff\uff00-\uffef]$/.test(paragraph) ? "" : " ") + lines[k].trim();
        k += 1;
      }
      out.append(el("p", {}, inline(paragraph)));
    }
  }
  return out;
}
