"""What pydantic finds wrong with a value, said as one translatable phrase (no Qt): a rules file's
option, a dataset's field. A validator's own sentence is kept as it was raised.
"""

from __future__ import annotations

from core.text import sentence_of, translate

#: What pydantic found wrong with a value (its error ``type``), in words a designer reads.
PROBLEMS = {
    "int_type": translate("Problem", "a whole number is expected"),
    "int_parsing": translate("Problem", "a whole number is expected"),
    "int_from_float": translate("Problem", "a whole number is expected"),
    "float_type": translate("Problem", "a number is expected"),
    "float_parsing": translate("Problem", "a number is expected"),
    "bool_type": translate("Problem", "true or false is expected"),
    "bool_parsing": translate("Problem", "true or false is expected"),
    "string_type": translate("Problem", "a text in double quotes is expected"),
    "literal_error": translate("Problem", "this is not one of the values the option has"),
    "greater_than_equal": translate("Problem", "at least {ge} is expected"),
    "greater_than": translate("Problem", "more than {gt} is expected"),
    "less_than_equal": translate("Problem", "at most {le} is expected"),
    "less_than": translate("Problem", "less than {lt} is expected"),
    "tuple_type": translate("Problem", "a list is expected"),
    "list_type": translate("Problem", "a list is expected"),
    "too_short": translate("Problem", "the list is too short"),
    "too_long": translate("Problem", "the list is too long"),
    "missing": translate("Problem", "the option is missing"),
    "model_type": translate("Problem", "an object is expected"),
    "dict_type": translate("Problem", "an object is expected"),
    "extra_forbidden": translate("Problem", "there is no such field"),
    "string_too_long": translate("Problem", "the text is longer than {max_length} characters"),
    "string_too_short": translate("Problem", "the text is empty"),
    "string_pattern_mismatch": translate("Problem", "the text is not of the expected form"),
}


def problem_words(error: dict) -> str:
    """One pydantic error in words: a validator's own sentence (kept for translation), else the
    kind of problem, else pydantic's words."""
    if error["type"] == "value_error" and isinstance((error.get("ctx") or {}).get("error"), Exception):
        return sentence_of(error["ctx"]["error"])
    words = PROBLEMS.get(error["type"])
    if words is None:
        return error["msg"]
    try:  # the bound the value broke (``ge``, ``max_length`` …), from the error's context
        return words.format(**{key: str(value) for key, value in (error.get("ctx") or {}).items()})
    except (KeyError, IndexError):
        return error["msg"]
