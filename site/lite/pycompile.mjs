// Pre-compile to bytecode, for the site's Pyodide, the Python modules the live kernel
// imports at start-up (run by build-lite.sh through prepare_lite.py):
//
//   node pycompile.mjs <pyodide dir> <lock file> <probe modules> <archive>...
//
// <archive>: wheels, and Pyodide's python_stdlib.zip. <probe modules>: space-separated
// module names imported, after `pyodide_kernel`, to learn which modules a start imports
// ("*" = compile every module instead).
//
// Why: PyPI wheels carry only .py sources, and so does the npm package's python_stdlib.zip;
// the browser would compile every module of the stdlib, IPython, prompt_toolkit, ... at each
// page view (measured: ~2 s of a ~6 s Python start-up on this machine). Pyodide's own
// wheels are pre-compiled (that is why their sha256 differ from PyPI's).
//
// How: the very same Pyodide, under Node (same Python version and magic number, no other
// Python needed), installs the wheels in its memory file system, imports pyodide_kernel
// (which builds the IPython shell the kernel uses) and the probe modules, and notes which
// modules came from which archive. Only those get a .pyc ("unchecked-hash" mode: Python
// loads it without reading or hashing the source, which stays for tracebacks):
//   wheels:            <pkg>/__pycache__/<module>.cpython-3XX.pyc, RECORD rewritten;
//   python_stdlib.zip: <module>.pyc beside <module>.py (what zipimport looks for).
// Archives are rewritten in place; the others modules still import from source.
import path from "node:path";
import { pathToFileURL } from "node:url";

// --record <file>: also write there, as JSON, which modules the probe imported from which
// archive ({"stdlib": [paths in python_stdlib.zip], "site": [paths in wheels], "failed": [...]}):
// prepare_lite checks the pruned archive against it.
const argv = process.argv.slice(2);
let recordFile = null;
if (argv[0] === "--record") { recordFile = argv[1]; argv.splice(0, 2); }
const [pyodideDir, lockFile, probe, ...archives] = argv;
if (!pyodideDir || !lockFile || probe === undefined || archives.length === 0) {
  console.error("usage: node pycompile.mjs [--record <file>] <pyodide dir> <lock file> <probe modules> <archive>...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + "/",
  lockFileURL: path.resolve(lockFile),
  stdout: (s) => console.log(s),
  stderr: (s) => console.error(s),
});

