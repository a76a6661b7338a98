"""Write the first version of ``data/karuta/default.json`` (the 旧国かるた default dataset).

This script records where the default dataset's content came from: the 68 provinces with
readings and circuits, the highways province by province, the ferry routes and the designers'
adjacency corrections. It ran once to create the file; from then on the JSON file is the source,
edited in Kuni Studio. It refuses to overwrite an existing file unless given ``--force``.
The derived adjacency is filled in by ``kuni build-board provinces``.

Usage: python tools/bootstrap_karuta_dataset.py [--force]
"""

from __future__ import annotations

import sys
from pathlib import Path

from core.io import save_dataset
from core.models import (
    Adjacency,
    AdjacencyOverride,
    CardSize,
    Circuit,
    Dataset,
    FerryRoute,
    Highway,
    Province,
)

CIRCUITS = [
    # id, kanji, kana, romaji, colour
    ("kinai", "畿内", "きない", "Kinai", "#d8a93b"),
    ("tokaido", "東海道", "とうかいどう", "Tōkaidō", "#e27d5a"),
    ("tosando", "東山道", "とうさんどう", "Tōsandō", "#6fae5b"),
    ("hokurikudo", "北陸道", "ほくりくどう", "Hokurikudō", "#5d8fd8"),
    ("sanindo", "山陰道", "さんいんどう", "San'indō", "#9479c9"),
    ("sanyodo", "山陽道", "さんようどう", "San'yōdō", "#de6f9f"),
    ("nankaido", "南海道", "なんかいどう", "Nankaidō", "#3fb3a7"),
    ("saikaido", "西海道", "さいかいどう", "Saikaidō", "#b8864f"),
]

PROVINCES = [
    # id, kanji, kana, romaji, circuit
    ("yamashiro", "山城", "やましろ", "Yamashiro", "kinai"),
    ("yamato", "大和", "やまと", "Yamato", "kinai"),
    ("kawachi", "河内", "かわち", "Kawachi", "kinai"),
    ("izumi", "和泉", "いずみ", "Izumi", "kinai"),
    ("settsu", "摂津", "せっつ", "Settsu", "kinai"),
    ("iga", "伊賀", "いが", "Iga", "tokaido"),
    ("ise", "伊勢", "いせ", "Ise", "tokaido"),
    ("shima", "志摩", "しま", "Shima", "tokaido"),
    ("owari", "尾張", "おわり", "Owari", "tokaido"),
    ("mikawa", "三河", "みかわ", "Mikawa", "tokaido"),
    ("totomi", "遠江", "とおとうみ", "Tōtōmi", "tokaido"),
    ("suruga", "駿河", "するが", "Suruga", "tokaido"),
    ("izu", "伊豆", "いず", "Izu", "tokaido"),
    ("kai", "甲斐", "かい", "Kai", "tokaido"),
    ("sagami", "相模", "さがみ", "Sagami", "tokaido"),
    ("musashi", "武蔵", "むさし", "Musashi", "tokaido"),
    ("awa-tokaido", "安房", "あわ", "Awa", "tokaido"),
    ("kazusa", "上総", "かずさ", "Kazusa", "tokaido"),
    ("shimosa", "下総", "しもうさ", "Shimōsa", "tokaido"),
    ("hitachi", "常陸", "ひたち", "Hitachi", "tokaido"),
    ("omi", "近江", "おうみ", "Ōmi", "tosando"),
    ("mino", "美濃", "みの", "Mino", "tosando"),
    ("hida", "飛騨", "ひだ", "Hida", "tosando"),
    ("shinano", "信濃", "しなの", "Shinano", "tosando"),
    ("kozuke", "上野", "こうずけ", "Kōzuke", "tosando"),
    ("shimotsuke", "下野", "しもつけ", "Shimotsuke", "tosando"),
    ("mutsu", "陸奥", "むつ", "Mutsu", "tosando"),
    ("dewa", "出羽", "でわ", "Dewa", "tosando"),
    ("wakasa", "若狭", "わかさ", "Wakasa", "hokurikudo"),
    ("echizen", "越前", "えちぜん", "Echizen", "hokurikudo"),
    ("kaga", "加賀", "かが", "Kaga", "hokurikudo"),
    ("noto", "能登", "のと", "Noto", "hokurikudo"),
    ("etchu", "越中", "えっちゅう", "Etchū", "hokurikudo"),
    ("echigo", "越後", "えちご", "Echigo", "hokurikudo"),
    ("sado", "佐渡", "さど", "Sado", "hokurikudo"),
    ("tanba", "丹波", "たんば", "Tanba", "sanindo"),
    ("tango", "丹後", "たんご", "Tango", "sanindo"),
    ("tajima", "但馬", "たじま", "Tajima", "sanindo"),
    ("inaba", "因幡", "いなば", "Inaba", "sanindo"),
    ("hoki", "伯耆", "ほうき", "Hōki", "sanindo"),
    ("izumo", "出雲", "いずも", "Izumo", "sanindo"),
    ("iwami", "石見", "いわみ", "Iwami", "sanindo"),
    ("oki", "隠岐", "おき", "Oki", "sanindo"),
    ("harima", "播磨", "はりま", "Harima", "sanyodo"),
    ("mimasaka", "美作", "みまさか", "Mimasaka", "sanyodo"),
    ("bizen", "備前", "びぜん", "Bizen", "sanyodo"),
    ("bitchu", "備中", "びっちゅう", "Bitchū", "sanyodo"),
    ("bingo", "備後", "びんご", "Bingo", "sanyodo"),
    ("aki", "安芸", "あき", "Aki", "sanyodo"),
    ("suo", "周防", "すおう", "Suō", "sanyodo"),
    ("nagato", "長門", "ながと", "Nagato", "sanyodo"),
    ("kii", "紀伊", "きい", "Kii", "nankaido"),
    ("awaji", "淡路", "あわじ", "Awaji", "nankaido"),
    ("awa-nankaido", "阿波", "あわ", "Awa", "nankaido"),
    ("sanuki", "讃岐", "さぬき", "Sanuki", "nankaido"),
    ("iyo", "伊予", "いよ", "Iyo", "nankaido"),
    ("tosa", "土佐", "とさ", "Tosa", "nankaido"),
    ("chikuzen", "筑前", "ちくぜん", "Chikuzen", "saikaido"),
    ("chikugo", "筑後", "ちくご", "Chikugo", "saikaido"),
    ("buzen", "豊前", "ぶぜん", "Buzen", "saikaido"),
    ("bungo", "豊後", "ぶんご", "Bungo", "saikaido"),
    ("hizen", "肥前", "ひぜん", "Hizen", "saikaido"),
    ("higo", "肥後", "ひご", "Higo", "saikaido"),
    ("hyuga", "日向", "ひゅうが", "Hyūga", "saikaido"),
    ("osumi", "大隅", "おおすみ", "Ōsumi", "saikaido"),
    ("satsuma", "薩摩", "さつま", "Satsuma", "saikaido"),
    ("iki", "壱岐", "いき", "Iki", "saikaido"),
    ("tsushima", "対馬", "つしま", "Tsushima", "saikaido"),
]

