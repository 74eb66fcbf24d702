// `npm test`: every check, with the waits of one suite spent on another and the cores kept busy to the end
// (docs/test-suite-time.md). Prints each step's time and a summary; exits 1 if any step failed.
//
//   1. the build the other steps serve;
//   2. two lanes at once: the Playwright run of the desktop, desktop-dom and mobile projects (most of the CPU), and
//      beside it, one after another: typecheck, lint, the unit tests (a failure of these stops everything, the
//      browser run too), the first-interaction projects (a slowed-down page mostly waits), the Worker's tests with
//      their schedule test beside them (it waits for the local runtime's next minute), the tuning workflow on a dev
//      server (tests/tuning/), and last the cross-engine suite (Firefox and WebKit), which fills the cores the
//      browser run leaves idle in its last minutes. The second lane's steps print their output as each ends.
// A step in a lane starts only if the one before it passed. Each step is an `npm run` script, runnable on its own.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const logDir = mkdtempSync(join(tmpdir(), 'northbridge-test-'));
const results = [];
/** The steps running now, each in a process group of its own: stopping a step stops its browsers and servers. */
const running = new Set();
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of running)
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
};
// A terminal's Ctrl-C reaches this process's group only, not the steps' own: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
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
      detached: true,
    });
    running.add(child);
    const file = createWriteStream(log);
    for (const [stream, terminal] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.pipe(file, { end: false });
      if (!quiet) stream.pipe(terminal, { end: false });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const stopped = code !== 0 && stopping;
      const result = { name, ok: code === 0, stopped, ms: Date.now() - started, log };
      results.push(result);
      // Read once the file has everything the step wrote.
      file.end(() => {
        if (quiet) console.log(`\n::: output of ${name}\n${readFileSync(log, 'utf8')}`);
        console.log(
          `::: ${result.ok ? 'passed' : stopped ? 'stopped' : `FAILED (exit ${code ?? signal})`}: ${name} in ${seconds(result.ms)}`,
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

/** A step whose failure stops every step still running: a broken type or lint rule is worth no more browser time. */
const orStopAll = (step) => async () => {
  const passed = await step();
  if (!passed) stopAll();
  return passed;
};

/** Steps one after another; stops at the first that fails. */
const inOrder = async (...steps) => {
  for (const step of steps) if (!(await step())) return false;
  return true;
};
const together = async (...lanes) => (await Promise.all(lanes.map((lane) => lane()))).every(Boolean);

const started = Date.now();
const WORKER_SCHEDULE_TEST = 'worker/test/schedule.test.ts';
const ok = await inOrder(
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
      // Beside the browser run from its start. Until 2026-12-01 typecheck, lint and the unit tests ran before it, on
      // both cores, while its last minutes left a core half idle (docs/test-suite-time.md, "The order").
      () =>
        inOrder(
          orStopAll(() => run('typecheck', 'typecheck', { quiet: true })),
          orStopAll(() => run('lint', 'lint', { quiet: true })),
          orStopAll(() => run('unit tests', 'test:unit', { quiet: true })),
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
          // The schedule test waits for the local runtime to fire its next minute. On a site of its own, it waits
          // beside the other files instead of after them.
          () =>
            together(
              () =>
                run('Worker tests', 'test:worker', {
                  args: ['--exclude', WORKER_SCHEDULE_TEST],
                  quiet: true,
                }),
              () => run('Worker schedule test', 'test:worker', { args: [WORKER_SCHEDULE_TEST], quiet: true }),
            ),
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
for (const { name, ok: passed, stopped, ms, log } of results) {
  console.log(`  ${passed ? 'ok    ' : stopped ? 'stopped' : 'FAILED'} ${name} (${seconds(ms)})`);
  if (!passed && !stopped) for (const line of failureLines(log)) console.log(`         ${line}`);
}
console.log(`::: npm test ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
