# syntax=docker/dockerfile:1
# One remote's image: its releases behind a small static server (deploy/remote-host/server.mjs),
# non-root, each release at /releases/<remote>/<version>/. Build from the repository root, per remote:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=mf-finance \
#     --build-arg PREVIOUS_IMAGE=ai-council/mf-finance:<the tag running now> -t ai-council/mf-finance:<new tag> .
# PREVIOUS_IMAGE carries the releases already served forward, so the one live now (and the ones before it)
# stay servable for a canary and a rollback; leave it out for a remote's first image.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG RUNTIME_IMAGE=node:22-alpine
ARG PREVIOUS_IMAGE=node:22-alpine

# 1. Build: the workspace, then `npm run release` of this remote (one production build, its release.json).
FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /src
COPY . .
RUN test -n "$REMOTE" && test -f "$REMOTE/module-federation.config.ts" \
  && npm install --no-audit --no-fund \
  && npm run release -w "$REMOTE" -- --out /out/releases

# 2. The releases the previous image served, if any, and the new one beside them.
FROM ${PREVIOUS_IMAGE} AS previous
FROM ${NODE_IMAGE} AS collect
RUN --mount=type=bind,from=previous,target=/previous \
  mkdir -p /srv/releases && if [ -d /previous/srv/releases ]; then cp -a /previous/srv/releases/. /srv/releases/; fi
COPY --from=build /out/releases/ /srv/releases/
# Source maps stay in the build stage.
RUN find /srv/releases -maxdepth 2 -name '*.maps' -type d -exec rm -rf {} +

# 3. Runtime: Node and one dependency-free file, non-root, nothing writable needed.
FROM ${RUNTIME_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 RELEASES_DIR=/srv/releases
WORKDIR /app
COPY --chown=node:node deploy/remote-host/server.mjs ./server.mjs
COPY --from=collect --chown=node:node /srv/releases /srv/releases
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1 and stops on SIGTERM once the requests under way are answered.
CMD ["node", "server.mjs"]
