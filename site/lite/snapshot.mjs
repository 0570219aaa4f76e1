// Make, and check, the Python memory snapshot that return visits start from (run by
// build-lite.sh through prepare_lite.py, after the lock is written):
//
//   node snapshot.mjs <pyodide dir> <out file> <modules> <preloaded packages> <post-restore code> <app packages>
//
// Make: the same Pyodide, under Node, installs the lock's wheels where the browser puts them,
// imports <modules> (space-separated: IPython's kernel-side modules and the app packages;
// NOT micropip, piplite or pyodide_kernel, which keep references to JavaScript objects that a
// snapshot cannot hold) and writes the memory image to <out file>.
//
// Check: a second Pyodide starts from that image the way the site's kernel worker will
// (loadPyodide with `_loadSnapshot` and the preloaded packages, then <post-restore code>, the
// Python the worker runs after a restore), runs the kernel's start-up
// (`import piplite.piplite`, `import pyodide_kernel`) and the app packages' imports, and must
// see the same environment as a normal start; any difference fails the build.
//
// Pyodide's snapshot options (`_makeSnapshot`, `_loadSnapshot`, `makeMemorySnapshot`) are
// experimental (underscore) API of the pinned Pyodide: this check is what guards them.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, out, mods, preload, postRestore, appPackages] = process.argv.slice(2);
if (!pyodideDir || !out || !mods || !preload || !postRestore || !appPackages) {
  console.error("usage: node snapshot.mjs <pyodide dir> <out file> <modules> <preloaded packages> <post-restore code> <app packages>");
  process.exit(2);
}
const dir = path.resolve(pyodideDir);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const lock = JSON.parse(fs.readFileSync(path.join(dir, "pyodide-lock.json"), "utf8"));
const quiet = { stdout: () => {}, stderr: (s) => console.error(s) };

// 1. Make.
const py = await loadPyodide({ indexURL: dir + "/", _makeSnapshot: true, ...quiet });
py.FS.mkdirTree("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, "/host");
py.globals.set("WHEELS", py.toPy(Object.values(lock.packages).map((p) => "/host/" + p.file_name)));
py.globals.set("MODS", mods);
await py.runPythonAsync(`
import importlib, sys, zipfile
_sp = next(p for p in sys.path if p.endswith("site-packages"))
for _w in WHEELS:
    with zipfile.ZipFile(_w) as _z:
        _z.extractall(_sp)
importlib.invalidate_caches()
_out, _err = sys.stdout, sys.stderr
for _m in MODS.split():
    importlib.import_module(_m)
sys.stdout, sys.stderr = _out, _err
import os
os.environ.pop("_", None)  # Node's script path (a browser start has its own value)
del _sp, _w, _z, _m, _out, _err, WHEELS, MODS, os
`);
py.FS.unmount("/host");
const snap = py.makeMemorySnapshot(); // throws if Python still holds a JavaScript object
fs.writeFileSync(out, snap);

// 2. Check, against a normal start.
const START = `
import sys, os
import piplite.piplite
piplite.piplite._PIPLITE_DISABLE_PYPI = True
import pyodide_kernel
import ${appPackages.split(" ").join(", ")}
sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
assert pyodide_kernel.kernel_instance is not None
import json
json.dumps({"cwd": os.getcwd(), "environ": {k: v for k, v in os.environ.items() if k != "_"}, "path": sys.path,
            "kernel": type(pyodide_kernel.kernel_instance).__name__})
`;
async function start(extra) {
  const t0 = performance.now();
  const p = await loadPyodide({ indexURL: dir + "/", packages: preload.split(" "), ...quiet, ...extra });
  if (extra._loadSnapshot) { p.runPython(postRestore); }
  const seen = await p.runPythonAsync(START);
  return { ms: performance.now() - t0, seen: JSON.parse(seen) };
}
const normal = await start({});
const fromSnap = await start({ _loadSnapshot: new Uint8Array(snap) });
const a = JSON.stringify(normal.seen), b = JSON.stringify(fromSnap.seen);
if (a !== b) {
  console.error(`snapshot: a start from the snapshot differs from a normal start:\n  normal:   ${a}\n  snapshot: ${b}`);
  process.exit(1);
}
console.log(`snapshot: ${(snap.length / 1e6).toFixed(1)} MB; kernel start under Node ` +
  `${normal.ms.toFixed(0)} ms normal, ${fromSnap.ms.toFixed(0)} ms from the snapshot; same state`);
