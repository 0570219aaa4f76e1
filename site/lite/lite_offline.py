"""Local Sphinx extension: live play in the reader's browser, offline and sub-path safe.

Load it INSTEAD of listing ``jupyterlite_sphinx`` (it sets that extension up itself):
``site/lite`` on sys.path (``sphinx: local_extensions: {lite_offline: site/lite}``) and
``lite_offline`` in the extension list (``sphinx: config: extensions:`` when the book
overrides that list, as this repo does: the override drops local/extra extensions).
Needs ``scripts/build-lite.sh`` to have filled ``jupyterlite_dir`` (default site/lite/dist).

What it does:

1. makes jupyterlite-sphinx's ``voici`` support work with ``voici-core`` alone (the
   ``voici`` PyPI package is only voici-core + jupyterlite-xeus, whose build step fails
   offline and whose front end calls out);
2. drops the web-font stylesheet jupyterlite-sphinx links from a font CDN;
3. adds the ``play-live`` directive: a placeholder (a build-time picture of the app's first
   screen from the library, or a text box) with a "Play" button; on a click, a Voici iframe
   of a widgets-only app notebook (no code shown) takes its place, with a visible
   "Starting Python…" state until the app's widgets are on screen, sized to its content;
   and a link that opens the full notebook (with its code) in JupyterLite;
4. after the JupyterLite build: serves Font Awesome from the site and rewrites the
   Voici pages' CDN links to *relative* URLs (the site works under any sub-path); puts
   the final kernel settings (local Pyodide, preloaded wheels, no PyPI) into the Voici
   pages, which carry a copy of the page config taken before the Lite build set them;
   drops nbconvert's CDN Mermaid loader, unusable lab extensions (jupytext's, built for
   another JupyterLab; voila's server preview) and unused Lite apps; points the app
   notebooks at the Pyodide kernel; then warns about any Lite page that still links a
   stylesheet/script off the site;
5. drops the duplicate inline scripts Sphinx 7.4 emits for an inline script registered
   after the builder started (sphinx-thebe's "THEBE_JS_URL already declared").
"""

from __future__ import annotations

import copy
import html
import importlib
import json
import os
import re
import shutil
import sys
from pathlib import Path
from urllib.parse import quote

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util import logging

logger = logging.getLogger(__name__)
HERE = Path(__file__).resolve().parent

try:  # 1. before jupyterlite_sphinx is imported, if we are first
    import voici  # noqa: F401
except ImportError:  # pragma: no cover - depends on the environment
    import voici_core

    sys.modules["voici"] = voici_core

import jupyterlite_sphinx.jupyterlite_sphinx as jls  # noqa: E402

if jls.voici is None:  # jupyterlite_sphinx was imported before us
    jls.voici = sys.modules["voici"]

FONT_CSS_PREFIXES = ("https://fonts.googleapis.com/", "http://fonts.googleapis.com/")
FA_CDN = re.compile(
    r"https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@[^/\"']*/css/"
    r"(all\.min\.css|v4-shims\.min\.css)"
)
FA4_CDN = re.compile(r"https://cdn\.jsdelivr\.net/npm/font-awesome@[^/\"']*/css/font-awesome\.min\.css")
CONFIG_DATA = re.compile(
    r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.S
)
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# nbconvert's lab template imports mermaid from a CDN when a page shows a Mermaid diagram
MERMAID_LOADER = re.compile(r'<script type="module">(?:(?!</script>).)*?mermaid\.esm\.min\.mjs.*?</script>', re.S)
EXTERNAL_ASSET = re.compile(
    r"<(?:link[^>]+href|script[^>]+src)=[\"'](?:https?:)?//[^\"']+[\"']", re.I
)


class live_play(nodes.General, nodes.Element):
    """Rendered as the HTML of PlayLiveDirective (skipped by other builders)."""


def visit_live_play_html(self, node):
    self.body.append(node["html"])
    raise nodes.SkipNode


def skip(self, node):
    raise nodes.SkipNode


PLAY_LABEL = "Play the game here (starts Python in your browser)"
FALLBACK_TEXT = "A live game: press Play to start it here"


