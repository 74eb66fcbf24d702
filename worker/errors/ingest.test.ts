import { describe, expect, it } from 'vitest';
import { ingest, type IngestContext, type ReadyReport } from './ingest';
import type { IncomingReport } from './reports';
import { parseStack } from './stack';

const site = 'https://site.example';
const map = (source: string) =>
  JSON.stringify({ version: 3, sources: [`../../${source}`], names: [], mappings: 'AAAA' });
const context: IngestContext = {
  site,
  deployed: 'aaaaaaaaaaaa',
  browser: 'Chrome 143',
  // Two releases of the same file: each its own built name and map, both from src/app/testError.ts.
  maps: async (script) => (script.startsWith('hydrate-') ? map('src/app/testError.ts') : null),
};
const pageError = (overrides: Partial<IncomingReport> = {}): IncomingReport => ({
  kind: 'error',
  message: 'Uncaught Error: took 1234 ms',
  frames: parseStack(`Error\n    at ${site}/assets/hydrate-AAAAAAAA.js:1:1`),
  page: '/about',
  release: '0123456789ab',
  first: true,
  detail: '',
  blocked: '',
  ...overrides,
});
const ready = async (report: IncomingReport) => (await ingest(report, context)) as ReadyReport;

describe('a report made ready to count', () => {
  it('is grouped with the same error of another release and other numbers, by its place in src/', async () => {
    const first = await ready(pageError());
    const next = await ready(
      pageError({
        message: 'Error: took 98765 ms',
        frames: parseStack(`Error\n    at ${site}/assets/hydrate-BBBBBBBB.js:1:1`),
        release: 'ba9876543210',
      }),
    );
    expect(first.frame).toBe('src/app/testError.ts');
    expect(next.fingerprint).toBe(first.fingerprint);
    expect(await ready(pageError({ kind: 'rejection' }))).not.toMatchObject({
      fingerprint: first.fingerprint,
    });
  });

  it('keeps the route, the release the page names (or unknown) and the visit’s flag', async () => {
    expect(await ready(pageError())).toMatchObject({ route: '/about', release: '0123456789ab', first: true });
    expect(await ready(pageError({ page: '/no-such-page', release: 'x' }))).toMatchObject({
      route: '(other)',
      release: 'unknown',
    });
  });

  it('counts a browser’s report for the release deployed and the route of its page, never its query', async () => {
    const csp = await ready(
      pageError({
        kind: 'csp-violation',
        message: 'img-src blocked https://x.example',
        frames: [],
        page: `${site}/cloud?email=a@b.c`,
        release: '',
      }),
    );
    expect(csp).toMatchObject({ route: '/cloud', release: 'aaaaaaaaaaaa', stack: '' });
  });

  it('drops extensions’ errors, cross-origin “Script error.” and reports about other sites as noise', async () => {
    expect(
      await ingest(pageError({ frames: parseStack('x@chrome-extension://abc/content.js:1:1') }), context),
    ).toBe('extension');
    expect(await ingest(pageError({ message: 'Script error.', frames: [] }), context)).toBe('cross-origin');
    expect(await ingest(pageError({ page: 'https://evil.example/' }), context)).toBe('foreign');
    expect(await ingest(pageError({ blocked: 'moz-extension://abc/x.js' }), context)).toBe('extension');
  });

  it('keeps no e-mail address, phone number or query in its message or stack', async () => {
    const report = await ready(
      pageError({
        message: 'Error: ada@example.com +44 20 7946 0958 /contact?name=Ada',
        frames: parseStack(`Error\n    at f (${site}/about?token=secret:1:1)`),
      }),
    );
    expect(report.message).toBe('Error: <email> <phone> /contact');
    expect(report.stack).toBe('at f (/about:1:1)');
  });
});
