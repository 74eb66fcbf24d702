// The same phone on every host. A CPU slowdown of 4× makes a mid-range phone of one host and a budget phone or a
// fast one of another: the bench measures the host it runs on, as Lighthouse does (its `computeBenchmarkIndex` page
// function, the index Lighthouse reports as `environment.benchmarkIndex`), and slows the phone's CPU by what makes
// this host a phone of the target index. Lighthouse's own guidance for hosts off its reference is the same
// (`--throttling.cpuSlowdownMultiplier`, derived from the index). bench/README.md, "The phone".
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phone every phone figure emulates: the index a 4× slowdown gives on a host of index 2,189 (the host the
 * budgets were first set on, a fast desktop in Lighthouse's table, for which it recommends 4×).
 */
export const PHONE_INDEX = 2189 / 4;
/** A host so slow or so fast that the multiplier leaves this range is not one the budgets speak for. */
export const MULTIPLIER_RANGE = [2, 10];
/** Readings of the index per calibration; the median counts (one reading swings by ±20 % on a busy host). */
const READINGS = 5;

/** The phone's connection: Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s). */
export const PHONE_CONNECTION = { latency: 150, kbps: 1600 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The CPU slowdown that makes a host of `index` a phone of `PHONE_INDEX`, to one decimal, within the range. */
export function multiplierFor(index) {
  const [low, high] = MULTIPLIER_RANGE;
  const raw = index / PHONE_INDEX;
  return { cpu: Math.round(Math.min(high, Math.max(low, raw)) * 10) / 10, clamped: raw < low || raw > high };
}

/**
 * Measures this host in a page of `browser` (a fresh context, nothing else loaded): one warm-up reading, then the
 * median of `READINGS`. Returns the phone: `{ cpu, index, readings, clamped, latency, kbps }`.
 */
export async function calibratePhone(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const readings = [];
    for (let i = 0; i < READINGS; i++)
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const index = Math.round(median(readings));
    return { ...multiplierFor(index), index, readings: readings.map(Math.round), ...PHONE_CONNECTION };
  } finally {
    await context.close();
  }
}

/** How a phone figure names its phone: "phone, CPU ×4.6 (host index 2,510)". */
export const phoneLabel = (phone) =>
  `phone, CPU ×${phone.cpu} (host index ${phone.index.toLocaleString('en-US')})`;
