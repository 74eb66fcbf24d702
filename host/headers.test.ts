import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, forPlainHttp, hostHeaders, securityHeaders } from './headers.ts';

describe('the content security policy', () => {
  it('upgrades insecure requests where the site is served over https', () => {
    expect(contentSecurityPolicy([])).toMatch(/; upgrade-insecure-requests$/);
  });

  it('served over plain http, loses only the upgrade and the Reporting API’s report-to (report-uri stays)', () => {
    const policy = contentSecurityPolicy(["'sha256-a'"], ["'sha256-b'"]);
    const plain = forPlainHttp(policy);
    expect(plain).not.toContain('upgrade-insecure-requests');
    expect(plain).not.toContain('report-to');
    expect(plain).toMatch(/; report-uri \/api\/reports$/);
    expect(`${plain}; report-to default; upgrade-insecure-requests`).toBe(policy);
    expect(forPlainHttp(hostHeaders([]))).toBe(
      hostHeaders([]).replace('; report-to default; upgrade-insecure-requests', ''),
    );
  });

  it('names only directives every supported engine knows', () => {
    const names = contentSecurityPolicy([])
      .split('; ')
      .map((directive) => directive.split(' ')[0]);
    expect(names).not.toContain('manifest-src');
    expect(names).toContain('object-src');
  });
});

describe('the reports of policy violations', () => {
  it('go to the site’s own endpoint, through the Reporting API and through report-uri for browsers without it', () => {
    const directives = contentSecurityPolicy([]).split('; ');
    expect(directives).toContain('report-uri /api/reports');
    expect(directives).toContain('report-to default');
    expect(securityHeaders([])['Reporting-Endpoints']).toBe('default="/api/reports"');
    expect(hostHeaders([])).toContain('Reporting-Endpoints: default="/api/reports"');
  });
});
