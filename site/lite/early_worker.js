// The kernel's Web Worker, started by the Voici app page as soon as the page is parsed
// (lite_offline.py, EARLY_WORKER_PAGE_JS), not when JupyterLite's front end gets to it about a
// second later: Python starts while the front end boots. Copied by lite_offline.py next to
// jupyterlite-pyodide-kernel's worker chunk (same folder: the chunk finds its siblings from this
// worker's address).
//
// 1. The page posts {__liteEarly: {pyodideUrl, indexURL, options, imports}}: this worker loads
//    pyodide.js (the site's, with its snapshot loader) and calls loadPyodide() with those
//    options (the kernel settings of the page: preloaded packages), then imports `imports`
//    (IPython's kernel-side modules and what the app notebook imports: already there after a
//    snapshot start): done here, before the kernel mounts the browser drive, where each module
//    look-up would be a request to the page; a module that fails to import is left to the app.
// 2. When the front end creates the kernel's worker, the page hands it this one instead and
//    posts {__liteKernel: <the worker chunk's address>}: the chunk is loaded here, as it would
//    have been in a worker of its own; its later importScripts(pyodide.js) is skipped (already
//    loaded), and its loadPyodide() call, if its options are the same, gets the Python already
//    started (its stdout/stderr then receive what Python printed meanwhile). Any difference of
//    options, or a failed early start: a normal start, as without this file.
/* eslint-disable no-restricted-globals */
(function () {
  "use strict";
  var importScriptsOrig = self.importScripts;
  var pyodideJs = null;
  var early = null;

  function same(a, b) { return new URL(a, self.location.href).href === new URL(b, self.location.href).href; }
  // The options that decide what Python is started: all but the functions, keys sorted.
  function key(opts) {
    var out = {};
    Object.keys(opts).sort().forEach(function (k) {
      if (typeof opts[k] !== "function") { out[k] = opts[k]; }
    });
    return JSON.stringify(out);
  }

  self.importScripts = function () {
    var urls = Array.prototype.filter.call(arguments, function (u) { return !(pyodideJs && same(u, pyodideJs)); });
    if (urls.length) { importScriptsOrig.apply(self, urls); }
  };

  function startEarly(cfg) {
    pyodideJs = cfg.pyodideUrl;
    importScriptsOrig.call(self, pyodideJs);
    var load = self.loadPyodide;
    var sink = { stdout: null, stderr: null, held: [] };
    function pipe(name) {
      return function (s) { if (sink[name]) { sink[name](s); } else { sink.held.push([name, s]); } };
    }
    var opts = Object.assign({ indexURL: cfg.indexURL }, cfg.options);
    var started = Object.assign({}, opts, { stdout: pipe("stdout"), stderr: pipe("stderr") });
    var imports = (cfg.imports || []).filter(function (m) { return /^[A-Za-z_][\w.]*$/.test(m); });
    var promise = load(started).then(function (py) {
      if (imports.length) {
        try {
          py.runPython("import importlib as _il\nfor _m in " + JSON.stringify(imports) + ":\n" +
                       "    try:\n        _il.import_module(_m)\n    except Exception:\n        pass\n" +
                       "del _il, _m\n");
        } catch (err) { /* left to the app */ }
      }
      self.__liteEarly.imported = performance.timeOrigin + performance.now();
      return py;
    });
    early = { key: key(opts), promise: promise, sink: sink };
    early.promise.catch(function () { /* the kernel's own call starts Python again */ });
    self.__liteEarly = { started: performance.timeOrigin + performance.now(), used: false };
    self.loadPyodide = function (kopts) {
      kopts = kopts || {};
      var e = early;
      early = null;
      if (!e || e.key !== key(kopts)) {
        if (e) { self.__liteEarly.mismatch = [e.key, key(kopts)]; }
        return load(kopts);
      }
      self.__liteEarly.used = true;
      e.sink.stdout = kopts.stdout || null;
      e.sink.stderr = kopts.stderr || null;
      e.sink.held.splice(0).forEach(function (m) { if (e.sink[m[0]]) { e.sink[m[0]](m[1]); } });
      return e.promise.catch(function () { return load(kopts); });
    };
  }

  // 3. A Voici app reads no file: its kernel is started without the browser drive (JupyterLite's
  //    `mountDrive` option, sent by the front end in its `initialize` call), so Python's start
  //    makes no request that the page, busy booting its front end, must answer.
  function keepOffDrive(ev) {
    var d = ev.data, arg = d && d.type === "APPLY" && d.path && d.path.length === 1 && d.path[0] === "initialize" &&
      d.argumentList && d.argumentList[0] && d.argumentList[0].value;
    if (arg && typeof arg === "object" && arg.mountDrive) {
      arg.mountDrive = false;
      if (self.__liteEarly) { self.__liteEarly.drive = false; }
    }
  }

  self.onmessage = function (ev) {
    var d = ev.data || {};
    if (d.__liteEarly) {
      try { startEarly(d.__liteEarly); } catch (err) { early = null; }
    } else if (d.__liteKernel) {
      self.onmessage = null;
      if (self.__liteEarly) { self.__liteEarly.handoff = performance.timeOrigin + performance.now(); }
      if (d.noDrive) { self.addEventListener("message", keepOffDrive); }  // before the chunk's own listener
      importScriptsOrig.call(self, d.__liteKernel);  // the kernel's worker: from now on, as usual
    }
  };
})();
