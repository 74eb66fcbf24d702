// The same phone on every host. A CPU slowdown of 4× makes a mid-range phone of one host and a budget phone or a
// fast one of another: the bench measures the host it runs on, as Lighthouse does (its `computeBenchmarkIndex` page
// function, the index Lighthouse reports as `environment.benchmarkIndex`), and slows the phone's CPU by what makes
// this host a phone of the target index. Lighthouse's own guidance for hosts off its reference is the same
// (`--throttling.cpuSlowdownMultiplier`, derived from the index). bench/README.md, "The phone".
import { readFileSync } from 'node:fs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phone every phone figure emulates: the index a 4× slowdown gives on a host of index 2,189 (the host the
 * budgets were first set on, a fast desktop in Lighthouse's table, for which it recommends 4×).
 */
export const PHONE_INDEX = 2189 / 4;
/** A host so slow or so fast that the multiplier leaves this range is not one the budgets speak for. */
export const MULTIPLIER_RANGE = [2, 10];
/**
 * Readings of the index per calibration. The highest counts: another process on the host only ever lowers a reading
 * (one swings by ±20 % on a busy host), and a phone calibrated on a low reading is a faster phone than the budgets
 * mean. The median let a run whose calibration met a busy moment slow its phone ×3.6 where the quiet host asks ×5.9.
 */
const READINGS = 5;
/**
 * Before reading, the host must be quiet: at most this share of its cores busy over one second (the bench's server
 * idles at about 2 % of a core). What an earlier case left running (a browser closing, its GPU process finishing its
 * work) is not the host's speed. The bench waits up to `QUIET_WAIT_MS` for it, then reads anyway and says so.
 */
const QUIET_SHARE = 0.15;
const QUIET_SAMPLE_MS = 1000;
const QUIET_WAIT_MS = 30_000;

/** The phone's connection: Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s). */
export const PHONE_CONNECTION = { latency: 150, kbps: 1600 };

/** The host's index from its readings: the highest (`READINGS`). */
export const hostIndex = (readings) => Math.round(Math.max(...readings));

/**
 * The share of the host's CPU time that was busy between two readings of the first line of `/proc/stat` (`cpu  user
 * nice system idle iowait irq softirq steal …`, in clock ticks, all cores together): everything but idle and iowait.
 */
export function busyShare(before, after) {
  const ticks = (line) => line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [a, b] = [ticks(before), ticks(after)];
  const delta = b.map((value, i) => value - (a[i] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0);
  const idle = (delta[3] ?? 0) + (delta[4] ?? 0);
  return total > 0 ? (total - idle) / total : 0;
}

/** The first line of `/proc/stat`, or null where there is none (not Linux). */
const cpuLine = () => {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? null;
  } catch {
    return null;
  }
};

/**
 * Waits until the host has been quiet for a second (`QUIET_SHARE`), at most `QUIET_WAIT_MS`. Returns how busy the
 * last second was and how long it waited; `quiet: null` where the host's load cannot be read.
 */
async function waitForQuietHost() {
  const started = Date.now();
  let share = null;
  for (;;) {
    const before = cpuLine();
    if (!before) return { quiet: null, share: null, waitedMs: 0 };
    await new Promise((resolve) => setTimeout(resolve, QUIET_SAMPLE_MS));
    share = busyShare(before, cpuLine() ?? before);
    const waitedMs = Date.now() - started;
    if (share <= QUIET_SHARE || waitedMs >= QUIET_WAIT_MS)
      return { quiet: share <= QUIET_SHARE, share, waitedMs };
  }
}

/** The CPU slowdown that makes a host of `index` a phone of `PHONE_INDEX`, to one decimal, within the range. */
export function multiplierFor(index) {
  const [low, high] = MULTIPLIER_RANGE;
  const raw = index / PHONE_INDEX;
  return { cpu: Math.round(Math.min(high, Math.max(low, raw)) * 10) / 10, clamped: raw < low || raw > high };
}

/**
 * Measures this host in a page of `browser` (a fresh context, nothing else loaded), once the host is quiet: one
 * warm-up reading, then the highest of `READINGS`. Returns the phone: `{ cpu, index, readings, clamped, host,
 * latency, kbps }`, `host` saying how quiet the host was (`waitForQuietHost`).
 */
export async function calibratePhone(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    const host = await waitForQuietHost();
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const readings = [];
    for (let i = 0; i < READINGS; i++)
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const index = hostIndex(readings);
    return { ...multiplierFor(index), index, readings: readings.map(Math.round), host, ...PHONE_CONNECTION };
  } finally {
    await context.close();
  }
}

/** How a phone figure names its phone: "phone, CPU ×4.6 (host index 2,510)". */
export const phoneLabel = (phone) =>
  `phone, CPU ×${phone.cpu} (host index ${phone.index.toLocaleString('en-US')})`;
