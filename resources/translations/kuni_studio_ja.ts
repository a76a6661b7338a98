<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdjacencyPanel</name>
    <message>
        <source>add: make them neighbours</source>
        <translation>追加: 隣り合わせにする</translation>
    </message>
    <message>
        <source>remove: separate them</source>
        <translation>削除: 隣り合わせでなくする</translation>
    </message>
    <message>
        <source>why (history, play balance)</source>
        <translation>理由(歴史、遊びのバランスなど)</translation>
    </message>
    <message>
        <source>Pick on &amp;map</source>
        <translation>地図で選ぶ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Apply override</source>
        <translation>上書きを適用(&amp;A)</translation>
    </message>
    <message>
        <source>Province &amp;A</source>
        <translation>国 A(&amp;A)</translation>
    </message>
    <message>
        <source>Province &amp;B</source>
        <translation>国 B(&amp;B)</translation>
    </message>
    <message>
        <source>A&amp;ction</source>
        <translation>操作(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>メモ(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;move selected override</source>
        <translation>選んだ上書きを削除(&amp;M)</translation>
    </message>
    <message>
        <source>(geometry has it)</source>
        <translation>(境界データにもあり)</translation>
    </message>
    <message>
        <source>Cannot override adjacency</source>
        <translation>隣接を上書きできません</translation>
    </message>
    <message>
        <source>Cannot remove the override</source>
        <translation>上書きを削除できません</translation>
    </message>
</context>
<context>
    <name>BalanceLab</name>
    <message>
        <source>{title}: {games} deals of {players} {cpu} CPUs, seed {seed}; one seat forbidden each kind of move in turn, against the same deals unrestricted (its share {control} %)</source>
        <extracomment>A kind the restricted seat could have made fewer times than this (per 500 deals) is too rare to weigh: its removal cannot show, whatever it is worth.</extracomment>
        <translation>{title}：{cpu} の CPU {players} 人で {games} ディール、シード {seed}。一つの席に手の種類を一つずつ禁じ、同じディールを制限なしで遊んだ場合（その席の勝率 {control} %）と比べます</translation>
    </message>
    <message>
        <source>too rare to weigh (offered {offered} times in all)</source>
        <translation>少なすぎて測れない（選べたのは全部で {offered} 回）</translation>
    </message>
    <message>
        <source>no choice (the only legal move in {forced} % of its uses)</source>
        <translation>選択ではない（使われた {forced} % でほかに指せる手がない）</translation>
    </message>
    <message>
        <source>changes nothing measurable: a mechanic the design could cut</source>
        <translation>測れるほどの違いなし：削れる仕組み</translation>
    </message>
    <message>
        <source>matters</source>
        <translation>効いている</translation>
    </message>
    <message>
        <source>  {kind} ({per_game} a seat a game): win share {change} points ({low} to {high}) — {verdict}</source>
        <translation>  {kind}（1 席 1 ゲームあたり {per_game} 回）：勝率 {change} ポイント（{low}〜{high}）— {verdict}</translation>
    </message>
    <message>
        <source>{title}: {games} games of {players} players, seed {seed}, the CPUs in rotated line-ups</source>
        <translation>{title}：{players} 人で {games} ゲーム、シード {seed}、CPU の席を順に回して</translation>
    </message>
    <message>
        <source>  {kind}: rating {mu} (95 %: {low}–{high}); wins {share} % of its seats ({share_low}–{share_high})</source>
        <translation>  {kind}：レーティング {mu}（95 %：{low}〜{high}）；座った席の {share} % で勝ち（{share_low}〜{share_high}）</translation>
    </message>
    <message>
        <source>{strong} finishes ahead of {weak} in {share} % of the games they meet ({low}–{high}, {games} games): 50 % is luck, 100 % skill</source>
        <translation>{strong} が {weak} より上位で終わるのは、両者がいるゲームの {share} %（{low}〜{high}、{games} ゲーム）：50 % なら運、100 % なら腕</translation>
    </message>
    <message>
        <source>seat spread: the largest seat&apos;s win share minus the smallest&apos;s</source>
        <translation>席の差：いちばん勝つ席といちばん勝たない席の勝率の差</translation>
    </message>
    <message>
        <source>shared wins: games with more than one winner</source>
        <translation>勝ちの分け合い：勝者が二人以上のゲーム</translation>
    </message>
    <message>
        <source>unusual ends: games the game&apos;s own note marks (旧国かるた&apos;s stall, the turn limit of 市区町村バトル and しま, 北野大茶会&apos;s broken tie)</source>
        <translation>ふつうでない終わり：ゲーム自身が印をつける終わり方（旧国かるたの手詰まり、市区町村バトルとしまの手番上限、北野大茶会の同点の決着）</translation>
    </message>
    <message>
        <source>game length: moves per game, or the distance from length=N</source>
        <translation>ゲームの長さ：1 ゲームの手数、または length=N からの差</translation>
    </message>
    <message>
        <source>skill gradient, raised: how often the strongest CPU finishes ahead of the weakest in rotated line-ups (50 % is luck, 100 % skill)</source>
        <translation>腕の差（上げる）：順番を回した組み合わせで、いちばん強い CPU がいちばん弱い CPU より上に終わる割合（50 % は運、100 % は腕）</translation>
    </message>
    <message>
        <source>how often a kind of move is made: its moves per game (the kinds kuni balance GAME mechanics weighs)</source>
        <translation>ある種類の手がどれだけ指されるか：1 ゲームあたりの回数（kuni balance GAME mechanics が量る種類）</translation>
    </message>
    <message>
        <source>a measure of the game&apos;s telemetry at the end, the seats&apos; mean (cards in hand, points, towns …)</source>
        <translation>ゲームの記録値の終局時の値、席の平均（手札の枚数、点、町の数 …）</translation>
    </message>
    <message>
        <source>a search space is an object of rule options, each with its choices or its low and high</source>
        <extracomment>The share of a variant&apos;s games it plays first; the rest only when it is not clearly beaten then. How many times the first round&apos;s games a front variant is played again with.</extracomment>
        <translation>探索範囲は、ルールのオプションごとに choices か low と high を書いたオブジェクトです</translation>
    </message>
    <message>
        <source>{game} has no rule option &apos;{name}&apos;: give one of {known}</source>
        <translation>{game} にルールのオプション &apos;{name}&apos; はありません。{known} のどれかを指定してください</translation>
    </message>
    <message>
        <source>{name}: give its choices ([…]) or its low and high (low below high)</source>
        <translation>{name}：choices（[…]）か、low と high（low は high より小さく）を指定してください</translation>
    </message>
    <message>
        <source>&apos;{target}&apos; is not a target: give {known} (=N to aim at a value, as length=N)</source>
        <translation>「{target}」は目標ではありません：{known} のどれかを指定してください（値をねらうときは length=N のように =N）</translation>
    </message>
    <message>
        <source>&apos;{target}&apos;: =N takes a number</source>
        <translation>「{target}」：=N には数を書いてください</translation>
    </message>
    <message>
        <source>{path} cannot hold the search: {why}</source>
        <translation>{path} には探索を残せません：{why}</translation>
    </message>
    <message>
        <source>{game} has one CPU: there is no skill gradient to measure</source>
        <translation>{game} の CPU は 1 種類だけなので、腕の差は量れません</translation>
    </message>
    <message>
        <source>{title}: {trials} variants tried with {games} games each ({pruned} of them stopped after {first}, beaten on every target); the front played again with {front} games</source>
        <translation>{title}：{trials} 通りの案をそれぞれ {games} ゲームで試しました（うち {pruned} 通りは {first} ゲームの時点で全目標で負けていたので打ち切り）。パレート前線は {front} ゲームで打ち直しました</translation>
    </message>
    <message>
        <source>name at least one target ({known})</source>
        <translation>目標を一つ以上指定してください（{known}）</translation>
    </message>
    <message>
        <source>{path} holds an earlier search: give --resume to go on with it, or another --out</source>
        <translation>{path} には前の探索があります。続けるなら --resume を、やり直すなら別の --out を指定してください</translation>
    </message>
    <message>
        <source>{target} {value} ({low}–{high})</source>
        <translation>{target} {value}（{low}〜{high}）</translation>
    </message>
    <message>
        <source>  variant-{k}.json: {rules} — {figures}</source>
        <translation>  variant-{k}.json：{rules} — {figures}</translation>
    </message>
    <message>
        <source>stopped: the front is of the trials finished, not played again; --resume goes on</source>
        <translation>中断しました：最前線は終わった試行だけから選び、遊び直していません。--resume で続けられます</translation>
    </message>
</context>
<context>
    <name>BalanceLabWindow</name>
    <message>
        <source>Balance lab — Kuni Studio</source>
        <translation>バランス研究室 — Kuni Studio</translation>
    </message>
    <message>
        <source>1 (in the app)</source>
        <translation>1（アプリの中で）</translation>
    </message>
    <message>
        <source>this computer (or a scheduler: tcp://HOST:8786)</source>
        <translation>このコンピューター（またはスケジューラー：tcp://HOST:8786）</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>人数(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>シード(&amp;S)</translation>
    </message>
    <message>
        <source>P&amp;rocesses</source>
        <translation>プロセス数(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Dask</source>
        <translation>Dask(&amp;D)</translation>
    </message>
    <message>
        <source>Every CPU strength plays the others in rotated line-ups (so no seat favours one). Each gets a rating with its 95 % interval, and the strongest&apos;s share of the games it finishes ahead of the weakest says how much the game is decided by skill: 50 % is luck, 100 % skill.</source>
        <translation>CPU の強さごとに、席を回した組み合わせでほかの強さと対戦します（どの席も特定の強さに有利になりません）。それぞれにレーティングと 95 % 区間がつき、いちばん強い CPU がいちばん弱い CPU より上に終わる割合が、ゲームがどれだけ腕で決まるかを示します：50 % は運、100 % は腕。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Does skill pay?</source>
        <translation>腕は報われるか</translation>
    </message>
    <message>
        <source>One seat plays the same CPU forbidden one kind of move, on the same deals as a run where nobody is. The change in its win share, with its interval, is what the mechanic is worth; one whose removal changes nothing is one you could cut.</source>
        <translation>1 つの席だけが同じ CPU のまま 1 種類の手を禁じられ、だれも禁じられない対戦と同じ配りで遊びます。その席の勝率の変化（区間つき）がその仕組みの重みです。取り除いても何も変わらない仕組みは削れる候補です。</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Which mechanics matter?</source>
        <translation>どの仕組みが効いているか</translation>
    </message>
    <message>
        <source>Which rule values?</source>
        <translation>どのルールの値がよいか</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>中止(&amp;T)</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>レポートを保存…</translation>
    </message>
    <message>
        <source>Tick the rule options that vary and over what, and the targets. Each variant plays a quarter of its games first and the rest only if it is not already beaten on every target; the front (the variants no other beats on every target) is played again with four times the games. Click a point to read its variant.</source>
        <translation>変えるルールとその範囲、目標にチェックを入れてください。各案はまずゲーム数の 4 分の 1 を遊び、その時点ですべての目標で負けていなければ残りを遊びます。パレート前線（すべての目標でほかに負けない案）は 4 倍のゲーム数で打ち直します。点をクリックするとその案が読めます。</translation>
    </message>
    <message>
        <source>seats&apos; win shares apart</source>
        <translation>席ごとの勝率の差</translation>
    </message>
    <message>
        <source>shared wins</source>
        <translation>同点の勝ち</translation>
    </message>
    <message>
        <source>unusual ends</source>
        <translation>特別な終わり方</translation>
    </message>
    <message>
        <source>game length</source>
        <translation>ゲームの長さ</translation>
    </message>
    <message>
        <source>skill pays (raised)</source>
        <translation>腕の差（上げる）</translation>
    </message>
    <message>
        <source>as short as it gets</source>
        <translation>できるだけ短く</translation>
    </message>
    <message>
        <source>length aimed at: </source>
        <translation>ねらう長さ：</translation>
    </message>
    <message>
        <source>the game&apos;s telemetry:</source>
        <translation>ゲームの記録値：</translation>
    </message>
    <message>
        <source>bring down</source>
        <translation>下げる</translation>
    </message>
    <message>
        <source>aim: </source>
        <translation>ねらう値：</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>go on with the search kept there</source>
        <translation>そこに残っている探索の続きから</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>案の数</translation>
    </message>
    <message>
        <source>Games per variant</source>
        <translation>案ごとのゲーム数</translation>
    </message>
    <message>
        <source>Report folder</source>
        <translation>レポートのフォルダ</translation>
    </message>
    <message>
        <source>Play a game with these rules</source>
        <translation>このルールで遊ぶ</translation>
    </message>
    <message>
        <source>Simulate with these rules</source>
        <translation>このルールでシミュレーション</translation>
    </message>
    <message>
        <source>On the board open in the editor.</source>
        <translation>エディタで開いている盤で。</translation>
    </message>
    <message>
        <source>On the game&apos;s default board.</source>
        <translation>ゲームの標準の盤で。</translation>
    </message>
    <message>
        <source>The search&apos;s report folder</source>
        <translation>探索のレポートのフォルダ</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>対戦中…</translation>
    </message>
    <message>
        <source>Tick at least one target.</source>
        <translation>目標を 1 つ以上選んでください。</translation>
    </message>
    <message>
        <source>Cannot search: {error}</source>
        <translation>探索できません：{error}</translation>
    </message>
    <message>
        <source>Cannot search: choose the report&apos;s folder.</source>
        <translation>探索できません：レポートのフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Cannot search: {folder} holds an earlier search — tick “go on with the search kept there”, or choose another folder.</source>
        <translation>探索できません：{folder} には前の探索が残っています。「そこに残っている探索の続きから」にチェックを入れるか、別のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Stopping after the games being played…</source>
        <translation>いま遊んでいるゲームが終わったら止めます…</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <source>Stopped: the variants found are kept; Run goes on with the search.</source>
        <translation>中止しました：見つかった案は残っています。「実行」で探索の続きをします。</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>レポートを保存</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Variant of trial {trial}, on the front: {games} games</source>
        <translation>試行 {trial} の案（パレート前線）：{games} ゲーム</translation>
    </message>
    <message>
        <source>Variant of trial {trial}, not on the front: {games} games</source>
        <translation>試行 {trial} の案（前線の外）：{games} ゲーム</translation>
    </message>
</context>
<context>
    <name>BattleEnd</name>
    <message>
        <source>one home was left</source>
        <extracomment>How a 市区町村バトル game ends, in words.</extracomment>
        <translation>本拠地が一つだけ残った</translation>
    </message>
    <message>
        <source>the last round was played</source>
        <translation>最後の巡が終わった</translation>
    </message>
    <message>
        <source>{turns} turns, {rounds} rounds; winner {winners} ({reason})</source>
        <translation>{turns} 手番、{rounds} 巡；勝者 {winners}（{reason}）</translation>
    </message>
</context>
<context>
    <name>BattleMove</name>
    <message>
        <source>{attack} vs {defence}, fails</source>
        <translation>{attack} 対 {defence}、失敗</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>{attack} vs {defence}</source>
        <translation>{attack} 対 {defence}</translation>
    </message>
    <message>
        <source>{piece} attacks {defender} ({odds})</source>
        <translation>{piece}が{defender}を攻める({odds})</translation>
    </message>
    <message>
        <source>{piece} attacks {defender} in {cell} ({odds})</source>
        <translation>{piece}が{cell}にいる{defender}を攻める({odds})</translation>
    </message>
    <message>
        <source>place {piece} on {cell}</source>
        <translation>{piece}を{cell}に置く</translation>
    </message>
    <message>
        <source>{piece} swaps places with its sister {cell}</source>
        <translation>{piece}が姉妹都市{cell}と入れかわる</translation>
    </message>
    <message>
        <source>{piece} flies to {cell}</source>
        <translation>{piece}が{cell}へ飛ぶ</translation>
    </message>
    <message>
        <source>call an overseas city, giving up {towns}</source>
        <translation>海外の都市を呼ぶ({towns}を差し出す)</translation>
    </message>
    <message>
        <source>choose {cell} as home</source>
        <translation>{cell}を本拠地にする</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>merges {towns}</source>
        <translation>{towns}を合併</translation>
    </message>
    <message>
        <source>home lost: seat {seats}</source>
        <translation>本拠地を失った: 席 {seats}</translation>
    </message>
</context>
<context>
    <name>BattleRuleSet</name>
    <message>
        <source>fairly random (kept apart)</source>
        <extracomment>The teams of 紅白戦 by team number (``BattleRuleSet.teams`` holds one per seat). The most seats a game has (the designers&apos; table of starting towns ends at 16). Starting towns per player count (&quot;normal&quot;), from the designers&apos; table. 世界の貿易港町: where an overseas call comes from when no sister city fits (id, name, population). One-shot abilities: never shared through a bond. A call needs sacrifices with at least this many stars, at most this many pieces. Listing every possible sacrifice would be thousands of moves on a big holding: only minimal sacrifices (no piece could be left out) are offered, the cheapest first, at most this many. The order a set-up form shows the options in: the designers&apos; set-up screen&apos;s (最初の町の数, 本拠地, 出現場所, 対戦のかたち, 順番, 巡数), then the options it does not show. The options beyond the designers&apos; set-up screen: a form shows them apart (詳しい設定). The options&apos; values in words (the form shows these; the data keeps the values).</extracomment>
        <translation>ある程度ランダム</translation>
    </message>
    <message>
        <source>completely random</source>
        <translation>完全ランダム</translation>
    </message>
    <message>
        <source>each seat chooses</source>
        <translation>選択制</translation>
    </message>
    <message>
        <source>any town</source>
        <translation>どこからでも</translation>
    </message>
    <message>
        <source>★4 towns only</source>
        <translation>★4の町から</translation>
    </message>
    <message>
        <source>fewer</source>
        <translation>少なめ</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>more</source>
        <translation>多め</translation>
    </message>
    <message>
        <source>by dice</source>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>as set (▲▼)</source>
        <translation>自分で決める</translation>
    </message>
    <message>
        <source>in turn order</source>
        <translation>手番順</translation>
    </message>
    <message>
        <source>in a shuffled order</source>
        <translation>シャッフルした順</translation>
    </message>
    <message>
        <source>everyone next to it</source>
        <translation>となりの全員</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>だれも止めない</translation>
    </message>
    <message>
        <source>where homes appear</source>
        <translation>出現場所</translation>
    </message>
    <message>
        <source>homes on</source>
        <translation>本拠地</translation>
    </message>
    <message>
        <source>turn order by a roll of the dice, or the seats&apos; order as set with ▲▼</source>
        <translation>「サイコロ」なら全員がサイコロをふり大きい目の人から、「自分で決める」なら席の▲▼で並べた順番</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>巡数</translation>
    </message>
    <message>
        <source>Red team (紅組)</source>
        <translation>紅組</translation>
    </message>
    <message>
        <source>White team (白組)</source>
        <translation>白組</translation>
    </message>
    <message>
        <source>individual play</source>
        <translation>個人戦</translation>
    </message>
    <message>
        <source>match</source>
        <translation>対戦のかたち</translation>
    </message>
    <message>
        <source>individual play, or 紅白戦 with a team (紅組 or 白組) chosen for each seat</source>
        <translation>個人戦か、席ごとに紅組か白組をえらぶ紅白戦か</translation>
    </message>
    <message>
        <source>足止め of unaffiliated towns</source>
        <translation>所属なしの町の足止め</translation>
    </message>
    <message>
        <source>whom an unaffiliated town&apos;s 足止め slows: every seat&apos;s piece next to it (the rule text&apos;s 「となりにいる相手」), or nobody</source>
        <translation>所属なしの町の足止めがだれを遅くするか：となりにいるすべての席の駒（ルール文の「となりにいる相手」）か、だれも遅くしないか</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>順番</translation>
    </message>
    <message>
        <source>homes kept apart by the roulette, anywhere at random, or chosen by each seat</source>
        <translation>本拠地はルーレットで互いに離すか、どこでもランダムか、各席が選ぶか</translation>
    </message>
    <message>
        <source>homes on any town, or on ★4 towns only</source>
        <translation>本拠地はどの町でもよいか、★4 の町だけか</translation>
    </message>
    <message>
        <source>starting towns</source>
        <translation>最初の町の数</translation>
    </message>
    <message>
        <source>towns each seat starts with: fewer, the document&apos;s number, or more</source>
        <translation>各席が最初に持つ町: 少なめ、ルールどおり、多め</translation>
    </message>
    <message>
        <source>spin order</source>
        <translation>ルーレットを回す順</translation>
    </message>
    <message>
        <source>the roulette for homes spun in turn order, or in a shuffled order (evens the seats: the later spins no longer get the edge of the board)</source>
        <translation>本拠地のルーレットを手番順に回すか、シャッフルした順に回すか(シャッフルすると席の有利不利がならされ、後の人が盤の端ばかりになりません)</translation>
    </message>
    <message>
        <source>as the rules say</source>
        <translation>おまかせ</translation>
    </message>
    <message>
        <source>rounds before the star total decides (none: 40, 30 from 10 players; 0: no limit)</source>
        <translation>★の合計で決着するまでの巡数(なし: 40 巡、10 人以上は 30 巡。0: 上限なし)</translation>
    </message>
    <message>
        <source>reinforcement cap</source>
        <translation>援軍の上限</translation>
    </message>
    <message>
        <source>most reinforcements counted in an attack</source>
        <translation>攻撃で数える援軍の最大数</translation>
    </message>
    <message>
        <source>overseas chance</source>
        <translation>海外都市の出る確率</translation>
    </message>
    <message>
        <source>chance that a call brings an overseas city</source>
        <translation>呼び出しで海外の都市が来る確率</translation>
    </message>
</context>
<context>
    <name>BattleSetup</name>
    <message>
        <source>a team is 0 ({red}) or 1 ({white}), not {teams}</source>
        <translation>チームは 0（{red}）か 1（{white}）で、{teams} ではありません</translation>
    </message>
    <message>
        <source>紅白戦 needs a seat on each team ({teams})</source>
        <translation>紅白戦では両方のチーム（{teams}）に席が要ります</translation>
    </message>
    <message>
        <source>市区町村バトル is for 2–{most} players, not {players}</source>
        <extracomment>the cells with fewer than two neighbours: they have at most one open neighbour even with no affiliated piece next to them (see _ring_facts) per ability on the board, the pieces that have it or could share it with a sister city: the only ones worth asking about it (a few towns of a board have each) the pieces that have an ability, own or through a sister city: no other has any to look up the seats allied with each seat (itself included); the last entry, read for NOBODY (-1), is empty: unaffiliated is nobody&apos;s ally each piece&apos;s place in the order of (stars, id): a call&apos;s sacrifices are looked for in it the last move made by result(): (the position, the one after, the cells it may have changed) per kind of move and piece, the moves made so far (see _moves_to)</extracomment>
        <translation>市区町村バトルは 2〜{most} 人で遊びます（{players} 人ではできません）</translation>
    </message>
    <message>
        <source>teams name {seats} seats for {players} players</source>
        <translation>チームが {seats} 席分あり、人数 {players} と合いません</translation>
    </message>
    <message>
        <source>this board has {pool} ★4 towns, so homes on ★4 towns allow at most {pool} players, not {players}</source>
        <translation>この盤の★4の町は {pool} つなので、本拠地を★4の町に限ると {pool} 人までです（{players} 人ではできません）</translation>
    </message>
    <message>
        <source>only {pool} cells can be homes for {players} players</source>
        <translation>本拠地にできるマスが {pool} しかなく、{players} 人では足りません</translation>
    </message>
    <message>
        <source>市区町村バトル is played on a municipality board (this dataset is for {game})</source>
        <translation>市区町村バトルは市区町村の盤で遊びます（このデータセットは {game} 用です）</translation>
    </message>
    <message>
        <source>&apos;{option}&apos; is not a board option (&apos;:{wards}&apos; splits designated cities into wards, &apos;:{today}&apos; leaves out the 1945 千島列島 and 南樺太)</source>
        <extracomment>After a board&apos;s prefectures (``14:wards``): each ward of a designated city its own town. After a board&apos;s prefectures (``01:today``): without the 1945 千島列島 districts and 南樺太.</extracomment>
        <translation>&apos;{option}&apos; は盤のオプションではありません（&apos;:{wards}&apos; は政令市を区に分け、&apos;:{today}&apos; は 1945 年の千島列島と南樺太を除きます）</translation>
    </message>
    <message>
        <source>the record was played on another board ({cells} cells); give the same board (--prefectures or --dataset)</source>
        <translation>この記録は別の盤（{cells} マス）で遊ばれました。同じ盤を指定してください（--prefectures または --dataset）</translation>
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <source>Show &amp;all moves</source>
        <extracomment>How far below a cell&apos;s label point a town standing there is named (the cell&apos;s own name is centred on the point), screen px. One line further down for the marks of a town that also has its name drawn there, screen px. How long 「あなたの番」 stays over the board, ms. The smallest cell (screen px across) the table names; the editor&apos;s board waits for 34 px. The narrowest stretch of board (km) the view closes in on when it follows a seat&apos;s pieces. How long an attack&apos;s cell glows after it, ms (green: the town merged; red: it held). The order of the moves&apos; kinds in the list (the engine&apos;s is alphabetical: &quot;call&quot; came first).</extracomment>
        <translation>すべての手を表示(&amp;A)</translation>
    </message>
    <message>
        <source>In hand:</source>
        <translation>手駒:</translation>
    </message>
    <message>
        <source>Call an overseas city…</source>
        <translation>海外の都市を呼ぶ…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイヤー&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>New game on other &amp;prefectures…</source>
        <translation>ほかの都道府県で新しいゲーム(&amp;P)…</translation>
    </message>
    <message>
        <source>市区町村バトル — {board} — Kuni Studio</source>
        <translation>市区町村バトル — {board} — Kuni Studio</translation>
    </message>
    <message>
        <source>New game on other prefectures</source>
        <translation>ほかの都道府県で新しいゲーム</translation>
    </message>
    <message>
        <source>盤: {title}</source>
        <translation>盤: {title}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>seat {seat} ({player})</source>
        <translation>席 {seat}({player})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>the last home standing</source>
        <translation>最後まで本拠地が残った</translation>
    </message>
    <message>
        <source>most stars at the turn limit</source>
        <translation>巡数の上限で★がいちばん多い</translation>
    </message>
    <message>
        <source>Game over after {rounds} rounds: {winners} ({why}).</source>
        <translation>{rounds} 巡で終了: {winners}({why})。</translation>
    </message>
    <message>
        <source>{name}&apos;s moves</source>
        <translation>{name}の手</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>あなたの手</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s moves</source>
        <translation>席 {seat} の手</translation>
    </message>
    <message>
        <source>Moves at {cell}: {shown} of {legal}</source>
        <translation>{cell}の手: {legal} 手のうち {shown} 手</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>{who}の番</translation>
    </message>
    <message>
        <source>you: {towns} towns, ★{stars}</source>
        <translation>あなた: 町 {towns}、★{stars}</translation>
    </message>
    <message>
        <source>you: home lost</source>
        <translation>あなた: 本拠地を失った</translation>
    </message>
    <message>
        <source>Your home was merged</source>
        <translation>本拠地が合併されました</translation>
    </message>
    <message>
        <source>Your home was merged: you are out of this game. The CPUs play on.</source>
        <translation>あなたの本拠地が合併され、この対局から脱落しました。CPU どうしの対局は続きます。</translation>
    </message>
    <message>
        <source>Watch at speed</source>
        <translation>速く見る</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>ここで止める</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}の番</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s turn</source>
        <translation>席 {seat} の番</translation>
    </message>
    <message>
        <source> (home lost)</source>
        <translation>(本拠地を失った)</translation>
    </message>
    <message>
        <source>{towns} towns, {hand} in hand, ★{stars}, home {home}</source>
        <translation>{towns} 町、手駒 {hand}、★{stars}、本拠地 {home}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>{round} / {rounds} 巡</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>{round} 巡目</translation>
    </message>
    <message>
        <source>by dice</source>
        <translation>サイコロ順</translation>
    </message>
    <message>
        <source>seat order</source>
        <translation>席順</translation>
    </message>
    <message>
        <source> · turns ({how}): </source>
        <translation> · 手番({how}): </translation>
    </message>
</context>
<context>
    <name>BoardChoice</name>
    <message>
        <source>&apos;{part}&apos; is not a prefecture code: give numbers from 1 (北海道) to 47 (沖縄県)</source>
        <extracomment>The regions&apos; names as the game&apos;s board chooser gives them (「全国・地方ごとのまとめ」).</extracomment>
        <translation>&apos;{part}&apos; は都道府県コードではありません。1（北海道）から 47（沖縄県）の番号を指定してください</translation>
    </message>
    <message>
        <source>no prefecture given: give codes such as 13,14</source>
        <translation>都道府県が指定されていません。13,14 のようにコードを指定してください</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Polygons</source>
        <extracomment>Layers that only a municipality board (市区町村バトル) has. A town&apos;s ★ under its name (the stars layer), screen px below the label point, and its colour. The size of a crowded name drawn in small type, against the others. Layers hidden until the designer turns them on. What the View menu calls each layer.</extracomment>
        <translation>区域</translation>
    </message>
    <message>
        <source>Highways</source>
        <translation>街道</translation>
    </message>
    <message>
        <source>Ferries</source>
        <translation>航路</translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation>分岐点</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>地名</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>★</translation>
    </message>
    <message>
        <source>Adjacency</source>
        <translation>隣接</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>札</translation>
    </message>
    <message>
        <source>{name}（{kana}）{prefecture} — ★{stars}, movement {movement}, {area:.1f} km²</source>
        <extracomment>Which place names are shown was decided again (a zoom step, or a game&apos;s marks moved).</extracomment>
        <translation>{name}（{kana}）{prefecture} — ★{stars}、移動 {movement}、{area:.1f} km²</translation>
    </message>
</context>
<context>
    <name>CardLayout</name>
    <message>
        <source>no layout found for {cards} cards (the slot search found none; the linear programme is only tried up to {most} cards)</source>
        <extracomment>The linear programme (the fallback) is tried only up to this many cards. Rounds of trying other sides for the most-shifted card. Measured on the province board they never lowered the largest shift at 22×16–26×30 and took 80 % of the time, so none by default. The slot search&apos;s layout is polished by the linear programme (its exact best places for the same sides) when its largest shift exceeds this many card sizes: a crowd where every card moves and the search takes seconds anyway (34 × 46: 0.1–0.2 s more). Below, the polish gains 1–1.6 px (26 × 30: 36.6 → 35.4; 24 × 26: 25.9 → 24.2) for 60–230 ms, more than the search itself takes. Cards closer than this many card sizes in a valid layout get their sides up front. (i, j) → (unit normal, margin): i&apos;s leader line on the side normal · q ≤ b, j&apos;s beyond card → (x, y) each −1 / 0 / +1: its home before, within or after the card along that axis card → extra unit directions bounding its shift the programme&apos;s last ``t``</extracomment>
        <translation>{cards} 枚の配置は見つかりません（スロット探索で見つからず、線形計画は {most} 枚までしか試しません）</translation>
    </message>
    <message>
        <source>no valid layout found: the board is too small for these cards</source>
        <translation>有効な配置が見つかりません：このカードには盤が小さすぎます</translation>
    </message>
    <message>
        <source>the exact search needs python-sat, which is not installed</source>
        <translation>厳密探索には python-sat が必要ですが、入っていません</translation>
    </message>
    <message>
        <source>the exact search is for up to {most} cards</source>
        <translation>厳密探索は {most} 枚までです</translation>
    </message>
</context>
<context>
    <name>CardSize</name>
    <message>
        <source>card size &apos;{text}&apos; is not WxH (two numbers of px, such as 24x26)</source>
        <extracomment>The municipality board&apos;s label study: 6 px/km puts a Tokyo ward about 30 px across, where the app starts showing town labels; a label of four kanji at 10 px is 40 × 14. The designers&apos; table (札の大きさをどう決めたか): size → (pairs before, max shift after, px). The size the designers adopted (採用), for a dataset that adopts none.</extracomment>
        <translation>カードの大きさ &apos;{text}&apos; は 幅x高さ（24x26 のような px の数二つ）ではありません</translation>
    </message>
    <message>
        <source>card size &apos;{text}&apos; is out of range: each side more than 0 and at most 1000 px</source>
        <translation>カードの大きさ &apos;{text}&apos; は範囲外です。各辺は 0 より大きく 1000 px 以下にしてください</translation>
    </message>
</context>
<context>
    <name>CardSizeComparisonDialog</name>
    <message>
        <source>Size</source>
        <extracomment>Columns: heading, report key, format.</extracomment>
        <translation>大きさ</translation>
    </message>
    <message>
        <source>Pairs before</source>
        <translation>重なり(前)</translation>
    </message>
    <message>
        <source>After</source>
        <translation>重なり(後)</translation>
    </message>
    <message>
        <source>Max shift</source>
        <translation>最大のずれ</translation>
    </message>
    <message>
        <source>Mean shift</source>
        <translation>平均のずれ</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>線の交差</translation>
    </message>
    <message>
        <source>Hidden homes</source>
        <translation>隠れた位置</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Lattice floor</source>
        <translation>格子上の下限</translation>
    </message>
    <message>
        <source>Designers: pairs</source>
        <translation>デザイナー: 重なり</translation>
    </message>
    <message>
        <source>Designers: max shift</source>
        <translation>デザイナー: 最大のずれ</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注</translation>
    </message>
    <message>
        <source>Compare card sizes</source>
        <translation>札の大きさを比べる</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>After Search exactly: no layout on its 1-px lattice keeps every rule with a smaller max shift (proved by the SAT solver). The last polish may go a little below it, off the lattice.</source>
        <translation>「厳密に探す」のあと: 1 px 格子の上で、すべての決まりを守りつつ最大のずれがこれより小さい配置はありません(SAT ソルバーによる証明)。最後の仕上げで格子を外れ、少し下回ることがあります。</translation>
    </message>
    <message>
        <source>{size} (adopted)</source>
        <translation>{size}(採用)</translation>
    </message>
    <message>
        <source>laying out…</source>
        <translation>配置中…</translation>
    </message>
    <message>
        <source>laid out %v of %m sizes</source>
        <translation>%m 種類のうち %v 種類を配置</translation>
    </message>
    <message>
        <source>Every card inside the board; moved cards keep a leader line to their home. The designers&apos; figures are from their table (札の大きさをどう決めたか), shown for the 68-province board.</source>
        <translation>札はすべて盤の内側に置き、動かした札は元の位置へ引き出し線でつなぎます。デザイナーの数値は「札の大きさをどう決めたか」の表のもので、68 国の盤についてのものです。</translation>
    </message>
    <message>
        <source>Search &amp;exactly</source>
        <translation>厳密に探す(&amp;E)</translation>
    </message>
    <message>
        <source>Search every size again with a SAT solver, below the quick layout: seconds for small cards, a few minutes where every card moves. It also proves how low no layout on the lattice can go.</source>
        <translation>SAT ソルバーで各大きさを探し直し、手早い配置より良いものを探します。小さい札なら数秒、すべての札が動く大きさでは数分かかります。格子の上でどこまで下げられないかも証明します。</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>中止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the exact search; each size keeps the lowest layout it found so far.</source>
        <translation>厳密な探索を止めます。各大きさはそれまでに見つけたいちばん良い配置を残します。</translation>
    </message>
    <message>
        <source>searched exactly %v of %m sizes (minutes where every card moves)</source>
        <translation>%m 種類のうち %v 種類を厳密に探索(すべての札が動く大きさでは数分)</translation>
    </message>
    <message>
        <source>exact search stopped: each size shows the lowest layout found</source>
        <translation>厳密な探索を中止: 各大きさは見つかったいちばん良い配置を表示</translation>
    </message>
    <message>
        <source>searched exactly %v of %m sizes — {size}: {answer}</source>
        <translation>%m 種類のうち %v 種類を厳密に探索 — {size}: {answer}</translation>
    </message>
    <message>
        <source>best so far…</source>
        <translation>これまでの最良…</translation>
    </message>
    <message>
        <source>below the designers&apos;</source>
        <translation>デザイナーの値より小さい</translation>
    </message>
    <message>
        <source>not below the designers&apos;</source>
        <translation>デザイナーの値より小さくない</translation>
    </message>
    <message>
        <source>The cards of {size} where the layout put them</source>
        <translation>{size} の札を配置した場所</translation>
    </message>
    <message>
        <source>every size searched exactly</source>
        <translation>すべての大きさを厳密に探索しました</translation>
    </message>
    <message>
        <source>every size laid out</source>
        <translation>すべての大きさを配置しました</translation>
    </message>
</context>
<context>
    <name>ChakaiEnd</name>
    <message>
        <source>decided by score</source>
        <translation>得点で決着</translation>
    </message>
    <message>
        <source>the tie broken by seat, 上座 first</source>
        <translation>同点は席順（上座から）で決着</translation>
    </message>
    <message>
        <source>the tie broken by the most popular suit</source>
        <translation>同点は人気のいちばん高い種類で決着</translation>
    </message>
    <message>
        <source>a shared win</source>
        <translation>同点で勝ちを分け合い</translation>
    </message>
    <message>
        <source>everyone was out</source>
        <translation>全員が脱落</translation>
    </message>
    <message>
        <source>VP {vp}; winner {winners} ({decided})</source>
        <translation>勝利点 {vp}；勝者 {winners}（{decided}）</translation>
    </message>
</context>
<context>
    <name>ChakaiMove</name>
    <message>
        <source>exchange {cards}</source>
        <translation>{cards}を交換</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>手札のまま</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <source>return {cards} under the deck (in this order)</source>
        <translation>{cards}を山札の下へ戻す(この順に)</translation>
    </message>
    <message>
        <source>no more effects</source>
        <translation>効果はここまで</translation>
    </message>
    <message>
        <source>{suit} turned</source>
        <translation>{suit}を裏返す</translation>
    </message>
    <message>
        <source>exchanges {count} card(s)</source>
        <translation>{count} 枚を交換</translation>
    </message>
    <message>
        <source>chooses {card}</source>
        <translation>{card}を選ぶ</translation>
    </message>
    <message>
        <source>chooses a card</source>
        <translation>カードを選ぶ</translation>
    </message>
    <message>
        <source>{seat}: {card} (batting)</source>
        <translation>{seat}: {card}(打ち消し)</translation>
    </message>
    <message>
        <source>round {round} turned up — {cards}</source>
        <translation>第 {round} 回の公開 — {cards}</translation>
    </message>
    <message>
        <source>仕入れ: draws 3 cards</source>
        <translation>仕入れ: 3 枚引く</translation>
    </message>
    <message>
        <source>偵察: looks at the 太閤&apos;s face-down cards</source>
        <translation>偵察: 太閤の裏向きのカードを見る</translation>
    </message>
    <message>
        <source>returns {count} cards under the deck</source>
        <translation>{count} 枚を山札の下へ戻す</translation>
    </message>
</context>
<context>
    <name>ChakaiProposal</name>
    <message>
        <source>draft 18 as written</source>
        <extracomment>Each proposal in the designer&apos;s words (草案18, 問題点), and what it changes — only that.</extracomment>
        <translation>草案18 のとおり</translation>
    </message>
    <message>
        <source>頭割り: the players who take a majority share its die (「ストッパーとして頭割りぐらいは」)</source>
        <translation>頭割り: 過半数を取った人でサイコロの目を分ける(「ストッパーとして頭割りぐらいは」)</translation>
    </message>
    <message>
        <source>split, and a majority also scores its card count (「基本枚数分が得点に」)</source>
        <translation>頭割りに加え、過半数は枚数も得点に(「基本枚数分が得点に」)</translation>
    </message>
    <message>
        <source>no VP for two or more of a suit (「これをなくしたら」)</source>
        <translation>同じスート 2 枚以上の得点なし(「これをなくしたら」)</translation>
    </message>
    <message>
        <source>ties go to most cards of the most valuable suit, else shared (「最も価値の高いスート１つ」)</source>
        <translation>同点は最も価値の高いスートの枚数で決め、それでも同じなら分け合う(「最も価値の高いスート１つ」)</translation>
    </message>
    <message>
        <source>a level top shares the win (「誉を分かち合う」)</source>
        <translation>同点の首位は勝ちを分け合う(「誉を分かち合う」)</translation>
    </message>
    <message>
        <source>count and top_suit together</source>
        <translation>枚数得点と最高スートの同点決着をあわせて</translation>
    </message>
    <message>
        <source>draft 18 with {changes}</source>
        <translation>草案18 に {changes}</translation>
    </message>
</context>
<context>
    <name>ChakaiRecord</name>
    <message>
        <source>popularity: {dice}</source>
        <translation>人気：{dice}</translation>
    </message>
    <message>
        <source>太閤: {up} (+2 face down: {down})</source>
        <translation>太閤：{up}（裏向き 2 枚：{down}）</translation>
    </message>
    <message>
        <source>{who} exchanges {cards}</source>
        <translation>{who} は {cards} を交換</translation>
    </message>
    <message>
        <source>{who} keeps the hand</source>
        <translation>{who} は手札をそのまま</translation>
    </message>
    <message>
        <source>round {round}: {cards}{batting}</source>
        <translation>第 {round} 巡：{cards}{batting}</translation>
    </message>
    <message>
        <source> — batting: {cards}</source>
        <translation> — かぶり：{cards}</translation>
    </message>
    <message>
        <source>    {who}: {move}</source>
        <translation>    {who}：{move}</translation>
    </message>
    <message>
        <source>太閤 at the tea party: {cards}</source>
        <translation>茶会での太閤：{cards}</translation>
    </message>
    <message>
        <source>{seat} ({kind}): {vp} VP, anger {anger}{out}; majorities {majorities}; 蔵 {kura}</source>
        <translation>{seat}（{kind}）：勝利点 {vp}、怒り {anger}{out}；最多 {majorities}；蔵 {kura}</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation>（脱落）</translation>
    </message>
    <message>
        <source>winner: {winners} ({decided})</source>
        <translation>勝者：{winners}（{decided}）</translation>
    </message>
</context>
<context>
    <name>ChakaiRuleSet</name>
    <message>
        <source>leftmost</source>
        <extracomment>The six suits of 名物 cards, in the order of the popularity cards (left to right). Action cards (each player has one of each) and the effects each offers. Anger: one token costs this many VP; two lose the game; three or more are pardoned. The 怒りトークン in the box (◇怒りトークン（８個）); the simulator counts the parties that would need more. The options&apos; values in words (the form shows these; the data keeps the values).</extracomment>
        <translation>いちばん左</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>die</source>
        <translation>サイコロの目</translation>
    </message>
    <message>
        <source>die plus count</source>
        <translation>目と枚数</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>上座から</translation>
    </message>
    <message>
        <source>top suit</source>
        <translation>最高のスート</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>過半数を持つ人</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>majority ties</source>
        <translation>過半数の同数</translation>
    </message>
    <message>
        <source>a level majority goes to the earliest first card of the suit, or to everyone level</source>
        <translation>同数の過半数は、そのスートの最初のカードがいちばん早い人のものか、同数の全員のものか</translation>
    </message>
    <message>
        <source>majority share</source>
        <translation>頭割り</translation>
    </message>
    <message>
        <source>頭割り: the players who take a majority share its die (draft 18: each scores it whole)</source>
        <translation>頭割り: 過半数を取った人でサイコロの目を分ける(草案18: 各自がまるごと得点)</translation>
    </message>
    <message>
        <source>majority score</source>
        <translation>過半数の得点</translation>
    </message>
    <message>
        <source>a majority scores its suit&apos;s die, or the die plus its number of cards</source>
        <translation>過半数はスートのサイコロの目を得点するか、目に枚数を加えるか</translation>
    </message>
    <message>
        <source>set bonus</source>
        <translation>セットボーナス</translation>
    </message>
    <message>
        <source>VP for each suit of which a player holds two or more cards</source>
        <translation>2 枚以上持っているスートごとの得点</translation>
    </message>
    <message>
        <source>tiebreak</source>
        <translation>同点の決め方</translation>
    </message>
    <message>
        <source>a level top: 上座 first, the most cards of the best suit, or a shared win</source>
        <translation>首位が同点なら: 上座から、最も価値の高いスートの枚数、または勝ちを分け合う</translation>
    </message>
    <message>
        <source>anger</source>
        <translation>怒り</translation>
    </message>
    <message>
        <source>who can anger the 太閤: the majority holders, or everyone</source>
        <translation>太閤を怒らせうるのは: 過半数を持つ人か、全員か</translation>
    </message>
</context>
<context>
    <name>ChakaiSetup</name>
    <message>
        <source>--series {series}: a match is 1 to --games ({games}) games</source>
        <translation>--series {series}：一つの対戦は 1〜--games（{games}）ゲームです</translation>
    </message>
    <message>
        <source>--compare plays draft 18 and each proposal; leave out the rule options</source>
        <translation>--compare は第 18 稿と各提案を遊びます。ルールのオプションは付けないでください</translation>
    </message>
</context>
<context>
    <name>ChakaiWindow</name>
    <message>
        <source>the exchange</source>
        <extracomment>The suits&apos; colours on the cards (赤 青 黄 緑 黒 紫).</extracomment>
        <translation>交換</translation>
    </message>
    <message>
        <source>choose this round&apos;s card</source>
        <translation>この回のカードを選ぶ</translation>
    </message>
    <message>
        <source>effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>仕入れ: returning cards</source>
        <translation>仕入れ: カードを戻す</translation>
    </message>
    <message>
        <source>the tea party</source>
        <translation>茶会</translation>
    </message>
    <message>
        <source>the score</source>
        <extracomment>How the tea party&apos;s winner was found (``decided_by``), in words.</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>the seat order from the 上座</source>
        <translation>上座からの席順</translation>
    </message>
    <message>
        <source>the most valuable suit</source>
        <translation>最も価値の高いスート</translation>
    </message>
    <message>
        <source>a shared win</source>
        <translation>勝ちの分け合い</translation>
    </message>
    <message>
        <source>nobody left in</source>
        <translation>残った人なし</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>あなたの手札:</translation>
    </message>
    <message>
        <source>Action cards:</source>
        <translation>アクションカード:</translation>
    </message>
    <message>
        <source>太閤:</source>
        <translation>太閤:</translation>
    </message>
    <message>
        <source>Popularity:</source>
        <translation>人気:</translation>
    </message>
    <message>
        <source>Your 蔵:</source>
        <translation>あなたの蔵:</translation>
    </message>
    <message>
        <source>Effects:</source>
        <translation>効果:</translation>
    </message>
    <message>
        <source>Exchange the cards picked up (none: keep the hand)</source>
        <translation>選んだカードを交換(選ばなければ手札のまま)</translation>
    </message>
    <message>
        <source>Return the cards picked up under the deck</source>
        <translation>選んだカードを山札の下へ戻す</translation>
    </message>
    <message>
        <source>No more effects</source>
        <translation>効果はここまで</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choices&lt;/b&gt;</source>
        <translation>&lt;b&gt;あなたの選択&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>上座, </source>
        <translation>上座、</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>Exchange at most {count} cards.</source>
        <translation>交換できるのは {count} 枚までです。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The tea party: {winners} wins (decided by {how}).</source>
        <translation>茶会: {winners} の勝ち({how}で決定)。</translation>
    </message>
    <message>
        <source>The tea party: {winners} win (decided by {how}).</source>
        <translation>茶会: {winners} の勝ち({how}で決定)。</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>選ぶ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Exchange the ticked cards (up to {count}; none keeps the hand)</source>
        <translation>チェックしたカードを交換({count} 枚まで。なしなら手札のまま)(&amp;E)</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} — {phase}</source>
        <translation>第 {round} 回 / {rounds} 回 — {phase}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Popularity&lt;/b&gt; (the dice): </source>
        <translation>&lt;b&gt;人気&lt;/b&gt;(サイコロ): </translation>
    </message>
    <message>
        <source>Deck: {count} cards</source>
        <translation>山札: {count} 枚</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>手札 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} 点</translation>
    </message>
    <message>
        <source>anger {count}</source>
        <translation>怒り {count}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>ルール: {rules}</translation>
    </message>
    <message>
        <source>chosen this round: {card}</source>
        <translation>この回に選んだカード: {card}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Majorities&lt;/b&gt;: </source>
        <translation>&lt;b&gt;過半数&lt;/b&gt;: </translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>time control: {name} must be between 0 and {longest} seconds, or none</source>
        <translation>持ち時間：{name} は 0〜{longest} 秒か、なしにしてください</translation>
    </message>
    <message>
        <source>time control: expected an object with main and byoyomi, each seconds or null</source>
        <translation>持ち時間：main と byoyomi（それぞれ秒数か null）のオブジェクトが要ります</translation>
    </message>
    <message>
        <source>clock: one non-negative time left per seat</source>
        <translation>時計：席ごとに 0 以上の残り時間が一つ要ります</translation>
    </message>
</context>
<context>
    <name>CloseUpView</name>
    <message>
        <source>Close-up</source>
        <extracomment>How close together on screen (px) unnamed places must be to make a district worth a close-up. The close-up&apos;s width as a share of the board view&apos;s, within these pixel bounds. A close-up enlarges at least this much, or it is not worth the corner it covers. How much a city centre (a capital, a designated city, 千代田区) counts in choosing the district.</extracomment>
        <translation>拡大図</translation>
    </message>
</context>
<context>
    <name>CpuKind</name>
    <message>
        <source>any move that is not hopeless</source>
        <translation>見込みのない手以外からどれでも</translation>
    </message>
    <message>
        <source>weighs each move&apos;s gains and risks</source>
        <translation>手ごとの得と危険をはかる</translation>
    </message>
    <message>
        <source>also weighs the others&apos; threats and options</source>
        <translation>ほかの人のねらいと選択肢もはかる</translation>
    </message>
    <message>
        <source>any legal move</source>
        <translation>指せる手からどれでも</translation>
    </message>
    <message>
        <source>the best table now</source>
        <translation>いまいちばん良い場</translation>
    </message>
    <message>
        <source>plays each choice out in imagined deals (about 1–1.5 s a game)</source>
        <translation>選択ごとに想像の配りで最後まで打ってみる(1 局あたり約 1–1.5 秒)</translation>
    </message>
    <message>
        <source>any legal card</source>
        <translation>出せる札からどれでも</translation>
    </message>
    <message>
        <source>the longest chain now</source>
        <translation>いまいちばん長くつながる札</translation>
    </message>
    <message>
        <source>plans its hand&apos;s lines ahead</source>
        <translation>手札の線を先まで計画する</translation>
    </message>
    <message>
        <source>builds what it can afford now</source>
        <translation>いま建てられるものを建てる</translation>
    </message>
    <message>
        <source>saves towards its next goal</source>
        <translation>次の目標に向けてためる</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>The CPU kinds of every game, as people are told them (the kind&apos;s id stays in files and the CLI).</extracomment>
        <translation>でたらめ</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>目先</translation>
    </message>
    <message>
        <source>planner</source>
        <translation>先読み</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>よわい</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>つよい</translation>
    </message>
</context>
<context>
    <name>CpuSpeedBox</name>
    <message>
        <source>fast (0.65 s)</source>
        <translation>はやい(0.65 秒)</translation>
    </message>
    <message>
        <source>normal (1.5 s)</source>
        <translation>ふつう(1.5 秒)</translation>
    </message>
    <message>
        <source>slow (3 s)</source>
        <translation>ゆっくり(3 秒)</translation>
    </message>
    <message>
        <source>one at a time</source>
        <translation>1 手ずつ</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>即時</translation>
    </message>
</context>
<context>
    <name>DatasetDocument</name>
    <message>
        <source>the old copy could not be removed ({error})</source>
        <extracomment>Milliseconds after the last change before the unsaved copy is written (see :mod:`core.io.recovery`): a burst of edits writes once. Where unsaved copies go (None: none are kept, as in a game window&apos;s read-only document).</extracomment>
        <translation>古い控えを削除できませんでした({error})</translation>
    </message>
</context>
<context>
    <name>DatasetError</name>
    <message>
        <source>{path} at {place}: {message}</source>
        <translation>{path}（{place}）：{message}</translation>
    </message>
    <message>
        <source>{path}: {message}</source>
        <translation>{path}：{message}</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>パイプ（FIFO）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>キャラクターデバイス</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ブロックデバイス</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>読めません（{reason}）</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ふつうのファイルではないもの</translation>
    </message>
    <message>
        <source>this is {kind}, not a file</source>
        <translation>これはファイルではなく{kind}です</translation>
    </message>
    <message>
        <source>the file is {size} bytes, larger than the {limit}-byte limit</source>
        <translation>ファイルが {size} バイトあり、上限の {limit} バイトを超えています</translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation>これはふつうのファイルではありません</translation>
    </message>
    <message>
        <source>the file grew beyond the {limit}-byte limit while it was read</source>
        <translation>読んでいるあいだにファイルが上限の {limit} バイトを超えました</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text: save it as UTF-8</source>
        <translation>ファイルが UTF-8 のテキストではありません。UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>byte {byte}</source>
        <translation>{byte} バイト目</translation>
    </message>
    <message>
        <source>line {line}, column {column}</source>
        <extracomment>Where in a file: the place of a JSON syntax error or a CSV cell.</extracomment>
        <translation>{line} 行 {column} 文字目</translation>
    </message>
    <message>
        <source>a value is missing here (or the file is not JSON)</source>
        <extracomment>The JSON decoder&apos;s own words (English) for what it found, in words a designer reads.</extracomment>
        <translation>ここに値がありません（または JSON のファイルではありません）</translation>
    </message>
    <message>
        <source>a key in double quotes is expected here (a comma too many before a }?)</source>
        <translation>ここにはダブルクォートで囲んだキーが要ります（} の前にコンマが多すぎませんか？）</translation>
    </message>
    <message>
        <source>a comma is missing here</source>
        <translation>ここにコンマがありません</translation>
    </message>
    <message>
        <source>a colon after the key is missing here</source>
        <translation>キーの後のコロンがありません</translation>
    </message>
    <message>
        <source>a string is not closed with its double quote</source>
        <translation>文字列がダブルクォートで閉じられていません</translation>
    </message>
    <message>
        <source>a control character (a tab or a line break) inside a string</source>
        <translation>文字列の中に制御文字（タブや改行）があります</translation>
    </message>
    <message>
        <source>a backslash escape that JSON does not have</source>
        <translation>JSON にないバックスラッシュのエスケープです</translation>
    </message>
    <message>
        <source>a \u escape without four hexadecimal digits</source>
        <translation>\u のエスケープに 16 進数 4 桁がありません</translation>
    </message>
    <message>
        <source>more text after the end of the JSON value</source>
        <translation>JSON の値の後にまだ文字があります</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} は JSON の数ではありません</translation>
    </message>
    <message>
        <source>malformed JSON: {problem}</source>
        <translation>JSON の形がくずれています：{problem}</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; is given twice in one object (which one is meant?)</source>
        <translation>キー「{key}」が1つのオブジェクトに2回あります（どちらのつもりですか？）</translation>
    </message>
    <message>
        <source>malformed JSON: nested too deeply to read</source>
        <translation>JSON の形がくずれています：入れ子が深すぎて読めません</translation>
    </message>
    <message>
        <source>{problem} (and {more} more problems)</source>
        <translation>{problem}（ほかに {more} 件の問題）</translation>
    </message>
    <message>
        <source>the file does not hold a JSON object at the top level</source>
        <translation>ファイルのいちばん外側が JSON のオブジェクトではありません</translation>
    </message>
    <message>
        <source>it is {found}, not a JSON file: it was left as it is; save under another name</source>
        <translation>これは{found}で、JSON ファイルではありません。そのままにしました。別の名前で保存してください</translation>
    </message>
    <message>
        <source>the file is read-only; give --force to replace it</source>
        <translation>ファイルは読み取り専用です。置き換えるには --force を付けてください</translation>
    </message>
    <message>
        <source>cannot be written ({reason})</source>
        <translation>書き込めません（{reason}）</translation>
    </message>
    <message>
        <source>the file has no whole-number &apos;schema_version&apos;, so it is not a Kuni Studio dataset</source>
        <extracomment>``MIGRATIONS[n]`` turns a version-``n`` object into a version-``n + 1`` object.</extracomment>
        <translation>整数の &apos;schema_version&apos; がないので、Kuni Studio のデータセットではありません</translation>
    </message>
    <message>
        <source>the file was written with schema version {version}, newer than this program knows ({known}); open it with a newer Kuni Studio</source>
        <translation>このファイルはスキーマ版 {version} で書かれていて、このプログラムが知る版（{known}）より新しいです。新しい Kuni Studio で開いてください</translation>
    </message>
    <message>
        <source>schema version {version} is older than any this program can migrate (it reads {oldest}–{newest})</source>
        <translation>スキーマ版 {version} は古すぎて移行できません（読めるのは {oldest}〜{newest}）</translation>
    </message>
    <message>
        <source>the folder cannot be made ({why})</source>
        <translation>フォルダーを作れません（{why}）</translation>
    </message>
