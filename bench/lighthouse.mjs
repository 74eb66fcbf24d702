// Lighthouse (its CLI, mobile preset = the default, with the calibrated phone's CPU multiplier), N runs per page, the
// worst of them counting.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './browser.mjs';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * How Lighthouse slows the page down. `simulate`, its default and the budgets' method: it loads the page at full
 * speed, then simulates the phone's load from that trace, each task's observed time multiplied by the CPU multiplier
 * (waits included). `devtools`: it slows the renderer's CPU by the multiplier and throttles each request while the
 * page loads, and reads the metrics off that load (bench/README.md, "Lighthouse, simulated and applied").
 * @typedef {'simulate' | 'devtools'} ThrottlingMethod
 */

/**
 * One Lighthouse run, its CPU slowed by `cpu` (the calibrated phone: a faster host needs a larger multiplier), in
 * Lighthouse's throttling `method`; scores 0–100, LCP and TBT in ms, CLS unitless.
 * @param {string} url
 * @param {number} cpu
 * @param {ThrottlingMethod} method
 */
function runOnce(url, cpu, method) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--throttling-method=${method}`,
        `--throttling.cpuSlowdownMultiplier=${cpu}`,
        '--output=json',
        `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --no-first-run',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', timeout: 120_000 },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.slice(-800)}`);
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => ref.id);
    return {
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      failing: Object.fromEntries(['accessibility', 'best-practices', 'seo'].map((id) => [id, failing(id)])),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `runs` Lighthouse runs of `url`: per figure the worst run (the lowest score, the highest LCP, CLS and TBT) and the
 * median beside it, plus the audits that failed in any run.
 * @param {string} url
 * @param {number} runs
 * @param {number} cpu
 * @param {ThrottlingMethod} [method]
 */
export function lighthouse(url, runs, cpu, method = 'simulate') {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): one more try before giving up.
    try {
      results.push(runOnce(url, cpu, method));
    } catch {
      results.push(runOnce(url, cpu, method));
    }
  }
  const values = (key) => results.map((r) => r[key]).filter((v) => typeof v === 'number');
  const worst = (key, higherIsWorse) => {
    const list = values(key);
    return list.length === 0 ? null : higherIsWorse ? Math.max(...list) : Math.min(...list);
  };
  return {
    runs: results,
    medians: Object.fromEntries(
      ['performance', 'lcp', 'cls', 'tbt', 'benchmarkIndex'].map((key) => [key, median(values(key))]),
    ),
    performance: worst('performance', false),
    accessibility: worst('accessibility', false),
    bestPractices: worst('bestPractices', false),
    seo: worst('seo', false),
    lcp: worst('lcp', true),
    cls: worst('cls', true),
    tbt: worst('tbt', true),
    failing: Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => [
        id,
        [...new Set(results.flatMap((r) => r.failing[id]))],
      ]),
    ),
  };
}
