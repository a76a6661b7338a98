"""Who a visitor of ``kuni serve`` is, for the caps on what one visitor may hold (no Qt).

Caps are counted per visitor and per network, not per raw address: an IPv6 visitor is its /64 (a
home or a phone gets a whole /64 and may take any address in it), a network is an IPv4 /24 or an
IPv6 /48. Behind a reverse proxy every connection comes from the proxy: with ``kuni serve
--trusted-proxy ADDR`` the visitor's address is read from the ``Forwarded`` or ``X-Forwarded-For``
header the proxy adds — only for connections that come from that proxy (anyone else could write
the header).
"""

from __future__ import annotations

import ipaddress


def _parsed(address: str):
    try:
        parsed = ipaddress.ip_address(address.strip().strip("[]").split("%")[0])
    except ValueError:
        return None
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped is not None:
        return parsed.ipv4_mapped
    return parsed


def visitor_key(address: str) -> str:
    """The visitor an address counts as: an IPv4 address itself, an IPv6 address's /64."""
    parsed = _parsed(address)
    if parsed is None:
        return address
    if parsed.version == 6:
        return str(ipaddress.ip_network(f"{parsed}/64", strict=False))
    return str(parsed)


def network_key(address: str) -> str:
    """The network an address counts in: an IPv4 /24, an IPv6 /48."""
    parsed = _parsed(address)
    if parsed is None:
        return address
    return str(ipaddress.ip_network(f"{parsed}/{24 if parsed.version == 4 else 48}", strict=False))


def forwarded_address(headers, peer: str, trusted: frozenset[str]) -> str:
    """The visitor's address: ``peer`` itself, unless ``peer`` is a trusted proxy — then the
    nearest address the proxies saw that is not a trusted proxy itself, from ``Forwarded``
    (RFC 7239) or else ``X-Forwarded-For`` (the proxy's own address when neither says)."""
    if _canonical(peer) not in trusted:
        return peer
    hops: list[str] = []
    forwarded = headers.get("Forwarded")
    if forwarded:
        for element in forwarded.split(","):
            for pair in element.split(";"):
                name, _, value = pair.strip().partition("=")
                if name.strip().lower() == "for":
                    value = value.strip().strip('"')
                    if value.startswith("["):
                        value = value[1:value.find("]")]
                    elif value.count(":") == 1:
                        value = value.split(":")[0]
                    hops.append(value)
    else:
        hops = [part.strip() for part in (headers.get("X-Forwarded-For") or "").split(",") if part.strip()]
    for hop in reversed(hops):  # the last hop is the one the trusted proxy saw
        if _parsed(hop) is None:
            return peer  # a header that is not an address: the proxy itself counts
        if _canonical(hop) not in trusted:
            return _canonical(hop)
    return peer


def _canonical(address: str) -> str:
    parsed = _parsed(address)
    return str(parsed) if parsed is not None else address


def trusted_proxies(addresses) -> frozenset[str]:
    """The ``--trusted-proxy`` addresses, written one way.

    Raises:
        ValueError: one that is not an IP address.
    """
    found = set()
    for address in addresses:
        parsed = _parsed(address)
        if parsed is None:
            raise ValueError(f"{address!r} is not an IP address")
        found.add(str(parsed))
    return frozenset(found)
