#!/usr/bin/env bash
# npm test: build once, then unit + API tests (vitest), system tests (vitest) and end-to-end tests
# (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
# API tests run on SQLite and on a real MySQL/MariaDB: the machine's server unless told otherwise
# (TEST_MYSQL_URL= with an empty value runs SQLite only).
export TEST_MYSQL_URL=${TEST_MYSQL_URL-mysql://root@127.0.0.1:3306/test}
# Types (message ids included), layer rules (dependency-cruiser) and ESLint first: they fail fast.
npm run typecheck
npm run lint
# The suite's own build, beside the production one (dist/): it adds the hydration mark that
# end-to-end tests wait for, which production builds leave out.
export BUILD_DIR=dist-test VITE_HYDRATION_MARK=1
# Built again only when the sources changed since its last build.
node scripts/build-if-missing.mjs
# In process first: they are most of the suite and fail fast.
npx vitest run --project unit --project api
# Then what a deployment runs, each as a process of its own: the built server, its cluster, nginx in
# front of it, a MariaDB of the test's own, the admin command line, Chromium on the admin screen.
npx vitest run --project system
npx playwright test