// Host folders of the archives, mounted read-write.
const mounts = {};
let i = 0;
for (const a of archives) {
  const d = path.dirname(path.resolve(a));
  if (!(d in mounts)) {
    mounts[d] = `/host/${i++}`;
    py.FS.mkdirTree(mounts[d]);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: d }, mounts[d]);
  }
}
const targets = archives.map((a) => `${mounts[path.dirname(path.resolve(a))]}/${path.basename(a)}`);
py.globals.set("targets", py.toPy(targets));
py.globals.set("probe", probe);
await py.runPythonAsync(`
import base64, hashlib, importlib, importlib.util, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

STDLIB_ZIP = next(p for p in sys.path if p.endswith(".zip"))  # e.g. /lib/python313.zip
SITE = "/tmp/pycompile-site"
TAG = sys.implementation.cache_tag

def rec(name, data):
    h = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={h},{len(data)}"

def pyc_of(data, filename):
    code = compile(data, filename, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)

def zinfo(name, date_time):
    zi = zipfile.ZipInfo(name, date_time=date_time)
    zi.external_attr = 0o644 << 16
    zi.compress_type = zipfile.ZIP_DEFLATED
    return zi

# 1. Which modules does a start import? (the wheels unpacked, as Pyodide would)
wheels = [t for t in targets if t.endswith(".whl")]
used = None
if probe.strip() != "*":
    os.makedirs(SITE, exist_ok=True)
    # Unpacked by Pyodide's own package loader, as in the browser: the stdlib modules the
    # loader itself imports (tarfile, tempfile, ...) are then compiled too.
    from pyodide._package_loader import unpack_buffer
    from pyodide.ffi import to_js
    for w in wheels:
        with open(w, "rb") as f:
            unpack_buffer(to_js(f.read()), filename=os.path.basename(w), extract_dir=SITE,
                          calculate_dynlibs=True)
    sys.path.insert(0, SITE)
    importlib.invalidate_caches()
    out, err = sys.stdout, sys.stderr
    failed = []
    for mod in ["pyodide_kernel", *probe.split()]:
        try:
            importlib.import_module(mod)
        except Exception as e:  # noqa: BLE001 - reported, not fatal
            failed.append(f"{mod} ({type(e).__name__}: {e})")
        finally:
            sys.stdout, sys.stderr = out, err  # pyodide_kernel swaps them
    # What showing an error imports (IPython's traceback formatter: stack_data, pygments'
    # Python lexer and terminal formatter), with a frame inside a library module.
    try:
        try:
            import json
            json.loads("{")
        except ValueError:
            shell = sys.modules["pyodide_kernel"].ipython_shell
            shell.InteractiveTB.structured_traceback(*sys.exc_info())
    except Exception as e:  # noqa: BLE001
        failed.append(f"traceback formatting ({type(e).__name__}: {e})")
    if failed:
        print("pycompile: probe imports failed: " + "; ".join(failed))
    used = set()
    for m in list(sys.modules.values()):
        f = getattr(m, "__file__", None) or ""
        if f.startswith(SITE + "/"):
            used.add(("site", f[len(SITE) + 1:]))
        elif f.startswith(STDLIB_ZIP + "/"):
            used.add(("stdlib", f[len(STDLIB_ZIP) + 1:]))
    print(f"pycompile: a start imports {len(used)} modules from these archives")

def compile_stdlib(path):
    tmp = path + ".tmp"
    n = 0
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        if any(x.endswith(".pyc") for x in zin.namelist()):
            return "already compiled"
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if not info.filename.endswith(".py"):
                continue
            if used is not None and ("stdlib", info.filename) not in used:
                continue
            try:
                zout.writestr(zinfo(info.filename + "c", info.date_time),
                              pyc_of(data, f"{STDLIB_ZIP}/{info.filename}"))
                n += 1
            except SyntaxError:
                pass
    os.replace(tmp, path)
    return f"{n} modules compiled"

def compile_wheel(path):
    tmp = path + ".tmp"
    n = 0
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        names = zin.namelist()
        if any(x.endswith(".pyc") for x in names):
            return "already compiled"
        record = next(x for x in names if x.endswith(".dist-info/RECORD"))
        lines = []
        for info in zin.infolist():
            if info.filename == record:
                continue
            data = zin.read(info)
            zout.writestr(info, data)
            lines.append(rec(info.filename, data))
            top = info.filename.split("/")[0]
            if not info.filename.endswith(".py") or top.endswith((".data", ".dist-info")):
                continue
            if used is not None and ("site", info.filename) not in used:
                continue
            try:
                pyc = pyc_of(data, info.filename)
            except SyntaxError:
                continue
            d, f = os.path.split(info.filename)
            name = (d + "/" if d else "") + f"__pycache__/{f[:-3]}.{TAG}.pyc"
            zout.writestr(zinfo(name, info.date_time), pyc)
            lines.append(rec(name, pyc))
            n += 1
        lines.append(f"{record},,")
        zout.writestr(zinfo(record, (2020, 2, 2, 0, 0, 0)), "\\n".join(lines) + "\\n")
    os.replace(tmp, path)
    return f"{n} modules compiled"

for t in targets:
    result = compile_stdlib(t) if t.endswith("python_stdlib.zip") else compile_wheel(t)
    print(f"pycompile {os.path.basename(t)}: {result} ({TAG})")

import json as _json
record_json = _json.dumps(None if used is None else {
    "stdlib": sorted(p for k, p in used if k == "stdlib"),
    "site": sorted(p for k, p in used if k == "site"),
    "failed": failed,
})
`);
if (recordFile) {
  const fs = await import("node:fs");
  fs.writeFileSync(recordFile, py.globals.get("record_json"));
}
