import { describe, expect, it } from 'vitest';
import { cleanReportText, cleanUrl, messageShape, withoutContentHash } from './text';

const site = 'https://site.example';

describe('an address in a report, as it is kept', () => {
  it('keeps the site’s own as its path, never a query or a fragment', () => {
    expect(cleanUrl('https://site.example/about?email=ada@example.com#top', site)).toBe('/about');
    expect(cleanUrl('https://other.example/x.js?token=1', site)).toBe('https://other.example/x.js');
    expect(cleanUrl('chrome-extension://abcdef/content.js', site)).toBe('chrome-extension://abcdef');
    expect(cleanUrl('data:image/png;base64,AAAA', site)).toBe('data:');
    expect(cleanUrl('blob:https://site.example/1234', site)).toBe('blob:');
    expect(cleanUrl('not a url?with=query', site)).toBe('not a url');
  });
});

describe('the text of a report, as it is kept', () => {
  it('scrubs e-mail addresses, phone numbers and queries from a message, and cleans it (decision 0032)', () => {
    const raw =
      'Failed for ada@example.com (call +1 555 010 0199) at https://site.example/cloud?utm_source=x\u0007\u202e';
    expect(cleanReportText(raw, site, 500)).toBe('Failed for <email> (call <phone>) at /cloud');
  });

  it('drops the query after a path in free text, and cuts to its limit between characters', () => {
    expect(cleanReportText('GET /api/x?name=Ada failed', site, 500)).toBe('GET /api/x failed');
    expect(cleanReportText('😀'.repeat(10), site, 3)).toBe('😀😀😀');
  });

  it('keeps a stack’s lines when asked, and anything but text is empty', () => {
    expect(cleanReportText('at a (x.js:1:2)\r\nat b (y.js:3:4)', site, 100, true)).toBe(
      'at a (x.js:1:2)\nat b (y.js:3:4)',
    );
    expect(cleanReportText({ message: 'x' }, site, 100)).toBe('');
  });
});

describe('a message without its variable parts (the fingerprint)', () => {
  it('is the same for the same error with other ids, sizes, times and file hashes', () => {
    const shape = (m: string) => messageShape(m);
    expect(shape('Uncaught TypeError: took 1234 ms for 5f3a9b2c77d1')).toBe(
      shape('TypeError: took 98765 ms for a1b2c3d4e5f6'),
    );
    expect(shape('Failed to fetch dynamically imported module: /assets/AboutPage-DN3PBdQ0.js')).toBe(
      shape('Failed to fetch dynamically imported module: /assets/AboutPage-Xy_12345.js'),
    );
    expect(shape('ratio 0.25')).toBe(shape('ratio 0.75'));
  });

  it('keeps what tells errors apart: short numbers (a status, React’s error code) and names', () => {
    expect(messageShape('HTTP 500')).not.toBe(messageShape('HTTP 503'));
    expect(messageShape('Minified React error #418')).toBe('Minified React error #418');
    expect(messageShape("Cannot read properties of undefined (reading 'map')")).toContain("'map'");
  });

  it('names a built file without its content hash', () => {
    expect(withoutContentHash('/assets/AboutPage-DN3PBdQ0.js')).toBe('/assets/AboutPage.js');
  });
});
