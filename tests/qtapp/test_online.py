"""Online play in the app (qtapp.online): a room made "on this computer" and joined by code from a
second app, the game played to its end in both apps' tables through the server, the room found on
the local network, and a wrong code refused in the dialog."""

from __future__ import annotations

import pytest

from qtapp.online.online_dialog import OnlineDialog

pytest.importorskip("websockets")


def _host_and_guest(qtbot, tmp_path, players=2):
    host = OnlineDialog(data_dir=tmp_path / "rooms")
    qtbot.addWidget(host)
    host.nickname.setText("ホスト")
    host.game.setCurrentIndex(host.game.findData("battle"))
    host.board.setText("13")
    host.players.setValue(players)
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


def test_a_room_made_here_is_joined_by_code_and_played_to_the_end(qtbot, tmp_path):
    host, guest = _host_and_guest(qtbot, tmp_path)
    assert host.start_button.isVisible() and not guest.start_button.isVisible()
    host.start_game()
    qtbot.waitUntil(lambda: host.table is not None and guest.table is not None, timeout=30000)
    tables = [host.table, guest.table]
    assert [t.session.human_seat for t in tables] == [0, 1]
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
    assert host.table.session.state == guest.table.session.state
    server_room = host.local.server.rooms[host.code_label.text()]
    assert server_room.session.state == host.table.session.state
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
    seeker.search()
    qtbot.waitUntil(lambda: seeker.search_button.isEnabled(), timeout=20000)
    texts = [seeker.rooms.item(k).text() for k in range(seeker.rooms.count())]
    assert any(code in text and "しま" in text for text in texts), texts
    assert seeker.join_room("O0I1") is None  # look-alike characters are no code
    assert "letters" in seeker.problem.text() and seeker.start_page.isVisible()
    seeker.there.setChecked(True)
    seeker.server.setText(host.local.url)
    assert seeker.join_room("AAAA") is None
    assert "AAAA" in seeker.problem.text()
    host.local.close()
    host.local = None
