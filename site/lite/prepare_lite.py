"""Helper of scripts/build-lite.sh: everything that is easier in Python than in bash.

Sub-commands (run with the site venv's python):
  kernel-pyodide-version   print the Pyodide version the installed jupyterlite-pyodide-kernel
                           expects (from the default `pyodideUrl` of its settings schema)
  lock-python              print the "X.Y" Python version of a pyodide-lock.json
  wheel-list               print `name==version` lines: the wheels to `pip download`
  assemble                 copy and patch wheels, write stand-in wheels, bundle the
                           third-party packages into python_stdlib.zip, take out what
                           nothing uses (PRUNE), byte-compile (pycompile.mjs; the sources
                           of compiled modules then dropped, kernel-start imports
                           checked), rewrite pyodide-lock.json, make the memory snapshot
                           (snapshot.mjs) and its loader in pyodide.js, write
                           jupyter_lite_config.json and jupyter-lite.json

No network access here: build-lite.sh does the fetching (npm pack, pip download).
"""

from __future__ import annotations

import argparse
import ast
import base64
import copy
import fnmatch
import gzip
import hashlib
import importlib.metadata as md
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

KERNEL_EXT = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"

# What the kernel worker installs at start (initPackageManager / initKernel of
# jupyterlite-pyodide-kernel 0.7): it skips any of these named in
# loadPyodideOptions.packages, so we name them all and preload them from the lock.
KERNEL_START = ["micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython"]
# Shipped on top of that and preloaded too (the app notebooks just import them).
APP_PACKAGES = ["ipywidgets", "games_lib"]
# Lock entries whose real files we do not ship: an empty stand-in wheel takes their
# place (the kernel always asks for them; both are optional imports of IPython).
STUBS = {
    "sqlite3": "compiled Pyodide-only module, not on PyPI; IPython runs without it (no history DB)",
    "jedi": "left out to save start-up time; IPython completes without it",
}
# Source patches applied to shipped wheels (before byte-compiling): wheel name prefix ->
# {file in the wheel: [(old, new), ...]}. IPython's __init__ imports IPython.terminal.embed
# (-> prompt_toolkit, ~115 modules) only to offer IPython.embed(), which a kernel never
# calls: import it on first use instead (measured: ~0.3-0.5 s off each start).
#
# The kernel's worker mounts the browser drive and makes it the working directory *before*
# it imports piplite and pyodide_kernel; with '' first on sys.path, every top-level import of
# the start then stats that directory, and each stat is a synchronous request answered by the
# page through the service worker (measured: 83 requests, ~0.9 s of a start). piplite, the
# first module imported after the mount, steps into the home folder; pyodide_kernel, once
# imported, also imports the app packages (their top-level look-ups would otherwise be the
# first thing the app's cell does on the drive) and steps back, so the kernel's own
# `os.chdir` to the notebook's folder and every later import see the drive as before.
PATCHES = {
    "piplite-": {
        "piplite/__init__.py": [(
            '"""A configurable Python package backed by Pyodide\'s micropip"""\n',
            '"""A configurable Python package backed by Pyodide\'s micropip"""\n'
            "import os as _os  # patched for the live site: start-up imports off the drive\n"
            "_start_cwd = _os.getcwd()\n"
            '_os.chdir(_os.path.expanduser("~"))\n',
        )],
        # micropip (with packaging's parsers and unittest.mock: ~0.25 s under Node, more in a
        # browser, at every start, the snapshot's too) is needed only by `%pip`, which the apps
        # never run: imported on first use. The annotations that name its classes stay unevaluated.
        "piplite/piplite.py": [
            ("from typing import Any\n",
             "from __future__ import annotations  # patched for the live site: micropip imported lazily\n\n"
             "from typing import Any\n"),
            ("from unittest.mock import patch\n\nimport micropip\n"
             "from micropip.package_index import ProjectInfo, CompatibilityLayer\n"
             "from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n",
             "# (micropip, unittest.mock: imported where they are used)\n"),
            ('    info = ProjectInfo._compatible_only(name, pkg["releases"])\n',
             "    from micropip.package_index import ProjectInfo\n\n"
             '    info = ProjectInfo._compatible_only(name, pkg["releases"])\n'),
            ("    return await _MP_QUERY_PACKAGE(\n",
             "    from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n\n"
             "    return await _MP_QUERY_PACKAGE(\n"),
            ('    with patch("micropip.package_index.query_package", _query_package):\n',
             "    from unittest.mock import patch\n\n    import micropip\n\n"
             '    with patch("micropip.package_index.query_package", _query_package):\n'),
        ],
    },
    "pyodide_kernel-": {
        # Its strptime warm-up has no year, which Python 3.13 warns about. _strptime hides the
        # warning for callers inside its own archive, which, once bundled (bundle_into_stdlib),
        # pyodide_kernel is: the warning would be pinned on the reader's code and shown.
        "pyodide_kernel/jsonutil.py": [(
            'datetime.strptime("1", "%d")\n',
            'datetime.strptime("2000 1", "%Y %d")  # patched for the live site: with a year\n',
        )],
        "pyodide_kernel/__init__.py": [(
            "# 3. handle streams\n",
            "# patched for the live site: app packages imported, back to piplite's start folder\n"
            "import importlib as _il, os as _os, piplite as _piplite\n"
            f"for _m in {APP_PACKAGES!r}:\n"
            "    try:\n"
            "        _il.import_module(_m)\n"
            "    except ImportError:  # reported when the app imports it\n"
            "        pass\n"
            "_os.chdir(getattr(_piplite, \"_start_cwd\", _os.getcwd()))\n"
            "del _il, _os, _piplite, _m\n\n"
            "# 3. handle streams\n",
        )],
    },
    "ipython-": {
        "IPython/__init__.py": [(
            "from .terminal.embed import embed\n",
            "def embed(**kwargs):  # patched for the live site: terminal.embed imported lazily\n"
            "    from .terminal.embed import embed as _embed\n"
            "    return _embed(**kwargs)\n",
        )],
    },
}
# Return visits start Python from a memory snapshot (snapshot.mjs): a Python that has
# already imported these (what `import pyodide_kernel` pulls in, minus micropip, piplite and
# pyodide_kernel themselves, which hold JavaScript objects), plus the app packages.
SNAPSHOT_IMPORTS = [
    "IPython", "IPython.core.interactiveshell", "IPython.core.application", "IPython.core.history",
    "IPython.core.shellapp", "IPython.core.displayhook", "IPython.core.displaypub",
    "IPython.core.completer", "IPython.core.inputtransformer2", "IPython.utils.tokenutil",
    "traitlets", "comm",
]
# Appended to the served pyodide.js. The kernel worker calls loadPyodide() with options from
# jupyter-lite.json only, so the snapshot is slipped in here. Policy, so that a first visit on
# a slow network is never made heavier or slower: the snapshot is used only if this browser
# already keeps it (Cache Storage: no request at all when it does not); otherwise Python
# starts normally and, a few seconds later, the snapshot is fetched at low priority and kept
# for the next visit (not with Data Saver on, nor on a 2G connection). Its name carries a hash
# of its bytes, so a rebuilt site never restores a stale one (older ones are deleted from the
# cache, which is named after the site's folder: two sites on one host do not share it).
# A cached copy whose SHA-256 differs is dropped (fetched again); one that fails to start
# Python, or does not within 20 s (Pyodide never settles on some bad images), is dropped and
# marked, so that browser does not fetch it again; Python then starts normally.
# After a restore, POST_RESTORE runs: `random` is reseeded (its state was frozen into the
# image) and the '' entry Pyodide adds to sys.path again at a restore is dropped. Any failure
# falls back to a normal start.
POST_RESTORE = ("import random as _r, sys as _s; _r.seed(); "
                "_s.path[:] = list(dict.fromkeys(_s.path)); del _r, _s")