</context>
<context>
    <name>Edit</name>
    <message>
        <source>Join {a} and {b}</source>
        <translation>{a}と{b}を隣接させる</translation>
    </message>
    <message>
        <source>Separate {a} and {b}</source>
        <translation>{a}と{b}の隣接を外す</translation>
    </message>
    <message>
        <source>Remove the override of {a}–{b}</source>
        <translation>{a}–{b} の上書きを削除</translation>
    </message>
    <message>
        <source>Add card size {value}</source>
        <translation>札の大きさ {value} を追加</translation>
    </message>
    <message>
        <source>Remove card size {size}</source>
        <translation>札の大きさ {size} を削除</translation>
    </message>
    <message>
        <source>Adopt card size {size}</source>
        <translation>札の大きさ {size} を採用</translation>
    </message>
    <message>
        <source>Add ferry {name}–{name2}</source>
        <translation>航路 {name}–{name2} を追加</translation>
    </message>
    <message>
        <source>Remove ferry {value}</source>
        <translation>航路 {value} を削除</translation>
    </message>
    <message>
        <source>Edit ferry route</source>
        <translation>航路を編集</translation>
    </message>
    <message>
        <source>Insert {name} into {highway_name} at stop {index}</source>
        <translation>{highway_name}の {index} 番目に{name}を挿入</translation>
    </message>
    <message>
        <source>Remove stop {index} from {highway_name}</source>
        <translation>{highway_name}から {index} 番目の国を外す</translation>
    </message>
    <message>
        <source>Move {highway_name} stop {from_index} to {to_index}</source>
        <translation>{highway_name}の {from_index} 番目を {to_index} 番目へ移動</translation>
    </message>
    <message>
        <source>Create highway {name}</source>
        <translation>街道「{name}」を作成</translation>
    </message>
    <message>
        <source>Delete highway {value}</source>
        <translation>街道「{value}」を削除</translation>
    </message>
    <message>
        <source>Rename highway {name}</source>
        <translation>街道の名前を「{name}」に変更</translation>
    </message>
    <message>
        <source>Edit highway</source>
        <translation>街道を編集</translation>
    </message>
    <message>
        <source>Add {name} ★{stars} to {name2}</source>
        <translation>{name2}に名産品「{name}」★{stars} を追加</translation>
    </message>
    <message>
        <source>Set {name}&apos;s specialty {name2} ★{stars}</source>
        <translation>{name}の名産品「{name2}」を ★{stars} に</translation>
    </message>
    <message>
        <source>Remove a specialty of {name}</source>
        <translation>{name}の名産品をひとつ削除</translation>
    </message>
    <message>
        <source>Set {name}&apos;s abilities</source>
        <translation>{name}の能力を設定</translation>
    </message>
    <message>
        <source>Set {name}&apos;s flags</source>
        <translation>{name}の属性を設定</translation>
    </message>
    <message>
        <source>Link {a} and {b}</source>
        <translation>{a}と{b}を姉妹都市に</translation>
    </message>
    <message>
        <source>Unlink {a} and {b}</source>
        <translation>{a}と{b}の姉妹都市を解消</translation>
    </message>
    <message>
        <source>Join {a} and {b} by sea</source>
        <translation>{a}と{b}を海でつなぐ</translation>
    </message>
    <message>
        <source>Remove the sea link {a}–{b}</source>
        <translation>海の連絡 {a}–{b} を削除</translation>
    </message>
    <message>
        <source>Confirm {a}–{b} as a {kind}</source>
        <translation>{a}–{b} を {kind} として確定</translation>
    </message>
    <message>
        <source>Import {count} specialties for {count2} towns</source>
        <translation>{count2} 市区町村の名産品 {count} 件を取り込む</translation>
    </message>