HIGHWAYS = [
    # id, name, kana, tier, provinces (kanji, in order of travel), note
    ("tokaido", "東海道", "とうかいどう", "main", "武蔵 相模 伊豆 駿河 遠江 三河 尾張 伊勢 近江 山城",
     ("日本橋→品川…小田原・箱根(相模)→三島(伊豆)→沼津(駿河)…金谷・日坂(遠江)…岡崎(三河)→宮(尾張)"
     "→七里の渡し→桑名(伊勢)→鈴鹿峠→土山(近江)→大津→三条大橋(山城). 53次.")),
    ("nakasendo", "中山道", "なかせんどう", "main", "武蔵 上野 信濃 美濃 近江",
     ("日本橋→板橋…本庄(武蔵)→新町・倉賀野(上野)→碓氷峠→軽井沢(信濃)…木曽路…馬籠(信濃)→落合(美濃)"
     "…今須(美濃)→柏原(近江)…草津(近江), 京へは東海道大津経由. 69次.")),
    ("nikko-kaido", "日光街道", "にっこうかいどう", "main", "武蔵 下総 下野",
     "日本橋→千住…栗橋(武蔵)→中田・古河(下総)→野木(下野)→宇都宮→鉢石(日光). 21宿."),
    ("oshu-kaido", "奥州街道", "おうしゅうかいどう", "main", "下野 陸奥",
     "宇都宮→白沢…芦野(下野)→白坂・白河(陸奥). 日本橋〜宇都宮は日光街道と共通なので、その区間は日光街道が受け持つ."),
    ("koshu-kaido", "甲州街道", "こうしゅうかいどう", "main", "武蔵 相模 甲斐 信濃",
     ("日本橋→内藤新宿…八王子・小仏峠(武蔵)→小原・与瀬・吉野・関野(相模国津久井郡)→上野原(甲斐)…甲府"
     "→蔦木(甲斐)→下諏訪(信濃), 中山道に合流.")),
    ("chugoku-ji", "中国路", "ちゅうごくじ", "primary", "山城 摂津 播磨 備前 備中 備後 安芸 周防 長門 豊前",
     ("西国街道(山陽道): 京→山崎→西宮(摂津)→明石・姫路(播磨)→岡山(備前)→備中→尾道(備後)→広島(安芸)"
     "→岩国(周防)→赤間関(長門)→大里の渡しで関門海峡を渡り小倉(豊前), 長崎街道へ.")),
    ("hokkoku-ji", "北国路", "ほっこくじ", "primary", "近江 越前 加賀 越中 越後",
     "北国街道(北陸道): 中山道鳥居本(近江)→木之本→栃ノ木峠→今庄・福井(越前)→金沢(加賀)→富山(越中)→高田(越後)."),
    ("sanin-kaido", "山陰街道", "さんいんかいどう", "primary", "山城 丹波 但馬 因幡 伯耆 出雲 石見 長門",
     "京(山城)→老ノ坂→亀岡・福知山(丹波)→但馬→鳥取(因幡)→米子(伯耆)→松江(出雲)→浜田(石見)→萩(長門)."),
    ("izumo-kaido", "出雲街道", "いずもかいどう", "primary", "播磨 美作 伯耆 出雲",
     "姫路(播磨)→佐用→津山・勝山(美作)→四十曲峠→根雨・米子(伯耆)→松江(出雲)."),
    ("nagasaki-kaido", "長崎街道", "ながさきかいどう", "primary", "豊前 筑前 肥前",
     "小倉(豊前)→黒崎・木屋瀬・山家(筑前)→田代・佐賀・嬉野(肥前)→長崎. 57里."),
    ("satsuma-kaido", "薩摩街道", "さつまかいどう", "primary", "筑前 筑後 肥後 薩摩",
     "山家(筑前, 長崎街道から分岐)→久留米(筑後)→熊本(肥後)→出水・鹿児島(薩摩)."),
    ("kishu-kaido", "紀州街道", "きしゅうかいどう", "primary", "摂津 和泉 紀伊",
     "大坂高麗橋(摂津)→堺・岸和田(和泉)→雄ノ山峠→和歌山(紀伊)."),
    ("mito-kaido", "水戸街道", "みとかいどう", "primary", "武蔵 下総 常陸",
     "千住(武蔵, 日光街道と分岐)→松戸・我孫子・取手(下総)→土浦→水戸(常陸)."),
    ("ise-hon-kaido", "伊勢本街道", "いせほんかいどう", "secondary", "摂津 河内 大和 伊勢",
     "大坂玉造(摂津)→暗峠(河内/大和)→奈良・榛原(大和)→御杖→奥津(伊勢)→伊勢神宮."),
    ("yamato-kaido", "大和街道", "やまとかいどう", "secondary", "伊勢 伊賀 山城 大和",
     "関(伊勢, 東海道と分岐)→加太越→伊賀上野(伊賀)→笠置・木津(山城)→奈良(大和)."),
    ("boso-okan", "房総往還", "ぼうそうおうかん", "secondary", "下総 上総 安房",
     "船橋・千葉(下総)→五井・木更津(上総)→那古・館山(安房)."),
    ("ushu-kaido", "羽州街道", "うしゅうかいどう", "secondary", "陸奥 出羽",
     ("桑折(陸奥, 奥州街道と分岐)→金山峠→上山・山形・新庄(出羽)→久保田(秋田)…. 終点の油川(陸奥)は"
     "陸奥を二度通ることになるため省く.")),
    ("konpira-kaido", "金毘羅街道", "こんぴらかいどう", "secondary", "備前 讃岐 阿波",
     "金毘羅参り: 岡山(備前)→下津井→渡海船→丸亀(讃岐)→琴平→阿波街道→徳島(阿波)."),
    ("tosa-kita-kaido", "土佐北街道", "とさきたかいどう", "secondary", "讃岐 伊予 土佐",
     "土佐藩の参勤交代路を逆にたどる: 丸亀(讃岐)→川之江(伊予)→笹ヶ峰→高知(土佐)."),
    ("hokkoku-kaido", "北国街道", "ほっこくかいどう", "secondary", "信濃 越後",
     "善光寺街道: 追分(信濃, 中山道と分岐)→小諸・善光寺→野尻→高田(越後). 佐渡の金を運んだ道."),
    ("reiheishi-kaido", "例幣使街道", "れいへいしかいどう", "secondary", "上野 下野",
     "倉賀野(上野, 中山道と分岐)→太田→足利→栃木(下野)→今市→日光."),
]

