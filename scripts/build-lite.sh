#!/usr/bin/env bash
# Prepare everything the in-browser ("play live") part of the site needs, offline-ready:
#
#   * Pyodide core runtime, self-hosted, at the exact version the pinned
#     jupyterlite-pyodide-kernel expects              (npm: pyodide@<version>)
#   * the pure-Python wheels the kernel needs at start-up (PyPI, --python-version of
#     that Pyodide), plus ipywidgets + comm, and the games_lib wheel built from the repo
#   * pyodide-lock.json rewritten so it lists exactly the wheels shipped (sha256 of
#     our files) and the extra wheels, so the kernel preloads them
#     (loadPyodideOptions.packages): the app notebooks need no `%pip install` cell
#   * stand-in wheels for Pyodide-only compiled modules the kernel always loads (sqlite3)
#     and for jedi (left out on purpose: it only serves tab completion)
#   * the third-party packages moved into Pyodide's python_stdlib.zip (nothing to unpack at
#     start), what no kernel or app uses taken out of it (PRUNE), start-up modules
#     byte-compiled (their sources then dropped), and a checked Python memory snapshot that
#     return visits start from (all made with the same Pyodide under Node; see
#     site/lite/README.md)
#   * a trimmed local Font Awesome 5 for the Voici pages (voila links it from a CDN)
#   * jupyter_lite_config.json / jupyter-lite.json for the Lite build (from templates)
#
# Nothing is fetched at page-view time; the only network use is here, at build time,
# from npm and PyPI. All output goes to $LITE_OUT, default <repo>/site/lite/dist
# (git-ignored by site/lite/.gitignore; outside site/vendor, which fetch-assets.sh
# replaces and html_static_path copies whole, and outside _build, which build-site.sh
# wipes), which _config.yml names as `jupyterlite_dir`. Run it before jupyter-book build.
#
# Usage: scripts/build-lite.sh [REPO_ROOT]     (default: the parent of this script's folder)
# Environment (all optional):
#   PYTHON          python of the site venv (needs jupyterlite-pyodide-kernel, jupyterlab_widgets,
#                   ipywidgets installed: their versions are what we ship)
#                                                       [REPO_ROOT/.venv/bin/python, else python]
#   GAMES_LIB_SRC   folder holding games_lib's pyproject.toml                [REPO_ROOT]
#   LITE_TEMPLATES  folder holding the committed templates + extension       [REPO_ROOT/site/lite]
#   LITE_OUT        output folder (jupyterlite_dir)                         [LITE_TEMPLATES/dist]
#   LITE_CACHE      download cache (npm tarballs, wheels)                   [LITE_TEMPLATES/.cache]
#   PYODIDE_VERSION override the Pyodide version (default: read from the installed kernel)
#   KEEP_JEDI=1     ship the real jedi/parso instead of the stand-in
#   NO_PYCOMPILE=1  ship wheels and stdlib as downloaded (not byte-compiled: slower start)
#   PYCOMPILE_ALL=1 byte-compile every module, not only those a kernel start imports (bigger)
#   NO_BUNDLE=1     keep the kernel's packages as wheels unpacked at each start (slower start)
#   NO_SNAPSHOT=1   no Python memory snapshot for return visits (slower second start)
#   NO_PRUNE=1      keep python_stdlib.zip whole (prepare_lite.py PRUNE; compiled modules keep
#                   their source): bigger first download
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "${1:-$HERE/..}" && pwd)"
if [[ -z "${PYTHON:-}" && -x "$REPO/.venv/bin/python" ]]; then PYTHON="$REPO/.venv/bin/python"; fi
PY="${PYTHON:-python}"
GAMES_LIB_SRC="${GAMES_LIB_SRC:-$REPO}"
TEMPLATES="${LITE_TEMPLATES:-$REPO/site/lite}"
OUT="${LITE_OUT:-$TEMPLATES/dist}"
CACHE="${LITE_CACHE:-$TEMPLATES/.cache}"
FONTAWESOME_VERSION="${FONTAWESOME_VERSION:-5.15.4}"

t0=$(date +%s%N)
log() { printf '[build-lite %6.1fs] %s\n' "$(( ($(date +%s%N) - t0) / 1000000 ))e-3" "$*"; }

command -v npm >/dev/null || { echo "npm is needed (apt-get install npm)" >&2; exit 1; }
command -v node >/dev/null || [[ -n "${NO_PYCOMPILE:-}" && -n "${NO_SNAPSHOT:-}" ]] \
  || { echo "node is needed (apt-get install nodejs)" >&2; exit 1; }
