#!/usr/bin/env python3
"""Serve a folder holding the built site (``_build/html``, or the unpacked download
``ocean-games-site/``) over HTTP, for one computer or a whole classroom.

    python3 serve.py                          # in the unpacked folder: the whole network, port 8000
    python3 serve.py --host 127.0.0.1         # this computer only
    python3 serve.py --port 8080 --directory path/to/site

Python 3.8+ and its standard library only (nothing to install, no internet). It is the
``http.server`` module any Python has, plus:

* the right content types for the live games (``.wasm`` as ``application/wasm``,
  ``.mjs`` as JavaScript), whatever the computer's own list of types says;
* the addresses students type, printed at the start (this machine's network addresses,
  with the port), and one line for each new computer that connects;
* compression: text, scripts and Python's WebAssembly are sent gzip-compressed to browsers
  that accept it (each file compressed once, kept in memory): a student's first visit with a
  live game is about half the bytes of a plain static server (see benchmarks/bench_classroom.py);
* many students at once (one thread per connection).

The site has to be served like this (or by any web server): opened as a file
(``file://``), its search and its live games do not work.

Used by ``scripts/serve.sh`` (``HOST=0.0.0.0 bash scripts/serve.sh``); copied into the
downloadable archive as ``serve.py`` by ``scripts/make_archive.py``.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import ipaddress
import os
import shutil
import socket
import subprocess
import sys
import threading

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/x-ipynb+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}


# Sent gzip-compressed (already-compressed types such as .zip, .whl, .gz, .woff2, .png are not).
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".ipynb", ".wasm",
                ".xml", ".py", ".ttf", ".otf", ".eot", ".ico", ".inv", ".md"}
GZIP_LEVEL = 6


def gzip_bytes(data: bytes) -> bytes:
    """The body sent for a compressible file (fixed mtime: the same bytes every time)."""
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def lan_addresses(family: str = "ipv4") -> list[str]:
    """This machine's addresses that other computers of the network can reach (not loopback,
    not link-local), best first. ``family``: "ipv4", "ipv6" or "all"."""
    found: list[str] = []

    def add(a: str) -> None:
        a = a.split("%")[0].strip()
        try:
            ip = ipaddress.ip_address(a)
        except ValueError:
            return
        if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast:
            return
        if family == "ipv4" and ip.version != 4 or family == "ipv6" and ip.version != 6:
            return
        if a not in found:
            found.append(a)

    # The address of the default route (a UDP "connect" sends nothing).
    for fam, probe in ((socket.AF_INET, ("192.0.2.1", 9)), (socket.AF_INET6, ("2001:db8::1", 9))):
        try:
            with socket.socket(fam, socket.SOCK_DGRAM) as s:
                s.connect(probe)
                add(s.getsockname()[0])
        except OSError:
            pass
    # Every address (Linux: `hostname -I`), then what the host name resolves to.
    if shutil.which("hostname") and sys.platform.startswith("linux"):
        try:
            out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=3).stdout
            for a in out.split():
                add(a)
        except (OSError, subprocess.SubprocessError):
            pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            add(info[4][0])
    except OSError:
        pass
    return found


def url(host: str, port: int) -> str:
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    verbose = False
    compress = True
    _clients: set = set()
    _lock = threading.Lock()
    _gz: dict = {}  # (path, mtime_ns, size) -> gzipped bytes
    _gz_lock = threading.Lock()

    def send_head(self):
        """Compressible files to a browser that accepts gzip: the gzipped bytes (with
        Last-Modified and If-Modified-Since as http.server does); everything else: as is."""
        if not self.compress or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        path = self.translate_path(self.path)
        if not os.path.isfile(path) or os.path.splitext(path)[1].lower() not in COMPRESSIBLE \
                or self.path.split("?")[0].split("#")[0].endswith("/"):
            return super().send_head()
        try:
            st = os.stat(path)
        except OSError:
            return super().send_head()
        ims = self.headers.get("If-Modified-Since")
        if ims and not self.headers.get("If-None-Match"):
            try:
                since = email.utils.parsedate_to_datetime(ims)
            except (TypeError, ValueError, IndexError, OverflowError):
                since = None
            if since is not None and since.tzinfo is not None and int(st.st_mtime) <= since.timestamp():
                self.send_response(304)
                self.end_headers()
                return None
        key = (path, st.st_mtime_ns, st.st_size)
        with self._gz_lock:  # each file compressed once, even when a whole class asks at once
            body = self._gz.get(key)
            if body is None:
                with open(path, "rb") as f:
                    body = self._gz[key] = gzip_bytes(f.read())
        self.send_response(200)
        self.send_header("Content-type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(st.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format, *args):  # noqa: A002
        if self.verbose:
            super().log_message(format, *args)

    def log_request(self, code="-", size="-"):
        client = self.client_address[0]
        with self._lock:
            new = client not in self._clients
            if new:
                self._clients.add(client)
                n = len(self._clients)
        if new:
            print(f"serve: a browser connected from {client} ({n} computer{'s' if n > 1 else ''} so far)",
                  flush=True)
        super().log_request(code, size)


class DualStackServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def server_bind(self):
        if self.address_family == socket.AF_INET6:
            try:  # "::" also answers on IPv4
                self.socket.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
            except (AttributeError, OSError):
                pass
        super().server_bind()


def main(argv=None) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    default_dir = here if os.path.isfile(os.path.join(here, "index.html")) else os.getcwd()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--host", default=os.environ.get("HOST", "0.0.0.0"),
                    help="address to listen on: 0.0.0.0 = every network of this computer (default), "
                         "127.0.0.1 = this computer only, :: = IPv6 and IPv4")
    ap.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    ap.add_argument("--directory", default=default_dir,
                    help="the site's folder (default: the folder of this script if it holds the site, "
                         "else the current folder)")
    ap.add_argument("--verbose", action="store_true", help="log every request")
    ap.add_argument("--no-gzip", action="store_true", help="send every file as it is (no compression)")
    args = ap.parse_args(argv)

    if not os.path.isfile(os.path.join(args.directory, "index.html")):
        print(f"serve: no index.html in {args.directory}: give the site's folder with --directory",
              file=sys.stderr)
        return 1
    handler = functools.partial(type("H", (Handler,), {"verbose": args.verbose, "compress": not args.no_gzip}), directory=args.directory)
    DualStackServer.address_family = socket.AF_INET6 if ":" in args.host else socket.AF_INET
    try:
        server = DualStackServer((args.host, args.port), handler)
    except OSError as e:
        print(f"serve: cannot listen on {args.host} port {args.port}: {e} "
              "(another server on that port? try --port 8080)", file=sys.stderr)
        return 1
    port = server.server_address[1]
    print(f"serve: {os.path.abspath(args.directory)}")
    if args.host in ("0.0.0.0", "::", ""):
        print(f"serve: on this computer: {url('127.0.0.1', port)}")
        addrs = lan_addresses("ipv4" if args.host == "0.0.0.0" else "all")
        if addrs:
            print("serve: students type" + (" one of" if len(addrs) > 1 else "") + ":")
            for a in addrs:
                print(f"         {url(a, port)}")
        else:
            print("serve: no network address found (is this computer on the school network?)")
        print("serve: (if they cannot connect, allow Python through this computer's firewall "
              f"for port {port})")
    else:
        print(f"serve: {url(args.host, port)}")
    print("serve: Ctrl-C to stop", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nserve: stopped")
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
