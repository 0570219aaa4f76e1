#!/usr/bin/env python3
"""Pack the built site into one downloadable archive, for a classroom with no internet:

    python scripts/make_archive.py [_build/html]

writes ``_build/html/download/ocean-games-site.zip`` (run by scripts/build-site.sh after the
jupyter-book build; the teacher's page links it as ``../download/ocean-games-site.zip``).

The archive holds one folder, ``ocean-games-site/``: every file of the site (everything in
``_build/html`` except ``download/`` itself, whose PDFs of the classroom kits it keeps), plus

* ``LICENSE.txt``: the project's MIT licence;
* ``serve.py``: scripts/serve_site.py, a stdlib-only server (``python3 serve.py`` serves the
  folder to the whole network and prints the addresses students type);
* ``HOW-TO-USE.txt``: how to serve it (any static server; over HTTP, not as a file).

Files keep their build times (browsers revalidate by Last-Modified; a fixed 1980 date would
keep stale copies in students' caches after an update). Already-compressed files (wheels,
zips, fonts, the gzipped Python snapshot, images) are stored, the rest deflated. The zip is
written next to its final name and moved in place, so a half-written archive is never served.
Prints the archive's size and its number of files.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "ocean-games-site"
DOWNLOAD_DIR = "download"
ARCHIVE = f"{DOWNLOAD_DIR}/{NAME}.zip"  # relative to the site root
STORED = {".zip", ".whl", ".gz", ".woff2", ".woff", ".png", ".pdf", ".jpg", ".jpeg", ".gif", ".webp", ".ico"}

HOW_TO = """\
Ocean Games: interactive rules, the whole website in one folder
================================================================

Nothing here needs the internet. The site must be opened through a web server (an
address starting with http://), not by double-clicking index.html: opened as a file,
the search and the live games do not work.

1. On one computer (the teacher's, or a school server), with Python 3 installed:

       cd ocean-games-site
       python3 serve.py

   (on Windows: py serve.py). It prints the addresses to type, for example
   http://192.168.1.20:8000/ . Students on the same network type that address in
   their browser. Allow Python through the firewall if the computer asks.
   Only this computer:  python3 serve.py --host 127.0.0.1
   Another port:        python3 serve.py --port 8080

2. Or any static web server, with this folder as its root (or as a folder inside
   its root: the site also works under a path such as http://server/ocean/):

       python3 -m http.server 8000 --bind 0.0.0.0     (in this folder)
       nginx, Apache, IIS, a NAS's web server, ...

   The live games need .wasm files sent as "application/wasm" (nginx, Apache and
   Python do this already; on IIS add a MIME type: .wasm -> application/wasm).

3. From a USB stick: copy the folder to the stick; on each computer, run step 1 from
   the stick (or copy the folder to the computer first, which is faster).

The classroom kits, ready to print (quick reference, card sheet, exercises, answer key):
download/pacific-ocean-kit.pdf and download/great-barrier-reef-kit.pdf.

What a student's browser downloads on a first visit: see "For teachers" in the site.
A live game runs Python inside the student's browser (nothing is installed, nothing
is sent anywhere).
"""


def site_files(site: Path) -> list[Path]:
    """Every file of the site, sorted, except the download folder (but its PDFs: the kits)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(site):
        rel_dir = Path(dirpath).relative_to(site)
        if rel_dir == Path("."):
            dirnames[:] = [d for d in dirnames if d != DOWNLOAD_DIR]
        dirnames.sort()
        out += [Path(dirpath) / f for f in sorted(filenames)]
    # the kits' PDFs (scripts/make_kit_pdfs.py) are downloads of the site too: the archive keeps them
    out += sorted((site / DOWNLOAD_DIR).glob("*.pdf"))
    return out


def make_archive(site: Path) -> tuple[Path, int]:
    """Write ``site/download/ocean-games-site.zip``; returns its path and number of entries."""
    site = site.resolve()
    if not (site / "index.html").is_file():
        raise SystemExit(f"make_archive: {site}/index.html missing: build the site first")
    target = site / ARCHIVE
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".part")
    n = 0
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in site_files(site):
            arc = f"{NAME}/{path.relative_to(site).as_posix()}"
            how = zipfile.ZIP_STORED if path.suffix.lower() in STORED else zipfile.ZIP_DEFLATED
            zf.write(path, arc, compress_type=how)
            n += 1
        now = time.localtime()[:6]
        for arc, data in ((f"{NAME}/serve.py", (ROOT / "scripts" / "serve_site.py").read_text(encoding="utf-8")),
                          (f"{NAME}/HOW-TO-USE.txt", HOW_TO),
                          (f"{NAME}/LICENSE.txt", (ROOT / "LICENSE").read_text(encoding="utf-8"))):
            info = zipfile.ZipInfo(arc, date_time=now)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
            n += 1
    os.replace(tmp, target)
    return target, n


def human(nbytes: int) -> str:
    return f"{nbytes / 1e6:.1f} MB"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("site", nargs="?", default=str(ROOT / "_build" / "html"))
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    target, n = make_archive(Path(args.site))
    print(f"make_archive: {target} ({human(target.stat().st_size)}, {n} files, "
          f"{time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
