import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '../../src/app/routes';
import { miniBrowserPath } from './browsers';
import { ownProcessGroup } from './processes';
import type { ConsoleEntry } from './session';

/** A page that has not finished loading by then is reported, not waited for. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * WebKit's own console line: `[url:line:column: ]CONSOLE [SOURCE ]LEVEL text`, e.g.
 * `CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive 'manifest-src'.`
 */
const consoleLine = /^(?:(.*?):\d+:\d+: )?CONSOLE (?:(\w+) )?(ERROR|WARN|WARNING) (.*)$/;

/** The errors and warnings in MiniBrowser's output. */
export function parseConsoleLines(output: string): ConsoleEntry[] {
  return output.split('\n').flatMap((line) => {
    const match = consoleLine.exec(line.trim());
    if (!match) return [];
    const [, url, source, level, text] = match;
    return [
      { level: level === 'ERROR' ? 'error' : 'warning', text: source ? `${source}: ${text}` : text!, url },
    ];
  });
}

/**
 * What the probe treats as one page: the kind of page a path shows (home, about, service, industry, coming soon, or
 * an unknown path's 404) with the URL's query. Pages of one kind are one template with one response header and the
 * same scripts (their copy differs, which logs nothing while loading), so one page of each kind, each query as its own,
 * stands for the others (docs/browser-support-testing.md, "Console").
 */
export function probeKind(url: string): string {
  const { pathname, search } = new URL(url);
  return `${routes.find((route) => route.path === pathname)?.page ?? 'unknown path'}${search}`;
}

function loadOnce(url: string, features: readonly string[], env: NodeJS.ProcessEnv): Promise<ConsoleEntry[]> {
  const args = ['--enable-write-console-messages-to-stdout=true', '--exit-after-load', url];
  if (features.length > 0) args.unshift(`--features=${features.join(',')}`);
  const browser = spawn(miniBrowserPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const stop = ownProcessGroup(browser);
  // Despite the setting's name, this build prints the console to standard error: read both, each whole.
  const output = { stdout: '', stderr: '' };
  browser.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  browser.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`MiniBrowser did not finish loading ${url} within ${PROBE_TIMEOUT_MS} ms`));
    }, PROBE_TIMEOUT_MS);
    browser.on('error', reject);
    browser.on('close', () => {
      clearTimeout(timer);
      stop();
      // A message about the page itself (its CSP header) names no script: name the page.
      const entries = [...parseConsoleLines(output.stdout), ...parseConsoleLines(output.stderr)];
      resolve(entries.map((entry) => ({ ...entry, url: entry.url ?? url })));
    });
  });
}

/**
 * What WebKit itself logs while loading each page (CSP parsing, blocked loads, errors before the page's `load`),
 * which no script in an automated page can see. A plain MiniBrowser (not automated, so its session is not
 * ephemeral and WebKit prints its console) loads each URL with the run's features until its `load` event, in its
 * default 1024×768 window (the desktop layout), with a throwaway profile.
 */
export async function probeLoadConsole(
  urls: readonly string[],
  features: readonly string[],
  display: string,
): Promise<ConsoleEntry[]> {
  const home = mkdtempSync(join(tmpdir(), 'webkit-probe-'));
  const dirs = { XDG_DATA_HOME: 'data', XDG_CACHE_HOME: 'cache', XDG_CONFIG_HOME: 'config' };
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display };
  for (const [name, dir] of Object.entries(dirs)) {
    env[name] = join(home, dir);
    mkdirSync(env[name], { recursive: true });
  }
  try {
    const entries: ConsoleEntry[] = [];
    for (const url of urls) entries.push(...(await loadOnce(url, features, env)));
    return entries;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
