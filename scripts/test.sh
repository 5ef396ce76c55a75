#!/usr/bin/env bash
# npm test: build once, then unit + API tests (vitest) and end-to-end tests (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build
npx vitest run
npx playwright test
