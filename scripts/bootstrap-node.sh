#!/usr/bin/env bash
# Prints the folder of a Node.js >= 22.17 for the Makefile to put first on PATH.
# Uses the system Node when new enough; otherwise installs the version in .nvmrc from the npm
# package `node` (a real Node binary shipped in the registry) into .tools/ — see docs/adr/0001.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="$(tr -d '[:space:]' < "$root/.nvmrc")"
tools="$root/.tools"

new_enough() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=17)?0:1)' 2>/dev/null
}

if [ -x "$tools/node_modules/.bin/node" ] && new_enough "$tools/node_modules/.bin/node"; then
  echo "$tools/node_modules/.bin"; exit 0
fi
if command -v node >/dev/null 2>&1 && new_enough node; then
  dirname "$(command -v node)"; exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "Encore needs Node.js >= 22.17 (or any Node.js with npm to fetch it): install Node.js and retry." >&2
  exit 1
fi
echo "Installing Node.js $want into .tools/ (system Node is older than 22.17)…" >&2
mkdir -p "$tools"
[ -f "$tools/package.json" ] || echo '{ "name": "encore-tools", "private": true, "allowScripts": { "node": true } }' > "$tools/package.json"
npm install --prefix "$tools" --no-audit --no-fund --no-package-lock --save-exact "node@$want" >&2
new_enough "$tools/node_modules/.bin/node" || { echo "Node.js $want did not install correctly into .tools/." >&2; exit 1; }
echo "$tools/node_modules/.bin"