</context>
<context>
    <name>EditRejected</name>
    <message>
        <source>no province with id &apos;{pid}&apos;</source>
        <translation>ID が &apos;{pid}&apos; の国はありません</translation>
    </message>
    <message>
        <source>a province cannot neighbour itself</source>
        <translation>国は自分自身と隣接できません</translation>
    </message>
    <message>
        <source>not a valid override: {error}</source>
        <translation>上書きとして正しくありません: {error}</translation>
    </message>
    <message>
        <source>no override for {a}–{b}</source>
        <translation>{a}–{b} の上書きはありません</translation>
    </message>
    <message>
        <source>no card size {label} among the candidates</source>
        <translation>候補に札の大きさ {label} はありません</translation>
    </message>
    <message>
        <source>not a card size: {error}</source>
        <translation>札の大きさではありません: {error}</translation>
    </message>
    <message>
        <source>{label} is a candidate already</source>
        <translation>{label} はすでに候補です</translation>
    </message>
    <message>
        <source>at most {MAX_CARD_SIZES} candidate sizes; remove one first</source>
        <translation>候補は {MAX_CARD_SIZES} 種類までです。先にひとつ削除してください</translation>
    </message>
    <message>
        <source>{size} is the adopted size already</source>
        <translation>{size} はすでに採用されています</translation>
    </message>
    <message>
        <source>a ferry route with id &apos;{route_id}&apos; exists already</source>
        <translation>ID が &apos;{route_id}&apos; の航路はすでにあります</translation>
    </message>
    <message>
        <source>a ferry route needs two different provinces</source>
        <translation>航路には異なる 2 つの国が必要です</translation>
    </message>
    <message>
        <source>not a valid ferry route: {error}</source>
        <translation>航路として正しくありません: {error}</translation>
    </message>
    <message>
        <source>no ferry route with id &apos;{route_id}&apos;</source>
        <translation>ID が &apos;{route_id}&apos; の航路はありません</translation>
    </message>
    <message>
        <source>no province with id &apos;{update}&apos;</source>
        <translation>ID が &apos;{update}&apos; の国はありません</translation>
    </message>
    <message>
        <source>no highway with id &apos;{highway_id}&apos;</source>
        <translation>ID が &apos;{highway_id}&apos; の街道はありません</translation>
    </message>
    <message>
        <source>no province with id &apos;{province_id}&apos;</source>
        <translation>ID が &apos;{province_id}&apos; の国はありません</translation>
    </message>
    <message>
        <source>stop {index} is outside {name} (0–{count})</source>
        <translation>{index} 番目は{name}の範囲外です(0–{count})</translation>
    </message>
    <message>
        <source>{name} has no stop {index}</source>
        <translation>{name}に {index} 番目の国はありません</translation>
    </message>
    <message>
        <source>{name} has stops 1–{count}</source>
        <translation>{name}の国は 1–{count} 番目です</translation>
    </message>
    <message>
        <source>a highway with id &apos;{highway_id}&apos; exists already</source>
        <translation>ID が &apos;{highway_id}&apos; の街道はすでにあります</translation>
    </message>
    <message>
        <source>not a valid highway: {error}</source>
        <translation>街道として正しくありません: {error}</translation>
    </message>
    <message>
        <source>no municipality with code &apos;{code}&apos;</source>
        <translation>コードが &apos;{code}&apos; の市区町村はありません</translation>
    </message>
    <message>
        <source>not a valid town: {error}</source>
        <translation>市区町村として正しくありません: {error}</translation>
    </message>
    <message>
        <source>{name} has no specialty {index}</source>
        <translation>{name}に {index} 番目の名産品はありません</translation>
    </message>
    <message>
        <source>unknown ability &apos;{unknown}&apos;</source>
        <translation>&apos;{unknown}&apos; という能力はありません</translation>
    </message>
    <message>
        <source>a town cannot be its own sister city</source>
        <translation>自分自身とは姉妹都市になれません</translation>
    </message>
    <message>
        <source>no overseas city with id &apos;{b}&apos;</source>
        <translation>ID が &apos;{b}&apos; の海外都市はありません</translation>
    </message>
    <message>
        <source>unknown link kind &apos;{kind}&apos;</source>
        <translation>&apos;{kind}&apos; という提携の種類はありません</translation>
    </message>
    <message>
        <source>these two are already linked</source>
        <translation>この 2 つはすでに提携しています</translation>
    </message>
    <message>
        <source>not a valid link: {error}</source>
        <translation>提携として正しくありません: {error}</translation>
    </message>
    <message>
        <source>no {kind} link between {a} and {b}</source>
        <translation>{a}と{b}の間に {kind} の提携はありません</translation>
    </message>
    <message>
        <source>a sea link needs two different towns</source>
        <translation>海の連絡には異なる 2 つの市区町村が必要です</translation>
    </message>
    <message>
        <source>these two towns are already joined by sea</source>
        <translation>この 2 つの市区町村はすでに海でつながっています</translation>
    </message>
    <message>
        <source>not a valid sea link: {error}</source>
        <translation>海の連絡として正しくありません: {error}</translation>
    </message>
    <message>
        <source>no sea link between {a} and {b}</source>
        <translation>{a}と{b}の間に海の連絡はありません</translation>
    </message>
    <message>
        <source>a sea link is a ferry, a bridge or a tunnel, not &apos;{kind}&apos;</source>
        <translation>海の連絡は航路・橋・トンネルのいずれかです(&apos;{kind}&apos; は使えません)</translation>
    </message>
    <message>
        <source>no municipality with code {items}</source>
        <translation>コード {items} の市区町村はありません</translation>
    </message>
    <message>
        <source>no town to give specialties to</source>
        <translation>名産品を付ける市区町村がありません</translation>
    </message>
