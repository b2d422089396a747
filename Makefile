# Encore — the two commands a newcomer needs: `make start` and `make test`.
# Every target runs with a Node >= 22.17 first on PATH (scripts/bootstrap-node.sh, docs/adr/0001).
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

NODE_DIR := $(shell bash scripts/bootstrap-node.sh)
ifeq ($(NODE_DIR),)
$(error Node.js bootstrap failed (see the message above))
endif
export PATH := $(NODE_DIR):$(CURDIR)/node_modules/.bin:$(PATH)
export npm_config_update_notifier := false

BACKEND_SRC := $(shell find backend/src backend/tsconfig.json backend/tsconfig.build.json -type f 2>/dev/null)
FRONTEND_SRC := $(shell find frontend/src frontend/index.html frontend/vite.config.ts frontend/public -type f 2>/dev/null)
# The workspace package of rules shared by client and server: both import its compiled dist.
SHARED_RULES_SRC := $(shell find packages/shared-rules/src packages/shared-rules/package.json packages/shared-rules/tsconfig*.json -type f -not -name '*.test.ts' 2>/dev/null)
# The built-in test checkout (a Stripe-compatible server, the API's stand-in for Stripe when no
# STRIPE_SECRET_KEY is set): the backend compiles against its types, so it is built before it.
TEST_CHECKOUT_SRC := $(shell find tools/test-checkout/src tools/test-checkout/package.json tools/test-checkout/tsconfig*.json -type f -not -name '*.spec.ts' 2>/dev/null)
# The demo catalogue tool (seed CLIs): compiled against the backend's public entry, so after it.
DEMO_CATALOGUE_SRC := $(shell find tools/demo-catalogue/src tools/demo-catalogue/package.json tools/demo-catalogue/tsconfig*.json -type f -not -name '*.spec.ts' 2>/dev/null)

.PHONY: help start dev test install build lint typecheck storybook api seed seed-bulk seed-plays bench-login bench-login-burst bench-stream bench-search bench-publish-visibility bench-pipeline bench-upload bench-ingest bench-worst-shapes bench-track-change bench-first-load bench-dashboard e2e services stop-services clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-19s %s\n", $$1, $$2}'

start: install build ## Install, bring up PostgreSQL + Redis, migrate, seed, serve http://localhost:3000
	@bash scripts/install-ffmpeg.sh
	@bash scripts/start.sh

dev: install ## API (watch) + Vite dev server with HMR on http://localhost:5173
	@bash scripts/dev.sh

test: install ## Every check: lint, types, unit, integration, Storybook, Playwright (ends "N passed, N failed")
	@node scripts/test-all.mjs

install: node_modules/.install-stamp packages/shared-rules/dist/.build-stamp tools/test-checkout/dist/.build-stamp ## Install dependencies and build the shared rules and the test checkout (only what changed)

node_modules/.install-stamp: package.json package-lock.json backend/package.json frontend/package.json packages/shared-rules/package.json tools/demo-catalogue/package.json tools/test-checkout/package.json
	npm install --no-audit --no-fund --prefer-offline
	@touch $@

# `npm install` builds it too (its `prepare`); this rebuilds it after an edit to its source.
packages/shared-rules/dist/.build-stamp: $(SHARED_RULES_SRC) node_modules/.install-stamp
	npm run build -w @encore/shared-rules
	@touch $@

# Built by its `prepare` during `npm install` too, like the shared rules.
tools/test-checkout/dist/.build-stamp: $(TEST_CHECKOUT_SRC) node_modules/.install-stamp
	npm run build -w @encore/test-checkout
	@touch $@

build: backend/dist/.build-stamp tools/demo-catalogue/dist/.build-stamp frontend/dist/index.html ## Build the API, the demo catalogue tool and the SPA (only what changed)

backend/dist/.build-stamp: $(BACKEND_SRC) node_modules/.install-stamp packages/shared-rules/dist/.build-stamp tools/test-checkout/dist/.build-stamp
	npm run build -w backend
	@touch $@

tools/demo-catalogue/dist/.build-stamp: $(DEMO_CATALOGUE_SRC) backend/dist/.build-stamp
	npm run build -w @encore/demo-catalogue
	@touch $@

frontend/dist/index.html: $(FRONTEND_SRC) node_modules/.install-stamp packages/shared-rules/dist/.build-stamp
	npm run build -w frontend

lint: install backend/dist/.build-stamp ## ESLint, Prettier, dependency-cruiser, steiger
	npx eslint --max-warnings 0 .
	npx prettier --check .
	npm run depcruise -w backend
	npm run steiger -w frontend

typecheck: install backend/dist/.build-stamp ## TypeScript 7 on every workspace (the demo catalogue reads the backend's built types)
	npm run typecheck -w @encore/shared-rules
	npm run typecheck -w @encore/test-checkout
	npm run typecheck -w backend
	npm run typecheck -w frontend
	npm run typecheck -w @encore/demo-catalogue