SNAPSHOT_JS = """
;(function () {
  "use strict";
  // Added by the site build (site/lite/prepare_lite.py, SNAPSHOT_JS): start Python from a
  // memory snapshot on return visits.
  var SNAPSHOT = "%(name)s", SHA256 = "%(sha256)s";
  var UNUSABLE = "?unusable";  // cache key suffix: this snapshot failed to start here
  var RESTORE_TIMEOUT_MS = 20000;  // a restore takes ~1 s; a bad one may never settle
  var orig = self.loadPyodide;
  if (typeof orig !== "function" || orig.__liteSnapshot) { return; }
  var state = self.__liteSnapshot = { file: SNAPSHOT, status: "absent", prefetched: false };
  function cacheName(url) { return "python-snapshot " + new URL(".", url).pathname; }
  function hex(buf) { return Array.from(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, "0"); }).join(""); }
  async function fromCache(url) {
    if (!self.caches || typeof DecompressionStream === "undefined") { return null; }
    try {
      var cache = await caches.open(cacheName(url));
      var r = await cache.match(url);
      if (!r) { return null; }
      var gz = await r.arrayBuffer();
      if (hex(await crypto.subtle.digest("SHA-256", gz)) !== SHA256) {
        state.status = "corrupt";  // dropped; fetched again for the next visit
        await cache.delete(url);
        return null;
      }
      var raw = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
      return new Uint8Array(await new Response(raw).arrayBuffer());
    } catch (e) { return null; }
  }
  function keepForNextTime(url) {
    var c = self.navigator && self.navigator.connection;
    if (!self.caches || typeof DecompressionStream === "undefined") {
      state.status += ", not kept (no Cache Storage or DecompressionStream)"; return;
    }
    if (c && (c.saveData || /(^|-)2g$/.test(c.effectiveType || ""))) {
      state.status += ", not kept (data saver)"; return;
    }
    setTimeout(async function () {
      try {
        var cache = await caches.open(cacheName(url));
        if (await cache.match(url + UNUSABLE)) { state.status += ", not kept (unusable here)"; return; }
        for (var old of await cache.keys()) { if (old.url !== url) { await cache.delete(old); } }
        await cache.add(new Request(url, { priority: "low" }));
        state.prefetched = true;
      } catch (e) { /* no room, offline...: next visit starts normally */ }
    }, 3000);
  }
  var wrapped = async function (opts) {
    opts = opts || {};
    if (opts._loadSnapshot || opts._makeSnapshot || !opts.indexURL) { return orig(opts); }
    var url = new URL(SNAPSHOT, new URL(opts.indexURL, self.location.href)).href;
    var snap = await fromCache(url);
    if (snap) {
      try {
        var timer;
        var giveUp = new Promise(function (_, reject) {
          timer = setTimeout(function () { reject(new Error("no start after " + RESTORE_TIMEOUT_MS + " ms")); }, RESTORE_TIMEOUT_MS);
        });
        var py = await Promise.race([orig(Object.assign({}, opts, { _loadSnapshot: snap })), giveUp]);
        clearTimeout(timer);
        py.runPython(%(post_restore)s);
        state.status = "used";
        return py;
      } catch (e) {
        console.warn("Python snapshot not usable, normal start:", e);
        state.status = "failed";
        // Forget it, and remember not to fetch this one again in this browser.
        caches.open(cacheName(url)).then(function (c) {
          return Promise.all([c.delete(url), c.put(url + UNUSABLE, new Response("1"))]);
        }).catch(function () {});
      }
    }
    var fresh = await orig(opts);
    if (state.status === "absent" || state.status === "corrupt") { keepForNextTime(url); }
    return fresh;
  };
  wrapped.__liteSnapshot = true;
  self.loadPyodide = wrapped;
})();
"""
# What is taken out of python_stdlib.zip (once the packages are bundled into it), to make a
# reader's first download smaller: fnmatch patterns on paths in the archive, each with why
# nothing the kernel or the app notebooks run needs it. The apps import only games_lib,
# ipywidgets and the standard library; the kernel is pyodide_kernel's IPython shell.
# PRUNE_KEEP wins over PRUNE. Guards (prune_stdlib / check_kernel_imports): no module left
# in the archive imports a pruned one at module level, the byte-compile probe (a kernel
# start + the app packages + a formatted traceback) must import without error, and every
# module it recorded must still be in the archive; the snapshot check then starts a kernel.
PRUNE = [
    # IPython's terminal front end (prompt_toolkit, and wcwidth, which only it and
    # IPython.terminal.ptutils use): a kernel never imports it. IPython.embed is made lazy by
    # PATCHES; IPython.core.debugger imports the terminal shell only when no shell runs.
    ("prompt_toolkit/*", "terminal front end only (IPython.terminal)"),
    ("wcwidth/*", "used only by prompt_toolkit and IPython.terminal.ptutils"),
    ("IPython/terminal/*", "terminal shell, embed, ipapp: never imported by a kernel"),
    # Pygments: IPython highlights Python only (oinspect: PythonLexer; tracebacks via
    # stack_data: get_lexer_by_name("python3")). The ~250 other lexers are reached only by
    # name (IPython.display.Code(language=...), guess_lexer); pygments/lexers/_mapping.py is
    # rewritten to list the kept lexers only, so an unknown name is pygments' usual
    # ClassNotFound. IPython 9's own lexers live in ipython_pygments_lexers, not shipped.
    ("pygments/lexers/*", "non-Python lexers: looked up by name only, never by the kernel"),
    ("pygments/cmdline.py", "the pygmentize command line"),
    ("pygments/__main__.py", "the pygmentize command line"),
    ("pygments/sphinxext.py", "Sphinx extension"),
    # Test suites, test helpers and build-tool extensions shipped inside the packages.
    ("*/tests/*", "test suites (ipywidgets, traitlets), with their data (a 35 kB PNG)"),
    ("IPython/testing/*", "IPython's test helpers (skipdoctest, imported by IPython, is kept)"),
    ("IPython/sphinxext/*", "Sphinx directives"),
    # Standard-library modules that cannot work in a browser's WebAssembly Python (no
    # processes, no sockets) or only run tests; nothing kept imports them at module level.
    ("multiprocessing/*", "no processes in WebAssembly; only lazy imports (concurrent.futures.process, logging.config)"),
    ("concurrent/futures/process.py", "ProcessPoolExecutor (imports multiprocessing): loaded lazily by concurrent.futures.__getattr__"),
    ("ftplib.py", "socket client: no sockets in the browser"),
    ("imaplib.py", "socket client: no sockets in the browser"),
    ("poplib.py", "socket client: no sockets in the browser"),
    ("smtplib.py", "socket client: no sockets in the browser"),
    ("xmlrpc/*", "HTTP/socket client and server"),
    ("wsgiref/*", "WSGI server"),
    ("doctest.py", "test runner: imported only by _test() helpers and IPython.testing (pruned)"),
]
PRUNE_KEEP = [
    ("IPython/terminal/__init__.py", "IPython.core.shellapp imports terminal.pt_inputhooks at start (%gui names)"),
    ("IPython/terminal/pt_inputhooks/__init__.py", "same; it imports nothing of prompt_toolkit"),
    ("pygments/lexers/__init__.py", "get_lexer_by_name, find_lexer_class"),
    ("pygments/lexers/_mapping.py", "the lexer table (rewritten: kept lexers only)"),
    ("pygments/lexers/python.py", "PythonLexer, Python3Lexer (oinspect, tracebacks)"),
    ("IPython/testing/__init__.py", "imported with skipdoctest"),
    ("IPython/testing/skipdoctest.py", "imported by IPython.core at start"),
]
# Once byte-compiled (pycompile.mjs, unchecked-hash .pyc beside the .py in the archive),
# the source of a compiled module is dropped too: zipimport loads an unchecked .pyc without
# reading its source, and finds the .pyc before the .py anyway (module __file__ was already
# the .pyc). What goes: the source lines in tracebacks of frames inside those modules (the
# reader's own cells and games_lib, an ordinary wheel, keep theirs) and inspect.getsource
# of them. The modules a start does not import keep their source (nothing to compile them).
STRIP_COMPILED_SOURCES = True
# Dependencies to drop from lock entries (matplotlib-inline -> matplotlib: not shipped).
DROP_DEPENDS = {"matplotlib"}


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def kernel_pyodide_version() -> str:
    schema = json.loads((KERNEL_EXT / "static/schema/kernel.v0.schema.json").read_text())
    url = schema["properties"]["pyodideUrl"]["default"]
    m = re.search(r"/v(\d+\.\d+\.\d+[a-z0-9]*)/", url)
    if not m:
        raise SystemExit(f"cannot read a Pyodide version from {url!r}")
    return m.group(1)


