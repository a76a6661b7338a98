"""``kuni serve``: run a room server for online play (no Qt; :mod:`core.online.server`)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from core.cli.errors import EXIT_OK, CliError
from core.text import say, translate


def default_data_dir() -> Path:
    """Where a server keeps its rooms unless told: the user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "server"


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help=translate(
        "kuni", "run a room server for online play (rooms kept in --data and resumed on restart)"))
    p.add_argument("--host", default=None, help=translate(
        "kuni", "the address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for the network)"))
    p.add_argument("--lan", action="store_true", help=translate(
        "kuni", "listen on the local network too, for phones and tablets: the rooms' links name this computer's "
        "address, shown with a QR code"))
    p.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDR", help=translate(
        "kuni", "a reverse proxy in front of this server (repeatable): for its connections the visitor's address, "
        "which the caps count, is read from Forwarded or X-Forwarded-For"))
    p.add_argument("--public-name", metavar="NAME", help=translate(
        "kuni", "the name others reach this server by behind a reverse proxy (play.example.org): its links use it"))
    p.add_argument("--port", type=int, default=8765, help=translate(
        "kuni", "the port (default 8765; 0 picks a free one and says which)"))
    p.add_argument("--data", help=translate(
        "kuni", "the folder the rooms are kept in (default: the user data folder)"))
    p.add_argument("--rooms-per-address", type=int, default=None, metavar="N", help=translate(
        "kuni", "rooms one visitor may have at once (default 20; behind a reverse proxy, see --trusted-proxy)"))
    p.add_argument("--keep-finished", type=float, default=None, metavar="DAYS", help=translate(
        "kuni", "delete finished games' records (DATA/finished) older than this many days (default: keep them)"))
    p.add_argument("--tls-cert", metavar="PEM", help=translate(
        "kuni", "a certificate (PEM) to serve https and wss directly, with --tls-key"))
    p.add_argument("--tls-key", metavar="PEM", help=translate("kuni", "the certificate's private key (PEM)"))
    p.add_argument("--allow-origin", action="append", default=[], metavar="URL", help=translate(
        "kuni", "a web site whose pages may open rooms here besides this server's own (repeatable), "
        "e.g. https://example.org"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        import websockets  # noqa: F401 — only to say clearly when it is missing
    except ImportError:
        raise CliError(translate("kuni", "kuni serve needs the websockets package: pip install websockets")) from None
    from core.online.server import ROOMS_PER_ADDRESS, run_server

    data = Path(args.data) if args.data else default_data_dir()
    if data.exists() and not data.is_dir():
        raise CliError(translate("kuni", "{path}: not a folder").format(path=data))
    per_address = ROOMS_PER_ADDRESS if args.rooms_per_address is None else args.rooms_per_address
    if per_address < 1:
        raise CliError(translate("kuni", "--rooms-per-address {count}: at least 1").format(count=per_address))
    if args.keep_finished is not None and not args.keep_finished > 0:
        raise CliError(translate("kuni", "--keep-finished {days}: a number of days above 0").format(
            days=args.keep_finished))
    if not 0 <= args.port <= 65535:
        raise CliError(translate("kuni", "--port {port}: a port is 0 to 65535").format(port=args.port))
    try:
        (data / "rooms").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(translate("kuni", "{path}: cannot keep rooms there ({error})").format(
            path=data, error=error.strerror or error)) from None

    if args.lan and args.host is not None:
        raise CliError(translate(
            "kuni", "--lan listens on every address of this computer: give it or --host, not both"))
    host = "0.0.0.0" if args.lan else (args.host or "127.0.0.1")
    from core.online.visitors import trusted_proxies

    try:
        proxies = trusted_proxies(args.trusted_proxy)
    except ValueError as error:
        raise CliError(translate("kuni", "--trusted-proxy: {error}").format(error=error)) from None
    context = _tls_context(args.tls_cert, args.tls_key)
    scheme = "s" if context is not None else ""

    def ready(port: int, server) -> None:
        print(say(translate("kuni", "serving on ws{s}://{host}:{port} — rooms in {data} ({rooms} resumed)").format(
            s=scheme, host=host, port=port, data=data, rooms=len(server.rooms))), flush=True)
        page = f"{server.link_base}/"
        print(say(translate("kuni", "in a browser: {page}").format(page=page)), flush=True)
        if args.lan or args.public_name:  # a phone or tablet opens the page by its camera
            print(terminal_qr(page), end="", flush=True)
        for problem in server.unreadable:
            print("kuni serve: " + say(translate("kuni", "a room file was left as it is: {problem}").format(
                problem=problem)), file=sys.stderr, flush=True)

    try:
        asyncio.run(run_server(data, host, args.port, ready, per_address, context, args.allow_origin,
                               args.keep_finished, args.public_name, proxies))
    except OSError as error:  # the port is taken, the address is not this machine's
        raise CliError(translate("kuni", "cannot listen on {host}:{port}: {error}").format(
            host=host, port=args.port, error=error.strerror or error)) from None
    return EXIT_OK


def terminal_qr(text: str) -> str:
    """``text`` as a QR code drawn with block characters, for a terminal (a phone's camera reads it)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def _tls_context(cert: str | None, key: str | None):
    """The TLS context of ``--tls-cert``/``--tls-key`` (None without them).

    Raises:
        CliError: one given without the other, or files that are not a certificate and its key.
    """
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise CliError(translate("kuni", "--tls-cert and --tls-key go together"))
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as error:
        raise CliError(translate("kuni", "cannot use {cert} and {key} for TLS: {error}").format(
            cert=cert, key=key, error=getattr(error, "strerror", None) or error)) from None
    return context