api: install ## Regenerate the typed API client from the backend's OpenAPI document
	npm run build -w backend
	node scripts/generate-api-client.mjs

storybook: install ## Storybook on http://localhost:6006
	npm run storybook -w frontend

seed: install build ## Seed the demo catalogue (idempotent)
	@eval "$$(bash scripts/ensure-services.sh | sed 's/^/export /')" && npm run migrate -w backend && npm run seed -w @encore/demo-catalogue

seed-bulk: install build ## Add the 50k/100k/500k benchmark catalogue
	@eval "$$(bash scripts/ensure-services.sh | sed 's/^/export /')" && npm run migrate -w backend && \
	  npm run seed:bulk -w @encore/demo-catalogue -- --artists 50000 --albums 100000 --tracks 500000

seed-plays: install build ## The dashboard bench's database: bulk catalogue + 10 M play events over a year, rolled up
	@node scripts/bench/dashboard.mjs --seed-only

bench-login: ## Login p95 < 150 ms at 20 logins/s for 30 s (run while `make start` serves)
	@node scripts/bench/login.mjs

bench-login-burst: ## Wrong logins, codes and resets sent at once: how many get checked (vs `TRUST_PROXY=true make start`)
	@node scripts/bench/login-burst.mjs $(ARGS)

bench-stream: install backend/dist/.build-stamp ## Media streaming vs nginx: ≥ 60% throughput, TTFB p95 ≤ 10 ms (after `make start` once)
	@node scripts/bench/stream.mjs

bench-search: install build ## Search p95 ≤ 25 ms a call at 100 searches/s on the bulk catalogue, vs ILIKE
	@node scripts/bench/search.mjs

bench-publish-visibility: ## Published → found by search and shown on discover ≤ 1 s, and gone after a take-down (while `make start` serves; ARGS=--start to start the built API)
	@node scripts/bench/publish-visibility.mjs $(ARGS)

bench-pipeline: install backend/dist/.build-stamp ## Media pipeline: a 5-min 44.1 kHz WAV, every rendition, ≥ 20× realtime on one core, and the per-step split (ARGS="--reps 5")
	@bash scripts/install-ffmpeg.sh
	@node scripts/bench/pipeline.mjs $(ARGS)

bench-upload: install backend/dist/.build-stamp ## Uploads: tus ≥ 80% of a bare Fastify route's throughput on loopback, RSS ≤ 300 MB above idle through a 1 GB upload and its processing (ARGS="--rounds 3 --no-process")
	@bash scripts/install-ffmpeg.sh
	@node scripts/bench/upload.mjs $(ARGS)

bench-ingest: install backend/dist/.build-stamp ## Play events: 3,000/s accepted (p99 ≤ 30 ms or ≤ 1.5× a bare route), worker ≥ 10k rows/s, none lost
	@node scripts/bench/ingest.mjs

bench-worst-shapes: install backend/dist/.build-stamp ## Worst request bodies on every JSON route: event loop held ≤ 50 ms, a 60,000-key login body refused in < 20 ms
	@node scripts/bench/worst-shapes.mjs

bench-dashboard: install build ## Artist dashboard reads p95 ≤ 100 ms a call on 10 M play events (makes its database first: make seed-plays)
	@node scripts/bench/dashboard.mjs

e2e: install build ## Playwright on its own fresh app (ARGS="search.spec.ts --project=desktop" to pick)
	@bash scripts/install-chromium.sh
	@bash scripts/install-ffmpeg.sh
	@node scripts/e2e.mjs $(ARGS)

bench-track-change: install build ## Player track change in Chromium: next track starts ≤ 150 ms after the last ends (p95)
	@node scripts/bench/track-change.mjs

bench-gapless: install build ## Gapless albums in Chromium: inserted silence and steps at each boundary of the continuous demo album, vs Howler (target 0 ms, ≤ 1 sample)
	@bash scripts/install-chromium.sh
	@node scripts/bench/gapless.mjs $(ARGS)

bench-first-load: install build ## First paint and LCP of / and /search on slow 4G in Chromium (target LCP ≤ 2.5 s)
	@node scripts/bench/first-load.mjs

services: ## Make sure PostgreSQL and Redis are up; print their URLs
	@bash scripts/ensure-services.sh

stop-services: ## Stop the PostgreSQL/Redis that `make start` started itself (never system ones)
	@bash scripts/stop-services.sh

clean: ## Remove builds and caches (keeps .data/: your database and media)
	rm -rf backend/dist frontend/dist packages/shared-rules/dist tools/test-checkout/dist tools/demo-catalogue/dist frontend/storybook-static frontend/test-results node_modules/.install-stamp
