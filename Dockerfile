# One image for the API and the worker (docker-compose.yml picks the command).
# Untested on our development machines, which have no Docker engine (docs/adr/0004).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# Every workspace's manifest, so the install matches the lockfile; the demo catalogue tool itself
# (seed CLIs, tools/demo-catalogue) is not built: a production image never seeds demo data.
COPY tools/demo-catalogue/package.json tools/demo-catalogue/
# The shared rules are built by their `prepare` during the install: they need their source first.
# So is the built-in test checkout (tools/test-checkout), whose types the backend compiles against;
# it stays in this build stage: production requires STRIPE_SECRET_KEY, and the API loads the test
# checkout only without one, so the image below has no copy of it (docs/adr/0040).
COPY tsconfig.json ./
COPY packages packages
COPY tools/test-checkout tools/test-checkout
RUN npm install --no-audit --no-fund
COPY backend backend
COPY frontend frontend
RUN npm run build -w backend && npm run build -w frontend \
 && npm prune --omit=dev --workspace backend --include-workspace-root=false

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SPA_DIR=/app/frontend/dist MEDIA_DIR=/data/media MAIL_DIR=/data/mail
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/shared-rules/package.json packages/shared-rules/package.json
COPY --from=build /app/packages/shared-rules/dist packages/shared-rules/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/src/main.js"]