def load_preview(spec: str, where: str) -> str | None:
    """``module:function`` -> the HTML string it returns, or None (with an info line) when
    the module or the function does not exist (yet). Imported in the Sphinx process."""
    module_name, sep, func_name = spec.partition(":")
    if not sep or not module_name or not func_name:
        logger.warning("lite_offline: %s: :preview: must be 'module:function', got %r", where, spec)
        return None
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        logger.info("lite_offline: %s: preview module %s not importable (%s): text placeholder",
                    where, module_name, exc)
        return None
    func = getattr(module, func_name, None)
    if func is None:
        logger.info("lite_offline: %s: %s has no %s() yet: text placeholder", where, module_name, func_name)
        return None
    result = func()
    markup = result if isinstance(result, str) else getattr(result, "_repr_html_", lambda: None)()
    if not isinstance(markup, str):
        logger.warning("lite_offline: %s: %s() returned %s, not an HTML string", where, spec,
                       type(result).__name__)
        return None
    return markup


class PlayLiveDirective(jls.VoiciDirective):
    """``play-live`` directive: ``.. play-live:: path/to/app.ipynb``.

    Renders ONE placeholder: a "Play" button on top, then a static picture of the app's first
    screen (``:preview: module:function``, a function of the library returning an HTML string,
    called at build time; without it, a plain text box), cut to a short height that fades out
    (the Play button stays near the top of the page, however tall the app). Nothing of Python is fetched
    before the reader presses it: then ``lite_offline.js`` puts the Voici iframe in the
    placeholder's place, with its "Starting Python…" status, sizes it to its content at
    every moment and gives it the focus when the app is ready.

    Options: ``:preview:``, ``:height:`` (height of the frame while Python starts; default:
    the height of the placeholder it replaces), ``:width:``, ``:code-link-text:``,
    ``:status-text:``. The app notebook is copied into the JupyterLite contents the same
    way as for ``voici`` (keep it out of any folder named ``lite/``).
    """

    required_arguments = 1
    option_spec = {
        "height": directives.unchanged,
        "width": directives.unchanged,
        "code-link-text": directives.unchanged,
        "status-text": directives.unchanged,
        "preview": directives.unchanged,
    }

    def run(self):
        code_text = self.options.pop("code-link-text", "Open the code in JupyterLite")
        status_text = self.options.pop("status-text", "Starting Python in your browser…")
        height = self.options.pop("height", "")
        width = self.options.pop("width", "100%")
        preview_spec = self.options.pop("preview", "").strip()
        # Reuse jupyterlite-sphinx: it copies the notebook to its contents staging dir and
        # computes the page-relative prefix of the Lite site.
        (iframe,) = super().run()
        src = iframe["iframe_src"]  # e.g. ../lite/voici/render/apps/game.html
        prefix, _, app_path = src.partition("/voici/render/")
        notebook = app_path[: -len(".html")] + ".ipynb"
        code_href = f"{prefix}/notebooks/index.html?path={quote(notebook)}"
        e = html.escape
        where = f"{self.env.docname}: play-live {self.arguments[0]}"
        preview = load_preview(preview_spec, where) if preview_spec else None
        if not preview_spec:
            logger.info("lite_offline: %s: no :preview: option: text placeholder", where)
        if preview is None:
            picture = f'<p class="live-play-fallback">{e(FALLBACK_TEXT)}</p>'
            kind = "text"
        else:
            picture = preview
            kind = "picture"
        markup = f"""
<div class="live-play" data-live-state="idle" data-live-notebook="{e(notebook)}"
     data-live-src="{e(src)}" data-live-height="{e(height)}" data-live-width="{e(width)}"
     data-live-status-text="{e(status_text)}">
  <div class="live-play-placeholder" data-preview="{kind}">
    <button type="button" class="live-play-button" aria-label="{e(PLAY_LABEL)}">
      <span class="live-play-button-icon" aria-hidden="true">▶</span> Play
      <span class="live-play-button-note">starts Python in your browser</span>
    </button>
    <div class="live-play-preview" inert>{picture}</div>
  </div>
  <p class="live-play-links">
    <a class="live-play-code-link" href="{e(code_href)}" target="_blank" rel="noopener">{e(code_text)}</a>
  </p>
</div>
"""
        return [live_play(html=markup)]


