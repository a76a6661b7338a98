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


def host_names(host: str, public_name: str | None = None, allowed_origins=()) -> set[str]:
    """The names a server listening on ``host`` answers to in a request's ``Host``, lower case,
    without a port: this computer's loopback names, its name and its addresses (all of them when it
    listens on every interface, else the one it listens on), ``public_name`` and the hosts of the
    allowed origins. A request naming another — a page on ``evil.example`` whose name was pointed
    at this server (DNS rebinding) — is refused."""
    from urllib.parse import urlsplit

    names = {"localhost", "127.0.0.1", "::1"}
    if host not in ALL_INTERFACES:
        names.add(host.strip("[]").lower())
    else:
        names.add(own_address())
        machine = socket.gethostname().lower()
        names |= {machine, f"{machine}.local"}
        try:
            names |= {info[4][0].lower() for info in socket.getaddrinfo(machine, None)}
        except OSError:
            pass
    if public_name:
        name = public_name.strip().rstrip("/")
        names.add((urlsplit(name).hostname if "://" in name else urlsplit(f"//{name}").hostname or name).lower())
    for origin in allowed_origins:
        if urlsplit(origin).hostname:
            names.add(urlsplit(origin).hostname.lower())
    return names


def host_of(header: str) -> str:
    """The name in a ``Host`` header, without its port (``[::1]:8765`` → ``::1``), lower case."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:header.find("]")] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header
