"""Where a room server can be reached from other devices: the machine's address on the local
network and the base of the links a server gives out (no Qt).

A link names the address others can open: never this computer's loopback address unless the
server listens only there (then ``localhost``: a phone cannot open it). A server listening on every interface
(``0.0.0.0``, ``kuni serve --lan``, the app's Host for phones and tablets) gives its address on the
local network; one behind a domain (a reverse proxy) gives ``--public-name``.
"""

from __future__ import annotations

import ipaddress
import socket

#: What "every interface" is written as.
ALL_INTERFACES = ("0.0.0.0", "::", "")


def own_address() -> str:
    """This computer's address on the local network (the one its traffic leaves by; the host name
    often maps to a loopback address), else 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 1))  # no packet is sent: it only picks the route
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def link_base(host: str, port: int, tls: bool = False, public_name: str | None = None) -> str:
    """The start of every link a server listening on ``host``:``port`` gives out
    (``http://192.168.1.20:8765``): ``public_name`` when given (``play.example.org`` or
    ``example.org:8443``, with https when the server or its proxy speaks TLS), else the address
    others reach it by."""
    scheme = "https" if tls else "http"
    if public_name:
        name = public_name.strip().rstrip("/")
        if "://" in name:
            return name
        return f"{scheme}://{name}"
    if host in ALL_INTERFACES:
        host = own_address()
    elif is_loopback(host):
        host = "localhost"  # (what a certificate for this computer names)
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # an IPv6 address in a URL
    return f"{scheme}://{host}:{port}"
