"""The balance lab: the questions that decide a design, for every registered game (no Qt).

* :mod:`core.balance.skill` — does skill pay? Every CPU strength plays the others in rotated
  line-ups; each gets a rating (openskill's Plackett–Luce) with a 95 % interval, and the strongest's
  share of the games it finishes ahead of the weakest says how much a game is decided by skill.
* :mod:`core.balance.mechanics` — how much does each mechanic matter? One seat plays the same CPU
  forbidden one kind of move (Jaffe et al., restricted play), against unrestricted seats, on the
  same deals as a control run; the change in its win share, with its interval, measures the
  mechanic, and one whose removal changes nothing is one the designer could cut.

Both play through :mod:`core.balance.tables` — the game's own engine and CPUs, chosen only among
legal moves — on local processes or Dask, and give the same figures for the same seed.
"""
