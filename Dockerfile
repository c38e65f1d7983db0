# Parlour server image. Build: docker build -t parlour .
# Run on the embedded database: docker run -p 3000:3000 -e JWT_SECRET=... -v parlour-data:/app/data parlour
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# npm ci's postinstall generates the Prisma client, which needs the schema.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# glibc otherwise raises its mmap threshold after freeing a large block and then
# keeps such blocks in per-thread arenas, and gives each thread (libuv's pool,
# V8's helpers) an arena of its own that keeps what it freed (figures in
# docs/benchmarks.md). bench/api/server-process.ts starts the measured server
# with the same two.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
COPY package.json ./
# The server runs as node, which owns the embedded database's DATA_DIR (./data):
# a volume mounted there starts with that owner.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Starting takes a few seconds (longer on a first start, which creates and migrates the database).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8's young generation at most 2 x 8 MB instead of 2 x 16 MB: 16 MB less resident
# memory under load for no more CPU a move (docs/benchmarks.md, "Settings").
# bench/api/server-process.ts and npm start start the server with the same.
CMD ["node", "--max-semi-space-size=8", "dist/main.js"]