FERRIES = [
    # id, name, a, b, note
    ("sado", "出雲崎–小木", "越後", "佐渡", "佐渡へは越後の出雲崎・寺泊から渡った."),
    ("oki", "美保関–隠岐", "出雲", "隠岐", "隠岐へは出雲の美保関から渡った."),
    ("awaji-akashi", "明石–岩屋", "播磨", "淡路", "明石海峡."),
    ("awaji-naruto", "撫養–福良", "阿波", "淡路", "鳴門海峡; 南海道の道筋."),
    ("iki", "呼子–勝本", "肥前", "壱岐", "壱岐へは肥前の呼子から渡った(朝鮮通信使の道)."),
    ("tsushima", "勝本–厳原", "壱岐", "対馬", "対馬へは壱岐から渡る. 島を一つずつ."),
    ("kanmon", "大里の渡し", "長門", "豊前", "関門海峡: 中国路が九州へ渡る. 豊前は街道上の国なので、航路の札としては出ない."),
    ("shimotsui", "下津井–丸亀", "備前", "讃岐", "金毘羅参りの渡海船: 金毘羅街道が四国へ渡る. 讃岐は街道上の国なので、航路の札としては出ない."),
]

OVERRIDES = [
    ("丹波", "近江", "add", "設計者の史実確認: 丹波に近江を隣国として追加."),
    ("飛騨", "加賀", "add", "設計者の史実確認: 飛騨に加賀を追加(白山を挟んで接する)."),
    ("飛騨", "越前", "add", "設計者の史実確認: 飛騨に越前を追加."),
    ("日向", "薩摩", "remove", "設計者の史実確認: 日向から薩摩を削除."),
    ("備前", "讃岐", "remove", "境界は瀬戸内海の石島(井島)を岡山・香川で分け合うだけ. 盤面では海を隔てるので隣国にしない."),
]

