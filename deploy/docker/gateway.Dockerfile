# syntax=docker/dockerfile:1
# gateway: accounts and sessions, /api routing and docs, and the built web apps.
# Build from the repository root: docker build -f deploy/docker/gateway.Dockerfile -t ai-council/gateway .
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Build: the whole workspace, then one bundle of this deployable's own code.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
# npm install follows package-lock.json (npm 11's `npm ci` rejects its left-out platform packages).
RUN npm install --no-audit --no-fund && node deploy/bundle.mjs gateway \
  && npm run build:web
# Every workspace's package.json and the lockfile, alone, for the production install.
RUN mkdir /manifests && cp package.json package-lock.json /manifests/ \
  && for ws in $(node -p "require('./package.json').workspaces.join(' ')"); do \
       mkdir -p /manifests/$ws && cp $ws/package.json /manifests/$ws/; done

# 2. Production dependencies of this deployable only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /manifests/ ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts -w gateway && npm cache clean --force

# 3. Runtime: non-root, no compiler, no dev dependencies.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --from=build --chown=node:node /src/gateway/dist/start.mjs ./gateway/dist/start.mjs
# The built shell and remotes it serves (WEB_ROOT).
COPY --from=build --chown=node:node /src/shell/dist ./shell/dist
COPY --from=build --chown=node:node /src/mf-dashboard/dist ./mf-dashboard/dist
COPY --from=build --chown=node:node /src/mf-council/dist ./mf-council/dist
COPY --from=build --chown=node:node /src/mf-finance/dist ./mf-finance/dist
COPY --from=build --chown=node:node /src/mf-analytics/dist ./mf-analytics/dist
ENV WEB_ROOT=/app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1, so SIGTERM reaches it and it drains (service-kit's serve.ts).
CMD ["node", "gateway/dist/start.mjs"]
