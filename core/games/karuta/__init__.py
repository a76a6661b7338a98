"""旧国かるた: the rules engine, CPU players, game records and the deal simulator (no Qt)."""

from core.games.karuta.moves import KarutaMove
from core.games.karuta.rules import KarutaRules, RuleSet
from core.games.karuta.state import KarutaState

__all__ = ["KarutaMove", "KarutaRules", "KarutaState", "RuleSet"]