"$PY" -c "import jupyterlite_pyodide_kernel, jupyterlab_widgets, ipywidgets" \
  || { echo "$PY lacks jupyterlite-pyodide-kernel / ipywidgets: install requirements.txt" >&2; exit 1; }

mkdir -p "$CACHE/npm" "$CACHE/wheels"
rm -rf "$OUT"
mkdir -p "$OUT/static/pyodide" "$OUT/static/fontawesome"

# 1. Pyodide version: the one the installed (pinned) kernel names in its default pyodideUrl.
if [[ -z "${PYODIDE_VERSION:-}" ]]; then
  PYODIDE_VERSION="$("$PY" "$TEMPLATES/prepare_lite.py" kernel-pyodide-version)"
fi
log "Pyodide $PYODIDE_VERSION"

# 2. Pyodide core runtime from npm (no wheels in it; ~12 MB unpacked).
tgz="$CACHE/npm/pyodide-$PYODIDE_VERSION.tgz"
if [[ ! -s "$tgz" ]]; then
  (cd "$CACHE/npm" && npm pack --silent "pyodide@$PYODIDE_VERSION" >/dev/null)
fi
tar -xzf "$tgz" -C "$OUT/static/pyodide" --strip-components=1 \
  package/pyodide.js package/pyodide.mjs package/pyodide.asm.js package/pyodide.asm.wasm \
  package/python_stdlib.zip package/pyodide-lock.json package/package.json
mv "$OUT/static/pyodide/pyodide-lock.json" "$CACHE/pyodide-lock-$PYODIDE_VERSION.orig.json"
log "pyodide core unpacked"

# 3. Font Awesome 5 for the Voici (voila lab template) pages.
fa="$CACHE/npm/fortawesome-fontawesome-free-$FONTAWESOME_VERSION.tgz"
if [[ ! -s "$fa" ]]; then
  (cd "$CACHE/npm" && npm pack --silent "@fortawesome/fontawesome-free@$FONTAWESOME_VERSION" >/dev/null)
fi
tar -xzf "$fa" -C "$OUT/static/fontawesome" --strip-components=1 \
  package/css/all.min.css package/css/v4-shims.min.css package/LICENSE.txt \
  --wildcards 'package/webfonts/*.woff2'
log "font awesome $FONTAWESOME_VERSION unpacked"

# 4. Wheels: the kernel's start-up set (versions from Pyodide's own lock), for the
#    Python version of that Pyodide; ipywidgets/comm at the versions of the build venv
#    (they must match the widget front end copied from jupyterlab_widgets).
"$PY" "$TEMPLATES/prepare_lite.py" wheel-list \
  --lock "$CACHE/pyodide-lock-$PYODIDE_VERSION.orig.json" ${KEEP_JEDI:+--keep-jedi} \
  > "$CACHE/wheels-$PYODIDE_VERSION.txt"
pyver="$("$PY" "$TEMPLATES/prepare_lite.py" lock-python --lock "$CACHE/pyodide-lock-$PYODIDE_VERSION.orig.json")"
log "pip download for Python $pyver: $(tr '\n' ' ' < "$CACHE/wheels-$PYODIDE_VERSION.txt")"
"$PY" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  --python-version "$pyver" --implementation py --abi none --platform any \
  -d "$CACHE/wheels" -r "$CACHE/wheels-$PYODIDE_VERSION.txt"

# 5. games_lib wheel, built from the repo (pure Python, no deps bundled).
rm -rf "$CACHE/games_lib_build" && mkdir -p "$CACHE/games_lib_build"
"$PY" -m pip wheel --quiet --disable-pip-version-check --no-deps "$GAMES_LIB_SRC" -w "$CACHE/games_lib_build"
log "games_lib wheel: $(ls "$CACHE/games_lib_build")"

# 6. Lock rewrite + stand-in wheels + Lite config files.
"$PY" "$TEMPLATES/prepare_lite.py" assemble \
  --lock "$CACHE/pyodide-lock-$PYODIDE_VERSION.orig.json" \
  --wheel-list "$CACHE/wheels-$PYODIDE_VERSION.txt" \
  --wheels "$CACHE/wheels" --extra-wheels "$CACHE/games_lib_build" \
  --templates "$TEMPLATES" --out "$OUT" ${KEEP_JEDI:+--keep-jedi} ${NO_PYCOMPILE:+--no-compile} ${PYCOMPILE_ALL:+--compile-all} \
  ${NO_BUNDLE:+--no-bundle} ${NO_SNAPSHOT:+--no-snapshot} ${NO_PRUNE:+--no-prune}

log "done: $(du -sh "$OUT" | cut -f1) in $OUT"
