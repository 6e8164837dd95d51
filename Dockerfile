# The gateway with the built PWA. Build: docker build -t svr-site .
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY pwa/package.json pwa/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node 22 runs AsyncLocalStorage (MikroORM's request context) on promise hooks unless told to use V8's
# context frames, as Node 24 and later do by default; the flag, which Node 26 refuses, takes a sixth
# off the main thread's CPU per write (docs/decisions/074-request-context-without-promise-hooks.md).
# `npm run bench` reads the options between `node` and the script from this line.
CMD ["node", "--experimental-async-context-frame", "gateway/dist/main.js"]
