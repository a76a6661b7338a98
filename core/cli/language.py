"""The command line in its reader's language: Japanese first, English for an English locale (no Qt).

The help lines are written in English with :func:`core.text.translate` (so that they land in the
app's ``.ts`` file with every other sentence) and said in the chosen language when ``--help``
prints them; :class:`KuniParser` is the parser class of ``kuni`` and all its sub-commands so that
each one's help is said the same way. The language is the locale's (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``, as the app reads them); ``KUNI_LANGUAGE=en|ja`` overrides it.
"""

from __future__ import annotations

import argparse
import os
import re

from core import bundled
from core.text import display_width, locale_language, say, set_language, translate

LANGUAGE_VARIABLE = "KUNI_LANGUAGE"

#: argparse's own words, said in the reader's language too.
ARGPARSE_WORDS = {
    "usage: ": translate("kuni", "usage: "),
    "positional arguments": translate("kuni", "positional arguments"),
    "options": translate("kuni", "options"),
    "show this help message and exit": translate("kuni", "show this help message and exit"),
}


#: argparse's refusals (its English, matched) said in the reader's language, each with what to do.
ARGPARSE_ERRORS = (
    (re.compile(r"argument (?P<arg>.+?): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)$"),
     translate("kuni", "{arg}: {value} is not one of the choices; give one of {choices}")),
    (re.compile(r"argument (?P<arg>.+?): invalid (?P<kind>int|float) value: (?P<value>.+)$"),
     translate("kuni", "{arg}: {value} is not a number")),
    (re.compile(r"argument (?P<arg>.+?): expected one argument$"),
     translate("kuni", "{arg} needs a value after it")),
    (re.compile(r"unrecognized arguments: (?P<args>.+)$"),
     translate("kuni", "{args}: this command has no such option (see --help)")),
    (re.compile(r"the following arguments are required: (?P<args>.+)$"),
     translate("kuni", "{args} must be given (see --help)")),
    (re.compile(r"argument (?P<arg>.+?): not allowed with argument (?P<other>.+)$"),
     translate("kuni", "{arg} cannot be given with {other}")),
)


def argparse_error(message: str) -> str:
    """An argparse refusal in the chosen language (as argparse said it when it is not known)."""
    for pattern, template in ARGPARSE_ERRORS:
        found = pattern.match(message)
        if found:
            return say(template.format(**found.groupdict()))
    return message


def choose_language(environ=None) -> str:
    """Make the command line speak the reader's language (see the module); returns it."""
    environ = os.environ if environ is None else environ
    chosen = environ.get(LANGUAGE_VARIABLE, "").strip().lower() or locale_language(environ) or "ja"
    if chosen != "en" and not (bundled.translations_dir() / f"kuni_studio_{chosen}.ts").is_file():
        chosen = "en"
    set_language(chosen)
    return chosen


def add_version(parser: argparse.ArgumentParser) -> None:
    """``--version``: the program's name and Kuni Studio's version (``kuni 0.1.0``)."""
    from core import __version__

    parser.add_argument("--version", action="version", version=f"{parser.prog} {__version__}",
                        help=translate("kuni", "show the version and exit"))


def _said(text) -> str:
    return say(ARGPARSE_WORDS.get(text, text)) if text is not None else text


class KuniHelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, every word said in the chosen language."""

    def add_usage(self, usage, actions, groups, prefix=None):
        # argparse asks with prefix "" for a sub-parser's program name: that stays as it is
        super().add_usage(usage, actions, groups, _said("usage: ") if prefix is None else prefix)

    def start_section(self, heading):
        super().start_section(_said(heading))

    def add_text(self, text):
        super().add_text(_said(text))

    def _get_help_string(self, action):
        return _said(action.help)

    def _split_lines(self, text, width):
        # argparse wraps by characters; kanji take two columns each, so wrap by display width
        return wrapped(" ".join(text.split()), width)

    def _fill_text(self, text, width, indent):
        return "\n".join(indent + line for line in wrapped(" ".join(text.split()), width - len(indent)))


_WIDE = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef"
#: a space, one wide character, or a run of narrow ones (a word)
_TOKENS = re.compile(rf"\s+|[{_WIDE}]|[^\s{_WIDE}]+")
#: what a Japanese line never starts with (kinsoku): closing brackets and punctuation
_NO_LINE_START = "）」』】、。，．：；！？ー)]},.;:!?"


def wrapped(text: str, width: int) -> list[str]:
    """``text`` in lines at most ``width`` columns wide (kanji and kana two each), broken at
    spaces, or between wide characters where a line has none."""
    lines, line, used = [], "", 0
    for token in _TOKENS.findall(text):
        size = display_width(token)
        if token.isspace():
            if line:
                line, used = line + " ", used + 1
            continue
        if used + size > width and line.strip() and token[0] not in _NO_LINE_START:
            lines.append(line.rstrip())
            line, used = "", 0
        line, used = line + token, used + size
    if line.strip():
        lines.append(line.rstrip())
    return lines


class KuniParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose help is said in the chosen language (its sub-parsers too)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", KuniHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message):
        """The usage, then ``kuni COMMAND: why`` in the chosen language; exit 2 as argparse does."""
        import sys

        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {argparse_error(message)}\n")
