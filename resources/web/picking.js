// What a player holds while choosing a move on the table: the same as the app's
// core.games.table_picks.Picking, over the picks the server sent (one per legal move). A spot is
// "kind|id"; a pick is {move, place, pieces, kind, tag, label, route}. Holds no rules: the picks
// say which taps play which of the legal moves the server sent.

const key = (spot) => `${spot[0]}|${spot[1]}`;

function counted(spots) {
  const counts = new Map();
  for (const spot of spots) counts.set(spot, (counts.get(spot) || 0) + 1);
  return counts;
}

export class Picking {
  constructor(picks, names = {}) {
    this.picks = picks.map((pick) => ({ ...pick, placeKey: key(pick.place), pieceKeys: pick.pieces.map(key),
      routeKeys: pick.route.map(key) }));
    this.names = names;
    this.held = [];
  }

  open() {
    const held = counted(this.held);
    return this.picks.filter((pick) => {
      const pieces = counted(pick.pieceKeys);
      for (const [spot, count] of held) if ((pieces.get(spot) || 0) < count) return false;
      return true;
    });
  }

  destinations() {
    const held = counted(this.held);
    return this.open().filter((pick) => {
      const pieces = counted(pick.pieceKeys);
      if (pieces.size !== held.size) return false;
      for (const [spot, count] of pieces) if (held.get(spot) !== count) return false;
      return true;
    });
  }

  pickable() {
    const held = counted(this.held);
    const found = [];
    for (const pick of this.open()) {
      const pieces = counted(pick.pieceKeys);
      for (const spot of pick.pieceKeys) {
        if (pieces.get(spot) > (held.get(spot) || 0) && !found.includes(spot)) found.push(spot);
      }
    }
    return found;
  }

  firstPieces() {
    return [...new Set(this.picks.flatMap((pick) => pick.pieceKeys))];
  }

  route() {
    return [...new Set(this.destinations().flatMap((pick) => pick.routeKeys))];
  }

  name(spot) {
    if (spot in this.names) return this.names[spot];
    const pick = this.picks.find((p) => p.placeKey === spot && p.label);
    return pick ? pick.label : spot.split("|")[1];
  }

  /** What a tap on ``spot`` means: {kind: play|picked|put_back|refused, picks, reason}. */
  click(spot) {
    const here = this.destinations().filter((pick) => pick.placeKey === spot);
    if (here.length) {
      if (here.length === 1) this.held = [];
      return { kind: "play", picks: here };
    }
    if (this.pickable().includes(spot)) {
      this.held = [...this.held, spot];
      return { kind: "picked" };
    }
    const at = this.held.lastIndexOf(spot);
    if (at >= 0) {
      this.held = this.held.filter((_, k) => k !== at);
      return { kind: "put_back" };
    }
    if (this.held.length && this.firstPieces().includes(spot)) {
      this.held = [spot];
      return { kind: "picked" };
    }
    const direct = this.picks.filter((pick) => !pick.pieceKeys.length && pick.placeKey === spot);
    if (this.held.length && direct.length) {
      if (direct.length === 1) this.held = [];
      return { kind: "play", picks: direct };
    }
    const held = [...new Set(this.held)];
    this.held = [];
    return { kind: "refused", held, reason: held.length ? `${held.map((s) => this.name(s)).join(" + ")} → ${this.name(spot)}`
      : this.name(spot) };
  }

  /** How each spot lights now: "place" (a tap plays), "piece" (may be picked up), "held", "route". */
  lights() {
    const lit = new Map();
    for (const spot of this.route()) lit.set(spot, { how: "route" });
    for (const spot of this.pickable()) lit.set(spot, { how: "piece" });
    for (const pick of this.destinations()) {
      const was = lit.get(pick.placeKey);
      lit.set(pick.placeKey, { how: "place", kind: pick.kind, tag: (was && was.tag) || pick.tag,
        label: pick.label });
    }
    return lit;
  }

  /** Every spot a tap does something with now (the tray shows those no table drew). */
  targets() {
    const places = this.destinations().map((pick) => pick.placeKey);
    const direct = this.picks.filter((p) => !p.pieceKeys.length).map((p) => p.placeKey);
    return [...new Set([...places, ...this.pickable(), ...this.held, ...direct])];
  }
}

export { key as spotKey };