def drop_font_css(app):
    """2. remove the CDN web-font <link> jupyterlite-sphinx registers in its setup()."""
    before = len(app.registry.css_files)
    app.registry.css_files = [
        (f, a) for f, a in app.registry.css_files if not str(f).startswith(FONT_CSS_PREFIXES)
    ]
    builder_css = getattr(app.builder, "css_files", None)
    if builder_css:
        builder_css[:] = [c for c in builder_css if not str(getattr(c, "filename", c)).startswith(FONT_CSS_PREFIXES)]
    if before == len(app.registry.css_files):
        logger.warning("lite_offline: no font-CDN stylesheet found to drop (jupyterlite-sphinx changed?)")


def add_static_path(app):
    static = str(HERE / "static")
    if static not in app.config.html_static_path:
        app.config.html_static_path.append(static)
    app.add_css_file("lite_offline.css")
    app.add_js_file("lite_offline.js", loading_method="defer")


def dedupe_inline_scripts(app, pagename, templatename, context, doctree):
    """Sphinx 7.4 emits twice an inline script added after the builder started (filename
    None, then ''): sphinx-thebe's ``const THEBE_JS_URL`` then throws "Identifier
    'THEBE_JS_URL' has already been declared" on every page. Keep the first copy."""
    scripts = context.get("script_files")
    if not isinstance(scripts, list):
        return
    seen, kept = set(), []
    for js in scripts:
        key = (getattr(js, "filename", None) or "", getattr(js, "priority", 0),
               tuple(sorted(getattr(js, "attributes", {}).items())))
        if key not in seen:
            seen.add(key)
            kept.append(js)
    scripts[:] = kept


def restage_notebooks(app, exception):
    """jupyterlite-sphinx empties its staging folder at every build, but only the pages
    Sphinx re-reads copy their notebooks back (its issue #51): after an incremental build
    the Lite site would lose the apps of unchanged pages. Copy back every notebook the
    environment knows, just before the JupyterLite build (priority < 500)."""
    if exception is not None or app.builder.format != "html":
        return
    staging = Path(app.srcdir) / app.config.jupyterlite_content_dir
    for nb in sorted(getattr(app.env, "jupyterlite_notebooks", set())):
        src = Path(nb)
        try:
            rel = src.resolve().relative_to(Path(app.srcdir).resolve())
        except ValueError:
            logger.warning("lite_offline: %s is outside the book's source folder: not in the Lite site", src)
            continue
        if "lite" in rel.parts[:-1]:
            logger.warning("lite_offline: %s is under a folder named 'lite': the Lite build drops it", rel)
        dst = staging / rel
        if src.suffix == ".ipynb" and src.exists() and not dst.exists():
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)


# JupyterLite 0.7's service-worker manager, on a visit whose page a service worker already
# controls, unregisters every service worker unless localStorage holds "<worker URL>-version"
# equal to the app version, then registers again; it writes that key only on such a visit,
# never at the first registration. So a reader's second visit always re-registered the
# worker, which sometimes held the kernel's start back ~2.7 s (measured). Write the key at
# the first registration too. (Same code in the lab, notebook and Voici bundles.)
SW_REGISTERED = re.compile(
    r'(\w+)=await (\w+)\.register\((\w+)\),console\.info\("JupyterLite ServiceWorker was sucessfully registered"\)')
SW_KEEP = ('{0},(function(u){{try{{localStorage.setItem(new URL(u,location.href).href+"-version",'
           'JSON.parse(document.getElementById("jupyter-config-data").textContent).appVersion)'
           '}}catch(_){{}}}})({1})')


# The kernel's worker started as soon as a Voici app page is parsed, with Python starting in it
# while JupyterLite's front end boots (~1 s on this machine before it creates the worker
# itself); the front end is then handed that worker (early_worker.js). Injected at the top of
# each Voici app page (rewrite_lite_pages), with the values known at build time.
EARLY_WORKER_FILE = "lite-early-worker.js"
EARLY_WORKER_PAGE_JS = """<script>/* lite_offline: start the kernel's worker and Python now */
(function () {
  "use strict";
  try {
    var base = document.baseURI, boot = new URL(%(boot)s, base).href;
    var chunk = new URL(%(chunk)s, base).href, pyodideUrl = new URL(%(pyodide)s, base).href;
    var W = window.Worker, early = new W(boot);
    early.postMessage({ __liteEarly: { pyodideUrl: pyodideUrl,
      indexURL: pyodideUrl.slice(0, pyodideUrl.lastIndexOf("/") + 1), options: %(options)s,
      imports: %(imports)s } });
    var Early = function Worker(url, opts) {
      var asked = new URL(String(url), base).href;
      if (early && asked.split("?")[0] === chunk) {  // (the front end adds ?v=<hash>)
        var w = early;
        early = null;
        window.Worker = W;
        w.postMessage({ __liteKernel: asked, noDrive: true });
        return w;
      }
      return new W(url, opts);
    };
    Early.prototype = W.prototype;
    window.Worker = Early;
  } catch (e) { /* the front end starts its worker as usual */ }
})();
</script>
"""


