"""Online play in the app (qtapp.online): a room made "on this computer" and joined by code from a
second app, the game played to its end in both apps' tables through the server, the room found on
the local network, and a wrong code refused in the dialog."""

from __future__ import annotations

import json

import pytest

from qtapp.online.online_dialog import OnlineDialog

pytest.importorskip("websockets")


@pytest.fixture(autouse=True)
def close_without_asking(monkeypatch):
    """A dialog serving a room asks before it closes; the tests' widgets are closed with a yes (a
    modal question in a test that has failed would otherwise wait for ever)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)


def _host_and_guest(qtbot, tmp_path, players=2, options=False):
    host = OnlineDialog(data_dir=tmp_path / "rooms")
    qtbot.addWidget(host)
    host.nickname.setText("ホスト")
    host.game.setCurrentIndex(host.game.findData("battle"))
    host.board.setText("13")
    host.players.setValue(players)
    if options:  # the host's options: a short game, 秒読み 30 s
        host.options_box.setChecked(True)
        host.rules_form.widgets["turn_limit"].setValue(6)
        host.byoyomi.setCurrentIndex(host.byoyomi.findData(30))
    host.show()
    code = host.make_room()
    assert code and host.room_page.isVisible() and host.code_label.text() == code
    guest = OnlineDialog(data_dir=tmp_path / "elsewhere")
    qtbot.addWidget(guest)
    guest.nickname.setText("ゲスト")
    guest.there.setChecked(True)
    guest.server.setText(host.local.url)
    guest.show()
    assert guest.join_room(code.lower()) == 1
    qtbot.waitUntil(lambda: host.seats.count() == players and "ゲスト" in host.seats.item(1).text(), timeout=10000)
    return host, guest



def _search(qtbot, dialog, wanted) -> list[str]:
    """Search the network as a person does, again when nothing wanted was found: multicast answers
    on a loaded machine may miss one search's two seconds. The rows of the last search."""
    texts: list[str] = []
    for _attempt in range(3):
        dialog.search()
        qtbot.waitUntil(lambda: dialog.search_button.isEnabled(), timeout=20000)
        texts = [dialog.rooms.item(k).text() for k in range(dialog.rooms.count())]
        if any(wanted(text) for text in texts):
            break
    return texts


def _view_of(session, seat):
    """What the server's game shows ``seat``, as a client receives it (JSON)."""
    return json.loads(json.dumps(session.spec.view(session.rules, session.state, seat)))

def test_a_room_made_here_is_joined_by_code_and_played_to_the_end(qtbot, tmp_path):
    """The host's options reach the server; the game is played by the two apps' tables through it;
    a third app watches it by its code."""
    host, guest = _host_and_guest(qtbot, tmp_path, players=3, options=True)
    assert host.start_button.isVisible() and not guest.start_button.isVisible()
    assert host.seat_row.isVisible() and not guest.seat_row.isVisible()
    # the host gives the third seat, still open, to a CPU; everyone sees it
    host.seats.setCurrentRow(2)
    host.seat_setting.setCurrentIndex(host.seat_setting.findData("cpu:weak"))
    host.seat_button.click()
    qtbot.waitUntil(lambda: "CPU" in guest.seats.item(2).text(), timeout=10000)
    room = host.local.server.rooms[host.code_label.text()]
    assert room.ruleset.turn_limit == 6 and room.time_control.byoyomi == 30
    assert "30" in guest.options.text()
    # the room's web page, by this computer's address on the network (a browser joins with it)
    code = host.code_label.text()
    assert f":{host.local.port}/r/{code}" in host.link_label.text()
    host.start_game()
    qtbot.waitUntil(lambda: host.table is not None and guest.table is not None, timeout=30000)
    watcher = OnlineDialog(data_dir=tmp_path / "watcher")
    qtbot.addWidget(watcher)
    watcher.there.setChecked(True)
    watcher.server.setText(host.local.url)
    assert watcher.watch_room(host.code_label.text())
    qtbot.waitUntil(lambda: watcher.table is not None, timeout=30000)
    assert watcher.table.session.human_seat is None
    tables = [host.table, guest.table]
    assert [t.session.human_seat for t in tables] == [0, 1]
    assert host.table.session.seats[2] == "weak"
    for _ in range(400):
        qtbot.waitUntil(lambda: all(t.session.is_over() for t in tables) or
                        any(t.session.to_move_is_human() and t.controller._sent is None for t in tables),
                        timeout=30000)
        if all(t.session.is_over() for t in tables):
            break
        table = next(t for t in tables if t.session.to_move_is_human() and t.controller._sent is None)
        pick = table.pointer.sync().picks[0]
        table.pointer.picking.held = ()
        for spot in pick.pieces:
            table.pointer.click(spot)
        table.pointer.click(pick.place)
        if table.pointer.menu is not None:
            table.pointer.menu.actions()[0].trigger()
    assert all(t.session.is_over() for t in tables)
    assert host.table.session.view == guest.table.session.view
    qtbot.waitUntil(lambda: watcher.table.session.is_over(), timeout=10000)
    assert watcher.table.session.view == host.table.session.view
    server_room = host.local.server.rooms[host.code_label.text()]
    assert _view_of(server_room.session, 0) == host.table.session.view
    assert host.table.session.state.seed == 0  # the calls' seed never left the server
    # the other person is named in each table, not taken for a CPU
    assert "ゲスト" in host.table.players.text() and "ホスト" in guest.table.players.text()
    qtbot.waitUntil(lambda: "ms" in host.connection.text(), timeout=10000)
    guest.close()
    host.local.close()
    host.local = None
    host.close()


