// Group `lighthouse`: Lighthouse's mobile preset on the key pages, the calibrated phone's CPU multiplier, the worst
// of --runs counting.
import { lighthouse } from '../lighthouse.mjs';

export const modes = ['full'];
export const title = ({ lighthouseRuns }) =>
  `Lighthouse, mobile preset with the phone's CPU multiplier, worst of ${lighthouseRuns}`;

/** The key pages: the home page, a service page and its talent page, About, an industry page. */
const PAGES = ['/', '/it-talent', '/cloud', '/about', '/industries/healthcare'];

/**
 * Runs per page with the throttling applied as the page loads (Lighthouse's `devtools` method), beside the simulated
 * runs the budgets read: no budget, a reading of the simulated figure on this host. Where a host's browser waits
 * between its processes, the simulation multiplies those waits by the CPU multiplier too, and the two part
 * (bench/README.md, "Lighthouse, simulated and applied").
 */
const APPLIED_RUNS = 2;

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, lighthouseRuns, record, phone }) {
  const { cpu, label } = await phone();
  for (const path of PAGES) {
    const r = lighthouse(`${origin}${path}`, lighthouseRuns, cpu);
    const note = (id) => (r.failing[id].length ? `failing audits: ${r.failing[id].join(', ')}` : undefined);
    record(
      `lh-perf${path}`,
      `Lighthouse ${path} performance (${label}, worst of ${lighthouseRuns})`,
      r.performance,
      '',
      '≥ 95',
      (v) => v >= 95,
      {
        note: `runs ${r.runs.map((x) => x.performance).join(' / ')}; TBT ${r.runs.map((x) => Math.round(x.tbt)).join(' / ')} ms; Lighthouse's own benchmark index ${r.runs.map((x) => Math.round(x.benchmarkIndex)).join(' / ')}`,
      },
    );
    record(
      `lh-a11y${path}`,
      `Lighthouse ${path} accessibility`,
      r.accessibility,
      '',
      '= 100',
      (v) => v === 100,
      {
        note: note('accessibility'),
      },
    );
    record(
      `lh-bp${path}`,
      `Lighthouse ${path} best practices`,
      r.bestPractices,
      '',
      '= 100',
      (v) => v === 100,
      {
        note: note('best-practices'),
      },
    );
    record(`lh-seo${path}`, `Lighthouse ${path} SEO`, r.seo, '', '= 100', (v) => v === 100, {
      note: note('seo'),
    });
    record(
      `lh-lcp${path}`,
      `Lighthouse ${path} LCP`,
      r.lcp === null ? null : Math.round(r.lcp) / 1000,
      's',
      '≤ 2.0 s',
      (v) => v <= 2,
    );
    record(
      `lh-cls${path}`,
      `Lighthouse ${path} CLS`,
      r.cls === null ? null : Math.round(r.cls * 1000) / 1000,
      '',
      '≤ 0.02',
      (v) => v <= 0.02,
    );
    record(
      `lh-tbt${path}`,
      `Lighthouse ${path} TBT`,
      r.tbt === null ? null : Math.round(r.tbt),
      'ms',
      '≤ 150 ms',
      (v) => v <= 150,
    );
    const runs = Math.min(APPLIED_RUNS, lighthouseRuns);
    const applied = lighthouse(`${origin}${path}`, runs, cpu, 'devtools');
    record(
      `lh-perf-applied${path}`,
      `Lighthouse ${path} performance, throttling applied as the page loads (${label}, worst of ${runs})`,
      applied.performance,
      '',
      '—',
      null,
      {
        note: `runs ${applied.runs.map((x) => x.performance).join(' / ')}; TBT ${applied.runs.map((x) => Math.round(x.tbt)).join(' / ')} ms; LCP ${applied.runs.map((x) => Math.round(x.lcp)).join(' / ')} ms`,
      },
    );
  }
}
