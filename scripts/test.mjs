// `npm test`: every check, in the order that finds a broken build soonest, with the waits of one suite spent on
// another (docs/test-suite-time.md). Prints each step's time and a summary; exits 1 if any step failed.
//
//   1. typecheck and lint side by side, then the unit tests, then the build the other steps serve;
//   2. the Playwright run of the desktop, desktop-dom and mobile projects, while beside it a second lane takes the
//      first-interaction projects (a slowed-down page mostly waits), then the Worker's tests (mostly waiting for
//      its schedule), then the tuning workflow on a dev server (tests/tuning/), then the cross-engine suite (Firefox
//      and WebKit), which fills the cores the browser run leaves idle in its last minutes; the second lane's steps
//      print their output as each ends.
// A stage starts only if the one before passed. Each step is an `npm run` script, runnable on its own.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const logDir = mkdtempSync(join(tmpdir(), 'northbridge-test-'));
const results = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `npm run <script> [-- args]`. Its output always goes to a file as well (read again for the summary's
 * failure lines); `quiet` keeps it off the terminal until the step ends, then prints it whole.
 */
function run(name, script, { args = [], env = {}, quiet = false } = {}) {
  const started = Date.now();
  const log = join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const argv = ['run', script, ...(args.length ? ['--', ...args] : [])];
  console.log(`::: start ${name}: npm ${argv.join(' ')}${quiet ? ` (output: ${log})` : ''}`);
  return new Promise((resolve) => {
    const child = spawn('npm', argv, {
      // Piped, the reporters would drop their colours on a terminal.
      env: { ...(process.stdout.isTTY && !quiet ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = createWriteStream(log);
    for (const [stream, terminal] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.pipe(file, { end: false });
      if (!quiet) stream.pipe(terminal, { end: false });
    }
    child.on('close', (code) => {
      const result = { name, ok: code === 0, ms: Date.now() - started, log };
      results.push(result);
      // Read once the file has everything the step wrote.
      file.end(() => {
        if (quiet) console.log(`\n::: output of ${name}\n${readFileSync(log, 'utf8')}`);
        console.log(
          `::: ${result.ok ? 'passed' : `FAILED (exit ${code})`}: ${name} in ${seconds(result.ms)}`,
        );
        resolve(result.ok);
      });
    });
  });
}

// What names a failure in the reports of vitest (FAIL, Unhandled Error), Playwright (✘, "1) [project] ›"), the
// engines matrix (✗; its legend excepted), tsc (error TS) and eslint ("  12:3  error"). Not vitest's ×: a test
// title of the engines suite has one.
const failureMark =
  /(^\s*FAIL\b|✘|✗(?! failed,)|^\s*\d+\) \[|Unhandled (Error|Rejection)|error TS\d+|^\s*\d+:\d+\s+error\b|Error: )/;
const FAILURE_LINES = 15;
/**
 * The first lines of a failed step's output that name what failed, so that the end of the output (often all a
 * CI page keeps) says which test it was, not only which step.
 */
function failureLines(log) {
  let text;
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return [];
  }
  // eslint-disable-next-line no-control-regex -- the colour codes of the reporters
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const seen = new Set();
  for (const line of lines) {
    const trimmed = line.trim().slice(0, 160);
    if (failureMark.test(line) && !seen.has(trimmed)) seen.add(trimmed);
    if (seen.size === FAILURE_LINES) break;
  }
  return [...seen];
}

/** Steps one after another; stops at the first that fails. */
const inOrder = async (...steps) => {
  for (const step of steps) if (!(await step())) return false;
  return true;
};
const together = async (...lanes) => (await Promise.all(lanes.map((lane) => lane()))).every(Boolean);

const started = Date.now();
const ok = await inOrder(
  () =>
    together(
      () => run('typecheck', 'typecheck', { quiet: true }),
      () => run('lint', 'lint', { quiet: true }),
    ),
  () => run('unit tests', 'test:unit'),
  async () => {
    const built = await run('build', 'build');
    // Every later step serves this build: none may start another one while a browser reads it.
    process.env.SKIP_BUILD = '1';
    return built;
  },
  () =>
    together(
      () =>
        run('browser tests', 'test:e2e', {
          args: ['--project=desktop', '--project=desktop-dom', '--project=mobile'],
        }),
      () =>
        inOrder(
          () =>
            run('first-interaction browser tests', 'test:e2e', {
              // Its own results folder: a Playwright run empties its folder as it starts.
              args: [
                '--project=first-interaction',
                '--project=first-interaction-mobile',
                '--output=test-results-first-interaction',
              ],
              // Its own server and leads database (tests/support/e2eLeads.ts), beside the other run's: on the port after
              // its port (4174 by default; `E2E_PORT=n npm test` moves both, so two checkouts can test side by side).
              env: {
                E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + 1),
                PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report-first-interaction',
              },
              quiet: true,
            }),
          () => run('Worker tests', 'test:worker', { quiet: true }),
          // The ?debug tuning workflow on the dev server of a throwaway copy (tests/tuning/): its own config, server and
          // port (E2E_PORT + 2).
          () =>
            run('tuning browser tests', 'test:e2e', {
              args: ['--config=tests/tuning/playwright.config.ts'],
              quiet: true,
            }),
          // Last, beside the browser run's end: alone after it, the machine had half a core idle for minutes while that
          // run went on alone (docs/test-suite-time.md, "The order").
          () => run('Firefox and WebKit', 'test:engines', { quiet: true }),
        ),
    ),
);

console.log('\n::: summary');
for (const { name, ok: passed, ms, log } of results) {
  console.log(`  ${passed ? 'ok    ' : 'FAILED'} ${name} (${seconds(ms)})`);
  if (!passed) for (const line of failureLines(log)) console.log(`         ${line}`);
}
console.log(`::: npm test ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
