"""The town abilities of the designers' list (町の能力), by id (no Qt)."""

from __future__ import annotations

#: id → (Japanese name, what it does). Ids are what datasets store in ``Municipality.abilities``.
ABILITIES: dict[str, tuple[str, str]] = {
    "attack-plus-1": ("攻撃+1", "attack +1"),
    "defence-plus-1": ("防御+1", "defence +1"),
    "movement-plus-1": ("移動力+1", "movement +1 (ports, airports)"),
    "ally-support": ("となりの味方の攻撃+1・防御+1", "adjacent allies attack +1 and defence +1"),
    "enemy-defence-minus-1": ("となりの相手の防御-1", "adjacent enemies' defence −1"),
    "reinforcement-cap-3": ("援軍の上限3", "up to 3 reinforcements (designated cities)"),
    "attack-per-hand-piece": ("持ち駒の数だけ攻撃+", "attack + the number of pieces in hand"),
    "jump-allies": ("味方の駒を飛びこえる", "may jump over allied pieces"),
    "shinobi": ("忍び", "may jump over any piece (甲賀・伊賀)"),
    "fortress": ("要塞", "cannot be merged by encirclement (五稜郭・姫路城・熊本城)"),
    "ashidome": ("足止め", "adjacent enemies' movement −1 (豪雪・極寒・鳴門の渦潮)"),
    "daruma": ("だるま", "survives one merge"),
    "airport": ("空港・ロケット", "once, fly to any empty cell"),
    "airport-large": ("大きな空港", "once, fly to any empty cell; movement +1"),
}

#: Abilities that add one to movement.
MOVEMENT_BONUS = {"movement-plus-1": 1, "airport-large": 1}