# The kernel's choice of worker script: one for a cross-origin-isolated page, the other (webpack
# chunk number: group 1) otherwise, which is the case of this site.
KERNEL_WORKER_CHOICE = re.compile(
    r"crossOriginIsolated\?new Worker\(new URL\(\w+\.p\+\w+\.u\(\d+\),\w+\.b\)[^)]*\)"
    r":new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\)")


def kernel_worker_chunk(lite_out: Path) -> Path | None:
    """jupyterlite-pyodide-kernel's worker script for a page that is not cross-origin isolated
    (the webpack chunk that loads Pyodide), or None if it cannot be told."""
    static = lite_out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    ids = {m.group(1) for js in static.glob("*.js")
           for m in KERNEL_WORKER_CHOICE.finditer(js.read_text(encoding="utf-8", errors="ignore"))}
    found = [js for i in ids for js in static.glob(f"{i}.*.js")
             if not js.name.endswith(".map") and "async initRuntime(" in js.read_text(encoding="utf-8", errors="ignore")]
    return found[0] if len(found) == 1 else None


# What the early worker imports once Python has started, before the kernel's own start: the
# kernel-side modules of IPython (as in the snapshot) and what the app notebook imports.
EARLY_KERNEL_IMPORTS = [
    "IPython", "IPython.core.interactiveshell", "IPython.core.application", "IPython.core.history",
    "IPython.core.shellapp", "IPython.core.displayhook", "IPython.core.displaypub",
    "IPython.core.completer", "IPython.core.inputtransformer2", "traitlets", "comm", "ipywidgets",
]
EARLY_APP_TOPS = ("games_lib", "ipywidgets")


def notebook_imports(notebook: Path) -> list[str]:
    """The modules of games_lib and ipywidgets the notebook's code cells import (read, not run)."""
    import ast

    found: list[str] = []
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return found
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        src = "".join(cell.get("source", []))
        try:
            tree = ast.parse("\n".join(line for line in src.splitlines() if not line.lstrip().startswith(("%", "!"))))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level
                     else [])
            found += [n for n in names if n.split(".")[0] in EARLY_APP_TOPS and n not in found]
    return found


def early_worker_script(page: Path, lite_out: Path, chunk: Path, settings: dict) -> str | None:
    """The inline script of EARLY_WORKER_PAGE_JS for one Voici app page (URLs relative to it)."""
    url = str(settings.get("pyodideUrl", ""))
    if not url.startswith("./"):
        return None
    rel = lambda p: os.path.relpath(p, page.parent).replace(os.sep, "/")  # noqa: E731
    app_nb = (lite_out / "files" / page.relative_to(lite_out / "voici" / "render")).with_suffix(".ipynb")
    return EARLY_WORKER_PAGE_JS % {
        "boot": json.dumps(rel(chunk.with_name(EARLY_WORKER_FILE))),
        "chunk": json.dumps(rel(chunk)),
        "pyodide": json.dumps(rel(lite_out / url[2:])),
        "options": json.dumps(settings.get("loadPyodideOptions", {})),
        "imports": json.dumps(EARLY_KERNEL_IMPORTS + notebook_imports(app_nb)),
    }


# The widget manager (ipywidgets' base manager, in Voici's bundle and in the JupyterLab widgets
# extension) asks the kernel for every widget's state on a "control" comm and gives up after 4 s,
# then fetches the states one by one. While the app notebook is still running (Python is busy on a
# slow or loaded machine) the kernel answers that comm only once the cell is done; past the 4 s the
# app sometimes never appeared ("Starting up kernel..." for good: seen in about 1 start in 30 with
# both cores busy). The kernel always answers (it closes the comm at once while ipywidgets is not
# imported yet: the usual, fast fallback), so the wait is raised to 120 s.
WIDGET_CONTROL_WAIT = re.compile(r'(\("Control comm did not respond in time"\)\)?,)4e3\)')
WIDGET_CONTROL_MS = "12e4"