def lock_python(lock: dict) -> str:
    return ".".join(lock["info"]["python"].split(".")[:2])


def closure(lock: dict, roots: list[str]) -> list[str]:
    pk = lock["packages"]
    seen: list[str] = []
    todo = [canon(r) for r in roots]
    while todo:
        n = todo.pop()
        if n in seen or n in DROP_DEPENDS:
            continue
        seen.append(n)
        todo.extend(canon(d) for d in pk[n]["depends"])
    return seen


def pypi_from_lock(lock: dict, keep_jedi: bool) -> list[str]:
    """Lock packages (canonical names) whose wheels come from PyPI."""
    stubs = set(STUBS) - ({"jedi"} if keep_jedi else set())
    roots = ["micropip", "ipython"] + (["jedi"] if keep_jedi else [])
    names = [n for n in closure(lock, roots) if n not in stubs]
    for n in names:
        e = lock["packages"][n]
        if e["package_type"] != "package" or not e["file_name"].endswith("-none-any.whl"):
            raise SystemExit(f"{n}: {e['file_name']} is not a pure-Python wheel; add a stand-in")
    return sorted(names)


def wheel_list(lock: dict, keep_jedi: bool) -> list[str]:
    lines = [f"{lock['packages'][n]['name']}=={lock['packages'][n]['version']}"
             for n in pypi_from_lock(lock, keep_jedi)]
    # Same versions as the build venv: the widget front end the Lite build copies from
    # jupyterlab_widgets must match the kernel-side ipywidgets.
    for dist in ("ipywidgets", "comm"):
        lines.append(f"{dist}=={md.version(dist)}")
    return lines


