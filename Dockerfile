# Kuni Studio's room server with its web client: `kuni serve` on port 8765 (rooms, pages and
# WebSockets on one port), the rooms kept in the /data volume. Build and run:
#   docker build -t kuni-serve .
#   docker run -p 8765:8765 -v kuni-rooms:/data kuni-serve
# then open http://<this machine>:8765/ on any device of the network. For the internet put a TLS
# proxy in front (docs/online.md), or mount a certificate and add --tls-cert/--tls-key.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
# the install keeps data/ and resources/ beside the packages (the server reads the boards and the
# web client there); without a C compiler the two optional C extensions are left out, as documented
COPY pyproject.toml README.md ./
COPY core core
COPY editor editor
COPY qtapp qtapp
COPY data data
COPY resources resources
COPY docs docs
RUN pip install -e . && useradd --system --home /data kuni && mkdir -p /data && chown kuni /data

USER kuni
VOLUME /data
EXPOSE 8765
HEALTHCHECK --interval=30s --timeout=5s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8765/healthz', timeout=4)"
ENTRYPOINT ["kuni", "serve", "--host", "0.0.0.0", "--port", "8765", "--data", "/data"]
