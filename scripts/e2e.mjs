// `npm run test:e2e`: Playwright against the production server, with the system Chromium's headless shell (no browser
// download; scripts/chromium.mjs). Extra CLI arguments go to `playwright test` unchanged, e.g.
// `npm run test:e2e -- --project=mobile tests/routes.spec.ts`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { headlessShellPath } from './chromium.mjs';

try {
  accessSync(headlessShellPath, constants.X_OK);
} catch {
  console.error(
    `No Chromium headless shell found at ${headlessShellPath}: install it with 'apt-get install -y chromium-headless-shell' or set CHROMIUM_HEADLESS_SHELL_PATH.`,
  );
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
