// What every bench group gets: the server, a browser, `record` for figures and helpers shared by the groups.
import { resolve } from 'node:path';
import { launch, probes } from './browser.mjs';
import { calibratePhone, phoneLabel, PHONE_CONNECTION } from './calibrate.mjs';
import { freePort, startServer } from './server.mjs';
import { waitForScenes } from './scene.mjs';

/**
 * @typedef {{ id: string; figure: string; value: number | string | null; unit: string; budget: string;
 *   pass: boolean | null; stable: boolean; note?: string }} Figure
 * @typedef {Awaited<ReturnType<typeof createContext>>} BenchContext
 */

/**
 * @param {{ mode: 'ci' | 'quick' | 'full'; url: string | null; noBuild: boolean; port: number | null;
 *   profile: boolean; idleSeconds: number; lighthouseRuns: number; softwareCompositing: boolean;
 *   headlessShell: boolean; strip: string[]; phoneCpu: number | null }} options `port`:
 *   where our own server listens (a free port when null); `profile`: the timed groups also record where the main
 *   thread's time went; `softwareCompositing`: the browser composites in software; `headlessShell`: the headless
 *   shell instead of the full browser (browser.mjs `launch`); `strip`: the parts of the pages' look the navigate
 *   group takes away (groups/navigate.mjs `STRIPPABLE`)
 */
export async function createContext({
  mode,
  url,
  noBuild,
  port: wanted,
  profile,
  idleSeconds,
  lighthouseRuns,
  softwareCompositing,
  headlessShell,
  strip = [],
  phoneCpu = null,
}) {
  /** @type {Figure[]} */
  const figures = [];
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const file = (address) => new URL(address).pathname.split('/').pop();

  /**
   * Reports one figure. `test` is the budget (null: informational). A budget that could not be measured is not
   * met: only informational rows may be missing.
   */
  const record = (id, figure, value, unit, budget, test, { stable = false, note } = {}) => {
    const missing = value === null || value === undefined;
    const pass = test === null ? null : missing ? false : test(value);
    figures.push({ id, figure, value: value ?? null, unit, budget, pass, stable, ...(note ? { note } : {}) });
    const shown = missing ? 'n/a' : `${value}${unit ? ` ${unit}` : ''}`;
    console.log(
      `  ${pass === false ? '✗' : pass ? '✓' : '·'} ${figure}: ${shown}${note ? ` (${note})` : ''}`,
    );
  };
  /** A budgeted figure the page did not let us measure: reported, and counted as a missed budget. */
  const notAvailable = (id, figure, budget, why, stable = false) =>
    record(id, figure, null, '', budget, () => false, { stable, note: `not measured: ${why}` });

  let server;
  const port = url ? null : (wanted ?? (await freePort()));
  const context = { origin: url };
  /** (Re)starts our own server: it runs for minutes, and a server someone else stops must not void the run. */
  const ensureServer = async () => {
    if (port === null || server?.alive()) return;
    if (server) console.log('  · the server stopped; starting it again');
    server = await startServer({ port, skipBuild: noBuild || Boolean(server) });
    context.origin = server.origin;
  };
  if (port !== null) {
    console.log(`serving the production build on port ${port} (building first if the sources are newer)…`);
    await ensureServer();
  }
  process.on('SIGINT', () => {
    server?.stop();
    process.exit(130);
  });

  const browser = await launch({ softwareCompositing, headlessShell });
  /** Another browser, launched as this one (a case that starts each run in a new browser closes it). */
  const launchBrowser = () => launch({ softwareCompositing, headlessShell });
  /** A fresh browser context with the bench probes installed, emulating `device`. */
  const newPage = async (device) => {
    const browserContext = await browser.newContext({ ...device, locale: 'en-US', timezoneId: 'UTC' });
    await browserContext.addInitScript(probes);
    const page = await browserContext.newPage();
    return { context: browserContext, page };
  };
  /** Lets lazily loaded sections and scenes load: idle network, then the scenes' first frames. */
  const settle = async (page) => {
    await page.waitForLoadState('networkidle').catch(() => {});
    await waitForScenes(page, 15_000);
  };

  let phone = null;
  /**
   * A host of this kind changes speed from minute to minute (the same quiet host read 2,000 and 3,300 within ten
   * minutes): a phone case more than this long after the last measurement measures the host again.
   */
  const PHONE_MAX_AGE_MS = 120_000;
  /** How quiet the host was when the phone was measured (bench/calibrate.mjs, `waitForQuietHost`). */
  const hostNote = ({ quiet, share, waitedMs }) =>
    quiet === null
      ? "the host's load unread"
      : `${quiet ? 'read on a quiet host' : 'WARNING: the host stayed busy, so this phone may be faster than the budgets mean'}, ${Math.round(share * 100)} % of its CPU busy in the second before${waitedMs > 1500 ? `, after ${Math.round(waitedMs / 1000)} s of waiting` : ''}`;
  /**
   * The phone every phone figure emulates, measured before the first phone case and again when that measurement is
   * over `PHONE_MAX_AGE_MS` old (bench/calibrate.mjs): `{ cpu, index, label,
   * latency, kbps }`. `--phone-cpu=N` sets the CPU slowdown instead of measuring it (to compare with figures taken
   * at a known multiplier); the host's index is still read and printed.
   */
  const calibrated = async () => {
    if (phone && Date.now() - phone.measuredAt < PHONE_MAX_AGE_MS) return phone;
    const measured = await calibratePhone(browser);
    phone = { ...measured, measuredAt: Date.now(), ...(phoneCpu ? { cpu: phoneCpu, clamped: false } : {}) };
    phone.label = phoneLabel(phone);
    console.log(
      `\nthe phone: this host's benchmark index ${measured.index} (highest of ${measured.readings.join(', ')}; ${hostNote(measured.host)}), so CPU ×${phone.cpu}${phoneCpu ? ' (set by --phone-cpu)' : ` (4× at index 2,189${measured.clamped ? ', clamped' : ''})`}; ${PHONE_CONNECTION.latency} ms, ${PHONE_CONNECTION.kbps / 1000} Mbit/s`,
    );
    return phone;
  };

  /** Runs one group; a crash in it becomes a failed 'could not be measured' line, not a crashed benchmark. */
  const step = async (name, fn, retried = false) => {
    console.log(`\n${name}`);
    const started = Date.now();
    const before = figures.length;
    try {
      await ensureServer();
      await fn();
      console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
    } catch (error) {
      if (!retried && server && !server.alive()) {
        figures.splice(before); // the server went away under the step: measure it again from the start
        return step(name, fn, true);
      }
      const message = String(error?.message ?? error).split('\n')[0];
      console.log(`  ✗ ${name} could not be measured: ${message}`);
      figures.push({
        id: `error:${name}`,
        figure: `${name} (could not be measured)`,
        value: null,
        unit: '',
        budget: 'measured',
        pass: false,
        stable: false,
        note: message,
      });
    }
  };

  return Object.assign(context, {
    mode,
    profile,
    strip,
    idleSeconds,
    lighthouseRuns,
    figures,
    browser,
    launchBrowser,
    record,
    notAvailable,
    newPage,
    settle,
    step,
    sleep,
    phone: calibrated,
    /** The build being measured (its source maps say where a task's time went: bench/taskProfile.mjs). */
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    kb,
    file,
    /** Closes the browser and stops our server. */
    close: async () => {
      await browser.close().catch(() => {});
      server?.stop();
    },
  });
}