# --- wheels -------------------------------------------------------------------------

def wheel_meta(path: Path) -> tuple[str, str, list[str]]:
    """(name, version, top-level import names) of a wheel."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        text = z.read(meta).decode()
        name = re.search(r"^Name: (.+)$", text, re.M).group(1).strip()
        version = re.search(r"^Version: (.+)$", text, re.M).group(1).strip()
        tops = set()
        for n in names:
            first = n.split("/")[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in n:
                tops.add(first)
            elif n.endswith(".py"):
                tops.add(n[:-3])
    return name, version, sorted(tops)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD line for a file (urlsafe base64 sha256, no padding, size)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def bundle_into_stdlib(stdlib_zip: Path, wheels: list[Path]) -> int:
    """Move the importable files of pure-Python `wheels` into Pyodide's python_stdlib.zip.

    Each wheel is rewritten in place to hold its .dist-info only (RECORD rewritten to match),
    so the lock still installs it (importlib.metadata, micropip and piplite see the package
    as installed) while its modules are imported from the archive Python already has on
    sys.path: nothing to unpack into the browser's file system at start (measured: the 22
    wheel installs took ~0.6 s of each start). Directory entries are added for the
    namespace packages zipimport must find (micropip/_vendored). Returns the files moved.
    """
    tmp = stdlib_zip.with_suffix(".tmp")
    moved = 0
    with zipfile.ZipFile(stdlib_zip) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        present = set(zin.namelist())
        for info in zin.infolist():
            zout.writestr(info, zin.read(info))
        dirs: set[str] = set()
        for w in wheels:
            meta: list[tuple[zipfile.ZipInfo, bytes]] = []
            with zipfile.ZipFile(w) as z:
                for info in z.infolist():
                    top = info.filename.split("/")[0]
                    if top.endswith(".dist-info"):
                        if not info.filename.endswith("/RECORD"):
                            meta.append((info, z.read(info)))
                        continue
                    if top.endswith(".data") or info.is_dir() or "/__pycache__/" in f"/{info.filename}":
                        continue
                    if info.filename in present:
                        raise SystemExit(f"{w.name}: {info.filename} is already in {stdlib_zip.name}")
                    zout.writestr(info, z.read(info))
                    present.add(info.filename)
                    moved += 1
                    parts = info.filename.split("/")[:-1]
                    dirs.update("/".join(parts[: i + 1]) + "/" for i in range(len(parts)))
            record = next(i.filename for i, _ in meta if i.filename.endswith("/METADATA")).replace("METADATA", "RECORD")
            lines = []
            with zipfile.ZipFile(w.with_suffix(".tmp"), "w", zipfile.ZIP_DEFLATED) as zw:
                for info, data in meta:
                    zw.writestr(info, data)
                    lines.append(record_line(info.filename, data))
                lines.append(f"{record},,")
                zw.writestr(zipfile.ZipInfo(record, date_time=(2020, 2, 2, 0, 0, 0)), "\n".join(lines) + "\n")
            w.with_suffix(".tmp").replace(w)
        for d in sorted(dirs - present):
            zout.writestr(zipfile.ZipInfo(d, date_time=(2020, 2, 2, 0, 0, 0)), b"")
    tmp.replace(stdlib_zip)
    return moved


def _pruned(name: str) -> bool:
    return (any(fnmatch.fnmatchcase(name, pat) for pat, _ in PRUNE)
            and not any(fnmatch.fnmatchcase(name, pat) for pat, _ in PRUNE_KEEP))


def _module_of(name: str) -> str | None:
    """Dotted module name of an archive path (None for data files and directories)."""
    if not name.endswith((".py", ".pyc")):
        return None
    mod = name[: name.rindex(".")].replace("/", ".")
    return mod[: -len(".__init__")] if mod.endswith(".__init__") else mod


def _top_level_imports(mod: str, is_pkg: bool, source: str) -> set[str]:
    """Modules a source imports at module level (not inside a def, try, if...), with
    `from a import b` giving both `a` and `a.b` (b may be a submodule)."""
    found: set[str] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return found
    for node in tree.body:
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = mod.split(".") if is_pkg else mod.split(".")[:-1]
                pkg = pkg[: len(pkg) - node.level + 1]
                base = ".".join(pkg + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return found


def _keep_lexers_only(mapping: str, kept: set[str]) -> str:
    """pygments/lexers/_mapping.py with the entries of the kept lexer modules only."""
    lines = [ln for ln in mapping.splitlines(keepends=True)
             if not (m := re.match(r"\s+'\w+': \('(pygments\.lexers\.\w+)'", ln)) or m.group(1) in kept]
    text = "".join(lines)
    ns: dict = {}
    exec(compile(text, "_mapping.py", "exec"), ns)  # the build's Python: a plain dict literal
    if not ns["LEXERS"] or {v[0] for v in ns["LEXERS"].values()} - kept:
        raise SystemExit("prune: pygments/lexers/_mapping.py not rewritten as expected")
    return text


def prune_stdlib(stdlib_zip: Path) -> tuple[int, int]:
    """Take the PRUNE entries out of python_stdlib.zip (before byte-compiling).

    Fails the build if a module left in the archive imports a pruned module at module level
    (an import inside a function, try or if is the lazy, optional kind: not checked).
    Returns (files removed, compressed bytes removed)."""
    tmp = stdlib_zip.with_suffix(".tmp")
    with zipfile.ZipFile(stdlib_zip) as zin:
        infos = zin.infolist()
        gone = [i for i in infos if not i.is_dir() and _pruned(i.filename)]
        gone_names = {i.filename for i in gone}
        kept_files = [i for i in infos if i.filename not in gone_names]
        kept_mods = {_module_of(i.filename) for i in kept_files} - {None}
        pruned_mods = {_module_of(i.filename) for i in gone} - {None} - kept_mods
        for pat, _ in PRUNE:
            if not any(fnmatch.fnmatchcase(n, pat) for n in gone_names):
                raise SystemExit(f"prune: {pat!r} matches nothing in {stdlib_zip.name} (stale entry?)")
        bad = []
        for i in kept_files:
            mod = _module_of(i.filename)
            if mod and i.filename.endswith(".py"):
                is_pkg = i.filename.endswith("/__init__.py")
                hit = _top_level_imports(mod, is_pkg, zin.read(i).decode("utf-8", "replace")) & pruned_mods
                bad.extend(f"{mod} imports {h}" for h in sorted(hit))
        if bad:
            raise SystemExit("prune: kept modules import pruned ones at module level:\n  " + "\n  ".join(bad))
        kept_lexers = {m for m in kept_mods if m.startswith("pygments.lexers.")}
        # Folder entries go with their last file (zipimport would take a folder entry left
        # alone for a namespace package: `import prompt_toolkit` would then succeed).
        dirs_left = {"/".join(i.filename.split("/")[:k]) + "/" for i in kept_files if not i.is_dir()
                     for k in range(1, i.filename.count("/") + 1)}
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
            for i in kept_files:
                if i.is_dir() and i.filename not in dirs_left:
                    continue  # a folder all of whose files were pruned
                data = zin.read(i)
                if i.filename == "pygments/lexers/_mapping.py":
                    data = _keep_lexers_only(data.decode(), kept_lexers).encode()
                zout.writestr(i, data)
    tmp.replace(stdlib_zip)
    return len(gone), sum(i.compress_size for i in gone)


def strip_compiled_sources(stdlib_zip: Path) -> tuple[int, int]:
    """Drop from python_stdlib.zip the .py of every module that has a .pyc beside it
    (STRIP_COMPILED_SOURCES). Returns (files removed, compressed bytes removed)."""
    tmp = stdlib_zip.with_suffix(".tmp")
    with zipfile.ZipFile(stdlib_zip) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        gone = [i for i in zin.infolist() if i.filename.endswith(".py") and i.filename + "c" in names]
        gone_names = {i.filename for i in gone}
        for i in zin.infolist():
            if i.filename not in gone_names:
                zout.writestr(i, zin.read(i))
    tmp.replace(stdlib_zip)
    return len(gone), sum(i.compress_size for i in gone)


def check_kernel_imports(stdlib_zip: Path, record: Path) -> int:
    """Fail the build unless every module the byte-compile probe (a kernel start, the app
    packages, a formatted traceback: pycompile.mjs) imported from python_stdlib.zip is still
    in it, and the probe imported without error. Returns the number of modules checked."""
    rec = json.loads(record.read_text())
    if rec["failed"]:
        raise SystemExit("kernel-start probe: imports failed: " + "; ".join(rec["failed"]))
    with zipfile.ZipFile(stdlib_zip) as z:
        names = set(z.namelist())
    missing = sorted(p for p in rec["stdlib"] if p not in names and p + "c" not in names)
    if missing:
        raise SystemExit(f"{len(missing)} modules a kernel start imports are not in "
                         f"{stdlib_zip.name}: {', '.join(missing[:20])}")
    return len(rec["stdlib"])


def write_stub_wheel(dest_dir: Path, name: str, version: str, why: str) -> Path:
    """An empty, valid wheel: installs a dist-info only (no importable module)."""
    dist = f"{name}-{version}"
    path = dest_dir / f"{name}-{version}-py3-none-any.whl"
    files = {
        f"{dist}.dist-info/METADATA": (
            f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
            f"Summary: empty stand-in for the live site: {why}\n"
        ),
        f"{dist}.dist-info/WHEEL": (
            "Wheel-Version: 1.0\nGenerator: prepare_lite\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        ),
    }
    record = []
    for fn, body in files.items():
        record.append(record_line(fn, body.encode()))
    record.append(f"{dist}.dist-info/RECORD,,")
    files[f"{dist}.dist-info/RECORD"] = "\n".join(record) + "\n"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for fn, body in files.items():
            info = zipfile.ZipInfo(fn, date_time=(2020, 2, 2, 0, 0, 0))  # reproducible
            info.external_attr = 0o644 << 16
            z.writestr(info, body)
    return path


def patch_wheel(path: Path) -> None:
    """Apply PATCHES to a wheel in place (RECORD updated)."""
    todo = next((v for k, v in PATCHES.items() if path.name.startswith(k)), None)
    if not todo:
        return
    tmp = path.with_suffix(".tmp")
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        names = zin.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        lines = []
        for info in zin.infolist():
            if info.filename == record:
                continue
            data = zin.read(info)
            for old, new in todo.get(info.filename, []):
                text = data.decode()
                if old not in text:
                    raise SystemExit(f"{path.name}: patch does not apply to {info.filename}")
                data = text.replace(old, new).encode()
            zout.writestr(info, data)
            lines.append(record_line(info.filename, data))
        lines.append(f"{record},,")
        zout.writestr(zin.getinfo(record), "\n".join(lines) + "\n")
    tmp.replace(path)


def entry(template: dict | None, wheel: Path, name: str, version: str,
          imports: list[str], depends: list[str]) -> dict:
    e = copy.deepcopy(template) if template else {
        "package_type": "package", "install_dir": "site", "unvendored_tests": False,
    }
    e.update(name=name, version=version, file_name=wheel.name, sha256=sha256(wheel),
             imports=imports, depends=depends)
    return e


def assemble(args) -> None:
    lock = json.loads(Path(args.lock).read_text())
    out = Path(args.out)
    pyodide_dir = out / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True, exist_ok=True)
    cache = Path(args.wheels)
    # (lock key, wheel in pyodide_dir, template entry or None, depends or None=from wheel)
    shipped: list[tuple[str, Path, dict | None, list[str] | None]] = []

    def ship(src: Path) -> Path:
        dst = pyodide_dir / src.name
        shutil.copy2(src, dst)
        patch_wheel(dst)
        return dst

    def find(dist: str, version: str, folder: Path) -> Path:
        stem = re.sub(r"[-_.]+", "_", dist).lower()
        for w in folder.glob("*.whl"):
            if w.name.lower().startswith(f"{stem}-{version}-"):
                return w
        raise SystemExit(f"wheel {dist}=={version} not found in {folder}")

    # 1. Pyodide's own packages, as PyPI wheels (sha256 of OUR files).
    for n in pypi_from_lock(lock, args.keep_jedi):
        orig = lock["packages"][n]
        deps = [d for d in orig["depends"] if canon(d) not in DROP_DEPENDS]
        shipped.append((n, ship(find(orig["name"], orig["version"], cache)), orig, deps))

    # 2. The kernel's own wheels (shipped inside the kernel's lab extension).
    for w in sorted((KERNEL_EXT / "static/pypi").glob("*.whl")):
        name, version, _ = wheel_meta(w)
        if name == "widgetsnbextension" and not version.startswith("4."):
            continue
        deps = {"pyodide-kernel": ["ipython", "comm", "ipykernel"], "piplite": ["micropip"],
                "ipykernel": ["comm"]}.get(canon(name), [])
        shipped.append((canon(name), ship(w), None, deps))

    # 3. comm, ipywidgets (same versions as the build venv) and the games_lib wheel(s).
    for dist, deps in (("comm", []), ("ipywidgets", ["comm", "ipython", "traitlets"])):
        shipped.append((canon(dist), ship(find(dist, md.version(dist), cache)), None, deps))
    for src in sorted(Path(args.extra_wheels).glob("*.whl")):
        shipped.append((canon(wheel_meta(src)[0]), ship(src), None, ["ipywidgets"]))

    # 4. Lock entries (import names read from the full wheels), then the third-party
    #    wheels' modules moved into python_stdlib.zip (see bundle_into_stdlib); the
    #    project's own wheels (games_lib) stay ordinary wheels.
    packages: dict[str, dict] = {}
    for key, w, template, deps in shipped:
        name, version, tops = wheel_meta(w)
        imports = template["imports"] if template else tops
        packages[key] = entry(template, w, template["name"] if template else name, version, imports, deps)
    own = {p.name for p in Path(args.extra_wheels).glob("*.whl")}
    if args.bundle:
        moved = bundle_into_stdlib(pyodide_dir / "python_stdlib.zip",
                                   [w for _, w, _, _ in shipped if w.name not in own])
        print(f"bundle: {moved} files of {len(shipped) - len(own)} wheels moved into python_stdlib.zip")
    stdlib_zip = pyodide_dir / "python_stdlib.zip"
    size0 = stdlib_zip.stat().st_size
    if args.bundle and args.prune:  # (PRUNE names bundled packages: not with --no-bundle)
        n, b = prune_stdlib(stdlib_zip)
        print(f"prune: {n} files ({b / 1e6:.2f} MB compressed) taken out of python_stdlib.zip (PRUNE)")

    # 5. Byte-compile, for this Pyodide (run under Node), the modules a kernel start
    #    imports: no compiling in the reader's browser. Probe = what the app notebooks
    #    import besides the kernel: ipywidgets and every module of the games_lib wheel(s).
    app_modules = ["ipywidgets"]
    for src in sorted(Path(args.extra_wheels).glob("*.whl")):
        with zipfile.ZipFile(src) as z:
            for n in z.namelist():
                if n.endswith(".py") and "/tests/" not in f"/{n}" and not n.split("/")[0].endswith(".dist-info"):
                    mod = n[:-3].replace("/", ".")
                    app_modules.append(mod[: -len(".__init__")] if mod.endswith(".__init__") else mod)
    if args.compile:
        probe = ["piplite.piplite", *app_modules]  # the kernel imports piplite.piplite at start
        record = pyodide_dir / "kernel-imports.tmp"
        subprocess.run(
            [args.node, str(Path(__file__).with_name("pycompile.mjs")), "--record", str(record),
             str(pyodide_dir), args.lock,
             "*" if args.compile_all else " ".join(probe),
             str(pyodide_dir / "python_stdlib.zip"), *[str(w) for _, w, _, _ in shipped]],
            check=True,
        )
        if STRIP_COMPILED_SOURCES and args.bundle and args.prune:
            n, b = strip_compiled_sources(stdlib_zip)
            print(f"prune: {n} sources of compiled modules ({b / 1e6:.2f} MB compressed) taken out")
        if not args.compile_all:
            n = check_kernel_imports(stdlib_zip, record)
            print(f"check: the {n} modules a kernel start imports from python_stdlib.zip are all in it")
        record.unlink()
    print(f"python_stdlib.zip: {size0 / 1e6:.2f} MB with the packages bundled (sources only) -> "
          f"{stdlib_zip.stat().st_size / 1e6:.2f} MB shipped")

    for key, w, _, _ in shipped:
        packages[key]["sha256"] = sha256(w)  # bundled / compiled since

    # 6. Stand-ins.
    for n, why in STUBS.items():
        if n == "jedi" and args.keep_jedi:
            continue
        w = write_stub_wheel(pyodide_dir, n, "0.0.0" if n == "jedi" else lock["packages"][n]["version"], why)
        packages[n] = entry(None, w, n, w.name.split("-")[1], [], [])

    missing = {d: n for n, e in packages.items() for d in e["depends"] if canon(d) not in packages}
    if missing:
        raise SystemExit(f"dangling dependencies in the rewritten lock: {missing}")
    for name in KERNEL_START + APP_PACKAGES:
        if canon(name) not in packages:
            raise SystemExit(f"{name} is to be preloaded but has no lock entry")

    new_lock = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(new_lock, indent=1) + "\n")

    # 6b. Memory snapshot for return visits (made and checked under Node), gzip-compressed,
    #     named by its hash, and the pyodide.js wrapper that uses it (SNAPSHOT_JS).
    if args.snapshot:
        raw = pyodide_dir / "snapshot.tmp"
        subprocess.run(
            [args.node, str(Path(__file__).with_name("snapshot.mjs")), str(pyodide_dir), str(raw),
             " ".join(SNAPSHOT_IMPORTS + app_modules), " ".join(KERNEL_START + APP_PACKAGES),
             POST_RESTORE, " ".join(APP_PACKAGES)],
            check=True,
        )
        data = gzip.compress(raw.read_bytes(), compresslevel=6, mtime=0)
        raw.unlink()
        name = f"kernel-snapshot-{hashlib.sha256(data).hexdigest()[:16]}.bin.gz"
        (pyodide_dir / name).write_bytes(data)
        with (pyodide_dir / "pyodide.js").open("a") as f:
            f.write(SNAPSHOT_JS % {"name": name, "sha256": hashlib.sha256(data).hexdigest(),
                                   "post_restore": json.dumps(POST_RESTORE)})
        print(f"snapshot: {name}, {len(data) / 1e6:.1f} MB compressed")

    # 7. Lite config files from the committed templates.
    templates = Path(args.templates)
    cfg = json.loads((templates / "jupyter_lite_config.json").read_text())
    (out / "jupyter_lite_config.json").write_text(json.dumps(cfg, indent=2) + "\n")

    lite = json.loads((templates / "jupyter-lite.json").read_text())
    settings = lite.setdefault("jupyter-config-data", {}).setdefault("litePluginSettings", {}) \
        .setdefault(KERNEL_PLUGIN, {})
    opts = settings.setdefault("loadPyodideOptions", {})
    opts["packages"] = KERNEL_START + APP_PACKAGES
    settings["disablePyPIFallback"] = True
    (out / "jupyter-lite.json").write_text(json.dumps(lite, indent=2) + "\n")

    size = sum(p.stat().st_size for p in pyodide_dir.glob("*.whl"))
    print(f"lock: {len(packages)} packages, {size / 1e6:.1f} MB of wheels; preloaded: "
          + ", ".join(opts["packages"]))


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("kernel-pyodide-version")
    for cmd in ("lock-python", "wheel-list", "assemble"):
        s = sub.add_parser(cmd)
        s.add_argument("--lock", required=True)
        s.add_argument("--keep-jedi", action="store_true")
        if cmd == "assemble":
            s.add_argument("--wheel-list")
            s.add_argument("--wheels", required=True)
            s.add_argument("--extra-wheels", required=True)
            s.add_argument("--templates", required=True)
            s.add_argument("--out", required=True)
            s.add_argument("--no-compile", dest="compile", action="store_false")
            s.add_argument("--no-snapshot", dest="snapshot", action="store_false",
                           help="no memory snapshot for return visits")
            s.add_argument("--no-bundle", dest="bundle", action="store_false",
                           help="leave the kernel's packages as wheels unpacked at each start")
            s.add_argument("--no-prune", dest="prune", action="store_false",
                           help="keep python_stdlib.zip whole (no PRUNE, compiled modules keep their source)")
            s.add_argument("--node", default="node")
            s.add_argument("--compile-all", action="store_true",
                           help="compile every module, not only those a kernel start imports")
    args = p.parse_args(argv)
    if args.cmd == "kernel-pyodide-version":
        print(kernel_pyodide_version())
        return
    lock = json.loads(Path(args.lock).read_text())
    if args.cmd == "lock-python":
        print(lock_python(lock))
    elif args.cmd == "wheel-list":
        print("\n".join(wheel_list(lock, args.keep_jedi)))
    else:
        assemble(args)


if __name__ == "__main__":
    main()
