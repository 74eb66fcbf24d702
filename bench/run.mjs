// `npm run bench`: builds when needed, serves the production build, runs each measurement group in the system
// Chromium, prints `figure | value | budget | pass`, writes bench/report.json, exits 1 if a budget fails.
//
//   npm run bench                 every group, Lighthouse included (~6 min on 2 cores)
//   npm run bench -- --quick      every group but Lighthouse
//   npm run bench -- --ci         only the stable figures: byte budgets, WebGL contexts, draw calls, idle frames
//   options: --url=http://host:port (measure a running server, no build), --no-build (serve the existing build),
//            --port=4573 (the port of the server it starts; a free one by default),
//            --runs=5 (Lighthouse runs per page; the worst counts), --idle=10 (seconds per idle window),
//            --only=<group>,<group> (just those groups, whatever the mode; names: see `groups` below),
//            --profile (the scroll and navigate groups also write a CPU profile and a trace to bench/profiles/
//            and print where the main thread's time went: bench/profile.mjs),
//            --software-compositing (Chromium composites in software, as on a machine with no usable GPU, instead of
//            through SwiftShader; informative: the budgets are set for the default: bench/README.md),
//            --headless-shell (Debian's chromium-headless-shell instead of the full browser: no frames of the
//            browser's own interface; informative, as --software-compositing: bench/README.md),
//            --phone-cpu=N (the phone's CPU slowdown, instead of the one measured from this host's benchmark index:
//            bench/calibrate.mjs),
//            --strip=<part>,<part> (the navigate group times only its floor and bare reveals, of pages with those
//            parts of their look taken away: backgrounds, shadows, pictures, masks, motion, below; to weigh a
//            lighter design, not the site: bench/README.md)
//
// Each group is a module in bench/groups/: `title`, the `modes` it runs in, and `run(bench)`, which measures
// and reports through `bench.record` (see bench/context.mjs).
import { execSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { headlessShellPath } from './browser.mjs';
import { createContext } from './context.mjs';

/** Run order. A new group is a file in bench/groups/ and a name here. */
const groups = [
  'bytes',
  'scenes',
  'cpu',
  'peer',
  'trips',
  'drag',
  'longtasks',
  'scroll',
  'navigate',
  'first-interaction',
  'leads',
  'delivery',
  'events',
  'lighthouse',
];

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const mode = flag('ci') ? 'ci' : flag('quick') ? 'quick' : 'full';
const softwareCompositing = flag('software-compositing');
const headlessShell = flag('headless-shell');
const only = option('only', null)?.split(',');
const strip = option('strip', null)?.split(',') ?? [];
const unknown = only?.filter((name) => !groups.includes(name)) ?? [];
if (unknown.length) {
  console.error(`unknown bench group(s): ${unknown.join(', ')}; the groups are ${groups.join(', ')}`);
  process.exit(2);
}

const { STRIPPABLE } = await import('./groups/navigate.mjs');
const unknownParts = strip.filter((part) => !(part in STRIPPABLE));
if (unknownParts.length) {
  console.error(
    `--strip: unknown part(s) ${unknownParts.join(', ')}; the parts are ${Object.keys(STRIPPABLE).join(', ')}`,
  );
  process.exit(2);
}

if (strip.length && !(only ? only.includes('navigate') : mode !== 'ci')) {
  console.error('--strip changes only the navigate group, which this run does not include');
  process.exit(2);
}

if (headlessShell && !existsSync(headlessShellPath)) {
  console.error(
    `--headless-shell: no ${headlessShellPath} (apt-get install chromium-headless-shell, or set CHROMIUM_HEADLESS_SHELL_PATH)`,
  );
  process.exit(2);
}

const bench = await createContext({
  mode,
  url: option('url', null),
  noBuild: flag('no-build'),
  port: option('port', null) === null ? null : Number(option('port', null)),
  profile: flag('profile'),
  idleSeconds: Number(option('idle', '10')),
  lighthouseRuns: Number(option('runs', '5')),
  softwareCompositing,
  headlessShell,
  strip,
  phoneCpu: option('phone-cpu', null) === null ? null : Number(option('phone-cpu', null)),
});
try {
  for (const name of groups) {
    const group = await import(`./groups/${name}.mjs`);
    if (only ? !only.includes(name) : !group.modes.includes(mode)) continue;
    const title = typeof group.title === 'function' ? group.title(bench) : group.title;
    await bench.step(title, () => group.run(bench));
  }
} finally {
  await bench.close();
}

// Report -------------------------------------------------------------------------------------------------------
const { figures } = bench;
const cells = figures.map((f) => [
  f.figure,
  f.value === null ? 'n/a' : `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
  f.budget,
  f.pass === null ? (f.budget === '—' ? 'info' : 'n/a') : f.pass ? 'pass' : 'FAIL',
]);
const header = ['figure', 'value', 'budget', 'pass'];
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${cells.map(line).join('\n')}`,
);
for (const f of figures.filter((x) => x.pass !== true && x.note)) console.log(`  ${f.figure}: ${f.note}`);

let commit = null;
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
writeFileSync(
  new URL('./report.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit,
      mode,
      compositing: softwareCompositing ? 'software' : 'SwiftShader',
      browser: headlessShell ? 'chromium-headless-shell' : 'chromium',
      ...(strip.length ? { stripped: strip } : {}),
      idleSeconds: bench.idleSeconds,
      origin: bench.origin,
      figures,
    },
    null,
    2,
  )}\n`,
);
const failed = figures.filter((f) => f.pass === false);
console.log(
  `\nbench/report.json written (${[mode, softwareCompositing && 'software compositing', headlessShell && 'headless shell', strip.length && `stripped: ${strip.join(', ')}`].filter(Boolean).join(', ')}); ${failed.length ? `${failed.length} budget(s) FAILED` : 'all measured budgets pass'}`,
);
process.exit(failed.length ? 1 : 0);