def test_rooms_are_found_on_this_network_and_a_bad_code_is_refused(qtbot, tmp_path):
    host = OnlineDialog(data_dir=tmp_path / "rooms")
    qtbot.addWidget(host)
    host.game.setCurrentIndex(host.game.findData("shima"))
    host.show()
    code = host.make_room()
    seeker = OnlineDialog(data_dir=tmp_path / "elsewhere")
    qtbot.addWidget(seeker)
    seeker.show()
    texts = _search(qtbot, seeker, lambda text: code in text and "しま" in text)
    assert any(code in text and "しま" in text for text in texts), texts
    assert seeker.join_room("O0I1") is None  # look-alike characters are no code
    assert "letters" in seeker.problem.text() and seeker.start_page.isVisible()
    seeker.there.setChecked(True)
    seeker.server.setText(host.local.url)
    assert seeker.join_room("AAAA") is None
    assert "AAAA" in seeker.problem.text()
    host.local.close()
    host.local = None


def test_when_the_hosting_app_quits_the_lowest_seat_serves_the_room_on(qtbot, tmp_path):
    """The host's app (serving the room "on this computer") quits mid-game: after a short wait the
    remaining person in the lowest seat serves the room on from their copy of the game, the other
    app finds it on the network and follows, the absent host's turns are played by the stand-in, and
    the old host comes back to their own seat as a participant."""
    host, guest = _host_and_guest(qtbot, tmp_path, players=3)
    third = OnlineDialog(data_dir=tmp_path / "third")
    qtbot.addWidget(third)
    third.nickname.setText("third")
    third.there.setChecked(True)
    third.server.setText(host.local.url)
    third.show()
    code = host.code_label.text()
    assert third.join_room(code) == 2
    for dialog in (guest, third):
        dialog.handover_wait_ms = 300
        dialog.absent_seconds = 0.5
    host.start_game()
    qtbot.waitUntil(lambda: all(d.table is not None for d in (host, guest, third)), timeout=30000)
    players = [host.table, guest.table, third.table]

    def play_turns(tables, count):
        for _ in range(count):
            def ready(t):
                return t.session.is_over() or (t.session.to_move_is_human() and t.controller._sent is None)

            qtbot.waitUntil(lambda: any(ready(t) for t in tables), timeout=30000)
            table = next(t for t in tables if ready(t))
            if table.session.is_over():
                return
            table.play(table.pointer.sync().picks[0].move)

    play_turns(players, 4)
    # the server keeps a copy of the whole room for the lowest seat after the host's alone
    assert guest.link.client.copy is not None and third.link.client.copy is None
    moves_before = len(guest.table.session.moves)
    # the host's app quits: its table, its connection and the server inside it go
    host.table.close()
    host.link.close()
    host.local.close()
    host.local = None
    qtbot.waitUntil(lambda: guest.local is not None, timeout=20000)
    # both at the guest's server now (by this computer's address, or as found on the network)
    port = f":{guest.local.port}"
    qtbot.waitUntil(lambda: all(d.link.client.connected and d.link.client.url.endswith(port) for d in (guest, third)),
                    timeout=30000)
    play_turns([guest.table, third.table], 400)
    qtbot.waitUntil(lambda: guest.table.session.is_over() and third.table.session.is_over(), timeout=60000)
    assert guest.table.session.view == third.table.session.view
    served = guest.local.server.rooms[code].session
    assert _view_of(served, 1) == guest.table.session.view and len(served.moves) > moves_before
    assert served.timeouts  # the absent host's turns were played by the stand-in
    # the old host's app comes back: the room is found on the network with its seat, and taken back
    back = OnlineDialog(data_dir=tmp_path / "back")
    qtbot.addWidget(back)
    # the apps here share one settings file; the host's own app kept its seat in its own
    back.settings.setValue(f"online/seats/{code}", json.dumps({"seat": 0, "token": host.link.client.token}))
    back.show()
    _search(qtbot, back, lambda text: "seat 1" in text)
    yours = [back.rooms.item(k) for k in range(back.rooms.count()) if "seat 1" in back.rooms.item(k).text()]
    assert yours, [back.rooms.item(k).text() for k in range(back.rooms.count())]
    back.rooms.setCurrentItem(yours[0])
    back._resume_chosen()
    assert back.link is not None and back.link.client.seat == 0
    qtbot.waitUntil(lambda: back.table is not None, timeout=20000)
    assert back.table.session.view == _view_of(served, 0)
    for dialog in (back, third, guest):
        dialog.link.close()
    guest.local.close()
    guest.local = None


def test_hosting_for_phones_and_tablets_serves_the_web_page_on_the_network_address_with_its_qr_code(qtbot, tmp_path):
    """Game ▸ Host for phones and tablets: the app serves rooms and the web client; the dialog shows
    the start page at this computer's network address (never the loopback address a phone cannot
    open, unless there is no network) and its QR code; a browser that opens it gets the page, and
    stopping closes the server."""
    import urllib.request

    from core import bundled
    from core.online.addresses import own_address
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    main.host_data_dir = tmp_path / "hosted"
    dialog = main.host_for_phones()
    qtbot.addWidget(dialog)
    page = main.hosting.web_page
    assert page == f"http://{own_address()}:{main.hosting.port}/"
    assert page in dialog.address.text() and not dialog.qr.pixmap().isNull()
    assert dialog.qr.pixmap().width() >= 200
    with urllib.request.urlopen(f"http://127.0.0.1:{main.hosting.port}/", timeout=10) as answer:
        assert answer.status == 200 and b"kuni-client" in answer.read()
    assert dialog.counts() == (0, 0) and "0" in dialog.rooms.text()
    again = main.host_for_phones()  # a second time: the same server
    qtbot.addWidget(again)
    assert main.hosting.web_page == page
    port = main.hosting.port
    dialog.stop()
    assert main.hosting is None
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=3)
