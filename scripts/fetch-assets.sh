#!/usr/bin/env bash
# Fill site/vendor/ with the front-end files the site serves itself (no CDN):
#   widgets/require.js                       <- requirejs
#   widgets/html-manager/embed-amd.js, fonts <- @jupyter-widgets/html-manager
#   mathjax/tex-mml-chtml.js, fonts, extras  <- mathjax (version 3)
# The versions and sha512 integrities come from site/package-lock.json (committed).
# Each tarball is fetched with `npm pack name@version` (no dependency tree: the files
# we need are self-contained bundles) and checked against the lock's integrity.
# Idempotent: does nothing when site/vendor/.stamp matches the lock and the files exist.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE="$ROOT/site"
VENDOR="$SITE/vendor"
LOCK="$SITE/package-lock.json"
PACKAGES=("requirejs" "@jupyter-widgets/html-manager" "mathjax")

# Files that must exist after a successful fetch (checked by the fast path).
REQUIRED=(
  "widgets/require.js"
  "widgets/html-manager/embed-amd.js"
  "mathjax/tex-mml-chtml.js"
  "mathjax/output/chtml/fonts/woff-v2/MathJax_Main-Regular.woff"
)

command -v node >/dev/null || { echo "fetch-assets: node is required (apt-get install -y nodejs npm)" >&2; exit 1; }
command -v npm >/dev/null || { echo "fetch-assets: npm is required (apt-get install -y npm)" >&2; exit 1; }

# "name version integrity" for each pinned package, read from the lock file.
want_stamp="$(node -e '
  const lock = require(process.argv[1]);
  for (const name of process.argv.slice(2)) {
    const entry = lock.packages["node_modules/" + name];
    if (!entry || !entry.version || !entry.integrity) {
      console.error("fetch-assets: " + name + " is not pinned in " + process.argv[1]);
      process.exit(1);
    }
    console.log(name + " " + entry.version + " " + entry.integrity);
  }' "$LOCK" "${PACKAGES[@]}")"

up_to_date=1
if [[ ! -f "$VENDOR/.stamp" ]] || [[ "$(cat "$VENDOR/.stamp")" != "$want_stamp" ]]; then
  up_to_date=0
fi
for f in "${REQUIRED[@]}"; do
  [[ -f "$VENDOR/$f" ]] || up_to_date=0
done
if [[ $up_to_date == 1 ]]; then
  echo "fetch-assets: site/vendor is up to date"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
new="$work/vendor"
mkdir -p "$new"

while read -r name version integrity; do
  echo "fetch-assets: $name@$version"
  tgz_name="$(cd "$work" && npm pack "$name@$version" --silent --no-fund --no-audit 2>/dev/null | tail -n 1)"
  tgz="$work/$tgz_name"
  [[ -f "$tgz" ]] || { echo "fetch-assets: npm pack $name@$version failed" >&2; exit 1; }
  got="sha512-$(node -e '
    const fs = require("fs"), crypto = require("crypto");
    process.stdout.write(crypto.createHash("sha512").update(fs.readFileSync(process.argv[1])).digest("base64"));
  ' "$tgz")"
  if [[ "$got" != "$integrity" ]]; then
    echo "fetch-assets: integrity mismatch for $name@$version" >&2
    echo "  lock: $integrity" >&2
    echo "  got:  $got" >&2
    exit 1
  fi
  dir="$work/pkg-${name//[@\/]/_}"
  mkdir -p "$dir"
  tar -xzf "$tgz" -C "$dir"
  pkg="$dir/package"
  case "$name" in
    requirejs)
      mkdir -p "$new/widgets"
      cp "$pkg/require.js" "$new/widgets/require.js"
      ;;
    @jupyter-widgets/html-manager)
      dest="$new/widgets/html-manager"
      mkdir -p "$dest"
      cp "$pkg/dist/embed-amd.js" "$dest/"
      # Font Awesome and other fonts referenced by the bundle's CSS (hashed names).
      # Modern browsers use woff2; woff/ttf are kept as the CSS's fallbacks.
      find "$pkg/dist" -maxdepth 1 -type f \( -name '*.woff2' -o -name '*.woff' -o -name '*.ttf' \) \
        -exec cp {} "$dest/" \;
      [[ -f "$pkg/LICENSE" ]] && cp "$pkg/LICENSE" "$dest/LICENSE.txt"
      ;;
    mathjax)
      dest="$new/mathjax"
      mkdir -p "$dest/output/chtml/fonts" "$dest/input/tex"
      cp "$pkg/es5/tex-mml-chtml.js" "$dest/"
      cp -r "$pkg/es5/output/chtml/fonts/woff-v2" "$dest/output/chtml/fonts/"
      # Loaded on demand: TeX extensions (autoload/require), accessibility and menu parts.
      cp -r "$pkg/es5/input/tex/extensions" "$dest/input/tex/"
      cp -r "$pkg/es5/a11y" "$pkg/es5/ui" "$dest/"
      [[ -f "$pkg/LICENSE" ]] && cp "$pkg/LICENSE" "$dest/LICENSE.txt"
      ;;
  esac
done <<< "$want_stamp"

for f in "${REQUIRED[@]}"; do
  [[ -f "$new/$f" ]] || { echo "fetch-assets: $f missing after fetch" >&2; exit 1; }
done
printf '%s\n' "$want_stamp" > "$new/.stamp"

# Replace site/vendor in one move, so an interrupted run never leaves half a folder.
rm -rf "$VENDOR.old"
[[ -d "$VENDOR" ]] && mv "$VENDOR" "$VENDOR.old"
mv "$new" "$VENDOR"
rm -rf "$VENDOR.old"
echo "fetch-assets: site/vendor filled ($(du -sh "$VENDOR" | cut -f1))"
