import { describe, expect, it } from 'vitest';
import { readBrowserReports, readPageBeacon } from './reports';

const report = {
  kind: 'error',
  message: 'TypeError: x',
  stack: 'TypeError: x\n    at https://site.example/assets/a.js:1:2',
  path: '/about',
  release: '0123456789ab',
  first: true,
};

describe('the page’s beacon', () => {
  it('is read with its stack’s frames', () => {
    const read = readPageBeacon({ reports: [report] });
    expect(read?.reports[0]).toMatchObject({
      kind: 'error',
      page: '/about',
      first: true,
      frames: [{ line: 1, column: 2 }],
    });
  });

  it('is refused whole when it is not what the page’s reporter sends', () => {
    for (const beacon of [
      null,
      [],
      { reports: [] },
      { reports: Array.from({ length: 11 }, () => report) },
      { reports: [{ ...report, kind: 'csp-violation' }] },
      { reports: [{ ...report, message: 1 }] },
      { reports: [{ ...report, first: 'yes' }] },
      { reports: [report, 'x'] },
    ])
      expect(readPageBeacon(beacon), JSON.stringify(beacon)?.slice(0, 60)).toBeNull();
  });
});

describe('the browser’s reports in their two real formats', () => {
  it('reads a Reporting API batch (application/reports+json): CSP, deprecation and any other type', () => {
    const read = readBrowserReports([
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://site.example/about',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://site.example/about',
          blockedURL: 'https://tracker.example/pixel.gif?id=1',
          effectiveDirective: 'img-src',
          sourceFile: 'https://site.example/assets/a.js',
          lineNumber: 1,
          columnNumber: 5,
          sample: '',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', url: 'https://site.example/', body: { id: 'X', message: 'Y is deprecated' } },
      { type: 'permissions-policy-violation', url: 'https://site.example/', body: { featureId: 'camera' } },
      { type: 'Not A Type', url: 'https://site.example/', body: {} },
      'nonsense',
    ]);
    expect(read?.reports.map((r) => [r.kind, r.message])).toEqual([
      ['csp-violation', 'img-src blocked https://tracker.example'],
      ['deprecation', 'Y is deprecated'],
      ['permissions-policy-violation', 'permissions-policy-violation'],
    ]);
    expect(read?.invalid).toBe(2);
  });

  it('reads report-uri’s single report (application/csp-report), the directive from violated-directive if need be', () => {
    const read = readBrowserReports({
      'csp-report': {
        'document-uri': 'https://site.example/cloud',
        'blocked-uri': 'inline',
        'violated-directive': "script-src-elem 'self'",
        'source-file': 'https://site.example/cloud',
        'line-number': 12,
      },
    });
    expect(read?.reports).toMatchObject([
      {
        kind: 'csp-violation',
        message: 'script-src-elem blocked inline',
        page: 'https://site.example/cloud',
      },
    ]);
  });

  it('reads twenty reports of a batch at most, and refuses what is neither format', () => {
    const batch = Array.from({ length: 50 }, () => ({
      type: 'deprecation',
      url: 'https://site.example/',
      body: { id: 'X' },
    }));
    expect(readBrowserReports(batch)).toMatchObject({ invalid: 30 });
    expect(readBrowserReports(batch)?.reports).toHaveLength(20);
    expect(readBrowserReports({ report: 1 })).toBeNull();
    expect(readBrowserReports('x')).toBeNull();
  });
});
