# syntax=docker/dockerfile:1
# svc-analytics: events, sessions, the analytics dashboard and achievements.
# Build from the repository root: docker build -f deploy/docker/svc-analytics.Dockerfile -t ai-council/svc-analytics .
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Build: the whole workspace, then one bundle of this deployable's own code.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
# npm install follows package-lock.json (npm 11's `npm ci` rejects its left-out platform packages).
RUN npm install --no-audit --no-fund && node deploy/bundle.mjs svc-analytics
# Every workspace's package.json and the lockfile, alone, for the production install.
RUN mkdir /manifests && cp package.json package-lock.json /manifests/ \
  && for ws in $(node -p "require('./package.json').workspaces.join(' ')"); do \
       mkdir -p /manifests/$ws && cp $ws/package.json /manifests/$ws/; done

# 2. Production dependencies of this deployable only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /manifests/ ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts -w svc-analytics && npm cache clean --force

# 3. Runtime: non-root, no compiler, no dev dependencies.
FROM ${NODE_IMAGE} AS runtime
# DejaVu Sans: the font shared achievement cards are rendered in.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4003
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --from=build --chown=node:node /src/svc-analytics/dist/start.mjs ./svc-analytics/dist/start.mjs
USER node
EXPOSE 4003
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1, so SIGTERM reaches it and it drains (service-kit's serve.ts).
CMD ["node", "svc-analytics/dist/start.mjs"]