</context>
<context>
    <name>ExactSearch</name>
    <message>
        <source>yes, {shift} px</source>
        <extracomment>The SAT solver (python-sat&apos;s name). The first question at 34 × 46 (73.07 px, from scratch) took glucose4 28 s, minisat22 31 s, glucose3 32 s, cadical153 32 s, cadical195 47 s, maplechrono 74 s (session 18, one run each; lingeling cannot be stopped by a conflict budget). Conflicts one question may spend (over all its rounds) before it counts as unanswered. At 34 × 46 the five questions of the bisection spent 26,000–125,000 each (session 18). Rounds of &quot;solve, find crossing leader lines, forbid them&quot; before a question counts as unanswered. The bisection stops when the bracket is narrower than this, px. The orders in which a forbidden box&apos;s ends (c&apos;s left, right, top, bottom, then d&apos;s) are grown. After a layout with crossing leader lines, the repair: the cards whose lines cross, then also those within this many px of them (centre to centre), asked again with every other card held where it is (see :meth:`ExactSearch._repair`). Conflicts one repair may spend, and its rounds of &quot;solve, forbid what crosses&quot;. ... and in all, no more conflicts per question than the whole-board rounds spent, times this (plus one repair&apos;s budget): in a question with no answer every round repairs in vain. At most this many cards (a thousand municipality labels are no question for this encoding). The lattice&apos;s step, px, at most (the steps across and down divide the card&apos;s width and height). At 34 × 46 the slot search&apos;s 2 px gave 71.25 px in 50 s at 0.41 px/km but 74.41 px at 0.407, where it proved nothing on that lattice goes below 74.22; 1 px gave 70.57 and 71.64 px, in 141 and 179 s (session 18). ... but no finer than this many steps per radius: the clauses grow with the steps. the yes came from a repair (:meth:`ExactSearch._repair`), not a whole-board round</extracomment>
        <translation>あり、{shift} px</translation>
    </message>
    <message>
        <source>no (proven)</source>
        <translation>なし（証明済み）</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つからず</translation>
    </message>
    <message>
        <source>within {radius} px? {found}</source>
        <translation>{radius} px 以内？ {found}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export dataset</source>
        <translation>データセットを書き出す</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>形式(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Destination</source>
        <translation>書き出し先(&amp;D)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>書き出し先</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>書き出すフォルダー</translation>
    </message>
    <message>
        <source>Exporting {format} to {name}…</source>
        <translation>{format} を {name} へ書き出し中…</translation>
    </message>
</context>
<context>
    <name>ExportError</name>
    <message>
        <source>there is no export format &apos;{fmt}&apos;: give one of {known}</source>
        <translation>書き出し形式 &apos;{fmt}&apos; はありません。{known} のどれかを指定してください</translation>
    </message>
    <message>
        <source>the {fmt} export draws the board, and this dataset names no board that is built: build it with kuni build-board, or export as json or csv</source>
        <translation>{fmt} の書き出しは盤を描きますが、このデータセットには作成済みの盤がありません。kuni build-board で作るか、json か csv で書き出してください</translation>
    </message>
    <message>
        <source>the board &apos;{board}&apos; has no shape for {provinces}: build the board again from this dataset&apos;s provinces</source>
        <extracomment>Every layer an export may hold (the municipality layers only for a 市区町村バトル dataset).</extracomment>
        <translation>盤 &apos;{board}&apos; には {provinces} の形がありません。このデータセットの国から盤を作り直してください</translation>
    </message>
    <message>
        <source>{out} is a folder, and a GeoPackage is one file: give a name ending in .gpkg</source>
        <translation>{out} はフォルダーですが、GeoPackage は一つのファイルです。.gpkg で終わる名前を指定してください</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>GeoPackage (layers provinces, highways, ferry_routes; projected CRS)</source>
        <translation>GeoPackage(国・街道・航路のレイヤー、投影座標系)</translation>
    </message>
    <message>
        <source>GeoJSON files, one per layer, in EPSG:4326</source>
        <translation>GeoJSON ファイル(レイヤーごとに 1 つ、EPSG:4326)</translation>
    </message>
    <message>
        <source>Kuni Studio dataset (canonical JSON)</source>
        <translation>Kuni Studio データセット(正規化した JSON)</translation>
    </message>
    <message>
        <source>CSV tables (provinces, highway stops, ferry routes, adjacency, municipalities, sea links, sister cities)</source>
        <extracomment>What a spreadsheet reads as the start of a formula (and the control characters it also acts on).</extracomment>
        <translation>CSV の表（国、街道の駅、航路、隣接、市区町村、海のつながり、姉妹都市）</translation>
    </message>
</context>
<context>
    <name>FerryRoutePanel</name>
    <message>
        <source>&amp;Id</source>
        <translation>ID(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>終点</translation>
    </message>
    <message>
        <source>&amp;Add route</source>
        <translation>航路を追加(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;name selected</source>
        <translation>選んだ航路の名前を変更(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Delete selected</source>
        <translation>選んだ航路を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot change the ferry route</source>
        <translation>航路を変更できません</translation>
    </message>
</context>
<context>
    <name>FileKind</name>
    <message>
        <source>a JSON file</source>
        <extracomment>Each kind in words, for a refusal.</extracomment>
        <translation>JSON ファイル</translation>
    </message>
    <message>
        <source>a PNG picture</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>an SQLite database (a GeoPackage is one)</source>
        <translation>SQLite データベース(GeoPackage もそのひとつ)</translation>
    </message>
    <message>
        <source>a text file (a CSV, notes)</source>
        <translation>テキストファイル(CSV やメモ)</translation>
    </message>
    <message>
        <source>a CSV file</source>
        <translation>CSV ファイル</translation>
    </message>
    <message>
        <source>a file of some other kind</source>
        <translation>ほかの種類のファイル</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>空のファイル</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>{province} is listed as its own neighbour.</source>
        <translation>{province}が自分自身の隣になっています。</translation>
    </message>
    <message>
        <source>{a} lists {b} as a neighbour, but not the other way round.</source>
        <translation>{a}は{b}を隣としていますが、逆はそうなっていません。</translation>
    </message>
    <message>
        <source>Override joins {a} to itself.</source>
        <translation>上書きが{a}を自分自身とつないでいます。</translation>
    </message>
    <message>
        <source>{a}–{b} is overridden twice (first at {first}); the later one wins.</source>
        <translation>{a}–{b} が 2 回上書きされています(最初は {first})。後のものが有効です。</translation>
    </message>
    <message>
        <source>{a} and {b} already share a border; the override confirms it.</source>
        <translation>{a}と{b}はもともと境界を接しています。上書きはそれを確かめたものです。</translation>
    </message>
    <message>
        <source>{a} and {b} do not share a border; removing them changes nothing.</source>
        <translation>{a}と{b}は境界を接していません。削除しても何も変わりません。</translation>
    </message>
    <message>
        <source>Unknown municipality code {code}.</source>
        <translation>市区町村コード {code} は盤にありません。</translation>
    </message>
    <message>
        <source>{town} lists itself as a neighbour.</source>
        <translation>{town} が自分自身をとなりに挙げています。</translation>
    </message>
    <message>
        <source>Sea link names municipality {code}, which is not on the board.</source>
        <translation>海の連絡が盤にない市区町村 {code} を指しています。</translation>
    </message>
    <message>
        <source>Sea link joins {town} to itself.</source>
        <translation>海の連絡が{town}を自分自身とつないでいます。</translation>
    </message>
    <message>
        <source>The sea link {a}–{b} was suggested ({why}) and is not reviewed yet: confirm it as a ferry, bridge or tunnel, or remove it.</source>
        <translation>海の連絡 {a}–{b} は候補({why})のままで、まだ確認されていません。航路・橋・トンネルとして確定するか、削除してください。</translation>
    </message>
    <message>
        <source>nearest coast</source>
        <translation>いちばん近い海岸</translation>
    </message>
    <message>
        <source>{town} has an unknown ability &apos;{ability}&apos;.</source>
        <translation>{town}に &apos;{ability}&apos; という未知の能力があります。</translation>
    </message>
    <message>
        <source>{towns} can be reached only through a suggested sea link: add the real ferry, bridge or tunnel (data/municipalities/sea_routes.csv lists them).</source>
        <translation>{towns}へは提案された海のつながりでしか行けません。実際の航路・橋・トンネルを加えてください（data/municipalities/sea_routes.csv に一覧があります）。</translation>
    </message>
    <message>
        <source>{town} cannot be reached: no border or sea link joins it to the rest of the board.</source>
        <translation>{town}には行けません: 境界も海の連絡も、盤のほかの部分とつながっていません。</translation>
    </message>
    <message>
        <source>{what} &apos;{key}&apos; is used twice (first at {first}).</source>
        <translation>{what} &apos;{key}&apos; が 2 回使われています(最初は {first})。</translation>
    </message>
    <message>
        <source>Circuit id</source>
        <translation>道の ID</translation>
    </message>
    <message>
        <source>Province id</source>
        <translation>国の ID</translation>
    </message>
    <message>
        <source>Province name</source>
        <translation>国名</translation>
    </message>
    <message>
        <source>Highway id</source>
        <translation>街道の ID</translation>
    </message>
    <message>
        <source>Ferry route id</source>
        <translation>航路の ID</translation>
    </message>
    <message>
        <source>Municipality code</source>
        <translation>市区町村コード</translation>
    </message>
    <message>
        <source>Overseas city id</source>
        <translation>海外都市の ID</translation>
    </message>
    <message>
        <source>Overseas city {city} has the id {id}, which is the code of {town}: give it another id.</source>
        <translation>海外の町 {city} の ID {id} は {town} のコードと同じです。別の ID にしてください。</translation>
    </message>
    <message>
        <source>Sister-city link</source>
        <translation>姉妹都市の提携</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>札の大きさ</translation>
    </message>
    <message>
        <source>{count} card sizes are marked as chosen; mark only one.</source>
        <translation>{count} 種類の札の大きさが採用になっています。ひとつだけにしてください。</translation>
    </message>
    <message>
        <source>Highway {highway} has {count} province(s); a line needs at least two.</source>
        <translation>街道「{highway}」の国は {count} つです。線には 2 つ以上必要です。</translation>
    </message>
    <message>
        <source>{province} appears twice on {highway} (stops {first} and {second}).</source>
        <translation>{province}が{highway}に 2 回出てきます({first} 番目と {second} 番目)。</translation>
    </message>
    <message>
        <source>On {highway}, {a} and {b} are neither land neighbours nor joined by a ferry route.</source>
        <translation>{highway}で、{a}と{b}は陸で隣り合わず、航路でもつながっていません。</translation>
    </message>
    <message>
        <source>no highway leads into it from a province that can be reached</source>
        <translation>行ける国からこの国へ入る街道がありません</translation>
    </message>
    <message>
        <source>it is on no highway and has neither neighbours nor a ferry route</source>
        <translation>どの街道にもなく、隣の国も航路もありません</translation>
    </message>
    <message>
        <source>none of its neighbours or ferry partners can be reached</source>
        <translation>隣の国にも航路の相手にも行けません</translation>
    </message>
    <message>
        <source>{province} can never be played after {start}: {why}.</source>
        <translation>{province}は{start}から始めてどうしても出せません: {why}。</translation>
    </message>
    <message>
        <source>Unknown {kind} id &apos;{value}&apos;.</source>
        <translation>&apos;{value}&apos; という{kind}の ID はありません。</translation>
    </message>
    <message>
        <source>circuit</source>
        <translation>道</translation>
    </message>
    <message>
        <source>province</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Ferry route &apos;{route}&apos; joins a province to itself.</source>
        <translation>航路 &apos;{route}&apos; が国を自分自身とつないでいます。</translation>
    </message>
    <message>
        <source>Sister-city link names municipality {code}, which is not in the dataset.</source>
        <translation>姉妹都市の提携が、データセットにない市区町村 {code} を指しています。</translation>
    </message>
    <message>
        <source>municipality</source>
        <translation>市区町村</translation>
    </message>
    <message>
        <source>overseas city</source>
        <translation>海外都市</translation>
    </message>
    <message>
        <source>Sister-city link names {what} {code}, which is not in the dataset.</source>
        <translation>姉妹都市の提携が、データセットにない{what} {code} を指しています。</translation>
    </message>
    <message>
        <source>Municipality {code} is linked to itself.</source>
        <translation>市区町村 {code} が自分自身と提携しています。</translation>
    </message>
    <message>
        <source>{town}&apos;s specialty {specialty} has ★{stars}; stars run from ★{low} to ★{high}.</source>
        <translation>{town}の名産品「{specialty}」が ★{stars} です。★は {low} から {high} までです。</translation>
    </message>
    <message>
        <source> (and {count} more)</source>
        <translation>(ほか {count} 件)</translation>
    </message>
    <message>
        <source>{name}: the dataset has {count} design errors, so no game is played on it: {errors}{more} (`kuni validate` lists them; correct them first)</source>
        <extracomment>the refusal in words, in any language (``str()`` is English)</extracomment>
        <translation>{name}: このデータセットには設計上の誤りが {count} 件あるので、ゲームは始められません: {errors}{more}(`kuni validate` で一覧できます。先に直してください)</translation>
    </message>
</context>
<context>
    <name>FrontPlot</name>
    <message>
        <source>The search&apos;s variants appear here.</source>
        <translation>探索した案がここに出ます。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Autosave failed: {error}</source>
        <extracomment>Seconds a CPU action stays on screen before the next one; None = one at a time on request.</extracomment>
        <translation>自動保存できませんでした: {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>もう一度(&amp;R)</translation>
    </message>
    <message>
        <source>The same seats again, with a new deal</source>
        <translation>同じ席で、配り直してもう一度</translation>
    </message>
    <message numerus="yes">
        <source>%n.</source>
        <translation>
            <numerusform>%n 位</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>A new game.</source>
        <translation>新しいゲームです。</translation>
    </message>
    <message>
        <source>Resumed the saved game.</source>
        <translation>保存されたゲームを再開しました。</translation>
    </message>
    <message>
        <source>The saved game could not be resumed ({error}); it is kept as {name}. A new game.</source>
        <translation>保存されたゲームを再開できませんでした({error})。{name} として残してあります。新しいゲームです。</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>北野大茶会 is for 3–4 players</source>
        <extracomment>A card in a 蔵: (round, step, kind, value, face_up). ``kind`` &quot;m&quot; (名物; value: suit index) or &quot;a&quot; (action; value: its name). (round, step) is its place from the left: a card played in round r is at (r, 0), the cards 大量買付 lays beside the 金 too, a card 下賜 gives at (r, 1). Score with the compiled kernel where it is built (False: the Python loops, as the tests compare them).</extracomment>
        <translation>北野大茶会は 3〜4 人で遊びます</translation>
    </message>
    <message>
        <source>旧国かるた is for 2–4 players, not {players}</source>
        <translation>旧国かるたは 2〜4 人で遊びます（{players} 人ではできません）</translation>
    </message>
    <message>
        <source>しま is for 3–4 players</source>
        <extracomment>``state`` with ``changes`` (a game makes tens of thousands of states). Per tile the cloud is on, the tiles it may move to. Per material given, the trades for each other material. What each build costs under this rule set (the help card&apos;s is the rule book&apos;s). The help-card deck under this rule set, by kind.</extracomment>
        <translation>しまは 3〜4 人で遊びます</translation>
    </message>
    <message>
        <source>{flag} is yes or no, not {value}</source>
        <translation>{flag} は yes か no で、{value} ではありません</translation>
    </message>
    <message>
        <source>{flag} is a whole number, not {value}</source>
        <translation>{flag} は整数で、{value} ではありません</translation>
    </message>
    <message>
        <source>{flag} {value}: give at least {minimum}</source>
        <translation>{flag} {value}：{minimum} 以上にしてください</translation>
    </message>
    <message>
        <source>{flag} is a text, not {value}</source>
        <translation>{flag} は文字列で、{value} ではありません</translation>
    </message>
    <message>
        <source>{flag} is one of {choices}, not {value}</source>
        <translation>{flag} は {choices} のどれかで、{value} ではありません</translation>
    </message>
    <message>
        <source>{game} is for {low}–{high} players, not {players}: give a number of players from {low} to {high}</source>
        <translation>{game} は {low}〜{high} 人で遊びます（{players} 人ではできません）。人数を {low}〜{high} にしてください</translation>
    </message>
    <message>
        <source>{game} has no CPU called &apos;{kind}&apos;: give one of {known}</source>
        <translation>{game} には &apos;{kind}&apos; という CPU はいません。{known} のどれかを指定してください</translation>
    </message>
    <message>
        <source>there is no CPU called {kind}: give one of {known}</source>
        <extracomment>The most moves any loop that plays a game to its end makes (the longest real game is a few thousand: しま with random CPUs): past it the loop stops with :class:`EndlessGame` rather than run for ever (市区町村バトル with 「上限なし」 and homes nobody can take, a board a bug slipped past).</extracomment>
        <translation>{kind} という CPU はいません。{known} のどれかを指定してください</translation>
    </message>
    <message>
        <source>{kinds} CPU kinds for {players} players: give one kind for every seat, or one for all</source>
        <translation>{players} 人に CPU の種類が {kinds} つです。席ごとに一つずつか、全員に一つを指定してください</translation>
    </message>
    <message>
        <source>{where}: an object of rule options is expected, not {kind}</source>
        <translation>{where}：ルールのオプションのオブジェクトが要ります（{kind} ではなく）</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <source>{where}.{place}: there is no such option; the options are {allowed}</source>
        <translation>{where}.{place}：そのようなオプションはありません。オプションは {allowed} です</translation>
    </message>
    <message>
        <source>{where}.{place}: {problem}</source>
        <translation>{where}.{place}：{problem}</translation>
    </message>
    <message>
        <source>{where}.{place}: {problem}; it may be {allowed}</source>
        <translation>{where}.{place}：{problem}。指定できるのは {allowed} です</translation>
    </message>
    <message>
        <source>play at least one game</source>
        <translation>少なくとも 1 ゲーム遊んでください</translation>
    </message>
    <message>
        <source>give {players} CPU kinds from {known}</source>
        <translation>{known} から CPU の種類を {players} つ指定してください</translation>
    </message>
    <message>
        <source>{game} has no simulator option &apos;{option}&apos;</source>
        <translation>{game} のシミュレーターにはオプション &apos;{option}&apos; はありません</translation>
    </message>
</context>
<context>
    <name>GameSimulationDialog</name>
    <message>
        <source>Stopped.</source>
        <extracomment>Seconds a run in the dialog should take with the game&apos;s default CPUs, to choose its games.</extracomment>
        <translation>中止しました。</translation>
    </message>
    <message>
        <source>The games could not be played: {error}</source>
        <translation>ゲームを実行できませんでした: {error}</translation>
    </message>
    <message>
        <source>Simulate {title}</source>
        <translation>{title}のシミュレーション</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>ゲーム数(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>人数(&amp;P)</translation>
    </message>
    <message>
        <source>CPU at each seat</source>
        <translation>各席の CPU</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>シード(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>中止(&amp;T)</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>レポートを保存…</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>ゲームを再生</translation>
    </message>
    <message>
        <source>{summary}. On {board}. The same figures as kuni simulate {game}.</source>
        <translation>{summary}。盤: {board}。kuni simulate {game} と同じ数値です。</translation>
    </message>
    <message>
        <source>{summary}. The same figures as kuni simulate {game}.</source>
        <translation>{summary}。kuni simulate {game} と同じ数値です。</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
    <message>
        <source>Cannot run: {error}</source>
        <translation>実行できません: {error}</translation>
    </message>
    <message>
        <source>Playing {total} games…</source>
        <translation>{total} ゲームを実行中…</translation>
    </message>
    <message>
        <source>{note} ({moves} moves, seed {seed})</source>
        <translation>{note}({moves} 手、シード {seed})</translation>
    </message>
    <message>
        <source>the {note} watched game</source>
        <translation>注目ゲーム「{note}」</translation>
    </message>
    <message>
        <source>Save the report in a folder</source>
        <translation>レポートを保存するフォルダー</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>レポートを保存</translation>
    </message>
    <message>
        <source>The folder chosen holds other files, so the report was saved in a new folder inside it: {folder}</source>
        <translation>選んだフォルダーにはほかのファイルがあるため、レポートはその中の新しいフォルダーに保存しました：{folder}</translation>
    </message>
</context>
<context>
    <name>GameSpec</name>
    <message>
        <source>every municipality of the chosen prefectures is a piece: move, encircle and attack to merge towns</source>
        <translation>選んだ都道府県の市区町村がすべて駒: 動かし、囲み、攻めて町を合併する</translation>
    </message>
    <message>
        <source>a card game of tea utensils, the 太閤&apos;s favour and his anger</source>
        <translation>茶道具と太閤のご機嫌と怒りのカードゲーム</translation>
    </message>
    <message>
        <source>play draft 18 and each of the designer&apos;s proposals on the same deals, side by side</source>
        <translation>草案18 とデザイナーの各案を同じ配りで並べて実行する</translation>
    </message>
    <message>
        <source>compare the designer&apos;s proposals</source>
        <translation>デザイナーの案を比べる</translation>
    </message>
    <message>
        <source>also read the games as matches of N (VP added up, the 上座 passing on each game): how often a whole match ends level</source>
        <translation>N ゲームの対戦としても集計する(得点を合計し、上座は毎ゲーム回る): 対戦全体が同点で終わる割合</translation>
    </message>
    <message>
        <source>games per match</source>
        <translation>1 対戦のゲーム数</translation>
    </message>
    <message>
        <source>68 old provinces on a blank map; cards played along highways, by adjacency or ferry</source>
        <translation>白地図に 68 の旧国。札は街道沿い、隣接、航路で出す</translation>
    </message>
    <message>
        <source>a Catan-like island game: houses, roads and the cloud</source>
        <translation>カタン風の島のゲーム: おうち、道、そして雲</translation>
    </message>
    <message>
        <source>The seats place their first houses in this order, their second in reverse.</source>
        <translation>最初のおうちはこの席順に、2 軒目は逆順に置きます。</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>The words of the Game menu&apos;s first entry and of the question before it discards a game.</extracomment>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>{title} — Kuni Studio</source>
        <translation>{title} — Kuni Studio</translation>
    </message>
    <message>
        <source>&amp;Next CPU action</source>
        <translation>CPU の次の手(&amp;N)</translation>
    </message>
    <message>
        <source>CPU speed</source>
        <translation>CPU の速さ</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>選ぶ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Show the &amp;move list</source>
        <translation>手の一覧を表示(&amp;M)</translation>
    </message>
    <message>
        <source>online player</source>
        <translation>オンラインの相手</translation>
    </message>
    <message>
        <source>Joined at move {number}.</source>
        <translation>{number} 手目から参加しました。</translation>
    </message>
    <message>
        <source>Discard the game in progress and start a new one?</source>
        <translation>進行中のゲームをやめて、新しいゲームを始めますか?</translation>
    </message>
    <message>
        <source>This game cannot start: {error}</source>
        <translation>このゲームは始められません: {error}</translation>
    </message>
    <message>
        <source>持ち時間 {time}</source>
        <translation>持ち時間 {time}</translation>
    </message>
    <message>
        <source> (stopped)</source>
        <translation>(停止中)</translation>
    </message>
    <message>
        <source>秒読み {time}</source>
        <translation>秒読み {time}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
    <message>
        <source>seat {seat}: 時間切れ (out of time) — the CPU makes this move</source>
        <translation>席 {seat}: 時間切れ — この手は CPU が指します</translation>
    </message>
    <message>
        <source>&amp;New island…</source>
        <extracomment>What each of the buttons is on the table (:mod:`core.games.shima.picks`).</extracomment>
        <translation>新しい島(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>HighwayDialog</name>
    <message>
        <source>Highway</source>
        <translation>街道</translation>
    </message>
    <message>
        <source>&amp;Id (a-z, 0-9, -)</source>
        <translation>ID(a-z、0-9、-)(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Reading</source>
        <translation>読み(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tier</source>
        <translation>格(&amp;T)</translation>
    </message>
</context>
<context>
    <name>HighwayPanel</name>
    <message>
        <source>五街道 (main)</source>
        <translation>五街道</translation>
    </message>
    <message>
        <source>脇街道 (primary)</source>
        <translation>脇街道(主要)</translation>
    </message>
    <message>
        <source>脇街道 (secondary)</source>
        <translation>脇街道(その他)</translation>
    </message>
    <message>
        <source>Add stops from the &amp;map</source>
        <translation>地図から国を加える(&amp;M)</translation>
    </message>
    <message>
        <source>Click provinces on the board to append them, or to insert them after the selected stop</source>
        <translation>盤の国をクリックすると末尾に加えます(国を選んでいればその後ろに挿入します)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Remove stop</source>
        <translation>国を外す(&amp;R)</translation>
    </message>
    <message>
        <source>Stops (drag to reorder):</source>
        <translation>経由する国(ドラッグで並べ替え):</translation>
    </message>
    <message>
        <source>Cannot change the highway</source>
        <translation>街道を変更できません</translation>
    </message>
    <message>
        <source>{province} cannot follow {other} on {highway}: they are neither land neighbours nor joined by a ferry route.</source>
        <translation>{highway}で{province}を{other}の次にはできません: 陸で隣り合わず、航路でもつながっていません。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host for phones and tablets — Kuni Studio</source>
        <translation>スマホ・タブレット用に部屋を開く — Kuni Studio</translation>
    </message>
    <message>
        <source>On the same Wi-Fi, open this page in a phone&apos;s or tablet&apos;s browser (its camera reads the QR code): make a room there, or join one by its code. Nothing to install.</source>
        <translation>同じ Wi-Fi のスマホやタブレットのブラウザでこのページを開いてください(カメラで QR コードを読めます)。そこで部屋をつくったり、コードで入ったりできます。インストールは要りません。</translation>
    </message>
    <message>
        <source>This computer is on no network: only its own browser can open the page.</source>
        <translation>このコンピューターはネットワークにつながっていません。このコンピューターのブラウザでしか開けません。</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>アドレスをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open in this computer&apos;s browser</source>
        <translation>このコンピューターのブラウザで開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Stop hosting</source>
        <translation>部屋を閉じる(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The rooms go on while Kuni Studio is open, with this window closed or not.</source>
        <translation>このウィンドウを閉じても、Kuni Studio を終了するまで部屋は続きます。</translation>
    </message>
    <message>
        <source>Rooms waiting: {waiting} · games being played: {playing}</source>
        <translation>待っている部屋: {waiting} · 対局中: {playing}</translation>
    </message>
    <message>
        <source>{playing} games are being played here: stop hosting all the same? Their rooms are kept and go on when you host again.</source>
        <translation>ここで {playing} 局が対局中です。それでも部屋を閉じますか? 部屋は保存され、もう一度開くと続きから遊べます。</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>{move} is not a legal move for seat {seat} now</source>
        <translation>{move} はいま席 {seat} が指せる手ではありません</translation>
    </message>
    <message>
        <source>seat {seat} cannot play {move}: {why}</source>
        <translation>席 {seat} は {move} を出せません：{why}</translation>
    </message>
    <message>
        <source>no line on {highway} grows from {source} to {province}</source>
        <translation>{highway} で {source} から {province} へ伸びる列はありません</translation>
    </message>
    <message>
        <source>{move} is not a move of this game</source>
        <translation>{move} はこのゲームの手ではありません</translation>
    </message>
</context>
<context>
    <name>KarutaEnd</name>
    <message>
        <source>a hand was emptied</source>
        <extracomment>How a 旧国かるた game ends, in words.</extracomment>
        <translation>手札がなくなった</translation>
    </message>
    <message>
        <source>everyone passed</source>
        <translation>全員がパスした</translation>
    </message>
    <message>
        <source>{turns} turns; winner {winners} ({reason})</source>
        <translation>{turns} 手番；勝者 {winners}（{reason}）</translation>
    </message>
</context>
<context>
    <name>KarutaMove</name>
    <message>
        <source>{source} → {card} ({highway})</source>
        <translation>{source} → {card}({highway})</translation>
    </message>
    <message>
        <source>{card} (first card)</source>
        <translation>{card}(最初の札)</translation>
    </message>
    <message>
        <source>{card} (adjacency)</source>
        <translation>{card}(隣接)</translation>
    </message>
    <message>
        <source>{card} (ferry)</source>
        <translation>{card}(航路)</translation>
    </message>
    <message>
        <source>end turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
</context>
<context>
    <name>KarutaRefusal</name>
    <message>
        <source>the deal is over</source>
        <translation>このディールは終わっています</translation>
    </message>
    <message>
        <source>there is no turn to end: end turn comes after a card has been played</source>
        <translation>終える手番がありません。手番の終了はカードを出した後です</translation>
    </message>
    <message>
        <source>a pass is only for a player who can play no card (seat {seat} can: {kinds})</source>
        <translation>パスはカードを出せない人だけができます（席 {seat} はできます：{kinds}）</translation>
    </message>
    <message>
        <source>{province} is no province of this board</source>
        <translation>{province} はこの盤の国ではありません</translation>
    </message>
    <message>
        <source>{name} is already on the board</source>
        <translation>{name} はもう盤に出ています</translation>
    </message>
    <message>
        <source>{name} is not in seat {seat}&apos;s hand</source>
        <translation>{name} は席 {seat} の手札にありません</translation>
    </message>
    <message>
        <source>{name} cannot be played now: no line end, neighbour or ferry on the board reaches it</source>
        <translation>{name} はいま出せません。盤の列の端からも、隣の国からも、航路からも届きません</translation>
    </message>
    <message>
        <source>{name} can be played only as: {ways}</source>
        <translation>{name} の出し方はこれだけです：{ways}</translation>
    </message>
</context>
<context>
    <name>KarutaSetup</name>
    <message>
        <source>旧国かるた is played on a province dataset (this one is for {game})</source>
        <translation>旧国かるたは旧国のデータセットで遊びます（このデータセットは {game} 用です）</translation>
    </message>
    <message>
        <source>旧国かるた is played on its province dataset: give --dataset, not a board name</source>
        <translation>旧国かるたは旧国のデータセットで遊びます。盤の名前ではなく --dataset を指定してください</translation>
    </message>
</context>
<context>
    <name>KarutaWindow</name>
    <message>
        <source>End turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Start province marker</source>
        <translation>起点の国の印(&amp;S)</translation>
    </message>
    <message>
        <source>Red &amp;outline</source>
        <translation>赤い縁取り(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>星(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>盤全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>CPU ({kind})</source>
        <translation>CPU({kind})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat {seat}&lt;/b&gt; {who}: {cards} cards, {passes} passes</source>
        <translation>&lt;b&gt;席 {seat}&lt;/b&gt; {who}: 札 {cards} 枚、パス {passes} 回</translation>
    </message>
    <message>
        <source>Your turn, and the first card of the deal: play {province}, the start province (click it below, then its lit place on the map, or drag it there).</source>
        <translation>あなたの番です。最初の 1 枚として、スタートの国 {province} を出してください(下の札をクリックし、地図の光った場所をクリック。ドラッグでも出せます)。</translation>
    </message>
    <message>
        <source>Your turn, and the first card of the deal: any card may open it. Click one below, then its lit place on the map (or drag it there).</source>
        <translation>あなたの番です。最初の 1 枚はどの札でも出せます。下の札をクリックし、地図の光った場所をクリックしてください(ドラッグでも出せます)。</translation>
    </message>
    <message>
        <source>Seat {seat}, {who}</source>
        <translation>席 {seat}、{who}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>残り %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}. Seat {seat}: {text}</source>
        <translation>{number}. 席 {seat}: {text}</translation>
    </message>
    <message>
        <source>Seat {seat}, {who}: {text}</source>
        <translation>席 {seat}、{who}: {text}</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>seat {seat}, {who}</source>
        <translation>席 {seat}({who})</translation>
    </message>
    <message>
        <source>emptied their hand</source>
        <translation>手札を出し切った</translation>
    </message>
    <message>
        <source>held the fewest cards when everyone passed</source>
        <translation>全員がパスしたとき手札がいちばん少なかった</translation>
    </message>
    <message>
        <source>seat {seat}: {cards}</source>
        <translation>席 {seat}: {cards} 枚</translation>
    </message>
    <message>
        <source>Game over after {turns} turns — winner {winners} ({why}). Cards left: {sizes}.</source>
        <translation>{turns} 手番で終了 — 勝者 {winners}({why})。残りの札: {sizes}。</translation>
    </message>
</context>
<context>
    <name>LegendPanel</name>
    <message>
        <source>Sea link: a ferry, bridge or tunnel between towns</source>
        <translation>海の連絡: 町どうしを結ぶ航路・橋・トンネル</translation>
    </message>
    <message>
        <source>A town&apos;s strength (★ of its specialties; ★1 is not shown)</source>
        <translation>町の強さ(名産品の★。★1 は表示しません)</translation>
    </message>
    <message>
        <source>Towns that share a border</source>
        <translation>境界を接する町</translation>
    </message>
    <message>
        <source>五街道 (main highways)</source>
        <translation>五街道</translation>
    </message>
    <message>
        <source>脇街道, primary</source>
        <translation>脇街道(主要)</translation>
    </message>
    <message>
        <source>脇街道, secondary</source>
        <translation>脇街道(その他)</translation>
    </message>
    <message>
        <source>Junction: highways meet, a line may change to another</source>
        <translation>分岐点: 街道が交わり、別の街道に乗り換えられる</translation>
    </message>
    <message>
        <source>Ferry route</source>
        <translation>航路</translation>
    </message>
    <message>
        <source>Neighbours by the geometry</source>
        <translation>境界データによる隣国</translation>
    </message>
    <message>
        <source>Neighbours added by the designers</source>
        <translation>デザイナーが加えた隣国</translation>
    </message>
    <message>
        <source>Neighbours removed by the designers</source>
        <translation>デザイナーが外した隣国</translation>
    </message>
    <message>
        <source>A card moved off its home, with its leader line</source>
        <translation>元の位置からずらした札と引き出し線</translation>
    </message>
    <message>
        <source>The start province</source>
        <translation>起点の国</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Click a province or town to see its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;国や市区町村をクリックすると詳しい情報が出ます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Towns</source>
        <translation>市区町村(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Highways</source>
        <translation>街道(&amp;H)</translation>
    </message>
    <message>
        <source>A&amp;djacency</source>
        <translation>隣接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Ferry routes</source>
        <translation>航路(&amp;F)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>編集パネル</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Details and history</source>
        <translation>詳細と履歴</translation>
    </message>
    <message>
        <source>Could not keep a copy of the unsaved changes: {error}</source>
        <translation>未保存の変更の控えを残せませんでした: {error}</translation>
    </message>
    <message>
        <source>an untitled dataset</source>
        <translation>無題のデータセット</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <source>Kuni Studio stopped on {when} with unsaved changes to {name}. Recover them?

Yes opens them (save to keep them); No discards them.</source>
        <translation>Kuni Studio は {when} に、{name} の変更を保存しないまま終了しました。復元しますか?

「はい」で開きます(残すには保存してください)。「いいえ」で破棄します。</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>札</translation>
    </message>
    <message>
        <source> Card size </source>
        <translation> 札の大きさ </translation>
    </message>
    <message>
        <source>The candidate card sizes of this dataset (W×H px on the board)</source>
        <translation>このデータセットの札の大きさの候補(盤上の幅×高さ px)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Add a candidate card size to study (an undoable edit)</source>
        <translation>検討する札の大きさの候補を加えます(取り消せる編集)</translation>
    </message>
    <message>
        <source>Adopt</source>
        <translation>採用</translation>
    </message>
    <message>
        <source>Make the size shown the adopted one (an undoable edit)</source>
        <translation>表示中の大きさを採用します(取り消せる編集)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the size shown from the candidates (an undoable edit)</source>
        <translation>表示中の大きさを候補から外します(取り消せる編集)</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>比較…</translation>
    </message>
    <message>
        <source>Every candidate size laid out, beside the designers&apos; table</source>
        <translation>すべての候補を配置し、デザイナーの表と並べます</translation>
    </message>
    <message>
        <source>  (turn on View ▸ Cards to lay them out)</source>
        <translation>  (表示 ▸ 札 をオンにすると配置します)</translation>
    </message>
    <message>
        <source>{size} (adopted)</source>
        <translation>{size}(採用)</translation>
    </message>
    <message>
        <source>Add card size</source>
        <translation>札の大きさを追加</translation>
    </message>
    <message>
        <source>Width × height in board px (e.g. 25x28):</source>
        <translation>盤上の幅 × 高さ(px、例: 25x28):</translation>
    </message>
    <message>
        <source>Adopt card size</source>
        <translation>札の大きさを採用</translation>
    </message>
    <message>
        <source>Remove card size</source>
        <translation>札の大きさを削除</translation>
    </message>
    <message>
        <source>No board or no candidate card sizes to compare.</source>
        <translation>比べる盤か札の大きさの候補がありません。</translation>
    </message>
    <message>
        <source>  (no candidate card sizes: Add… one)</source>
        <translation>  (札の大きさの候補がありません: 「追加…」で加えてください)</translation>
    </message>
    <message>
        <source>  laying out {size}…</source>
        <translation>  {size} を配置中…</translation>
    </message>
    <message>
        <source>  pairs before {before} → after {after}, max shift {max_shift:.1f} px, mean {mean_shift:.1f} px, crossings {crossings}, hidden homes {hidden}</source>
        <translation>  重なり {before} → {after}、最大のずれ {max_shift:.1f} px、平均 {mean_shift:.1f} px、線の交差 {crossings}、隠れた位置 {hidden}</translation>
    </message>
    <message>
        <source> — searched exactly</source>
        <translation> — 厳密に探索済み</translation>
    </message>
    <message>
        <source> — the exact search&apos;s best so far; it goes on</source>
        <translation> — 厳密な探索のこれまでの最良(探索中)</translation>
    </message>
    <message>
        <source> (none on the lattice within {floor:.1f} px)</source>
        <translation>(格子上に {floor:.1f} px 未満の配置なし)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>{towns} towns · {sea} sea links · {sister} sister-city links</source>
        <translation>市区町村 {towns} · 海の連絡 {sea} · 姉妹都市 {sister}</translation>
    </message>
    <message>
        <source>{provinces} provinces · {highways} highways · {junctions} junctions · {on} on highways</source>
        <translation>国 {provinces} · 街道 {highways} · 分岐点 {junctions} · 街道上の国 {on}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;New 市区町村バトル board…</source>
        <translation>市区町村バトルの盤を新規作成(&amp;N)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import specialties…</source>
        <translation>名産品を取り込む(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Stop picking on the map</source>
        <translation>地図で選ぶのをやめる</translation>
    </message>
    <message>
        <source>Turn off every panel&apos;s picking on the map (Esc)</source>
        <translation>すべてのパネルで地図から選ぶのをやめます(Esc)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Play {title} on this board</source>
        <translation>この盤で{title}を遊ぶ</translation>
    </message>
    <message>
        <source>Play {title}</source>
        <translation>{title}を遊ぶ</translation>
    </message>
    <message>
        <source>O&amp;nline…</source>
        <translation>オンライン(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Host for phones and tablets…</source>
        <translation>スマホ・タブレット用に部屋を開く(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Open record… (replay)</source>
        <translation>棋譜を開く…(再生)(&amp;O)</translation>
    </message>
    <message>
        <source>Simulate {title}…</source>
        <translation>{title}のシミュレーション…</translation>
    </message>
    <message>
        <source>&amp;Balance lab…</source>
        <translation>バランス研究室(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Print-and-play kit…</source>
        <translation>プリント&amp;プレイ キット…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Kuni Studio</source>
        <translation>Kuni Studio について(&amp;A)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Picking on the map is off.</source>
        <translation>地図で選ぶのをやめました。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Circuit: {circuit}&lt;/p&gt;&lt;p&gt;Highways: {highways}&lt;/p&gt;&lt;p&gt;Neighbours: {neighbours}&lt;/p&gt;&lt;p&gt;Ferries: {ferries}&lt;/p&gt;</source>
        <translation>&lt;p&gt;道: {circuit}&lt;/p&gt;&lt;p&gt;街道: {highways}&lt;/p&gt;&lt;p&gt;隣の国: {neighbours}&lt;/p&gt;&lt;p&gt;航路: {ferries}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open dataset</source>
        <translation>データセットを開く</translation>
    </message>
    <message>
        <source>Kuni datasets (*.json)</source>
        <translation>Kuni データセット (*.json)</translation>
    </message>
    <message>
        <source>Cannot open dataset</source>
        <translation>データセットを開けません</translation>
    </message>
    <message>
        <source>New 市区町村バトル board</source>
        <translation>市区町村バトルの盤を新規作成</translation>
    </message>
    <message>
        <source>New board: {towns} towns, {sea} sea links of which {suggested} suggested (File ▸ Save As… keeps it)</source>
        <translation>新しい盤：{towns} の町、海のつながり {sea}（うち提案 {suggested}）（ファイル ▸ 名前を付けて保存… で残せます）</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>Save dataset as</source>
        <translation>データセットに名前を付けて保存</translation>
    </message>
    <message>
        <source>Import specialties</source>
        <translation>名産品を取り込む</translation>
    </message>
    <message>
        <source>CSV tables (*.csv);;All files (*)</source>
        <translation>CSV 表 (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} を読んでいます…</translation>
    </message>
    <message>
        <source>{path}: names no town of this board.</source>
        <translation>{path}: この盤の市区町村がひとつもありません。</translation>
    </message>
    <message>
        <source>
… and {count} more</source>
        <translation>
…ほか {count} 件</translation>
    </message>
    <message>
        <source>{count} row(s) could not be used:

{shown}

Import the {towns} town(s) that matched anyway?</source>
        <translation>{count} 行を使えませんでした:

{shown}

一致した {towns} 市区町村だけを取り込みますか?</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>取り込めません</translation>
    </message>
    <message>
        <source>Imported {count} specialties for {towns} towns (Edit ▸ Undo takes them back)</source>
        <translation>{towns} 市区町村の名産品 {count} 件を取り込みました(編集 ▸ 元に戻す で取り消せます)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>The dataset has errors. Export anyway?</source>
        <translation>データセットにエラーがあります。それでも書き出しますか?</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出せませんでした</translation>
    </message>
    <message>
        <source>Exported {count} file(s) to {out}</source>
        <translation>{out} へ {count} ファイルを書き出しました</translation>
    </message>
    <message>
        <source>the board as it is now: {name}</source>
        <translation>今の盤: {name}</translation>
    </message>
    <message>
        <source>its default board</source>
        <translation>標準の盤</translation>
    </message>
    <message>
        <source>Host for phones and tablets</source>
        <translation>スマホ・タブレット用に部屋を開く</translation>
    </message>
    <message>
        <source>Kuni Studio cannot serve rooms on this computer: {error}</source>
        <translation>このコンピューターで部屋を開けません: {error}</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>棋譜 (*.json)</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>{title} is played on a {kind} dataset with its board: open one first.</source>
        <translation>{title}は盤のある {kind} データセットで遊びます。先に開いてください。</translation>
    </message>
    <message>
        <source>Print-and-play kit</source>
        <translation>プリント&amp;プレイ キット</translation>
    </message>
    <message>
        <source>The kit is made from a 旧国かるた province dataset.</source>
        <translation>キットは旧国かるたの国のデータセットから作ります。</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The kit was not written: {error}</source>
        <translation>キットを書き出せませんでした: {error}</translation>
    </message>
    <message>
        <source>Wrote {path} ({pages} pages)</source>
        <translation>{path} を書き出しました({pages} ページ)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Save your changes before closing this dataset?</source>
        <translation>このデータセットを閉じる前に変更を保存しますか?</translation>
    </message>
</context>
<context>
    <name>MoveKind</name>
    <message>
        <source>move</source>
        <extracomment>The kinds of move the simulator&apos;s telemetry counts, marked so that the report picture names them.</extracomment>
        <translation>移動</translation>
    </message>
    <message>
        <source>place</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>exchange</source>
        <extracomment>The kinds of move the simulator&apos;s telemetry counts, marked so that the report picture names them.</extracomment>
        <translation>交換</translation>
    </message>
    <message>
        <source>play</source>
        <translation>カードを出す</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>return</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>first</source>
        <extracomment>The kinds of move the simulator&apos;s telemetry counts, marked so that the report picture names them.</extracomment>
        <translation>最初の札</translation>
    </message>
    <message>
        <source>highway</source>
        <translation>街道</translation>
    </message>
    <message>
        <source>adjacency</source>
        <translation>隣接</translation>
    </message>
    <message>
        <source>ferry</source>
        <translation>航路</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>The kinds of move the simulator&apos;s telemetry counts, marked so that the report picture names them.</extracomment>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>road</source>
        <translation>道</translation>
    </message>
    <message>
        <source>house</source>
        <translation>おうち</translation>
    </message>
    <message>
        <source>city</source>
        <translation>大きなおうち</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>お助けカードを買う</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>奪う</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>雲</translation>
    </message>
    <message>
        <source>end</source>
        <translation>手番終了</translation>
    </message>
</context>
<context>
    <name>NewBattleBoardDialog</name>
    <message>
        <source>New 市区町村バトル board</source>
        <extracomment>Prefecture boxes per row inside a region&apos;s group.</extracomment>
        <translation>市区町村バトルの盤を新規作成</translation>
    </message>
    <message>
        <source>Every town of the prefectures you tick becomes a piece. A region&apos;s button ticks all of it.</source>
        <translation>チェックした都道府県の市区町村がすべて駒になります。地方のボタンで地方全体をチェックします。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>Split designated cities into their &amp;wards</source>
        <translation>政令指定都市を区に分ける(&amp;W)</translation>
    </message>
    <message>
        <source>The game treats a designated city (横浜市, 大阪市 …) as one town: ★4, up to 3 reinforcements, movement from the whole city&apos;s area. Ticked, each ward is a town of its own.</source>
        <translation>ゲームでは政令指定都市（横浜市・大阪市など）を1つの町としてあつかいます：★4、援軍の上限3、移動力は市全体の面積から。チェックすると区がそれぞれ1つの町になります。</translation>
    </message>
    <message>
        <source>&amp;Include the 1945 千島列島 and 南樺太 with 北海道</source>
        <translation>北海道に 1945 年の千島列島と南樺太を含める(&amp;I)</translation>
    </message>
    <message>
        <source>The design document&apos;s board has the 千島列島 in their 1945 districts (得撫郡, 新知郡, 占守郡) and 南樺太&apos;s 42 towns of 1945 (their boundaries estimated from their offices); untick for the present-day 北海道.</source>
        <translation>設計書の盤には 1945 年当時の区分の千島列島(得撫郡・新知郡・占守郡)と南樺太の 42 町村(境界は役場の位置から推定)があります。いまの北海道にするにはチェックを外します。</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New 市区町村バトル game</source>
        <translation>市区町村バトルの新しいゲーム</translation>
    </message>
    <message>
        <source>人数 (&amp;players)</source>
        <translation>人数(&amp;P)</translation>
    </message>
    <message>
        <source>だれが遊ぶ? (who plays)</source>
        <translation>だれが遊ぶ?</translation>
    </message>
    <message>
        <source>組 (team)</source>
        <translation>組</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>as each seat says</source>
        <translation>席ごとの設定どおり</translation>
    </message>
    <message>
        <source>every CPU {kind}</source>
        <translation>CPU はすべて {kind}</translation>
    </message>
    <message>
        <source>Sets every CPU seat of the table to one strength</source>
        <translation>すべての CPU 席を同じ強さにします</translation>
    </message>
    <message>
        <source>CPU &amp;strength</source>
        <translation>CPU の強さ(&amp;S)</translation>
    </message>
    <message>
        <source>紅白戦: 紅組 against 白組 (each seat&apos;s team in the table)</source>
        <translation>紅白戦: 紅組 対 白組(各席の組は表で選びます)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分</translation>
    </message>
    <message>
        <source>持ち時間 (each person&apos;s &amp;time, whole game)</source>
        <translation>持ち時間(一人あたり、ゲーム全体)(&amp;T)</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>1 手 {seconds} 秒</translation>
    </message>
    <message>
        <source>秒読み (then, per &amp;move)</source>
        <translation>秒読み(その後、1 手ごと)(&amp;M)</translation>
    </message>
    <message>
        <source>Out of time: a CPU moves for that seat (時間切れ).</source>
        <translation>時間切れになると、その席の手は CPU が指します。</translation>
    </message>
    <message>
        <source>Only the seats people play have a clock; it stops while a menu or the rules are open.</source>
        <translation>時計があるのは人が遊ぶ席だけです。メニューやルールを開いている間は止まります。</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>シード(&amp;E)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New {title} game</source>
        <extracomment>What the rules combo shows for options that match no preset.</extracomment>
        <translation>{title}の新しいゲーム</translation>
    </message>
    <message>
        <source>— (no player)</source>
        <translation>—(なし)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>Seat &amp;{seat}</source>
        <translation>席 &amp;{seat}</translation>
    </message>
    <message>
        <source>S&amp;eed (the same seed deals the same game)</source>
        <translation>シード(同じシードなら同じ配り)(&amp;E)</translation>
    </message>
    <message>
        <source>Choose &quot;You&quot; for one seat at most: the table shows one hand.</source>
        <translation>「あなた」を選べるのは 1 席だけです(画面に出せる手札はひとつです)。</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Online — Kuni Studio</source>
        <extracomment>Pings while connected, ms. How long the others wait for a room&apos;s host app before the lowest seat serves the room on, ms.</extracomment>
        <translation>オンライン — Kuni Studio</translation>
    </message>
    <message>
        <source>a nickname</source>
        <translation>ニックネーム</translation>
    </message>
    <message>
        <source>Everyone in the room sees your nickname: do not use your real name.</source>
        <translation>ニックネームは部屋の全員に見えます。本名などは入れないでください。</translation>
    </message>
    <message>
        <source>On this computer (others on this network can join)</source>
        <translation>この端末で(同じネットワークのほかの人が入れます)</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>サーバーで:</translation>
    </message>
    <message>
        <source>prefectures or a region: 13, 14,13, kanto</source>
        <translation>都道府県か地方: 13、14,13、kanto</translation>
    </message>
    <message>
        <source>Rules and clock</source>
        <translation>ルールと持ち時間</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>1 手 {seconds} 秒</translation>
    </message>
    <message>
        <source>持ち時間 (each person, whole game)</source>
        <translation>持ち時間(ひとりごと、対局全体)</translation>
    </message>
    <message>
        <source>秒読み (then, per move)</source>
        <translation>秒読み(そのあと 1 手ごと)</translation>
    </message>
    <message>
        <source>&amp;Make a room</source>
        <translation>部屋をつくる(&amp;M)</translation>
    </message>
    <message>
        <source>Make a room</source>
        <translation>部屋をつくる</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>of them CPUs</source>
        <translation>うち CPU</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>入る(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>観戦する(&amp;W)</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>コードで入る</translation>
    </message>
    <message>
        <source>&amp;Search this network</source>
        <translation>このネットワークを探す(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation>自分の席にもどる(&amp;T)</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>このネットワークの部屋</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>ニックネーム</translation>
    </message>
    <message>
        <source>Copy the &amp;link</source>
        <translation>リンクをコピー(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>対局をはじめる(&amp;S)</translation>
    </message>
    <message>
        <source>Set the &amp;chosen seat</source>
        <translation>選んだ席をこの設定に(&amp;C)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>通信のようす</translation>
    </message>
    <message>
        <source>Room code (tell the others):</source>
        <translation>部屋のコード(ほかの人に伝えてください):</translation>
    </message>
    <message>
        <source>No room server answers at {url}: {error}</source>
        <translation>{url} で部屋のサーバーが応答しません: {error}</translation>
    </message>
    <message>
        <source>The rules cannot be used: {error}</source>
        <translation>このルールは使えません: {error}</translation>
    </message>
    <message>
        <source>The room was not made: {error}</source>
        <translation>部屋をつくれませんでした: {error}</translation>
    </message>
    <message>
        <source>A room code is {length} letters and digits, as the host&apos;s app shows it.</source>
        <translation>部屋のコードは、ホストの画面に出る {length} 文字の英数字です。</translation>
    </message>
    <message>
        <source>Could not join {code}: {error}</source>
        <translation>{code} に入れませんでした: {error}</translation>
    </message>
    <message>
        <source>Could not watch {code}: {error}</source>
        <translation>{code} を観戦できませんでした: {error}</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>探しています…</translation>
    </message>
    <message>
        <source>{code} — your seat {seat} — {url}</source>
        <translation>{code} — あなたの席 {seat} — {url}</translation>
    </message>
    <message>
        <source>{code} — {title}{board} — {open} of {seats} seats open — {url}</source>
        <translation>{code} — {title}{board} — 空き {open} / {seats} 席 — {url}</translation>
    </message>
    <message>
        <source>No open room on this network.</source>
        <translation>このネットワークに入れる部屋はありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局が終わりました。</translation>
    </message>
    <message>
        <source>The host left: this computer serves the room on.</source>
        <translation>ホストがいなくなりました。この端末が部屋を引きつぎました。</translation>
    </message>
    <message>
        <source>In a browser: &lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;</source>
        <translation>ブラウザーで参加: &lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>(open: waiting for a person)</source>
        <translation>(空き: 人を待っています)</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>人</translation>
    </message>
    <message>
        <source> — you</source>
        <translation> — あなた</translation>
    </message>
    <message>
        <source> (host)</source>
        <translation>(ホスト)</translation>
    </message>
    <message>
        <source>{title}{board} — the host&apos;s options: {rules} · {clock}</source>
        <translation>{title}{board} — ホストの設定: {rules} · {clock}</translation>
    </message>
    <message>
        <source>open, for a person</source>
        <translation>空ける(人を待つ)</translation>
    </message>
    <message>
        <source>The game is being played.</source>
        <translation>対局中です。</translation>
    </message>
    <message>
        <source>Open seats left at the start are played by a CPU.</source>
        <translation>はじめるときに空いている席は CPU が受けもちます。</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>ホストが対局をはじめるのを待っています。</translation>
    </message>
    <message>
        <source>The room&apos;s link is copied: send it to the others.</source>
        <translation>部屋のリンクをコピーしました。ほかの人に送ってください。</translation>
    </message>
    <message>
        <source>{title} — online room {code}</source>
        <translation>{title} — オンラインの部屋 {code}</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>つながっています</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>つなぎなおしています…</translation>
    </message>
    <message>
        <source>on this computer, port {port}</source>
        <translation>この端末(ポート {port})</translation>
    </message>
    <message>
        <source>Server: {where}&lt;br&gt;State: {state}&lt;br&gt;Round trip: {trip}&lt;br&gt;Reconnections: {count}</source>
        <translation>サーバー: {where}&lt;br&gt;状態: {state}&lt;br&gt;往復時間: {trip}&lt;br&gt;つなぎなおし: {count} 回</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>The room is served from this computer: if you close, the others wait a moment, then the lowest seat&apos;s app serves it on. Close?</source>
        <translation>この部屋はこの端末が管理しています。閉じると、ほかの人は少し待ったあと、席の若い人の端末が引きつぎます。閉じますか?</translation>
    </message>
</context>
<context>
    <name>OutputRefused</name>
    <message>
        <source>{out} is read-only: it was left as it is; give --force to replace it</source>
        <translation>{out} は読み取り専用です。そのままにしました。置き換えるには --force を付けてください</translation>
    </message>
    <message>
        <source>{out}: the folder {folder} does not exist; make it first, or write elsewhere</source>
        <translation>{out}：フォルダー {folder} がありません。先に作るか、別の場所に書いてください</translation>
    </message>
    <message>
        <source>{out} is also what the command reads ({source}): it was left as it is; write the output elsewhere</source>
        <translation>{out} はこのコマンドが読むファイル（{source}）でもあります。そのままにしました。出力は別の場所に書いてください</translation>
    </message>
    <message>
        <source>{out}: this output is written as a {endings} file, not {ending}; give a name ending in {endings}</source>
        <translation>{out}：この出力は {endings} のファイルで、{ending} ではありません。{endings} で終わる名前を指定してください</translation>
    </message>
    <message>
        <source>a name without an ending</source>
        <translation>拡張子のない名前</translation>
    </message>
    <message>
        <source>{out} is a folder, and this output is a file: give a file name</source>
        <translation>{out} はフォルダーですが、この出力はファイルです。ファイルの名前を指定してください</translation>
    </message>
    <message>
        <source>{out} is {found}, not {writing}: it was left as it is (write elsewhere, or give --force to replace it)</source>
        <translation>{out} は{found}で、{writing}ではありません。そのままにしました(別の場所に書くか、置き換えるなら --force をつけてください)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>What an OS error means, in the words a designer reads (the C library&apos;s own words are English).</extracomment>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>ディスクの割り当てを使い切っています</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>そのファイルやフォルダーはありません</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>権限がありません</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>それはフォルダーです</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>パスの途中がフォルダーではなくファイルです</translation>
    </message>
    <message>
        <source>something of that name is already there</source>
        <translation>同じ名前のものがすでにあります</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名前が長すぎます</translation>
    </message>
    <message>
        <source>it is in use</source>
        <translation>使用中です</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>ディスクの読み書きができませんでした</translation>
    </message>
    <message>
        <source>the folder is not empty</source>
        <translation>フォルダーが空ではありません</translation>
    </message>
    <message>
        <source>{out} cannot be looked at ({why}); nothing was written</source>
        <extracomment>What each ending of an output file holds (:mod:`core.io.file_kinds`). The hidden folders of a write in progress: staged, complete, the old output moved aside. How many of a folder&apos;s other files a refusal names.</extracomment>
        <translation>{out} を確認できません（{why}）。何も書き込んでいません</translation>
    </message>
    <message>
        <source>{out} is a file, and this output is a folder of files: give the name of a folder (a new one is made)</source>
        <translation>{out} はファイルですが、この出力はファイルを収めたフォルダーです。フォルダーの名前を指定してください（なければ作ります）</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> ほか {count} 件</translation>
    </message>
    <message>
        <source>{out} also holds other files ({names}): this output replaces its folder whole, so it is written only into a folder of its own; give a new or empty folder</source>
        <translation>{out} にはほかのファイル（{names}）もあります。この出力はフォルダーを丸ごと置き換えるため、専用のフォルダーにしか書きません。新しいフォルダーか空のフォルダーを指定してください</translation>
    </message>
    <message>
        <source>{out} is read-only ({names}): it was left as it is; give --force to replace it</source>
        <translation>{out} は読み取り専用です（{names}）。そのままにしました。置き換えるには --force を付けてください</translation>
    </message>
    <message>
        <source>the folder</source>
        <translation>フォルダー自体</translation>
    </message>
    <message>
        <source>{out}: an earlier write was interrupted and cannot be put right ({why})</source>
        <translation>{out}：前回の書き込みが途中で止まっていて、元に戻せません（{why}）</translation>
    </message>
    <message>
        <source>{out} cannot be written ({why}); nothing was changed</source>
        <translation>{out} に書き込めません（{why}）。何も変更していません</translation>
    </message>
    <message>
        <source>{out}: the kit could not be drawn</source>
        <translation>{out}：キットを描けませんでした</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>画像を PNG にできませんでした</translation>
    </message>
</context>
<context>
    <name>Picking</name>
    <message>
        <source>{held} cannot go to {place}: the lit places are where it can go.</source>
        <translation>{held} は {place} には置けません。光っている場所に置けます。</translation>
    </message>
    <message>
        <source>{place} is not a move now: pick one of the lit things.</source>
        <translation>{place} はいま選べません。光っているものを選んでください。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>システムに合わせる({language})</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>CPU &amp;speed at the game tables</source>
        <translation>ゲーム画面の CPU の速さ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Card size shown on the board</source>
        <translation>盤に表示する札の大きさ(&amp;C)</translation>
    </message>
    <message>
        <source>the user data folder</source>
        <translation>ユーザーデータのフォルダー</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Autosave folder of the games</source>
        <translation>ゲームの自動保存先(&amp;A)</translation>
    </message>
    <message>
        <source>Windows opened from now on use the new language; the main window changes at once.</source>
        <translation>これから開くウィンドウは新しい言語で表示されます。メインウィンドウはすぐに切り替わります。</translation>
    </message>
    <message>
        <source>Autosave folder</source>
        <translation>自動保存先</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>a whole number is expected</source>
        <translation>整数が要ります</translation>
    </message>
    <message>
        <source>a number is expected</source>
        <translation>数が要ります</translation>
    </message>
    <message>
        <source>true or false is expected</source>
        <translation>true か false が要ります</translation>
    </message>
    <message>
        <source>a text in double quotes is expected</source>
        <translation>ダブルクォートで囲んだ文字列が要ります</translation>
    </message>
    <message>
        <source>this is not one of the values the option has</source>
        <translation>このオプションにない値です</translation>
    </message>
    <message>
        <source>at least {ge} is expected</source>
        <translation>{ge} 以上が要ります</translation>
    </message>
    <message>
        <source>more than {gt} is expected</source>
        <translation>{gt} より大きい値が要ります</translation>
    </message>
    <message>
        <source>at most {le} is expected</source>
        <translation>{le} 以下が要ります</translation>
    </message>
    <message>
        <source>less than {lt} is expected</source>
        <translation>{lt} より小さい値が要ります</translation>
    </message>
    <message>
        <source>a list is expected</source>
        <translation>リストが要ります</translation>
    </message>
    <message>
        <source>the list is too short</source>
        <translation>リストが短すぎます</translation>
    </message>
    <message>
        <source>the list is too long</source>
        <translation>リストが長すぎます</translation>
    </message>
    <message>
        <source>the option is missing</source>
        <translation>このオプションがありません</translation>
    </message>
    <message>
        <source>an object is expected</source>
        <translation>オブジェクトが要ります</translation>
    </message>
    <message>
        <source>there is no such field</source>
        <translation>そのような項目はありません</translation>
    </message>
    <message>
        <source>the text is longer than {max_length} characters</source>
        <translation>文字列が {max_length} 文字より長いです</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>文字列が空です</translation>
    </message>
    <message>
        <source>the text is not of the expected form</source>
        <translation>文字列の形が違います</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>{where}: a list of province ids is expected</source>
        <translation>{where}：国の ID のリストが要ります</translation>
    </message>
    <message>
        <source>{where}: there is no province {id}</source>
        <translation>{where}：国 {id} はありません</translation>
    </message>
    <message>
        <source>{where}: {id} is listed twice</source>
        <translation>{where}：{id} が 2 回あります</translation>
    </message>
    <message>
        <source>{where}: an object is expected</source>
        <translation>{where}：オブジェクトが要ります</translation>
    </message>
    <message>
        <source>{where}: not a line end on a highway of this board: {data}</source>
        <translation>{where}：この盤の街道の列の端ではありません：{data}</translation>
    </message>
    <message>
        <source>state.laid: an object of highway ids and province ids is expected</source>
        <translation>state.laid：街道の ID と国の ID のオブジェクトが要ります</translation>
    </message>
    <message>
        <source>state.laid: there is no highway {id}</source>
        <translation>state.laid：街道 {id} はありません</translation>
    </message>
    <message>
        <source>state.laid.{id}: lists a province that is not on the board or not on the highway</source>
        <translation>state.laid.{id}：盤に出ていないか、その街道にない国があります</translation>
    </message>
    <message>
        <source>state.{key}: a whole number from {low} to {high} is expected, not {value}</source>
        <translation>state.{key}：{low}〜{high} の整数が要ります（{value} ではなく）</translation>
    </message>
    <message>
        <source>state: an object is expected</source>
        <translation>state：オブジェクトが要ります</translation>
    </message>
    <message>
        <source>state.hands: {players} hands are expected</source>
        <translation>state.hands：手札が {players} つ要ります</translation>
    </message>
    <message>
        <source>state: {ids} held in two places</source>
        <translation>state：{ids} が二か所にあります</translation>
    </message>
    <message>
        <source>state: cards missing from every hand and the board: {ids}</source>
        <translation>state：どの手札にも盤にもないカードがあります：{ids}</translation>
    </message>
    <message>
        <source>state.heads: a list is expected</source>
        <translation>state.heads：リストが要ります</translation>
    </message>
    <message>
        <source>state.last_placed: there is no province {id}</source>
        <translation>state.last_placed：国 {id} はありません</translation>
    </message>
    <message>
        <source>state.{key}: {players} whole numbers are expected</source>
        <translation>state.{key}：整数が {players} つ要ります</translation>
    </message>
    <message>
        <source>state.winners: seat numbers are expected</source>
        <translation>state.winners：席の番号が要ります</translation>
    </message>
    <message>
        <source>state.end_reason: {reason} is not a way a deal ends</source>
        <translation>state.end_reason：{reason} はディールの終わり方ではありません</translation>
    </message>
    <message>
        <source>record header: {why}</source>
        <translation>記録の見出し：{why}</translation>
    </message>
    <message>
        <source>record header: the seed is not a whole number ({seed})</source>
        <translation>記録の見出し：シードが整数ではありません（{seed}）</translation>
    </message>
    <message>
        <source>not a {game} record (its format should be {format})</source>
        <translation>{game} の記録ではありません（形式は {format} のはずです）</translation>
    </message>
    <message>
        <source>record header: players is not a whole number ({players})</source>
        <translation>記録の見出し：players が整数ではありません（{players}）</translation>
    </message>
    <message>
        <source>moves: a list of moves is expected</source>
        <translation>moves：手のリストが要ります</translation>
    </message>
    <message>
        <source>move {number} is not a move of this game ({why})</source>
        <translation>{number} 手目はこのゲームの手ではありません（{why}）</translation>
    </message>
    <message>
        <source>move {number} cannot be played: {why}</source>
        <translation>{number} 手目は指せません：{why}</translation>
    </message>
    <message>
        <source>the record stops after move {moves}, before the game ends</source>
        <translation>記録は {moves} 手目で止まっていて、ゲームが終わっていません</translation>
    </message>
    <message>
        <source>the replay ends differently from the record: {replayed} where the record says {recorded}</source>
        <translation>再生の結果が記録と違います：再生では {replayed}、記録では {recorded}</translation>
    </message>
    <message>
        <source>the record names an end its moves do not reach</source>
        <translation>記録にある終わりに、記録の手では届きません</translation>
    </message>
    <message>
        <source>the record has {seats} seats, not {kinds}: give one CPU kind per seat</source>
        <translation>記録の席は {seats} つで、{kinds} つではありません。席ごとに CPU の種類を一つ指定してください</translation>
    </message>
    <message>
        <source>a move is a list, not {data}</source>
        <extracomment>A person playing at another device (an online room): their moves come from the room&apos;s server, neither from this table nor from a CPU here.</extracomment>
        <translation>手はリストです（{data} ではなく）</translation>
    </message>
    <message>
        <source>seats: a list of who plays each seat is expected</source>
        <extracomment>A seat&apos;s name is cut to this many characters (it is shown in a banner over the board).</extracomment>
        <translation>seats：各席の遊び手のリストが要ります</translation>
    </message>
    <message>
        <source>a seat {kind} is neither a person (human) nor a CPU of this game ({known})</source>
        <translation>席 {kind} は人（human）でもこのゲームの CPU（{known}）でもありません</translation>
    </message>
    <message>
        <source>not a {game} saved game (its format should be {format})</source>
        <translation>{game} の保存したゲームではありません（形式は {format} のはずです）</translation>
    </message>
    <message>
        <source>a saved game needs its seats and its record</source>
        <translation>保存したゲームには席と記録が要ります</translation>
    </message>
    <message>
        <source>the saved game has a different number of players than seats</source>
        <translation>保存したゲームの人数が席の数と違います</translation>
    </message>
    <message>
        <source>a timeout names a move the record does not have</source>
        <translation>時間切れが記録にない手を指しています</translation>
    </message>
    <message>
        <source>clock: {why}</source>
        <translation>時計：{why}</translation>
    </message>
    <message>
        <source>not a battle move: {data}</source>
        <translation>市区町村バトルの手ではありません：{data}</translation>
    </message>
    <message>
        <source>not a karuta move: {data}</source>
        <translation>旧国かるたの手ではありません：{data}</translation>
    </message>
    <message>
        <source>move {kind} needs a province: {data}</source>
        <translation>手 {kind} には国が要ります：{data}</translation>
    </message>
    <message>
        <source>highway move needs &apos;highway&apos; and &apos;from&apos;: {data}</source>
        <translation>街道の手には &apos;highway&apos; と &apos;from&apos; が要ります：{data}</translation>
    </message>
    <message>
        <source>island: expected an object</source>
        <extracomment>ひろば (the desert): no token, no material. The 19 tiles (the rule book names the materials; the counts are those of the game it is like). The number tokens A–R, in the order they are laid (数字の順番). The dots under a number: how many of the 36 rolls of two dice give it. The harbours clockwise from the upper-left 葉っぱ 2:1 (None: 3:1 for any material). Where each harbour sits: its index among the 30 coast sides, counted clockwise from the middle side of the upper-left corner tile. The rule book: 「３：１港は、上側右の１つが『土地１枚と２枚に 接する角』、残り３つは『どちらの角も土地１枚に接する』」 — the 3:1 harbours at 0, 15 and 25 lie on the middle sides of corner tiles (both corners touch one land tile), the one at 4, on the right of the top, has a corner touching one tile and a corner touching two. The 葉っぱ 2:1 sits on the upper left; the harbours are two to four sides apart, no two sharing a corner. The harbours of games begun before the rule book&apos;s layout was followed (the mixed-corner 3:1 on the left of the top): 「保存済みの対戦は元の配置を保ちます」 — a record saved without its island resumes on these.</extracomment>
        <translation>island：オブジェクトが要ります</translation>
    </message>
    <message>
        <source>island.terrain: expected {tiles} materials or {PLAZA}</source>
        <translation>island.terrain：資源か{PLAZA}が {tiles} 個要ります</translation>
    </message>
    <message>
        <source>island.terrain: expected one {PLAZA}</source>
        <translation>island.terrain：{PLAZA}が一つ要ります</translation>
    </message>
    <message>
        <source>island.numbers: expected {tiles} tokens (2–12 but 7, 0 on {PLAZA})</source>
        <translation>island.numbers：数字札が {tiles} 個要ります（7 を除く 2〜12、{PLAZA}は 0）</translation>
    </message>
    <message>
        <source>island.numbers: {PLAZA} and only {PLAZA} has no token</source>
        <translation>island.numbers：数字札がないのは{PLAZA}だけです</translation>
    </message>
    <message>
        <source>island.letters: expected {tiles} letters</source>
        <translation>island.letters：文字が {tiles} 個要ります</translation>
    </message>
    <message>
        <source>island.harbours[{k}]: expected [kind or null, corner, corner] on the coast</source>
        <translation>island.harbours[{k}]：海岸の [種類か null, 角, 角] が要ります</translation>
    </message>
    <message>
        <source>island.start_corner: expected 0–5</source>
        <translation>island.start_corner：0〜5 が要ります</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Start</source>
        <extracomment>Seconds between moves when the replay plays on by itself.</extracomment>
        <translation>最初</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>配った直後(Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>1 手戻る(←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>1 手進む(→)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>最後の手(End)</translation>
    </message>
    <message>
        <source>Export position…</source>
        <translation>局面を書き出す…</translation>
    </message>
    <message>
        <source>{title} — replay of {name} — Kuni Studio</source>
        <translation>{title} — {name} の再生 — Kuni Studio</translation>
    </message>
    <message>
        <source>{title} — replay — Kuni Studio</source>
        <translation>{title} — 再生 — Kuni Studio</translation>
    </message>
    <message>
        <source> move {move} of {moves} </source>
        <translation> {moves} 手中 {move} 手目 </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Export position</source>
        <translation>局面を書き出す</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Wrote {path}: kuni play {game} --from {name} plays on from here</source>
        <translation>{path} を書き出しました: kuni play {game} --from {name} でここから続けられます</translation>
    </message>
</context>
<context>
    <name>ReportPicture</name>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source> (seat p = {p})</source>
        <translation>（席の p = {p}）</translation>
    </message>
    <message>
        <source>win % (dashed: fair share)</source>
        <translation>勝率 %（破線：均等な取り分）</translation>
    </message>
    <message>
        <source>win %</source>
        <translation>勝率 %</translation>
    </message>
    <message>
        <source>median (ours)</source>
        <translation>中央値（こちら）</translation>
    </message>
    <message>
        <source>median (designers)</source>
        <translation>中央値（デザイナー）</translation>
    </message>
    <message>
        <source>range (designers)</source>
        <translation>範囲（デザイナー）</translation>
    </message>
    <message>
        <source>turns per deal (median {median})</source>
        <translation>1 ディールの手番数（中央値 {median}）</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>{kind}/seat</source>
        <translation>{kind}/席</translation>
    </message>
    <message>
        <source>stall {rate} %</source>
        <translation>手詰まり {rate} %</translation>
    </message>
    <message>
        <source>; seat effect p = {p}</source>
        <translation>；席の影響 p = {p}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>{seat} 番席</translation>
    </message>
    <message>
        <source>win share % (bars: 95 % intervals; dashed: fair share)</source>
        <translation>勝率 %（棒線：95 % 区間、破線：均等な取り分）</translation>
    </message>
    <message>
        <source>legal moves to choose from</source>
        <translation>選べる合法手の数</translation>
    </message>
    <message>
        <source>{measure} (mean by seat)</source>
        <translation>{measure}（席ごとの平均）</translation>
    </message>
    <message>
        <source>move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>game length (moves)</source>
        <translation>ゲームの長さ（手数）</translation>
    </message>
    <message>
        <source>moves in the game</source>
        <translation>ゲームの手数</translation>
    </message>
    <message>
        <source>move by move, from {games} watched games — moves per game: {common}</source>
        <translation>一手ごと（観察した {games} ゲームから）— 1 ゲームあたりの手：{common}</translation>
    </message>
</context>
<context>
    <name>RulePresets</name>
    <message>
        <source>your own mix of the options</source>
        <translation>自分で選んだ組み合わせ</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>any junction</source>
        <extracomment>The options&apos; values in words (the form shows these; the data keeps the values).</extracomment>
        <translation>どの分岐点からでも</translation>
    </message>
    <message>
        <source>reached this turn</source>
        <translation>この手番に届いた分岐点から</translation>
    </message>
    <message>
        <source>either</source>
        <translation>どちらへも</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>順方向だけ</translation>
    </message>
    <message>
        <source>any</source>
        <translation>どれでも</translation>
    </message>
    <message>
        <source>start province</source>
        <translation>起点の国</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>分け合う</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>手番順</translation>
    </message>
    <message>
        <source>uneven</source>
        <translation>不ぞろい</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>除外する</translation>
    </message>
    <message>
        <source>outward</source>
        <translation>島へ向かってだけ</translation>
    </message>
    <message>
        <source>line start</source>
        <translation>新しい線の始まり</translation>
    </message>
    <message>
        <source>where a new line may start: any junction on the board, or only one your own chain reached this turn</source>
        <translation>新しい線を始められる場所: 盤のどの分岐点からでもか、この手番に自分のつながりが届いた分岐点だけか</translation>
    </message>
    <message>
        <source>transfer directions</source>
        <translation>乗り換えの向き</translation>
    </message>
    <message>
        <source>after a transfer, either way along the new highway, or only forward in its listed order</source>
        <translation>乗り換えたあと、新しい街道をどちらへも進めるか、並び順の向きだけか</translation>
    </message>
    <message>
        <source>pass through</source>
        <translation>通り抜け</translation>
    </message>
    <message>
        <source>a line runs on through a province already on the board to the next free one</source>
        <translation>線は盤にすでにある国を通り抜けて、次の空いた国まで伸びる</translation>
    </message>
    <message>
        <source>first card</source>
        <translation>最初の札</translation>
    </message>
    <message>
        <source>any card opens the deal, or only the start province (武蔵), whose holder starts</source>
        <translation>どの札からでも始められるか、起点の国(武蔵)だけか(持っている人から始める)</translation>
    </message>
    <message>
        <source>all pass tie</source>
        <translation>全員パスの同数</translation>
    </message>
    <message>
        <source>when everyone passed, the fewest cards share the win, or the first of them in turn order wins</source>
        <translation>全員がパスしたとき、札がいちばん少ない人たちで勝ちを分け合うか、その中で手番が先の人の勝ちか</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>余りの札</translation>
    </message>
    <message>
        <source>cards that do not deal evenly: the first seats get one more, or they are set aside</source>
        <translation>均等に配れない札: 最初の席から 1 枚ずつ多く配るか、除外するか</translation>
    </message>
    <message>
        <source>ferries</source>
        <translation>航路</translation>
    </message>
    <message>
        <source>a ferry carries a card from the route&apos;s first end to its island, one island at a time (肥前 → 壱岐 → 対馬), or either way</source>
        <translation>航路は本土側から島へ、島をひとつずつ渡る(肥前 → 壱岐 → 対馬)か、どちら向きにも渡るか</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>何枚でも</translation>
    </message>
    <message>
        <source>chain limit</source>
        <translation>1 手番の札の上限</translation>
    </message>
    <message>
        <source>at most this many highway cards in one turn (none: any number)</source>
        <translation>1 手番に出せる街道の札の上限(なし: 何枚でも)</translation>
    </message>
    <message>
        <source>back from junctions</source>
        <translation>分岐点から逆向き</translation>
    </message>
    <message>
        <source>a new line from a junction may also run back along a highway whose laid line ends there (the looser reading; the document: a line never grows backwards)</source>
        <translation>分岐点からの新しい線が、そこで終わっている同じ街道を逆向きに伸びてもよい(ゆるい読み方。ルール文書: 線は逆向きに伸びない)</translation>
    </message>
</context>
<context>
    <name>RuleSetForm</name>
    <message>
        <source>{option}: whole numbers separated by commas, not {text}</source>
        <translation>{option}: カンマ区切りの整数を入れてください({text} は使えません)</translation>
    </message>
</context>
<context>
    <name>RulesRefusal</name>
    <message>
        <source>{value} ({words})</source>
        <translation>{value}（{words}）</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>{low}〜{high} の整数</translation>
    </message>
    <message>
        <source>a number from {low} to {high}</source>
        <translation>{low}〜{high} の数</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>{kind} or null</source>
        <translation>{kind} か null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>a list with one of {values} per seat, or null</source>
        <translation>席ごとに {values} のどれかを並べたリストか null</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>整数のリスト</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>The options of this game</source>
        <translation>この対局の設定</translation>
    </message>
    <message>
        <source>Rules — {title}</source>
        <translation>ルール — {title}</translation>
    </message>
    <message>
        <source>The rules could not be read: {error}.</source>
        <translation>ルールを読めませんでした: {error}。</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>a person at this computer</source>
        <extracomment>持ち時間 (minutes for the whole game) and 秒読み (seconds a move) offered; 0 is none. Seats shown before the table scrolls (16 players would make the dialog taller than a laptop&apos;s screen). Who can play a seat, as the seat table offers it.</extracomment>
        <translation>このコンピューターの人</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Move this seat up (earlier in a fixed turn order)</source>
        <translation>この席を上へ(決まった手番順で先に)</translation>
    </message>
    <message>
        <source>Move this seat down</source>
        <translation>この席を下へ</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <source>the server could not keep this (its disk is full or failing): nothing was changed; try again in a moment</source>
        <extracomment>Failed guesses (unknown codes, wrong tokens) per :data:`GUESS_WINDOW` seconds: a connection may make this many, an address (a school&apos;s or a café&apos;s shared one) several times more. A right token is never refused for the guesses of others. Guesses an address may make in :data:`GUESS_WINDOW` from connections that have not guessed wrong themselves (each connection&apos;s first): past this, a flood of new connections is slowed too. A connection that has made no wrong guess is not refused for others&apos; below it. Messages a connection may send per second before it is told to slow down. Malformed messages (not JSON, not one of the protocol&apos;s, too large or too many values) a connection may send in :data:`MALFORMED_WINDOW` seconds: the next closes it (a client of this protocol sends none; a hostile one would keep the server parsing). Connections one address may hold at once (a school&apos;s shared address has a few dozen players), and file descriptors kept free of connections whatever the limit (the rooms&apos; files, a new visitor&apos;s): past either, a new connection is closed as soon as it is accepted. … a network (an IPv4 /24, an IPv6 /48) at most this many; of the connections that have not said hello yet, a visitor holds at most :data:`HELLOLESS_PER_ADDRESS` — and when the server&apos;s share of file descriptors runs short those are closed first, the oldest first, so that a crowd of silent connections never keeps a newcomer out. The last :data:`CONNECTION_RESERVE` of them go only to visitors holding fewer than :data:`FEW_CONNECTIONS`. The same log line (a reason) is written at most once a minute; the next says how many were left out. Rooms a server holds at most (a full server refuses new ones) … … of which one address may have made at most this many still being played or waited in, and one connection this many: no visitor fills the server. … a network (an IPv4 /24, an IPv6 /48) at most this many; the server makes at most :data:`ROOM_RATE` rooms a minute for visitors who hold one already (a newcomer&apos;s first room is never held up), and the last :data:`ROOM_RESERVE` rooms (at most a tenth) go only to visitors who hold none. Listed waiting rooms one visitor may have: more are made unlisted (a flood of listed rooms would push the real ones off the list). Seconds a waiting room&apos;s host may be gone before the host&apos;s part passes to the next person waiting in it; and seconds a waiting room with nobody connected lasts before it is closed (it is unlisted at once). Seconds before a CPU&apos;s or stand-in&apos;s move that could not be kept (a full disk) is tried again. Boards, compiled rules and browsers&apos; boards kept in memory for the rooms to come, by their cells in all (the least recently used go first; a room holds its own rules while it is played): about two nationwide boards&apos; worth each, or a hundred prefectures&apos;. A game with no board counts one. What a room costs on each board: docs/benchmarks.md (bench_online_memory.py). Seconds a new connection has to say ``hello``, and a message to arrive whole once begun. Seconds a finished room stays open (its people read the end, watchers catch up); its file stays. Seconds a person&apos;s seat with nobody connected to it waits on its turn before the stand-in CPU moves for it (a game never stops because someone left; they find their seat again on return).</extracomment>
        <translation>サーバーがこれを保存できませんでした（ディスクがいっぱいか故障しています）。何も変わっていません。少ししてからもう一度どうぞ</translation>
    </message>
    <message>
        <source>say hello within {hello_seconds} s</source>
        <translation>{hello_seconds} 秒以内にあいさつ（hello）を送ってください</translation>
    </message>
    <message>
        <source>room {code} closed: everyone left before the start</source>
        <translation>部屋 {code} は閉じました。始まる前に全員が退室しました</translation>
    </message>
    <message>
        <source>too many messages: at most {rate} a second</source>
        <translation>メッセージが多すぎます。1 秒に {rate} 通までです</translation>
    </message>
    <message>
        <source>not a message of this protocol: {error}</source>
        <translation>このプロトコルのメッセージではありません：{error}</translation>
    </message>
    <message>
        <source>say hello first, with the protocol version</source>
        <translation>まずプロトコルの版をつけてあいさつ（hello）を送ってください</translation>
    </message>
    <message>
        <source>the request failed: {error}</source>
        <translation>要求を処理できませんでした：{error}</translation>
    </message>
    <message>
        <source>protocol {protocol}</source>
        <translation>プロトコル {protocol}</translation>
    </message>
    <message>
        <source>another protocol</source>
        <translation>別のプロトコル</translation>
    </message>
    <message>
        <source>this server speaks protocol {PROTOCOL_VERSION}, the app {theirs}: update Kuni Studio (the same version on every device) and try again</source>
        <translation>このサーバーはプロトコル {PROTOCOL_VERSION}、アプリは{theirs}です。Kuni Studio を更新して（どの端末も同じ版に）もう一度どうぞ</translation>
    </message>
    <message>
        <source>too many unknown rooms or wrong tokens: wait a minute</source>
        <translation>ない部屋や違う鍵が多すぎます。1 分待ってください</translation>
    </message>
    <message>
        <source>no room {code} on this server (ended, or a typo)</source>
        <translation>このサーバーに部屋 {code} はありません（終わったか、打ち間違いです）</translation>
    </message>
    <message>
        <source>a connection may hold at most {rooms} rooms at once: finish or leave one</source>
        <translation>一つの接続で同時に持てる部屋は {rooms} までです。どれかを終えるか退室してください</translation>
    </message>
    <message>
        <source>at most {rooms} rooms at once from one address: finish or leave one</source>
        <translation>一つのアドレスから同時に持てる部屋は {rooms} までです。どれかを終えるか退室してください</translation>
    </message>
    <message>
        <source>at most {rooms} rooms at once from one network: try later</source>
        <translation>一つのネットワークから同時に持てる部屋は {rooms} までです。後でどうぞ</translation>
    </message>
    <message>
        <source>this server is full: try later</source>
        <translation>このサーバーは満員です。後でどうぞ</translation>
    </message>
    <message>
        <source>this server is nearly full: its last rooms are for people who have none; finish one first</source>
        <translation>このサーバーはほぼ満員です。残りの部屋はまだ部屋のない人のためのものです。先にどれかを終えてください</translation>
    </message>
    <message>
        <source>rooms are being made very fast here (over {rate} a minute): try again in a moment</source>
        <translation>ここでは部屋が次々に作られています（1 分に {rate} より多く）。少ししてからもう一度どうぞ</translation>
    </message>
    <message>
        <source>this server holds as many rooms as it has codes: try later</source>
        <translation>このサーバーは部屋コードを使い切っています。後でどうぞ</translation>
    </message>
    <message>
        <source>cannot make this room: {error}</source>
        <translation>この部屋は作れません：{error}</translation>
    </message>
    <message>
        <source>no game {game} (games: {games})</source>
        <translation>ゲーム {game} はありません（ゲーム：{games}）</translation>
    </message>
    <message>
        <source>{title_ja} cannot be played online (it does not say what each seat sees)</source>
        <translation>{title_ja} はオンラインでは遊べません（各席に見えるものを決めていません）</translation>
    </message>
    <message>
        <source>seat {setting}: open, or cpu:&lt;{kinds}&gt;</source>
        <translation>席 {setting}：open か cpu:&lt;{kinds}&gt; にしてください</translation>
    </message>
    <message>
        <source>the maker&apos;s seat {number} is not an open seat of the {seats}</source>
        <translation>作った人の席 {number} は {seats} 席のうちの空席ではありません</translation>
    </message>
    <message>
        <source>this connection holds seat {number} of room {code} already (one seat a connection)</source>
        <translation>この接続はもう部屋 {code} の席 {number} に座っています（一つの接続に一つの席）</translation>
    </message>
    <message>
        <source>room {code} has no open seat: watch it instead</source>
        <translation>部屋 {code} には空いた席がありません。観戦してください</translation>
    </message>
    <message>
        <source>that is not this seat&apos;s token</source>
        <translation>この席の鍵ではありません</translation>
    </message>
    <message>
        <source>only the room&apos;s host sets it up and starts it</source>
        <translation>部屋の設定と開始はホストだけができます</translation>
    </message>
    <message>
        <source>room {code} has started</source>
        <translation>部屋 {code} はもう始まっています</translation>
    </message>
    <message>
        <source>only an open or CPU seat other than the host&apos;s can be set</source>
        <translation>設定できるのはホスト以外の空席か CPU の席だけです</translation>
    </message>
    <message>
        <source>no CPU {kind} in {title_ja}</source>
        <translation>{title_ja} に CPU {kind} はいません</translation>
    </message>
    <message>
        <source>the order names each of the {seats} seats once</source>
        <translation>順番には {seats} 席をそれぞれ一度ずつ書いてください</translation>
    </message>
    <message>
        <source>cannot set this room so: {error}</source>
        <translation>この部屋をそう設定することはできません：{error}</translation>
    </message>
    <message>
        <source>you are not at room {code}&apos;s table</source>
        <translation>あなたは部屋 {code} の卓にいません</translation>
    </message>
    <message>
        <source>you hold no seat in room {code}</source>
        <translation>あなたは部屋 {code} に席を持っていません</translation>
    </message>
    <message>
        <source>the game is not over yet</source>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <source>the server could not keep the match&apos;s room (its disk is full): look for a match again in a moment</source>
        <translation>サーバーが対戦の部屋を保存できませんでした（ディスクがいっぱいです）。少ししてからもう一度対戦相手を探してください</translation>
    </message>
    <message>
        <source>the game has not started</source>
        <translation>ゲームはまだ始まっていません</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終わっています</translation>
    </message>
    <message>
        <source>move {number} was made already: the game is at move {number2}</source>
        <translation>{number} 手目はもう指されています。いまは {number2} 手目です</translation>
    </message>
    <message>
        <source>it is seat {number}&apos;s turn, not seat {number2}&apos;s</source>
        <translation>いまは席 {number} の番で、席 {number2} の番ではありません</translation>
    </message>
    <message>
        <source>not a move of {title_ja}: {error}</source>
        <translation>{title_ja} の手ではありません：{error}</translation>
    </message>
    <message>
        <source>not a legal move now: {error}</source>
        <translation>いま指せる手ではありません：{error}</translation>
    </message>
    <message>
        <source>not a seat: {data}</source>
        <translation>席ではありません：{data}</translation>
    </message>
    <message>
        <source>not a room file</source>
        <translation>部屋のファイルではありません</translation>
    </message>
</context>
<context>
    <name>ShimaEnd</name>
    <message>
        <source>{turns} turns; points {points}; nobody won before the turn limit</source>
        <translation>{turns} 手番；得点 {points}；手番の上限までに勝者なし</translation>
    </message>
    <message>
        <source>{turns} turns; points {points}; winner {seat} ({name})</source>
        <translation>{turns} 手番；得点 {points}；勝者 {seat}（{name}）</translation>
    </message>
</context>
<context>
    <name>ShimaMove</name>
    <message>
        <source>rolls {total}</source>
        <translation>サイコロ {total}</translation>
    </message>
    <message>
        <source>big house at {corner}</source>
        <translation>大きなおうち({corner})</translation>
    </message>
    <message>
        <source>house at {corner}</source>
        <translation>おうち({corner})</translation>
    </message>
    <message>
        <source>road</source>
        <translation>道</translation>
    </message>
    <message>
        <source>draws a help card</source>
        <translation>おたすけカードを引く</translation>
    </message>
    <message>
        <source>trades {count} {given} for {taken}</source>
        <translation>{given} {count} 枚を {taken} と交換</translation>
    </message>
    <message>
        <source>plays {card} ({materials})</source>
        <translation>{card}を使う({materials})</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>cloud to {tile}</source>
        <translation>雲を{tile}へ</translation>
    </message>
    <message>
        <source>returns {material}</source>
        <translation>{material}を戻す</translation>
    </message>
    <message>
        <source>stops building free roads</source>
        <translation>無料の道づくりを終える</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>{seat} returns {count}</source>
        <translation>{seat}が {count} 枚戻す</translation>
    </message>
    <message>
        <source>{seat} takes a card from {victim}</source>
        <translation>{seat}が{victim}からカードを 1 枚もらう</translation>
    </message>
</context>
<context>
    <name>ShimaPick</name>
    <message>
        <source>road between {first} and {second}</source>
        <translation>{first} と {second} のあいだの道</translation>
    </message>
    <message>
        <source>roll the dice</source>
        <translation>サイコロをふる</translation>
    </message>
    <message>
        <source>draw a help card</source>
        <translation>おたすけカードを引く</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>stop building free roads</source>
        <translation>無料の道づくりを終える</translation>
    </message>
    <message>
        <source>return {material} ({count} still to return)</source>
        <translation>{material} を戻す(あと {count} 枚)</translation>
    </message>
    <message>
        <source>take a card from {seat} ({count} held)</source>
        <translation>{seat} からカードを 1 枚もらう({count} 枚持っている)</translation>
    </message>
    <message>
        <source>trade {count} {given} for 1 {taken}</source>
        <translation>{given} {count} 枚を {taken} 1 枚と交換</translation>
    </message>
    <message>
        <source>use {card}: take {first} and {second}</source>
        <translation>{card} を使う: {first} と {second} をもらう</translation>
    </message>
    <message>
        <source>use {card}: everyone&apos;s {material}</source>
        <translation>{card} を使う: 全員の {material} をもらう</translation>
    </message>
    <message>
        <source>use {card}</source>
        <translation>{card} を使う</translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>What the four builds are called (the help card is bought as a build).</extracomment>
        <translation>道</translation>
    </message>
    <message>
        <source>House</source>
        <translation>おうち</translation>
    </message>
    <message>
        <source>Big house</source>
        <translation>大きなおうち</translation>
    </message>
    <message>
        <source>Help card</source>
        <translation>おたすけカード</translation>
    </message>
</context>
<context>
    <name>ShimaRecord</name>
    <message>
        <source>turn {turn} {who}: {moves}</source>
        <translation>手番 {turn} {who}：{moves}</translation>
    </message>
    <message>
        <source>island (row by row): {rows}</source>
        <translation>島（列ごと）：{rows}</translation>
    </message>
    <message>
        <source>set-up: {who} {move}</source>
        <translation>準備：{who} {move}</translation>
    </message>
    <message>
        <source>{move} ×{times}</source>
        <translation>{move} ×{times}</translation>
    </message>
    <message>
        <source> (longest road)</source>
        <translation>（最長の道）</translation>
    </message>
    <message>
        <source> (雲の名人)</source>
        <translation>（雲の名人）</translation>
    </message>
    <message>
        <source>{who}: {points} points{bonuses}</source>
        <translation>{who}：{points} 点{bonuses}</translation>
    </message>
    <message>
        <source>winner: {who}</source>
        <translation>勝者：{who}</translation>
    </message>
    <message>
        <source>nobody won before the turn limit</source>
        <translation>手番の上限までに勝者なし</translation>
    </message>
</context>
<context>
    <name>ShimaRuleSet</name>
    <message>
        <source>nobody</source>
        <extracomment>The help card&apos;s cost in (木, 土, 葉っぱ, むぎ, 石), the rule book&apos;s 「葉っぱ・むぎ・石を１枚ずつ」; the other builds&apos; costs are rule options (ShimaRuleSet). The おたすけカード kinds. ``雲のおひっこし`` and ``ひみつの１点`` are the rule book&apos;s; the others are those of the game it is like, and how many of each the deck holds is a rule option. 「山札は全部で25枚です」 The options&apos; values in words (the form shows these; the data keeps the values).</extracomment>
        <translation>だれにも払わない</translation>
    </message>
    <message>
        <source>in turn order</source>
        <translation>手番順に払う</translation>
    </message>
    <message>
        <source>Points that win (rule book: 10)</source>
        <translation>勝利点(ルールブック: 10)</translation>
    </message>
    <message>
        <source>points that win</source>
        <translation>勝ちになる点数</translation>
    </message>
    <message>
        <source>A short bank pays</source>
        <translation>銀行が足りないとき</translation>
    </message>
    <message>
        <source>when the bank runs short: nobody is paid that material, or paid in turn order while it lasts</source>
        <translation>銀行の資材が足りないとき: だれにも払わないか、あるかぎり手番順に払うか</translation>
    </message>
    <message>
        <source>Turn limit (0: none)</source>
        <translation>ターンの上限(0: なし)</translation>
    </message>
    <message>
        <source>turns before the game ends with no winner (0: none)</source>
        <translation>勝者なしで終わるまでのターン数(0: なし)</translation>
    </message>
    <message>
        <source>Land tiles 木, 土, 葉っぱ, むぎ, 石</source>
        <translation>土地の枚数 木, 土, 葉っぱ, むぎ, 石</translation>
    </message>
    <message>
        <source>the island&apos;s land tiles of each material, 18 in all (the game it is like: 4, 3, 4, 4, 3)</source>
        <translation>資材ごとの島の土地の枚数、合計 18 枚(もとになったゲーム: 4, 3, 4, 4, 3)</translation>
    </message>
    <message>
        <source>Road costs 木, 土, 葉っぱ, むぎ, 石</source>
        <translation>道の費用 木, 土, 葉っぱ, むぎ, 石</translation>
    </message>
    <message>
        <source>what a road costs (the game it is like: 木 and 土)</source>
        <translation>道をつくる費用(もとになったゲーム: 木と土)</translation>
    </message>
    <message>
        <source>House costs 木, 土, 葉っぱ, むぎ, 石</source>
        <translation>おうちの費用 木, 土, 葉っぱ, むぎ, 石</translation>
    </message>
    <message>
        <source>what a house costs (the game it is like: 木, 土, 葉っぱ and むぎ)</source>
        <translation>おうちを建てる費用(もとになったゲーム: 木、土、葉っぱ、むぎ)</translation>
    </message>
    <message>
        <source>Big house costs 木, 土, 葉っぱ, むぎ, 石</source>
        <translation>大きなおうちの費用 木, 土, 葉っぱ, むぎ, 石</translation>
    </message>
    <message>
        <source>what a big house costs (the game it is like: むぎ 2 and 石 3)</source>
        <translation>大きなおうちにする費用(もとになったゲーム: むぎ 2 と石 3)</translation>
    </message>
    <message>
        <source>Help cards 雲のおひっこし, ひみつの１点, 道づくり, 豊作, ひとりじめ</source>
        <translation>おたすけカード 雲のおひっこし, ひみつの１点, 道づくり, 豊作, ひとりじめ</translation>
    </message>
    <message>
        <source>the 25 help cards of each kind (the game it is like: 14, 5, 2, 2, 2)</source>
        <translation>25 枚のおたすけカードの種類ごとの枚数(もとになったゲーム: 14, 5, 2, 2, 2)</translation>
    </message>
    <message>
        <source>Bank trade (n:1)</source>
        <translation>銀行との交換(n:1)</translation>
    </message>
    <message>
        <source>how many of one material buy one from the bank without a harbour (the game it is like: 4)</source>
        <translation>港なしで銀行から 1 枚もらうのに出す同じ資材の枚数(もとになったゲーム: 4)</translation>
    </message>
</context>
<context>
    <name>ShimaSetup</name>
    <message>
        <source>five tile counts (木, 土, 葉っぱ, むぎ, 石) making 18 land tiles</source>
        <translation>陸のタイルが 18 枚になる五つの枚数（木、土、葉っぱ、むぎ、石）が要ります</translation>
    </message>
    <message>
        <source>five amounts (木, 土, 葉っぱ, むぎ, 石), 0–9 each, not all 0</source>
        <translation>五つの数（木、土、葉っぱ、むぎ、石）が要ります。それぞれ 0〜9 で、全部 0 ではいけません</translation>
    </message>
    <message>
        <source>five card counts making the rule book&apos;s 25 (山札は全部で25枚)</source>
        <translation>ルールブックの 25 枚になる五つの枚数が要ります（山札は全部で25枚）</translation>
    </message>
</context>
<context>
    <name>ShimaWindow</name>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>サイコロをふる(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>ターンを終える(&amp;E)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイヤー&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your materials:</source>
        <translation>あなたの資材:</translation>
    </message>
    <message>
        <source>Bank:</source>
        <translation>銀行:</translation>
    </message>
    <message>
        <source>Help cards:</source>
        <translation>おたすけカード:</translation>
    </message>
    <message>
        <source>Take a card from:</source>
        <translation>カードをもらう相手:</translation>
    </message>
    <message>
        <source>Stop building free roads</source>
        <translation>無料の道づくりを終える</translation>
    </message>
    <message>
        <source>Moves in words</source>
        <translation>手の一覧</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>CPU {kind}</source>
        <translation>CPU {kind}</translation>
    </message>
    <message>
        <source>set-up. {text}</source>
        <translation>準備. {text}</translation>
    </message>
    <message>
        <source>{who} wins with {points} points in turn {turn}.</source>
        <translation>{who} が {turn} ターン目に {points} 点で勝ちました。</translation>
    </message>
    <message>
        <source>Nobody reached {target} points in {turns} turns.</source>
        <translation>{turns} ターンでだれも {target} 点に届きませんでした。</translation>
    </message>
    <message>
        <source>R&amp;oad</source>
        <translation>道(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;House</source>
        <translation>おうち(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Big house</source>
        <translation>大きなおうち(&amp;B)</translation>
    </message>
    <message>
        <source>Help &amp;card</source>
        <translation>おたすけカード(&amp;C)</translation>
    </message>
    <message>
        <source>A 7: return {count} more material(s): click them in your materials.</source>
        <translation>7 が出ました。資材をあと {count} 枚戻します。あなたの資材からクリックしてください。</translation>
    </message>
    <message>
        <source>Click the seat to take a card from.</source>
        <translation>カードをもらう相手をクリックしてください。</translation>
    </message>
    <message>
        <source>Build (R, H, B, then a white place), trade (a material of yours onto the bank&apos;s), use a help card, or end the turn.</source>
        <translation>建てる(R・H・B を押して白い場所へ)、交換する(あなたの資材を銀行の資材の上へ)、おたすけカードを使う、またはターンを終える。</translation>
    </message>
    <message>
        <source> · longest road</source>
        <translation> · いちばん長い道</translation>
    </message>
    <message>
        <source> · 雲の名人</source>
        <translation> · 雲の名人</translation>
    </message>
    <message>
        <source>&lt;b&gt;{points}&lt;/b&gt; pts</source>
        <translation>&lt;b&gt;{points}&lt;/b&gt; 点</translation>
    </message>
    <message numerus="yes">
        <source>%n material(s)</source>
        <translation>
            <numerusform>資材 %n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>road {length}, 雲 {knights}</source>
        <translation>道 {length}、雲 {knights}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt; — {target} points win</source>
        <translation>&lt;b&gt;プレイヤー&lt;/b&gt; — {target} 点で勝ち</translation>
    </message>
    <message>
        <source>Place a house on a white corner, then a road beside it.</source>
        <translation>白い角におうちを置き、となりに道を置きます。</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>サイコロをふってください。</translation>
    </message>
    <message>
        <source>Move the cloud to a tile with a white ring.</source>
        <translation>白い輪のある土地へ雲を動かしてください。</translation>
    </message>
    <message>
        <source>Place the free roads on white sides.</source>
        <translation>白い辺に無料の道を置いてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pieces left:&lt;/b&gt; roads {roads}, houses {houses}, big houses {cities}</source>
        <translation>&lt;b&gt;残りのコマ:&lt;/b&gt; 道 {roads}、おうち {houses}、大きなおうち {cities}</translation>
    </message>
</context>
<context>
    <name>SimulationReport</name>
    <message>
        <source>{games} games, {players} players, seed {seed}, CPUs {cpus}</source>
        <translation>{games} ゲーム、{players} 人、シード {seed}、CPU {cpus}</translation>
    </message>
    <message>
        <source>seat wins % (turn order): {shares}</source>
        <translation>席ごとの勝率 %（手番順）：{shares}</translation>
    </message>
    <message>
        <source>win rate per seat by strength: {rates}</source>
        <translation>強さ別の 1 席あたり勝率：{rates}</translation>
    </message>
    <message>
        <source>rounds median {median} (min {least}, max {most}); the turn limit decides {limit} %</source>
        <translation>ラウンド数の中央値 {median}（最小 {least}、最大 {most}）；手番上限で決着 {limit} %</translation>
    </message>
    <message>
        <source>homes standing after round 10 / 20 / 30 / end: {shares}</source>
        <translation>本拠地が残っている割合 10 / 20 / 30 ラウンド後 / 終了時：{shares}</translation>
    </message>
    <message>
        <source>win rate by the stars around the home: {rates}</source>
        <translation>本拠地のまわりの★別の勝率：{rates}</translation>
    </message>
    <message>
        <source>★{stars}: {rate} % ({seats} seats)</source>
        <translation>★{stars}：{rate} %（{seats} 席）</translation>
    </message>
    <message>
        <source>towns by ★ on the board: {histogram}</source>
        <translation>盤の町の★の分布：{histogram}</translation>
    </message>
    <message>
        <source>level at the top before the tie-break: {rate} % of games; decided by {decided}</source>
        <translation>タイブレーク前に首位が同点：{rate} % のゲーム；決め手 {decided}</translation>
    </message>
    <message>
        <source>seat wins % (上座 first): {shares}; in tied games: {tied}</source>
        <translation>席ごとの勝率 %（上座から）：{shares}；同点のゲームでは：{tied}</translation>
    </message>
    <message>
        <source>winner&apos;s VP median {median} (min {least}, max {most}); margin over the next median {margin}, 0–1 VP in {close} %</source>
        <translation>勝者の VP 中央値 {median}（最小 {least}、最大 {most}）；2 位との差の中央値 {margin}、差 0–1 VP は {close} %</translation>
    </message>
    <message>
        <source>every player&apos;s VP mean {mean}, sd {sd}; distinct scores per game {distinct} of {players}</source>
        <translation>全プレイヤーの VP 平均 {mean}、標準偏差 {sd}；1 ゲームの異なる得点の数 {distinct}（{players} 人中）</translation>
    </message>
    <message>
        <source>anger tokens 0 / 1 / 2 (out) / 3+ (pardoned): {shares} % of players; nobody standing {nobody} %</source>
        <translation>怒りトークン 0 / 1 / 2（脱落）/ 3 以上（お許し）：プレイヤーの {shares} %；全員脱落 {nobody} %</translation>
    </message>
    <message>
        <source>anger tokens handed out per party: median {median}, max {most}; more than the box&apos;s {box} in {short} % of parties</source>
        <translation>1 回の茶会で配られる怒りトークン：中央値 {median}、最大 {most}；箱の {box} 個を超える茶会 {short} %</translation>
    </message>
    <message>
        <source>majorities shared: {rate} %</source>
        <translation>同数で分け合った過半：{rate} %</translation>
    </message>
    <message>
        <source>the winner took the majority of the suit whose die ended highest in {rate} % of games; that suit is {share} % of the winner&apos;s 名物</source>
        <translation>最後にダイスが最も高かったスートで勝者が最多を取ったゲーム {rate} %；そのスートは勝者の名物の {share} %</translation>
    </message>
    <message>
        <source>as {matches} matches of {games} games (VP added up, the 上座 passing on): level at the top {level} % of matches (single games {single} %); winner&apos;s total median {total}, lead 0–1 VP in {close} %; wins by starting seat {shares} %</source>
        <translation>{games} ゲームで 1 マッチとして {matches} マッチ（VP を合計、上座は回る）：首位同点 {level} % のマッチ（単発ゲームでは {single} %）；勝者の合計の中央値 {total}、差 0–1 VP は {close} %；最初の席ごとの勝率 {shares} %</translation>
    </message>
    <message>
        <source>rules</source>
        <extracomment>The comparison&apos;s columns: heading, and how a report gives the cell.</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>level</source>
        <translation>同点</translation>
    </message>
    <message>
        <source>上座 by tie-break</source>
        <translation>タイブレークで上座</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>共同勝利</translation>
    </message>
    <message>
        <source>margin ≤1</source>
        <translation>差 1 以下</translation>
    </message>
    <message>
        <source>win VP</source>
        <translation>勝者 VP</translation>
    </message>
    <message>
        <source>VP sd</source>
        <translation>VP 標準偏差</translation>
    </message>
    <message>
        <source>out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>top suit</source>
        <translation>最高スート</translation>
    </message>
    <message>
        <source>level match</source>
        <translation>同点マッチ</translation>
    </message>
    <message>
        <source>seat wins % (p)</source>
        <translation>席ごとの勝率 %（p）</translation>
    </message>
    <message>
        <source>what changes</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>{games} games per rule set, {players} players, seed {seed}, CPUs {cpus} (the same deals for every row; &apos;top suit&apos;: games whose winner took the majority of the suit whose die ended highest)</source>
        <translation>ルールごとに {games} ゲーム、{players} 人、シード {seed}、CPU {cpus}（どの行も同じ配り；「最高スート」：最後にダイスが最も高かったスートで勝者が最多を取ったゲーム）</translation>
    </message>
    <message>
        <source>&apos;level match&apos;: matches of {games} games ending level on added-up VP</source>
        <translation>「同点マッチ」：{games} ゲームの合計 VP が同点で終わったマッチ</translation>
    </message>
    <message>
        <source>within noise ({detail})</source>
        <translation>誤差の範囲（{detail}）</translation>
    </message>
    <message>
        <source>differs ({detail})</source>
        <translation>違いあり（{detail}）</translation>
    </message>
    <message>
        <source>our median {low}–{high}</source>
        <translation>こちらの中央値 {low}–{high}</translation>
    </message>
    <message>
        <source>stall (all pass)</source>
        <translation>手詰まり（全員パス）</translation>
    </message>
    <message>
        <source>turns median (min–max)</source>
        <translation>手番数の中央値（最小–最大）</translation>
    </message>
    <message>
        <source>passes median</source>
        <translation>パス数の中央値</translation>
    </message>
    <message>
        <source>seat wins % (turn order)</source>
        <translation>席ごとの勝率 %（手番順）</translation>
    </message>
    <message>
        <source>seat wins % (table seat)</source>
        <translation>席ごとの勝率 %（卓の席）</translation>
    </message>
    <message>
        <source>ours</source>
        <translation>こちら</translation>
    </message>
    <message>
        <source>designers</source>
        <translation>デザイナー</translation>
    </message>
    <message>
        <source>ours against theirs</source>
        <translation>こちら対デザイナー</translation>
    </message>
    <message>
        <source>{games} deals, {players} players, seed {seed}, CPUs {cpus}</source>
        <extracomment>The language the picture being drawn speaks: ``lookup(context, source)`` or None for English.</extracomment>
        <translation>{games} ディール、{players} 人、シード {seed}、CPU {cpus}</translation>
    </message>
    <message>
        <source>win share by CPU kind: {shares}</source>
        <translation>CPU の種類ごとの勝率：{shares}</translation>
    </message>
    <message>
        <source>{kind} {share} % ({per_seat} % per seat)</source>
        <translation>{kind} {share} %（1 席あたり {per_seat} %）</translation>
    </message>
    <message>
        <source>seat wins % (しかっぱら first): {shares}; nobody (turn limit) {limit} %</source>
        <translation>席ごとの勝率 %（しかっぱらから）：{shares}；勝者なし（手番上限）{limit} %</translation>
    </message>
    <message>
        <source>per CPU kind: {rates}</source>
        <translation>CPU の種類ごと：{rates}</translation>
    </message>
    <message>
        <source>turns median {turns} (rounds {rounds}, min {least}, max {most}); 7s per game {sevens}</source>
        <translation>手番数の中央値 {turns}（ラウンド {rounds}、最小 {least}、最大 {most}）；1 ゲームの 7 の回数 {sevens}</translation>
    </message>
    <message>
        <source>winner&apos;s points median {winner}; others&apos; median {others}</source>
        <translation>勝者の得点の中央値 {winner}；ほかの人の中央値 {others}</translation>
    </message>
    <message>
        <source>winner&apos;s points from: houses {houses}, big houses {big}, ひみつの１点 {secret}, longest road {road}, 雲の名人 {cloud}</source>
        <translation>勝者の得点の内訳：おうち {houses}、大きなおうち {big}、ひみつの１点 {secret}、いちばん長い道 {road}、雲の名人 {cloud}</translation>
    </message>
    <message>
        <source>winners holding the longest road {road} %, 雲の名人 {cloud} %; changes of hands per game: road {road_changes}, 雲の名人 {cloud_changes}</source>
        <translation>いちばん長い道を持つ勝者 {road} %、雲の名人 {cloud} %；1 ゲームで持ち主が替わった回数：道 {road_changes}、雲の名人 {cloud_changes}</translation>
    </message>
    <message>
        <source>help cards bought per game {cards}</source>
        <translation>1 ゲームで買ったお助けカード {cards}</translation>
    </message>
    <message>
        <source>games the turn limit decides</source>
        <extracomment>The rate every game&apos;s report shows: each seat&apos;s share of the wins, by turn order. The rates a report states on their own, in words (another key is said as its name).</extracomment>
        <translation>手番上限で決着したゲーム</translation>
    </message>
    <message>
        <source>games the turn limit ends without a winner</source>
        <translation>手番上限で勝者なく終わったゲーム</translation>
    </message>
    <message>
        <source>stalls (everyone passes)</source>
        <translation>手詰まり（全員パス）</translation>
    </message>
    <message>
        <source>level at the top before the tie-break</source>
        <translation>タイブレーク前に首位が同点</translation>
    </message>
    <message>
        <source>won by 0–1 VP</source>
        <translation>0–1 VP 差の勝利</translation>
    </message>
    <message>
        <source>nobody standing</source>
        <translation>全員脱落</translation>
    </message>
    <message>
        <source>more anger tokens than the box holds</source>
        <translation>箱の数を超える怒りトークン</translation>
    </message>
    <message>
        <source>the winner took the top suit&apos;s majority</source>
        <translation>勝者が最高スートで最多</translation>
    </message>
    <message>
        <source>{rules}: {intervals}</source>
        <translation>{rules}：{intervals}</translation>
    </message>
    <message>
        <source>seat wins, 95 % intervals: {intervals}</source>
        <translation>席ごとの勝率、95 % 区間：{intervals}</translation>
    </message>
    <message>
        <source>the seats differ beyond chance</source>
        <translation>席の差は偶然を超えています</translation>
    </message>
    <message>
        <source>no evidence that the seat matters</source>
        <translation>席が影響するという証拠はありません</translation>
    </message>
    <message>
        <source>seat effect: χ² = {chi2} (df {df}), {p} — {verdict}</source>
        <translation>席の影響：χ² = {chi2}（自由度 {df}）、{p} — {verdict}</translation>
    </message>
    <message>
        <source>{rate}: {value} % ({low}–{high})</source>
        <translation>{rate}：{value} %（{low}–{high}）</translation>
    </message>
    <message>
        <source>reached</source>
        <extracomment>The first round of a run with a target precision. A report&apos;s figures that depend on the machine, not on the games.</extracomment>
        <translation>達成</translation>
    </message>
    <message>
        <source>not reached at the most games allowed</source>
        <translation>許された最大ゲーム数でも未達</translation>
    </message>
    <message>
        <source>--until-ci {target}: {verdict} with {games} games (widest interval ±{widest} points, {rounds} round(s))</source>
        <translation>--until-ci {target}：{games} ゲームで{verdict}（最も広い区間 ±{widest} ポイント、{rounds} ラウンド）</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} deals/s</source>
        <translation>{seconds} 秒、毎秒 {rate} ディール</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} games/s</source>
        <translation>{seconds} 秒、毎秒 {rate} ゲーム</translation>
    </message>
    <message>
        <source>rules: {options}</source>
        <translation>ルール：{options}</translation>
    </message>
</context>
<context>
    <name>SpaceForm</name>
    <message>
        <source>from</source>
        <extracomment>The questions, in the tabs&apos; order.</extracomment>
        <translation>から</translation>
    </message>
    <message>
        <source>to</source>
        <translation>まで</translation>
    </message>
</context>
<context>
    <name>SpecialtyTable</name>
    <message>
        <source>the file is neither UTF-8 nor Shift_JIS text: save it from the spreadsheet as CSV (UTF-8)</source>
        <extracomment>A longer physical line is refused as it is read (a row of a few cells is far shorter). The first problems are listed line by line; the rest are counted. A cell of the exported table: ``名物★2`` (★ and a whole number; no ★ means ★1).</extracomment>
        <translation>ファイルが UTF-8 でも Shift_JIS でもありません。表計算ソフトから CSV（UTF-8）で保存してください</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>読めません（{why}）</translation>
    </message>
    <message>
        <source>the file changed while it was read: import it again</source>
        <translation>読んでいる間にファイルが変わりました。もう一度取り込んでください</translation>
    </message>
    <message>
        <source>the line is longer than {limit} characters, which no table row is: is this a CSV file?</source>
        <translation>行が {limit} 文字より長く、表の行ではありえません。CSV ファイルですか？</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>a quote (&quot;) opened in this row is never closed: close it, or remove it</source>
        <extracomment>How often (in rows) a long import tells its progress.</extracomment>
        <translation>この行で開いた引用符（&quot;）が閉じていません。閉じるか、取り除いてください</translation>
    </message>
    <message>
        <source>a quoted cell goes on after its closing quote (&quot;): put the whole cell in quotes, and double a quote inside it (&quot;&quot;)</source>
        <translation>引用符（&quot;）で閉じたセルの後にまだ文字があります。セル全体を引用符で囲み、中の引用符は二つ重ねて（&quot;&quot;）ください</translation>
    </message>
    <message>
        <source>a cell is longer than any name of a specialty: is a quote left open above it?</source>
        <translation>名物の名前としては長すぎるセルがあります。上の行で引用符が開いたままではありませんか？</translation>
    </message>
    <message>
        <source>not a CSV table ({why})</source>
        <translation>CSV の表ではありません（{why}）</translation>
    </message>
    <message>
        <source>the column &apos;{name}&apos; is there twice (columns {first} and {second}): which one is meant? Rename or remove one</source>
        <translation>列 &apos;{name}&apos; が二つあります（{first} 列目と {second} 列目）。どちらのつもりか分からないので、片方の名前を変えるか消してください</translation>
    </message>
    <message>
        <source>needs a code or name column and a specialty column (one row per specialty, with stars) or a specialties column (as kuni export writes it)</source>
        <translation>code か name の列と、specialty の列（名物ごとに 1 行、stars つき）か specialties の列（kuni export が書く形）が要ります</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>{line} 行目：{problem}</translation>
    </message>
    <message>
        <source>a NUL byte, which no text has: is this a spreadsheet&apos;s own file, or text saved as UTF-16? Save it as CSV (UTF-8)</source>
        <translation>テキストにはない NUL バイトがあります。表計算ソフト独自のファイルか、UTF-16 で保存したテキストではありませんか？ CSV（UTF-8）で保存してください</translation>
    </message>
    <message>
        <source>line {line}, column {column}</source>
        <translation>{line} 行目 {column} 列目</translation>
    </message>
    <message>
        <source>no town with the code {code} on this board</source>
        <translation>この盤にはコード {code} の町がありません</translation>
    </message>
    <message>
        <source>no town called {name}{where} on this board</source>
        <translation>この盤には {name}{where} という町がありません</translation>
    </message>
    <message>
        <source> in {prefecture}</source>
        <translation>（{prefecture}）</translation>
    </message>
    <message>
        <source>{name} is in {prefectures}: add a prefecture or code column</source>
        <translation>{name} は {prefectures} にあります。prefecture か code の列を加えてください</translation>
    </message>
    <message>
        <source>the row names no town (no code or name)</source>
        <translation>この行は町を指していません（code も name もありません）</translation>
    </message>
    <message>
        <source>{town} already has {most} specialties; {product} is one too many</source>
        <translation>{town} の名物はもう {most} 個あります。{product} は多すぎます</translation>
    </message>
    <message>
        <source>{product} ★{stars} is not a specialty with a whole number of stars (0–99)</source>
        <translation>{product} ★{stars} は、★が整数（0〜99）の名物ではありません</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>the column(s) {columns} are missing</source>
        <extracomment>The starter table&apos;s bases and the ★ each gives a product (the rule docs/data-battle.md states). The starter table&apos;s columns: the town, the product, its ★ and basis, and the public page (with a quote of what it says) the row was read from — empty for the first rows, written before sources were kept.</extracomment>
        <translation>列 {columns} がありません</translation>
    </message>
    <message>
        <source>the basis &apos;{basis}&apos; is none of {bases}</source>
        <translation>根拠 &apos;{basis}&apos; は {bases} のどれでもありません</translation>
    </message>
    <message>
        <source>★{stars} where the basis gives ★{given}</source>
        <translation>根拠からは★{given} のところが★{stars} です</translation>
    </message>
    <message>
        <source>no town has the code {code}</source>
        <translation>コード {code} の町はありません</translation>
    </message>
    <message>
        <source>the name &apos;{named}&apos; is not the town {code}</source>
        <translation>名前 &apos;{named}&apos; は町 {code} ではありません</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>★{stars}, {towns} towns</source>
        <translation>★{stars}・{towns} 町</translation>
    </message>
    <message>
        <source>{score} (home lost)</source>
        <translation>{score}(本拠地を失った)</translation>
    </message>
    <message>
        <source>{score}; {team} ★{stars} in all</source>
        <translation>{score}({team}の合計 ★{stars})</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} 点</translation>
    </message>
    <message>
        <source>{score} (out: two anger tokens)</source>
        <translation>{score}(怒り 2 つで脱落)</translation>
    </message>
    <message>
        <source>{cards} cards left</source>
        <translation>残り {cards} 枚</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} 点</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>席 {number}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>a move you do not see</source>
        <translation>あなたには見えない手</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>(あなた)</translation>
    </message>
</context>
<context>
    <name>Telemetry</name>
    <message>
        <source>towns</source>
        <translation>町の数</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>★</translation>
    </message>
    <message>
        <source>VP if the party were now</source>
        <translation>いま茶会をしたときの VP</translation>
    </message>
    <message>
        <source>cards in 蔵</source>
        <translation>蔵のカード</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>パス数</translation>
    </message>
    <message>
        <source>points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>materials in hand</source>
        <translation>手持ちの資材</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>no clock</source>
        <translation>時計なし</translation>
    </message>
    <message>
        <source>持ち時間 {time}</source>
        <translation>持ち時間 {time}</translation>
    </message>
    <message>
        <source>秒読み {seconds:g} s</source>
        <translation>秒読み {seconds:g} 秒</translation>
    </message>
    <message>
        <source>{minutes:g} min</source>
        <translation>{minutes:g} 分</translation>
    </message>
    <message>
        <source>{seconds:g} s</source>
        <translation>{seconds:g} 秒</translation>
    </message>
</context>
<context>
    <name>TownFacts</name>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
    <message>
        <source>unaffiliated</source>
        <translation>無所属</translation>
    </message>
    <message>
        <source>{seat}&apos;s</source>
        <translation>{seat}の駒</translation>
    </message>
    <message>
        <source>{seat}&apos;s home (本拠地)</source>
        <translation>{seat}の本拠地</translation>
    </message>
    <message>
        <source>in hand (持ち駒), to be placed</source>
        <translation>持ち駒(これから置く)</translation>
    </message>
    <message>
        <source>gone for good (sacrificed in a call)</source>
        <translation>盤から消えた(呼び出しで差し出した)</translation>
    </message>
    <message>
        <source>on its own cell</source>
        <translation>自分のマスにいる</translation>
    </message>
    <message>
        <source>standing on {town}&apos;s cell</source>
        <translation>{town}のマスにいる</translation>
    </message>
    <message>
        <source>{holder}, {standing}</source>
        <translation>{holder}、{standing}</translation>
    </message>
    <message>
        <source>on this cell now: {town}</source>
        <translation>このマスにいるのは: {town}</translation>
    </message>
    <message>
        <source>{specialties}; 政令指定都市・県庁所在地・千代田区 are ★4 at least</source>
        <translation>{specialties}。政令指定都市・県庁所在地・千代田区は★4 以上</translation>
    </message>
    <message>
        <source>no specialty registered; 政令指定都市・県庁所在地・千代田区 are ★4 at least</source>
        <translation>名産品の登録なし。政令指定都市・県庁所在地・千代田区は★4 以上</translation>
    </message>
    <message>
        <source>no specialty registered, so ★1</source>
        <translation>名産品の登録なし、なので★1</translation>
    </message>
    <message>
        <source>movement {movement} (area {area:.0f} km²)</source>
        <translation>移動 {movement}(面積 {area:.0f} km²)</translation>
    </message>
    <message>
        <source>{ability} (spent)</source>
        <translation>{ability}(使用済み)</translation>
    </message>
    <message>
        <source>{ability} (through a bond)</source>
        <translation>{ability}(絆による)</translation>
    </message>
    <message>
        <source>abilities: {abilities}</source>
        <translation>能力: {abilities}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>♥ bond</source>
        <translation>♥ 絆</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>盤にない</translation>
    </message>
    <message>
        <source>sister cities: {towns}</source>
        <translation>姉妹都市: {towns}</translation>
    </message>
    <message>
        <source>overseas: {cities}</source>
        <translation>海外: {cities}</translation>
    </message>
    <message>
        <source>not called in</source>
        <translation>まだ呼ばれていない</translation>
    </message>
    <message>
        <source>★{stars} — an overseas city&apos;s strength comes from its population ({people})</source>
        <translation>★{stars} — 海外の町の戦力は人口で決まります({people} 人)</translation>
    </message>
    <message>
        <source>movement {movement}</source>
        <translation>移動力 {movement}</translation>
    </message>
</context>
<context>
    <name>TownPanel</name>
    <message>
        <source>ferry (航路)</source>
        <extracomment>The kind box&apos;s words for each of SEA_LINK_KINDS.</extracomment>
        <translation>航路</translation>
    </message>
    <message>
        <source>bridge (橋)</source>
        <translation>橋</translation>
    </message>
    <message>
        <source>tunnel (トンネル)</source>
        <translation>トンネル</translation>
    </message>
    <message>
        <source>Search a town by name, reading or romaji (e.g. 千代田, ちよだ, chiyoda)</source>
        <translation>名前・読み・ローマ字で市区町村を探す(例: 千代田、ちよだ、chiyoda)</translation>
    </message>
    <message>
        <source>Pick a town on the map or search for it.</source>
        <translation>地図で市区町村を選ぶか、探してください。</translation>
    </message>
    <message>
        <source>Designated city (seat)</source>
        <translation>政令指定都市(市役所のある区)</translation>
    </message>
    <message>
        <source>Prefectural capital</source>
        <translation>県庁所在地</translation>
    </message>
    <message>
        <source>Special ward</source>
        <translation>特別区</translation>
    </message>
    <message>
        <source>Specialty</source>
        <translation>名産品</translation>
    </message>
    <message>
        <source>new specialty</source>
        <translation>新しい名産品</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>{japanese} — {english}</source>
        <translation>{japanese}</translation>
    </message>
    <message>
        <source>Add &amp;link</source>
        <translation>提携を追加(&amp;L)</translation>
    </message>
    <message>
        <source>Remove link</source>
        <translation>提携を削除</translation>
    </message>
    <message>
        <source>Add sea link: pick the other town on the &amp;map</source>
        <translation>海の連絡を追加: 相手の市区町村を地図で選ぶ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Confirm sea link</source>
        <translation>海の連絡を確定(&amp;C)</translation>
    </message>
    <message>
        <source>Specialties (double-click to rename or change ★):</source>
        <translation>名産品(ダブルクリックで名前や★を変更):</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>能力:</translation>
    </message>
    <message>
        <source>Sister cities and sea links:</source>
        <translation>姉妹都市と海の連絡:</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Sea link is a</source>
        <translation>海の連絡の種類</translation>
    </message>
    <message>
        <source>{city}, {country} (overseas)</source>
        <translation>{city}({country}、海外)</translation>
    </message>
    <message>
        <source>★{stars} · movement {movement} · {area:.1f} km² · population {population}</source>
        <translation>★{stars} · 移動 {movement} · {area:.1f} km² · 人口 {population}</translation>
    </message>
    <message>
        <source>, suggested</source>
        <translation>、候補</translation>
    </message>
    <message>
        <source>Cannot change the town</source>
        <translation>市区町村を変更できません</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>{errors} error(s), {warnings} warning(s)</source>
        <extracomment>How each severity is marked in the list: its sign and colour (a note is grey: nothing to fix).</extracomment>
        <translation>エラー {errors} 件、警告 {warnings} 件</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>(%n note(s))</source>
        <translation>
            <numerusform>(注 %n 件)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>Kuni Studio — a workbench for designers of Japanese map board games.</source>
        <translation>Kuni Studio — 日本地図のボードゲームをつくる人のための作業台。</translation>
    </message>
    <message>
        <source>About Kuni Studio</source>
        <translation>Kuni Studio について</translation>
    </message>
</context>
<context>
    <name>kuni</name>
    <message>
        <source>Kuni Studio command line.</source>
        <translation>Kuni Studio のコマンドライン。</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>中断しました</translation>
    </message>
    <message>
        <source>{geodata} or {refdata} is not a folder: give --geodata and --refdata</source>
        <translation>{geodata} か {refdata} がフォルダーではありません。--geodata と --refdata を指定してください</translation>
    </message>
    <message>
        <source>the board cannot be written ({why})</source>
        <translation>盤を書き込めません（{why}）</translation>
    </message>
    <message>
        <source>the standalone app&apos;s bundled data is read only: rebuild the bundled boards in a source checkout (a province board elsewhere: --out PATH --no-dataset)</source>
        <translation>単体アプリに同梱のデータは書き換えられません。同梱の盤はソースのチェックアウトで作り直してください(国の盤を別の場所に作るなら --out PATH --no-dataset)</translation>
    </message>
    <message>
        <source>choose the board: --prefectures 13,14, --region kanto or --all</source>
        <translation>盤を選んでください：--prefectures 13,14、--region kanto、または --all</translation>
    </message>
    <message>
        <source>give only one of --prefectures, --region and --all</source>
        <translation>--prefectures・--region・--all はどれか1つだけにしてください</translation>
    </message>
    <message>
        <source>--out PATH is required</source>
        <translation>--out PATH が必要です</translation>
    </message>
    <message>
        <source>unknown region &apos;{region}&apos; (known: {known})</source>
        <translation>地方「{region}」はありません（あるのは {known}）</translation>
    </message>
    <message>
        <source>the nationwide municipality board is missing or cannot be read ({why}); rebuild it with --from-shared</source>
        <translation>全国の市区町村の盤がないか読めません（{why}）。--from-shared で作り直してください</translation>
    </message>
    <message>
        <source>wrote {out}: {cells} cells, {links} sea links ({suggested} suggested)</source>
        <translation>{out} を書きました：{cells} マス、海の連絡 {links}（うち提案 {suggested}）</translation>
    </message>
    <message>
        <source>unknown board kind &apos;{kind}&apos; (known: provinces, municipalities)</source>
        <translation>盤の種類「{kind}」はありません（あるのは provinces, municipalities）</translation>
    </message>
    <message>
        <source>{geodata} is not a folder of geodata: give --geodata DIR</source>
        <translation>{geodata} は地理データのフォルダーではありません。--geodata DIR を指定してください</translation>
    </message>
    <message>
        <source>the board could not be built: {why}</source>
        <translation>盤を作れませんでした：{why}</translation>
    </message>
    <message>
        <source>build a board: provinces (from ../shared), or a municipality board cut from the nationwide one</source>
        <translation>盤を作る：旧国の盤（../shared から）、または全国の盤から切り出した市区町村の盤</translation>
    </message>
    <message>
        <source>provinces | municipalities</source>
        <translation>provinces（旧国）| municipalities（市区町村）</translation>
    </message>
    <message>
        <source>municipalities: prefecture codes, e.g. 13,14</source>
        <translation>市区町村：都道府県コード（例 13,14）</translation>
    </message>
    <message>
        <source>municipalities: hokkaido, tohoku, kanto, chubu, kinki, chugoku, shikoku, kyushu</source>
        <translation>市区町村：地方（hokkaido, tohoku, kanto, chubu, kinki, chugoku, shikoku, kyushu）</translation>
    </message>
    <message>
        <source>municipalities: every prefecture</source>
        <translation>市区町村：すべての都道府県</translation>
    </message>
    <message>
        <source>municipalities: rebuild the committed nationwide board and reference table from ../shared</source>
        <translation>市区町村：リポジトリの全国の盤と参照表を ../shared から作り直す</translation>
    </message>
    <message>
        <source>refdata folder for --from-shared (default ../shared/refdata)</source>
        <translation>--from-shared の参照データのフォルダ（既定 ../shared/refdata）</translation>
    </message>
    <message>
        <source>geodata folder (default ../shared/geodata)</source>
        <translation>地理データのフォルダ（既定 ../shared/geodata）</translation>
    </message>
    <message>
        <source>municipality → province table (default data/provinces/…)</source>
        <translation>市区町村→旧国の対応表（既定 data/provinces/…）</translation>
    </message>
    <message>
        <source>dataset whose derived adjacency to refresh (default the karuta default)</source>
        <translation>導いた隣接を更新するデータセット（既定はかるたの既定）</translation>
    </message>
    <message>
        <source>provinces: board file (default data/boards/provinces.json); municipalities: the dataset to write</source>
        <translation>旧国：盤のファイル（既定 data/boards/provinces.json）；市区町村：書き出すデータセット</translation>
    </message>
    <message>
        <source>municipalities: a town per ward of each designated city (default: each city one town)</source>
        <translation>市区町村：政令指定都市の区をそれぞれ1つの町にする（既定：市を1つの町に）</translation>
    </message>
    <message>
        <source>municipalities: without the 1945 千島列島 districts and 南樺太 (default: with them when 北海道 is chosen)</source>
        <translation>municipalities: 1945 年の千島列島の郡と南樺太を入れない(既定: 北海道を選ぶと入る)</translation>
    </message>
    <message>
        <source>do not touch the dataset</source>
        <translation>データセットには触れない</translation>
    </message>
    <message>
        <source>replace an --out file of another kind than JSON</source>
        <translation>JSON 以外の種類の --out ファイルも置き換える</translation>
    </message>
    <message>
        <source>{path} was not exported: the dataset has errors (the first: {place}: {message}); see them all with kuni validate, or give --force to export it as it is</source>
        <translation>{path} は書き出していません。データセットに誤りがあります（最初の一つ：{place}：{message}）。kuni validate で全部を見るか、このまま書き出すなら --force を付けてください</translation>
    </message>
    <message>
        <source>export a dataset (json, geojson, gpkg, csv)</source>
        <translation>データセットを書き出す（json, geojson, gpkg, csv）</translation>
    </message>
    <message>
        <source>output file (json, gpkg) or folder (geojson, csv)</source>
        <translation>出力ファイル（json, gpkg）またはフォルダ（geojson, csv）</translation>
    </message>
    <message>
        <source>export even when the dataset has errors, and replace read-only output files</source>
        <translation>データセットにエラーがあっても書き出し、読み取り専用の出力ファイルも置き換える</translation>
    </message>
    <message>
        <source>{title} ({english}): {summary}</source>
        <translation>{title}：{summary}</translation>
    </message>
    <message>
        <source>the {title} dataset to play on</source>
        <translation>遊ぶ{title}のデータセット</translation>
    </message>
    <message>
        <source>JSON file of rule options ({options})</source>
        <translation>ルールオプションの JSON ファイル（{options}）</translation>
    </message>
    <message>
        <source>{name}: {note}</source>
        <translation>{name}：{note}</translation>
    </message>
    <message>
        <source>CPU kind per seat, comma-separated, or one for all (default {default}) — {kinds}</source>
        <translation>席ごとの CPU の種類（カンマ区切り、または全員に一つ；既定 {default}）— {kinds}</translation>
    </message>
    <message>
        <source>{path}: not a {game} dataset (it is for {other})</source>
        <translation>{path}：{game}のデータセットではありません（{other} 用です）</translation>
    </message>
    <message>
        <source>{path}: {why}</source>
        <translation>{path}：{why}</translation>
    </message>
    <message>
        <source>{path}: expected an object of rule options, not {kind}</source>
        <translation>{path}：ルールオプションのオブジェクトのはずが、{kind} です</translation>
    </message>
    <message>
        <source>{path}: has no towns to give specialties to (a 市区町村バトル board has)</source>
        <translation>{path}：名物を付ける町がありません（市区町村バトルの盤なら町があります）</translation>
    </message>
    <message>
        <source>reading {table}</source>
        <translation>{table} を読んでいます</translation>
    </message>
    <message>
        <source>{table}: {problem}</source>
        <translation>{table}：{problem}</translation>
    </message>
    <message>
        <source>{table}: … and {count} more rows that could not be used</source>
        <translation>{table}：…ほかに使えなかった行が {count} 行</translation>
    </message>
    <message>
        <source>{table}: {rows} row(s) could not be used; nothing was written (correct them, or remove them from the table)</source>
        <translation>{table}：{rows} 行が使えませんでした。何も書いていません（直すか、表から取り除いてください）</translation>
    </message>
    <message>
        <source>{table}: names no town; nothing written</source>
        <translation>{table}：町が一つも示されていません。何も書いていません</translation>
    </message>
    <message>
        <source>wrote {out}: {count} specialties for {towns} towns</source>
        <translation>{out} に書きました：{towns} の町に名物 {count} 件</translation>
    </message>
    <message>
        <source>give a 市区町村バトル board&apos;s towns their specialties (名物 and ★) from a CSV</source>
        <translation>市区町村バトルの盤の町に CSV から名物と★を付ける</translation>
    </message>
    <message>
        <source>the board dataset</source>
        <translation>盤のデータセット</translation>
    </message>
    <message>
        <source>CSV: code or name (and prefecture), specialty, stars per row; or the municipalities.csv kuni export writes, its specialties column edited</source>
        <translation>CSV：1 行に コードまたは名前（と都道府県）、名物、★；または kuni export が書く municipalities.csv の名物の列を編集したもの</translation>
    </message>
    <message>
        <source>write here instead of over PATH</source>
        <translation>PATH を上書きせずにここへ書く</translation>
    </message>
    <message>
        <source>counts and coverage of a dataset</source>
        <translation>データセットの数と網羅率</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words, said in the reader&apos;s language too.</extracomment>
        <translation>使い方: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置引数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>このヘルプを表示して終了する</translation>
    </message>
    <message>
        <source>{arg}: {value} is not one of the choices; give one of {choices}</source>
        <extracomment>argparse&apos;s refusals (its English, matched) said in the reader&apos;s language, each with what to do.</extracomment>
        <translation>{arg}：{value} は選べる値ではありません。{choices} のどれかを指定してください</translation>
    </message>
    <message>
        <source>{arg}: {value} is not a number</source>
        <translation>{arg}：{value} は数ではありません</translation>
    </message>
    <message>
        <source>{arg} needs a value after it</source>
        <translation>{arg} の後に値が要ります</translation>
    </message>
    <message>
        <source>{args}: this command has no such option (see --help)</source>
        <translation>{args}：このコマンドにそのオプションはありません（--help を見てください）</translation>
    </message>
    <message>
        <source>{args} must be given (see --help)</source>
        <translation>{args} を指定してください（--help を見てください）</translation>
    </message>
    <message>
        <source>{arg} cannot be given with {other}</source>
        <translation>{arg} は {other} と一緒には指定できません</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>版を表示して終了する</translation>
    </message>
    <message>
        <source>print the legal moves of a position file ({formats}) as JSON</source>
        <translation>局面ファイル（{formats}）の合法手を JSON で表示する</translation>
    </message>
    <message>
        <source>dataset (default the game&apos;s own)</source>
        <translation>データセット（既定はゲームのもの）</translation>
    </message>
    <message>
        <source>{path}: not a state file (expected format {formats})</source>
        <translation>{path}：局面ファイルではありません（形式は {formats} のはずです）</translation>
    </message>
    <message>
        <source>unknown board &apos;{board}&apos; (known: provinces, municipalities)</source>
        <translation>盤「{board}」はありません（あるのは provinces, municipalities）</translation>
    </message>
    <message>
        <source>--scale must be between 0 and 100 px per km</source>
        <translation>--scale は 1 km あたり 0 から 100 px のあいだにしてください</translation>
    </message>
    <message>
        <source>{path}: the board cannot be read ({why}); reinstall Kuni Studio, or build the board again with kuni build-board</source>
        <translation>{path}：盤を読めません（{why}）。Kuni Studio を入れ直すか、kuni build-board で盤を作り直してください</translation>
    </message>
    <message>
        <source>--dataset is for --board provinces (its candidate card sizes)</source>
        <translation>--dataset は --board provinces 用です（その候補のカードサイズ）</translation>
    </message>
    <message>
        <source>--prefectures is for --board municipalities</source>
        <translation>--prefectures は --board municipalities 用です</translation>
    </message>
    <message>
        <source>{path}: the dataset has no candidate card sizes; give --sizes</source>
        <translation>{path}：データセットに候補のカードサイズがありません。--sizes を指定してください</translation>
    </message>
    <message>
        <source>--exact keeps every rule: drop --allow-hidden-homes / --allow-crossings</source>
        <translation>--exact はすべての規則を守ります。--allow-hidden-homes / --allow-crossings を外してください</translation>
    </message>
    <message>
        <source>card overlap study at candidate sizes, with leader lines</source>
        <translation>候補サイズでのカードの重なりの検討（引き出し線つき）</translation>
    </message>
    <message>
        <source>provinces (旧国かるた cards) or municipalities (town labels)</source>
        <translation>provinces（旧国かるたのカード）または municipalities（町の名札）</translation>
    </message>
    <message>
        <source>card sizes WxH, comma-separated (default: the --dataset&apos;s candidates, else the designers&apos; four for provinces; 40x14 for municipalities)</source>
        <translation>カードのサイズ 幅x高さ（カンマ区切り；既定は --dataset の候補、なければ旧国はデザイナーの 4 種、市区町村は 40x14）</translation>
    </message>
    <message>
        <source>provinces: study this dataset&apos;s candidate card sizes (as the app lists them)</source>
        <translation>旧国：このデータセットの候補サイズを検討する（アプリの一覧と同じ）</translation>
    </message>
    <message>
        <source>px per km (default 0.41 for provinces, 6 for municipalities)</source>
        <translation>1 km あたりの px（既定は旧国 0.41、市区町村 6）</translation>
    </message>
    <message>
        <source>municipalities: prefecture codes to cut the board to (default all)</source>
        <translation>市区町村：盤を切り出す都道府県コード（既定はすべて）</translation>
    </message>
    <message>
        <source>let cards cover other provinces&apos; home points (a looser relaxation, to compare)</source>
        <translation>カードがほかの国の位置の点を隠すのを許す（比べるための緩い条件）</translation>
    </message>
    <message>
        <source>let leader lines cross (to compare)</source>
        <translation>引き出し線の交差を許す（比べるため）</translation>
    </message>
    <message>
        <source>after the quick search, bisect lower with a SAT solver on a 1-px lattice (every rule kept; a few minutes at 34x46) and report the shift below which it proved no lattice layout exists</source>
        <translation>速い探索のあと、1 px の格子で SAT ソルバーを使ってさらに下を二分探索し（規則はすべて守る；34x46 で数分）、格子上の配置がないと証明されたずれの値を報告する</translation>
    </message>
    <message>
        <source>{low}–{high} (default {default})</source>
        <translation>{low}–{high}（既定 {default}）</translation>
    </message>
    <message>
        <source>the game&apos;s seed (default 1)</source>
        <translation>ゲームのシード（既定 1）</translation>
    </message>
    <message>
        <source>play on from this record of a game in progress (its rules, seed and board; --ai the CPUs)</source>
        <translation>途中のゲームの記録から続きを遊ぶ（ルール・シード・盤は記録のもの；CPU は --ai）</translation>
    </message>
    <message>
        <source>also write the record to this file</source>
        <translation>記録をこのファイルにも書く</translation>
    </message>
    <message>
        <source>print the whole record as JSON</source>
        <translation>記録全体を JSON で表示する</translation>
    </message>
    <message>
        <source>--from plays on under the record&apos;s own rules; leave out --rules</source>
        <translation>--from は記録のルールで続けます。--rules は外してください</translation>
    </message>
    <message>
        <source>{path}: not a {game} record (expected format {format})</source>
        <translation>{path}：{game}の記録ではありません（形式は {format} のはずです）</translation>
    </message>
    <message>
        <source>{path} cannot be played on: {why}</source>
        <translation>{path} の続きは遊べません：{why}</translation>
    </message>
    <message>
        <source>let CPU players play one game and print its record</source>
        <translation>CPU に 1 ゲーム遊ばせて記録を表示する</translation>
    </message>
    <message>
        <source>{moves} moves; {end}</source>
        <translation>{moves} 手；{end}</translation>
    </message>
    <message>
        <source>check that a game record replays to its recorded end</source>
        <translation>ゲームの記録が記録どおりの終わりまで再生できるか確かめる</translation>
    </message>
    <message>
        <source>the dataset to replay on (default: the game&apos;s own, or the board the record names)</source>
        <translation>再生するデータセット（既定はゲームのもの、または記録が示す盤）</translation>
    </message>
    <message>
        <source>the board in words (for games played on one; default: the board the record names)</source>
        <translation>盤の指定（盤で遊ぶゲームの場合；既定は記録が示す盤）</translation>
    </message>
    <message>
        <source>{path}: not a game record (its &apos;format&apos; is none of {formats})</source>
        <translation>{path}：ゲームの記録ではありません（&apos;format&apos; が {formats} のどれでもありません）</translation>
    </message>
    <message>
        <source>{path} does not replay: {why}</source>
        <translation>{path} は再生できません：{why}</translation>
    </message>
    <message>
        <source>{path}: replays to the recorded end: {moves} moves, {end}</source>
        <translation>{path}：記録どおりの終わりまで再生できます：{moves} 手、{end}</translation>
    </message>
    <message>
        <source>about {seconds} s</source>
        <translation>約 {seconds} 秒</translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>1 秒未満</translation>
    </message>
    <message>
        <source>games to play (default {games}: {about} on one core with the default CPUs)</source>
        <translation>遊ぶゲーム数（既定 {games}：既定の CPU で 1 コアあたり{about}）</translation>
    </message>
    <message>
        <source>skill: every CPU strength against the others, rated; mechanics: each kind of move weighed by forbidding it to one seat; tune: the rule values that best meet --target, searched over --space</source>
        <translation>skill：CPU の強さどうしを対戦させてレーティング；mechanics：一つの席に手の種類を禁じて、その仕組みの重みを測る；tune：--space の範囲で --target にいちばん合うルールの値を探す</translation>
    </message>
    <message>
        <source>games to play (skill: 400 in all; mechanics: 1,000 for the control and for each kind of move)</source>
        <translation>遊ぶゲーム数（skill：全部で 400；mechanics：比較用と手の種類ごとに 1,000）</translation>
    </message>
    <message>
        <source>the run&apos;s seed (default 1): the same seed, the same figures</source>
        <translation>実行のシード（既定 1）：同じシードなら同じ数字</translation>
    </message>
    <message>
        <source>mechanics: the CPU every seat plays (default {default}; one of {kinds})</source>
        <translation>mechanics：全席の CPU（既定 {default}；{kinds} のどれか）</translation>
    </message>
    <message>
        <source>processes (default: every core)</source>
        <translation>プロセス数（既定：すべてのコア）</translation>
    </message>
    <message>
        <source>play the games on Dask: &apos;local&apos; for a LocalCluster of --workers processes on this machine, or a scheduler address tcp://HOST:PORT (the same figures as a local run)</source>
        <translation>Dask で対戦する: &apos;local&apos; ならこの機械に --workers 個のプロセスの LocalCluster を立てる。スケジューラのアドレス tcp://HOST:PORT も可(数字は手元で回したときと同じ)</translation>
    </message>
    <message>
        <source>print the report as JSON</source>
        <translation>レポートを JSON で表示する</translation>
    </message>
    <message>
        <source>tune: the rule options that vary, {&quot;option&quot;: {&quot;choices&quot;: […]}} or {&quot;option&quot;: {&quot;low&quot;: a, &quot;high&quot;: b}}</source>
        <translation>tune：変えるルールのオプション。{&quot;option&quot;: {&quot;choices&quot;: […]}} か {&quot;option&quot;: {&quot;low&quot;: a, &quot;high&quot;: b}}</translation>
    </message>
    <message>
        <source>tune: a figure to bring down (seat_spread, tie_rate, end_note_rate, length), to raise (skill_gradient), or of the game&apos;s telemetry (uses:KIND, end:MEASURE); NAME=N aims at N; give several for a Pareto front</source>
        <translation>tune：下げる値（seat_spread、tie_rate、end_note_rate、length）、上げる値（skill_gradient）、またはゲームの記録値（uses:KIND、end:MEASURE）。NAME=N で N をねらいます。複数指定するとパレート前線を求めます</translation>
    </message>
    <message>
        <source>tune: variants to try (default 40)</source>
        <translation>tune：試すルールの数（既定 40）</translation>
    </message>
    <message>
        <source>tune: the report&apos;s folder (report.json, front.png, variant-K.json rules files); the search is kept beside it in DIR.optuna.db</source>
        <translation>tune：レポートのフォルダー（report.json、front.png、ルールファイル variant-K.json）。探索はその横の DIR.optuna.db に残ります</translation>
    </message>
    <message>
        <source>tune: go on with the search kept beside --out</source>
        <translation>tune：--out の横に残した探索を続ける</translation>
    </message>
    <message>
        <source>the balance lab: does skill pay, how much does each mechanic matter</source>
        <translation>バランス実験室：腕は報われるか、仕組みはどれだけ効いているか</translation>
    </message>
    <message>
        <source>{question} of {game}</source>
        <translation>{game} の {question}</translation>
    </message>
    <message>
        <source>tune needs --space SPACE.json, at least one --target and --out DIR</source>
        <translation>tune には --space SPACE.json、一つ以上の --target、--out DIR が要ります</translation>
    </message>
    <message>
        <source>--trials must be at least 1</source>
        <translation>--trials は 1 以上にしてください</translation>
    </message>
    <message>
        <source>also draw the report&apos;s picture to a PNG</source>
        <translation>レポートの図を PNG にも描く</translation>
    </message>
    <message>
        <source>also keep the study in this folder: report.json, report.png (the --plot picture), report.txt and the records of the shortest, longest and unusually ended watched games (game-*.json, for kuni-studio --replay)</source>
        <translation>検討をこのフォルダにも残す：report.json、report.png（--plot の図）、report.txt、観察したゲームのうち最短・最長・変わった終わり方の記録（game-*.json、kuni-studio --replay 用）</translation>
    </message>
    <message>
        <source>play 1,000 games, then as many as the widest interval says it needs (at most --games) until every rate&apos;s 95 %% interval is at most ± this (0.01: ±1 point)</source>
        <translation>まず 1,000 ゲーム、その後は最も広い区間から見積もった数（最大 --games）遊び、すべての率の 95 %% 区間が ± この値以下になるまで続ける（0.01 で ±1 ポイント）</translation>
    </message>
    <message>
        <source>{help} (default {default})</source>
        <translation>{help}（既定 {default}）</translation>
    </message>
    <message>
        <source>simulate many games between CPU players</source>
        <translation>CPU 同士で多くのゲームをシミュレーションする</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games は 1 以上にしてください</translation>
    </message>
    <message>
        <source>--workers must be at least 1 (leave it out to use every core)</source>
        <translation>--workers は 1 以上にしてください（すべてのコアを使うなら指定しない）</translation>
    </message>
    <message>
        <source>{path}: --report names a folder, and this is a file</source>
        <translation>{path}：--report にはフォルダを指定します。これはファイルです</translation>
    </message>
    <message>
        <source>the games could not be run ({why}): is the Dask scheduler running and within reach?</source>
        <translation>ゲームを動かせませんでした（{why}）。Dask のスケジューラーは動いていて、つながりますか？</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>{verdict} ({errors} error(s), {warnings} warning(s), {notes} note(s))</source>
        <translation>{verdict}（エラー {errors}、警告 {warnings}、注記 {notes}）</translation>
    </message>
    <message>
        <source>check a dataset; exit 0 valid, 1 invalid, 2 unreadable</source>
        <translation>データセットを検査する；終了コード 0 有効、1 無効、2 読めない</translation>
    </message>
    <message>
        <source>print the findings as JSON</source>
        <translation>検査結果を JSON で表示する</translation>
    </message>
    <message>
        <source>{path}: the kit is made from a 旧国かるた province dataset, and this one is for another game</source>
        <translation>{path}：キットは旧国かるたの旧国データセットから作ります。これは別のゲームのものです</translation>
    </message>
    <message>
        <source>the print kit draws the board, and this dataset names no board that is built: build it with kuni build-board</source>
        <translation>プリントキットは盤を描きますが、このデータセットには作成済みの盤がありません。kuni build-board で作ってください</translation>
    </message>
    <message>
        <source>the picture would be {width} px wide: cut the board with --prefectures or lower --scale</source>
        <translation>画像の幅が {width} px になってしまいます。--prefectures で盤を絞るか、--scale を下げてください</translation>
    </message>
    <message>
        <source>write the 旧国かるた print-and-play kit as a PDF</source>
        <translation>旧国かるたのプリント＆プレイ・キットを PDF で書き出す</translation>
    </message>
    <message>
        <source>dataset (default the bundled karuta dataset)</source>
        <translation>データセット（既定は同梱のかるたのデータセット）</translation>
    </message>
    <message>
        <source>write a picture of each layout into this folder</source>
        <translation>それぞれの配置の図をこのフォルダに書く</translation>
    </message>
    <message>
        <source>Kuni Studio desktop app.</source>
        <translation>Kuni Studio デスクトップアプリ。</translation>
    </message>
    <message>
        <source>dataset to open (default: the bundled karuta dataset)</source>
        <translation>開くデータセット（既定：同梱のかるたのデータセット）</translation>
    </message>
    <message>
        <source>render the main window once to a PNG and exit</source>
        <translation>メインウィンドウを一度 PNG に描いて終了する</translation>
    </message>
    <message>
        <source>window size for --screenshot (WxH)</source>
        <translation>--screenshot のウィンドウの大きさ（幅x高さ）</translation>
    </message>
    <message>
        <source>open a game&apos;s table instead of the editor, you against its CPUs, resuming the autosaved game: {games}</source>
        <translation>エディターの代わりにゲームの卓を開く（あなた対 CPU、自動保存のゲームから再開）：{games}</translation>
    </message>
    <message>
        <source>with --game, for a game played on a board named in words: {boards}</source>
        <translation>--game と一緒に、盤で遊ぶゲームの盤の指定：{boards}</translation>
    </message>
    <message>
        <source>with --game: the new game&apos;s seed</source>
        <translation>--game と一緒に：新しいゲームのシード</translation>
    </message>
    <message>
        <source>step through a game record of any game on its table (on DATASET when it is the game&apos;s kind and the record names no board)</source>
        <translation>ゲームの記録をその卓で一手ずつ見る（記録が盤を示さず DATASET がそのゲームのものなら DATASET で）</translation>
    </message>
    <message>
        <source>with --replay: show the position after this many moves</source>
        <translation>--replay と一緒に：この手数のあとの局面を見せる</translation>
    </message>
    <message>
        <source>the app&apos;s language this time (default: the one chosen in Preferences, else the system&apos;s: English for an English locale, else Japanese)</source>
        <translation>今回のアプリの言語（既定：環境設定で選んだもの、なければシステムのもの。英語のロケールなら英語、ほかは日本語）</translation>
    </message>
    <message>
        <source>for --screenshot: extra layers to show, comma-separated (cards, adjacency)</source>
        <translation>--screenshot のとき：追加で見せるレイヤー（カンマ区切り：cards, adjacency）</translation>
    </message>
    <message>
        <source>run a room server for online play (rooms kept in --data and resumed on restart)</source>
        <translation>オンライン対戦の部屋サーバーを動かす(部屋は --data に保存され、再起動で再開します)</translation>
    </message>
    <message>
        <source>the address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for the network)</source>
        <translation>待ち受けるアドレス(既定 127.0.0.1 はこの端末だけ。ネットワークには 0.0.0.0)</translation>
    </message>
    <message>
        <source>listen on the local network too, for phones and tablets: the rooms&apos; links name this computer&apos;s address, shown with a QR code</source>
        <translation>ローカルネットワークでも待ち受ける(スマホ・タブレット用): 部屋のリンクはこのコンピューターのアドレスになり、QR コードでも表示</translation>
    </message>
    <message>
        <source>a reverse proxy in front of this server (repeatable): for its connections the visitor&apos;s address, which the caps count, is read from Forwarded or X-Forwarded-For</source>
        <translation>このサーバーの前に置いたリバースプロキシ(複数可): その接続では、上限を数える訪問者のアドレスを Forwarded か X-Forwarded-For から読む</translation>
    </message>
    <message>
        <source>the name others reach this server by behind a reverse proxy (play.example.org): its links use it</source>
        <translation>リバースプロキシの後ろで、ほかの人がこのサーバーに届く名前(play.example.org): リンクはこの名前を使う</translation>
    </message>
    <message>
        <source>the port (default 8765; 0 picks a free one and says which)</source>
        <translation>ポート(既定 8765。0 なら空いているポートを選んで表示します)</translation>
    </message>
    <message>
        <source>the folder the rooms are kept in (default: the user data folder)</source>
        <translation>部屋を保存するフォルダー(既定: ユーザーデータのフォルダー)</translation>
    </message>
    <message>
        <source>delete finished games&apos; records (DATA/finished) older than this many days (default: keep them)</source>
        <translation>この日数より古い終わったゲームの記録(DATA/finished)を消す(既定: 消さない)</translation>
    </message>
    <message>
        <source>a certificate (PEM) to serve https and wss directly, with --tls-key</source>
        <translation>https と wss を直接配信する証明書(PEM、--tls-key と一緒に)</translation>
    </message>
    <message>
        <source>the certificate&apos;s private key (PEM)</source>
        <translation>証明書の秘密鍵(PEM)</translation>
    </message>
    <message>
        <source>a web site whose pages may open rooms here besides this server&apos;s own (repeatable), e.g. https://example.org</source>
        <translation>このサーバー自身のほかに、ここの部屋につないでよいウェブサイト(何度でも指定可)。例: https://example.org</translation>
    </message>
    <message>
        <source>kuni serve needs the websockets package: pip install websockets</source>
        <translation>kuni serve には websockets パッケージが必要です: pip install websockets</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: フォルダーではありません</translation>
    </message>
    <message>
        <source>--rooms-per-address {count}: at least 1</source>
        <translation>--rooms-per-address {count}: 1 以上にしてください</translation>
    </message>
    <message>
        <source>--keep-finished {days}: a number of days above 0</source>
        <translation>--keep-finished {days}: 0 より大きい日数にしてください</translation>
    </message>
    <message>
        <source>--port {port}: a port is 0 to 65535</source>
        <translation>--port {port}: ポートは 0〜65535 です</translation>
    </message>
    <message>
        <source>{path}: cannot keep rooms there ({error})</source>
        <translation>{path}: ここには部屋を保存できません({error})</translation>
    </message>
    <message>
        <source>--lan listens on every address of this computer: give it or --host, not both</source>
        <translation>--lan はこのコンピューターのすべてのアドレスで待ち受けます: --lan か --host のどちらかだけを指定してください</translation>
    </message>
    <message>
        <source>--trusted-proxy: {error}</source>
        <translation>--trusted-proxy: {error}</translation>
    </message>
    <message>
        <source>serving on ws{s}://{host}:{port} — rooms in {data} ({rooms} resumed)</source>
        <translation>ws{s}://{host}:{port} で待ち受け中 — 部屋は {data} に保存({rooms} 部屋を再開)</translation>
    </message>
    <message>
        <source>--tls-cert and --tls-key go together</source>
        <translation>--tls-cert と --tls-key は一緒に指定してください</translation>
    </message>
    <message>
        <source>cannot use {cert} and {key} for TLS: {error}</source>
        <translation>{cert} と {key} を TLS に使えません: {error}</translation>
    </message>
    <message>
        <source>a room file was left as it is: {problem}</source>
        <translation>部屋のファイルをそのままにしました: {problem}</translation>
    </message>
    <message>
        <source>rooms one visitor may have at once (default 20; behind a reverse proxy, see --trusted-proxy)</source>
        <translation>1 人の訪問者が同時に持てる部屋の数(既定 20。リバースプロキシの後ろでは --trusted-proxy を参照)</translation>
    </message>
    <message>
        <source>in a browser: {page}</source>
        <translation>ブラウザーで: {page}</translation>
    </message>
    <message>
        <source>cannot listen on {host}:{port}: {error}</source>
        <translation>{host}:{port} で待ち受けられません: {error}</translation>
    </message>
    <message>
        <source>prefecture codes of the board (13,14) or a region (kanto), each designated city one town (add :wards for a town per ward; :today leaves out the 1945 千島列島 and 南樺太 of 北海道); default: the record&apos;s, else 13 (東京都)</source>
        <translation>盤の都道府県コード(13,14)または地方(kanto)。政令指定都市はそれぞれ 1 町(:wards を付けると区ごと、:today で北海道の 1945 年の千島列島と南樺太をのぞく)。既定: 記録の盤、なければ 13(東京都)</translation>
    </message>
    <message>
        <source>replace an output file that is read-only or holds another kind of file; {also}</source>
        <translation>読み取り専用の出力ファイルや、ほかの種類のファイルも置き換える。{also}</translation>
    </message>
    <message>
        <source>replace an output file that is read-only or holds another kind of file</source>
        <translation>読み取り専用の出力ファイルや、ほかの種類のファイルも置き換える</translation>
    </message>
    <message>
        <source>state file</source>
        <extracomment>What a JSON file read by a command is for, said in its refusals.</extracomment>
        <translation>局面ファイル</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>rules file</source>
        <translation>ルールファイル</translation>
    </message>
    <message>
        <source>record to play on from</source>
        <translation>続きを遊ぶ記録</translation>
    </message>
    <message>
        <source>{why} ({what})</source>
        <translation>{why}（{what}）</translation>
    </message>
    <message>
        <source>{path}: the board &apos;{board}&apos; this dataset names cannot be read ({why}); build it again with kuni build-board</source>
        <translation>{path}：このデータセットの盤 &apos;{board}&apos; を読めません（{why}）。kuni build-board で作り直してください</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>The saved game could not be resumed nor kept aside ({error}); this game is not autosaved.</source>
        <extracomment>The settings key of the autosave folder chosen in Preferences.</extracomment>
        <translation>保存されたゲームを再開することも、別に残すこともできませんでした({error})。このゲームは自動保存されません。</translation>
    </message>
</context>
<context>
    <name>new_board_dialog</name>
    <message>
        <source>The nationwide municipality board is missing or unreadable ({error}); rebuild it with kuni build-board municipalities --from-shared.</source>
        <translation>全国の市区町村の盤が見つからないか読めません({error})。kuni build-board municipalities --from-shared で作り直してください。</translation>
    </message>
    <message>
        <source>The town reference table is unreadable: {error}</source>
        <translation>市区町村の参照表を読めません: {error}</translation>
    </message>
    <message>
        <source>Cutting the board from the nationwide one…</source>
        <translation>全国の盤から切り出しています…</translation>
    </message>
</context>
<context>
    <name>print_kit</name>
    <message>
        <source>旧国かるた — cards {first}–{last} of {count}</source>
        <translation>旧国かるた — 札 {first}–{last} / {count} 枚</translation>
    </message>
    <message>
        <source>旧国かるた print-and-play kit</source>
        <translation>旧国かるた プリント&amp;プレイ キット</translation>
    </message>
</context>
<context>
    <name>replay_viewer</name>
    <message>
        <source>{path}: not a game record of any game here (known formats: {known})</source>
        <translation>{path}: どのゲームの棋譜でもありません(使える形式: {known})</translation>
    </message>
    <message>
        <source>{path}: the board it was played on cannot be made ({error})</source>
        <translation>{path}: 遊んだ盤を作れません({error})</translation>
    </message>
    <message>
        <source>{path}: {title} needs a dataset with its built board</source>
        <translation>{path}: {title}には盤を作ったデータセットが必要です</translation>
    </message>
</context>
<context>
    <name>rules_window</name>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
</context>
</TS>
