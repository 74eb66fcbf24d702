import { describe, expect, it } from 'vitest';
import { isExtensionUrl, parseStack } from './stack';

describe('a stack as each engine writes it', () => {
  it('reads Chromium’s frames, named or not, with a port in the address', () => {
    const stack = [
      'TypeError: x is not a function',
      '    at Xe (https://site.example:8443/assets/App-abcdefgh.js:1:2345)',
      '    at async load (https://site.example/assets/App-abcdefgh.js:3:4)',
      '    at https://site.example/assets/App-abcdefgh.js:5:6',
      '    at new Promise (<anonymous>)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      {
        fn: 'Xe',
        file: 'https://site.example:8443/assets/App-abcdefgh.js',
        line: 1,
        column: 2345,
        mapped: false,
      },
      { fn: 'load', file: 'https://site.example/assets/App-abcdefgh.js', line: 3, column: 4, mapped: false },
      { fn: '', file: 'https://site.example/assets/App-abcdefgh.js', line: 5, column: 6, mapped: false },
    ]);
  });

  it('reads Firefox’s and Safari’s frames', () => {
    const stack = [
      'Xe@https://site.example/assets/App.js:1:2',
      '@https://site.example/about:7:8',
      'global code@x:1:1',
    ].join('\n');
    expect(parseStack(stack).map((f) => [f.fn, f.file, f.line, f.column])).toEqual([
      ['Xe', 'https://site.example/assets/App.js', 1, 2],
      ['', 'https://site.example/about', 7, 8],
      ['global code', 'x', 1, 1],
    ]);
  });

  it('keeps twenty frames at most, whatever the stack holds', () => {
    const stack = Array.from(
      { length: 500 },
      (_, i) => `    at f${i} (https://site.example/a.js:1:${i + 1})`,
    ).join('\n');
    expect(parseStack(stack)).toHaveLength(20);
  });

  it('knows the scripts of browser extensions by their scheme', () => {
    for (const url of [
      'chrome-extension://abc/x.js',
      'moz-extension://abc/x.js',
      'safari-web-extension://a/b.js',
      'webkit-masked-url://hidden/',
    ])
      expect(isExtensionUrl(url), url).toBe(true);
    expect(isExtensionUrl('https://site.example/assets/x.js')).toBe(false);
  });
});
