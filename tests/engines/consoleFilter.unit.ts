import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distDir } from './browsers';
import { aboutTheSite } from './consoleFilter';
import type { ConsoleEntry } from './session';
import { parseConsoleLines } from './webkitProbe';

const origin = 'http://127.0.0.1:4173';
const builtChunk = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'))!;

describe('the console filter', () => {
  test('keeps what the site logs and what the engine says about its resources', () => {
    const site: ConsoleEntry[] = [
      { level: 'error', text: 'TypeError: x is undefined', url: `${origin}/assets/${builtChunk}` },
      { level: 'warning', text: 'Deprecated API used', url: `${origin}/assets/${builtChunk}` },
      { level: 'error', text: "SECURITY: Unrecognized Content-Security-Policy directive 'manifest-src'." },
      { level: 'error', text: 'Content-Security-Policy: The page’s settings blocked an inline script' },
      {
        level: 'error',
        text: `Error: TypeError: error loading dynamically imported module: ${origin}/assets/gone.js`,
      },
      { level: 'error', text: 'downloadable font: download failed (…): status=2147746065 source: /a.woff2' },
    ];
    expect(aboutTheSite(site)).toEqual(site);
  });

  test('drops the dependency notice, loads cancelled by leaving a page, and the browser’s own code', () => {
    const notAboutTheSite: ConsoleEntry[] = [
      {
        level: 'warning',
        text: 'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.',
      },
      {
        level: 'error',
        text: `Error: TypeError: error loading dynamically imported module: ${origin}/assets/${builtChunk}`,
      },
      {
        // The same rejection as React logs it from an error boundary: the error's message and stack, read in the page.
        level: 'error',
        text: `TypeError: error loading dynamically imported module: ${origin}/assets/${builtChunk}\nlazy@${origin}/assets/${builtChunk}:1:2`,
        url: `${origin}/assets/${builtChunk}`,
      },
      { level: 'error', text: 'downloadable font: download failed (…): status=2152398850 source: /a.woff2' },
      { level: 'error', text: 'NS_ERROR_FAILURE', url: 'chrome://global/content/x.js' },
      { level: 'warning', text: 'something', url: 'resource://gre/modules/y.sys.mjs' },
    ];
    expect(aboutTheSite(notAboutTheSite)).toEqual([]);
  });
});

describe('WebKit’s console lines', () => {
  test('are read with their source, level and script, other output ignored', () => {
    const output = [
      "CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive 'manifest-src'.",
      'Failed to create /tmp/x for shader cache (No such file or directory)---disabling.',
      'http://127.0.0.1:4173/assets/a.js:1:22: CONSOLE ERROR boom',
      'http://127.0.0.1:4173/assets/a.js:3:5: CONSOLE JS WARN careful',
      'http://127.0.0.1:4173/assets/a.js:3:5: CONSOLE LOG hello',
    ].join('\n');
    expect(parseConsoleLines(output)).toEqual([
      {
        level: 'error',
        text: "SECURITY: Unrecognized Content-Security-Policy directive 'manifest-src'.",
        url: undefined,
      },
      { level: 'error', text: 'boom', url: 'http://127.0.0.1:4173/assets/a.js' },
      { level: 'warning', text: 'JS: careful', url: 'http://127.0.0.1:4173/assets/a.js' },
    ]);
  });
});