ATTRIBUTION = (
    "「国土数値情報（行政区域データ）」（国土交通省）を加工して作成",
    ("Simplified into TopoJSON by SmartNews Media Research Institute "
    "(smartnews-smri/japan-topography, commit b403e71)"),
    "令制国の割り当て: Asukana/Ryoseikoku_20230626_TSV (CC0 1.0) を基に Kuni Studio で確認・修正",
)


def build() -> Dataset:
    """The first default dataset."""
    by_kanji = {kanji: pid for pid, kanji, *_ in PROVINCES}
    return Dataset(
        name="旧国かるた 全国68国",
        game="karuta",
        board="provinces",
        start_province="musashi",
        circuits=tuple(Circuit(id=c[0], kanji=c[1], kana=c[2], romaji=c[3], colour=c[4]) for c in CIRCUITS),
        provinces=tuple(
            Province(id=p[0], kanji=p[1], kana=p[2], romaji=p[3], circuit=p[4]) for p in PROVINCES
        ),
        highways=tuple(
            Highway(
                id=h[0], name=h[1], kana=h[2], tier=h[3],
                provinces=tuple(by_kanji[k] for k in h[4].split()), note=h[5],
            )
            for h in HIGHWAYS
        ),
        ferry_routes=tuple(
            FerryRoute(id=f[0], name=f[1], a=by_kanji[f[2]], b=by_kanji[f[3]], note=f[4]) for f in FERRIES
        ),
        adjacency=Adjacency(
            overrides=tuple(
                AdjacencyOverride(a=by_kanji[o[0]], b=by_kanji[o[1]], action=o[2], note=o[3]) for o in OVERRIDES
            )
        ),
        card_sizes=(
            CardSize(width_px=22, height_px=16),
            CardSize(width_px=24, height_px=26, chosen=True),
            CardSize(width_px=26, height_px=30),
            CardSize(width_px=34, height_px=46),
        ),
        attribution=ATTRIBUTION,
    )


def main() -> int:
    target = Path(__file__).resolve().parent.parent / "data" / "karuta" / "default.json"
    if target.exists() and "--force" not in sys.argv:
        print(f"{target} exists; not overwritten (use --force).", file=sys.stderr)
        return 1
    save_dataset(build(), target)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
