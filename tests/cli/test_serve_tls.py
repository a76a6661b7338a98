"""`kuni serve --tls-cert/--tls-key`: https and wss from the server itself, and clear refusals for
a certificate given without its key or files that are not one."""

from __future__ import annotations

import asyncio
import datetime
import json
import os
import socket
import ssl
import subprocess
import sys
import urllib.request

import pytest
from cryptography import x509

from core.online.protocol import PROTOCOL_VERSION

pytest.importorskip("websockets")


def _self_signed(folder):
    """A certificate for localhost and its key, as PEM files."""
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                   .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=2))
                   .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
                   .sign(key, hashes.SHA256()))
    cert, private = folder / "cert.pem", folder / "key.pem"
    cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    private.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                          serialization.NoEncryption()))
    return cert, private


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _kuni(*args, **kwargs):
    return subprocess.Popen([sys.executable, "-m", "core.cli", "serve", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env={**os.environ, "KUNI_LANGUAGE": "en"}, **kwargs)


def test_a_server_with_a_certificate_serves_https_and_wss(tmp_path):
    cert, key = _self_signed(tmp_path)
    port = _free_port()
    process = _kuni("--port", str(port), "--data", str(tmp_path / "data"), "--tls-cert", str(cert),
                    "--tls-key", str(key))
    try:
        first = process.stdout.readline()
        assert f"serving on wss://127.0.0.1:{port}" in first, process.stderr.read()
        assert f"https://localhost:{port}/" in process.stdout.readline()
        trusting = ssl.create_default_context(cafile=str(cert))
        with urllib.request.urlopen(f"https://localhost:{port}/healthz", context=trusting, timeout=10) as answer:
            assert json.loads(answer.read())["status"] == "ok"

        async def hello():
            from websockets.asyncio.client import connect

            async with connect(f"wss://localhost:{port}/", ssl=trusting) as socket_:
                await socket_.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
                return json.loads(await socket_.recv())["type"]

        assert asyncio.run(hello()) == "welcome"
    finally:
        process.terminate()
        process.wait(10)


def test_a_certificate_without_its_key_or_a_file_that_is_none_is_refused(tmp_path):
    cert, _key = _self_signed(tmp_path)
    alone = _kuni("--port", "0", "--data", str(tmp_path / "data"), "--tls-cert", str(cert))
    _out, error = alone.communicate(timeout=60)
    assert alone.returncode == 2 and "go together" in error and "Traceback" not in error
    (tmp_path / "junk.pem").write_text("not a certificate")
    junk = _kuni("--port", "0", "--data", str(tmp_path / "data"), "--tls-cert", str(tmp_path / "junk.pem"),
                 "--tls-key", str(tmp_path / "junk.pem"))
    _out, error = junk.communicate(timeout=60)
    assert junk.returncode == 2 and "cannot use" in error and "Traceback" not in error
