"""The About box, with the data credits every build must show (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

CREDITS = [
    "地図: 「国土数値情報（行政区域データ）」（国土交通省）を加工して作成",
    "TopoJSON への簡略化: SmartNews Media Research Institute (smartnews-smri/japan-topography)",
    "令制国の割り当て: Asukana/Ryoseikoku_20230626_TSV (CC0 1.0) を基に確認・修正",
    "フォント: Noto Sans CJK JP (SIL Open Font License 1.1)",
    "名物・特産品: 経済産業省「伝統的工芸品」、農林水産省「地理的表示（GI）」登録産品、特許庁「地域団体商標」、"
    "各都道府県・市の名産品リスト（出典は data/municipalities/specialties.csv の各行）",
    "面積: 国土地理院「全国都道府県市区町村別面積調」（Wikidata 経由）",
]


def about_text(extra: tuple[str, ...] = ()) -> str:
    """The About box's text: what the app is, and every credit line."""
    lines = [QCoreApplication.translate(
        "about", "Kuni Studio — a workbench for designers of Japanese map board games."),
             ""]
    lines += list(dict.fromkeys(CREDITS + list(extra)))
    return "\n".join(lines)


def show_about(parent: QWidget, extra: tuple[str, ...] = ()) -> None:
    """Show the About box."""
    QMessageBox.about(parent, QCoreApplication.translate("about", "About Kuni Studio"), about_text(extra))
