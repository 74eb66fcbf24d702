// `npm run test:e2e`: Playwright against the production server, with the system Chromium (no browser download).
// Extra CLI arguments go to `playwright test` unchanged, e.g. `npm run test:e2e -- --project=mobile tests/routes.spec.ts`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `No Chromium found at ${chromium}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