def patch_widget_control_wait(lite_out: Path) -> int:
    """Raise the widget manager's wait for the control comm (``WIDGET_CONTROL_WAIT``) in every
    bundle that has it; returns how many files were patched."""
    patched = 0
    for js in lite_out.rglob("*.js"):
        text = js.read_text(encoding="utf-8", errors="surrogateescape")
        if "Control comm did not respond in time" not in text:
            continue
        new = WIDGET_CONTROL_WAIT.sub(lambda m: m.group(1) + WIDGET_CONTROL_MS + ")", text)
        if new != text:
            js.write_text(new, encoding="utf-8", errors="surrogateescape")
            patched += 1
    return patched


def patch_service_worker_registration(lite_out: Path) -> int:
    patched = 0
    for js in lite_out.rglob("*.js"):
        text = js.read_text(encoding="utf-8", errors="surrogateescape")
        if "sucessfully registered" not in text:
            continue
        new = SW_REGISTERED.sub(lambda m: SW_KEEP.format(m.group(0), m.group(3)), text)
        if new != text:
            js.write_text(new, encoding="utf-8", errors="surrogateescape")
            patched += 1
    return patched


def rewrite_lite_pages(app, exception):
    """4. runs after jupyterlite_sphinx's own build-finished (higher priority number)."""
    if exception is not None or app.builder.format != "html":
        return
    lite_out = Path(app.outdir) / jls.JUPYTERLITE_DIR
    if not lite_out.is_dir():
        logger.warning("lite_offline: no JupyterLite output at %s", lite_out)
        return
    lite_dir = Path(app.srcdir, app.config.jupyterlite_dir).resolve()
    fa_src = lite_dir / "static" / "fontawesome"
    fa_out = lite_out / "static" / "fontawesome"
    if fa_src.is_dir():
        shutil.copytree(fa_src, fa_out, dirs_exist_ok=True)
    else:
        logger.warning("lite_offline: %s missing: run scripts/build-lite.sh", fa_src)

    # Unused Lite apps: jupyterlite-sphinx always builds them; drop those we never link.
    for app_name in app.config.lite_offline_drop_apps:
        shutil.rmtree(lite_out / app_name, ignore_errors=True)
        shutil.rmtree(lite_out / "build" / app_name, ignore_errors=True)

    # Lab extensions that cannot work in the Lite site (built for another JupyterLab, or
    # for a Jupyter server): drop them from the config so they are never fetched.
    drop = set(app.config.lite_offline_drop_extensions)
    root_json = lite_out / "jupyter-lite.json"
    root_cfg = json.loads(root_json.read_text(encoding="utf-8"))
    data = root_cfg["jupyter-config-data"]
    data["federated_extensions"] = [e for e in data.get("federated_extensions", []) if e["name"] not in drop]
    root_json.write_text(json.dumps(root_cfg, indent=2) + "\n", encoding="utf-8")
    for name in drop:
        shutil.rmtree(lite_out / "extensions" / name, ignore_errors=True)
    kernel_settings = data.get("litePluginSettings", {}).get(KERNEL_PLUGIN, {})
    if not str(kernel_settings.get("pyodideUrl", "")).startswith("./"):
        logger.warning("lite_offline: pyodideUrl is not local (%s): run scripts/build-lite.sh",
                       kernel_settings.get("pyodideUrl"))

    def patch_voici_config(match):
        """Voici pages carry their own copy of the page config, taken before the Lite build
        merged our jupyter-lite.json and pointed pyodideUrl at the local Pyodide: put the
        final kernel settings in, with URLs relative to the page."""
        cfg = json.loads(match.group(2))
        prefix = cfg.get("baseUrl", "./")
        settings = copy.deepcopy(kernel_settings)
        for key, value in settings.items():
            if key.endswith("Url") and isinstance(value, str) and value.startswith("./"):
                settings[key] = prefix + value[2:]
            elif key.endswith("Urls") and isinstance(value, list):
                settings[key] = [prefix + v[2:] if v.startswith("./") else v for v in value]
        cfg.setdefault("litePluginSettings", {})[KERNEL_PLUGIN] = settings
        cfg["federated_extensions"] = [e for e in cfg.get("federated_extensions", []) if e["name"] not in drop]
        body = json.dumps(cfg).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        return match.group(1) + body + match.group(3)

    # App notebooks name the CPython kernel ("python3": nbval runs them); in the Lite site
    # the kernel is Pyodide's, named by defaultKernelName ("python"). Voici falls back by
    # itself, JupyterLite's notebook app would ask the reader to pick a kernel.
    lite_kernel = data.get("defaultKernelName", "python")
    for nb_path in (lite_out / "files").rglob("*.ipynb"):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        spec = nb.setdefault("metadata", {}).setdefault("kernelspec", {})
        if spec.get("name") != lite_kernel:
            spec.update(name=lite_kernel, display_name="Python (Pyodide)", language="python")
            nb_path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

    chunk = kernel_worker_chunk(lite_out) if app.config.lite_offline_early_worker else None
    if chunk is not None:
        shutil.copy2(HERE / "early_worker.js", chunk.with_name(EARLY_WORKER_FILE))
    elif app.config.lite_offline_early_worker:
        logger.warning("lite_offline: the kernel's worker script was not found: no early start")
    rewritten = 0
    for page in lite_out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        rel = os.path.relpath(fa_out, page.parent).replace(os.sep, "/")
        new = FA_CDN.sub(lambda m, rel=rel: f"{rel}/css/{m.group(1)}", text)
        new = FA4_CDN.sub(f"{rel}/css/v4-shims.min.css", new)
        if page.is_relative_to(lite_out / "voici"):
            new = CONFIG_DATA.sub(patch_voici_config, new)
            new = MERMAID_LOADER.sub("", new)
        early = (chunk is not None and page.is_relative_to(lite_out / "voici" / "render")
                 and "__liteEarly" not in new and early_worker_script(page, lite_out, chunk, kernel_settings))
        if early:
            new = new.replace('<head><meta charset="utf-8" />', '<head><meta charset="utf-8" />\n' + early, 1)
            if early not in new:
                logger.warning("lite_offline: %s: no place found for the early worker", page.relative_to(app.outdir))
        if new != text:
            page.write_text(new, encoding="utf-8")
            rewritten += 1
        for m in EXTERNAL_ASSET.finditer(new):
            logger.warning("lite_offline: %s still loads %s", page.relative_to(app.outdir), m.group(0))
    # Every embedded app must have its Voici page (-W turns a missing one into an error).
    for nb in sorted(getattr(app.env, "jupyterlite_notebooks", set())):
        try:
            rel = Path(nb).resolve().relative_to(Path(app.srcdir).resolve())
        except ValueError:
            continue
        if not (lite_out / "voici" / "render" / rel.with_suffix(".html")).is_file():
            logger.warning("lite_offline: no Voici page was built for %s", rel)

    logger.info("lite_offline: rewrote %d Lite pages (CDN links, Voici kernel settings)", rewritten)
    if not patch_service_worker_registration(lite_out):
        logger.warning("lite_offline: service-worker registration code not found (JupyterLite changed?)")
    if not patch_widget_control_wait(lite_out):
        logger.warning("lite_offline: the widget manager's control-comm wait was not found (ipywidgets changed?)")


def setup(app):
    app.setup_extension("jupyterlite_sphinx")
    app.add_config_value("lite_offline_drop_apps", [], "html")
    # EARLY_WORKER_PAGE_JS in the Voici app pages (False: the front end starts the worker).
    app.add_config_value("lite_offline_early_worker", True, "html")
    app.add_config_value(
        "lite_offline_drop_extensions",
        ["jupyterlab-jupytext", "@voila-dashboards/jupyterlab-preview"],
        "html",
    )
    app.add_node(
        live_play,
        html=(visit_live_play_html, None),
        latex=(skip, None),
        text=(skip, None),
        man=(skip, None),
        texinfo=(skip, None),
    )
    app.add_directive("play-live", PlayLiveDirective)
    app.connect("builder-inited", drop_font_css)
    app.connect("builder-inited", add_static_path)
    app.connect("build-finished", restage_notebooks, priority=400)
    app.connect("build-finished", rewrite_lite_pages, priority=900)
    # early: emit_firstresult() stops at the first handler that returns a template name
    app.connect("html-page-context", dedupe_inline_scripts, priority=100)
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
