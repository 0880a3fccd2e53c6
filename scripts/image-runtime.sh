#!/usr/bin/env bash
# The image's runtime, built into DEST (the Dockerfile's build stage runs this with /app; CI runs
# it into a temporary folder and starts what it made as an unprivileged user, so the two cannot
# drift): the server's bundle with its production dependencies alone, the built web app, the
# command line (apps/cli), and every file readable by any user and writable by none but root.
#   scripts/image-runtime.sh DEST     (after `pnpm install --frozen-lockfile`)
# The server is then started from DEST: `cd DEST && node apps/server/dist/main.js`.
set -euo pipefail
dest=${1:?usage: scripts/image-runtime.sh DEST}
cd "$(dirname "$0")/.."
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)

pnpm exec turbo run build --filter=@scalemsp/server --filter=@scalemsp/web --filter=@scalemsp/cli \
  --output-logs=errors-only
rm -rf "$dest/apps"
# `--legacy`: the workspace has no `inject-workspace-packages`, which the newer deploy needs.
pnpm --filter @scalemsp/server deploy --prod --legacy "$dest/apps/server"
# The command line beside it: `node apps/cli/dist/scalemsp.js --help` in the image.
pnpm --filter @scalemsp/cli deploy --prod --legacy "$dest/apps/cli"
# The PGlite template again: a deploy copies files alone, and PGlite needs its empty folders too.
rm -rf "$dest/apps/server/dist/pglite-template"
cp -r apps/server/dist/pglite-template "$dest/apps/server/dist/pglite-template"
mkdir -p "$dest/apps/web"
cp -r apps/web/dist "$dest/apps/web/dist"
chmod -R a+rX,go-w "$dest/apps"
echo "image runtime in $dest/apps: $(du -sh "$dest/apps" | cut -f1)"
