# Inkprint in one image (docs/deploy.md): the web app and the server built to JavaScript in a build stage,
# then a runtime stage with production dependencies only, run as the unprivileged `node` user.
# The same image serves every role: INKPRINT_ROLE=all (default), web or worker.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/voice/package.json packages/voice/
COPY packages/writer/package.json packages/writer/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/voice/package.json packages/voice/
COPY packages/writer/package.json packages/writer/
COPY server/package.json server/
COPY web/package.json web/
# The server's production dependencies only (the web app is static files by now). The local engine runs on
# the CPU here: the CUDA and Vulkan builds of llama.cpp (~600 MB) are left out; an image for a GPU keeps them.
RUN npm ci --omit=dev --workspace=server --no-audit --no-fund \
  && rm -rf node_modules/@node-llama-cpp/*-cuda* node_modules/@node-llama-cpp/*-vulkan* \
  && npm cache clean --force

FROM node:20-slim AS runtime
# glibc's allocator: blocks of 64 KB and more mapped on their own and given back when freed, and the heap
# trimmed past 64 KB free, instead of kept for reuse (decision 036: ~35 MB less idle RSS on PGlite).
ENV NODE_ENV=production \
  MALLOC_MMAP_THRESHOLD_=65536 \
  MALLOC_TRIM_THRESHOLD_=65536 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
# DATA_DIR: the embedded database (without DATABASE_URL), the local model (downloaded there on first use),
# the mail outbox (without SMTP_URL). Owned by `node`, the image's unprivileged user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A young generation of 2 MB semi-spaces instead of 16: ~30-45 MB less idle RSS (decision 029).
CMD ["node", "--max-semi-space-size=2", "server/dist/main.js"]
