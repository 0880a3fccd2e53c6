# Production image: the built server and web app with production dependencies only, run as an
# unprivileged user. `docker compose up` (docker-compose.yml) runs it beside PostgreSQL.
FROM node:22-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.8
COPY . .
# Then the server's bundle, downloads and production dependencies alone, the web app and the
# PGlite template, every file readable by the unprivileged user: the script CI runs too
# (scripts/image-check.sh starts what it makes as an unprivileged user), so the steps cannot drift.
RUN pnpm install --frozen-lockfile && scripts/image-runtime.sh /app

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# The server finds the web app and the downloads under its working directory.
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
