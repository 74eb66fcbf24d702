import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './browsers';
import { DROPPING_PROXY_HOST } from './droppingProxy';
import { CSP_PROBE_HOST } from './journeys/errors';
import type { ConsoleEntry } from './session';

const abortedImport = /error loading dynamically imported module: (\S+)/;
/** Firefox's status of a request it cancelled (0x804B0002). */
const NS_BINDING_ABORTED = 2152398850;

/**
 * Console messages that say nothing about the site, each with why. Everything else an engine reports as an error or
 * a warning counts against the site: its scripts' `console.error`/`console.warn`, uncaught errors and rejections,
 * and what the engine says about the site's own resources and headers (CSP violations, an unknown CSP directive,
 * a resource that failed to load).
 */
export const notAboutTheSite: readonly { why: string; matches: (entry: ConsoleEntry) => boolean }[] = [
  {
    why:
      'three.js 0.187 deprecates THREE.Clock, which @react-three/fiber 9.8 still creates when the canvas starts: ' +
      'a notice from a dependency, logged once per page with WebGL, until R3F moves to THREE.Timer',
    matches: (entry) =>
      entry.level === 'warning' && entry.text.startsWith('THREE.Clock: This module has been deprecated'),
  },
  {
    why:
      'Firefox rejects the import() of an app chunk it stopped fetching because the journey left the page before ' +
      'the chunk arrived, and reports it: uncaught from a lazy page, or logged by React from the canvas’s error ' +
      'boundary (which falls back to the DOM scenes). Only for a chunk that exists in the build: a chunk that is ' +
      'really missing still counts',
    matches: (entry) => {
      const url = abortedImport.exec(entry.text)?.[1];
      return url !== undefined && existsSync(join(distDir, new URL(url).pathname));
    },
  },
  {
    why:
      'Firefox reports a download it cancelled itself (status NS_BINDING_ABORTED, 0x804B0002), as it does for ' +
      'the loads of a page the journey leaves before they finish (seen: the web font); a download that failed ' +
      'for any other reason still counts',
    matches: (entry) => entry.text.includes(`status=${NS_BINDING_ABORTED}`),
  },
  {
    why:
      'journey 14 breaks the policy on purpose, with an image from a csp-probe-….invalid host, to follow the ' +
      'violation to the owner’s desk; any other violation still counts',
    matches: (entry) => CSP_PROBE_HOST.test(entry.text),
  },
  {
    why:
      'journey 16 drops React DOM’s chunk on purpose, through its own proxy on another host (localhost; the site is ' +
      'served on 127.0.0.1), to see the page recover: what the engine says of that chunk there (the failed load, ' +
      'the rejected import); the same messages on the site’s own host still count',
    matches: (entry) => [entry.text, entry.url ?? ''].some((s) => s.includes(`//${DROPPING_PROXY_HOST}:`)),
  },
  {
    why: 'the browser’s own code (Firefox chrome:// and resource:// scripts, extensions): not the page',
    matches: (entry) => /^(chrome|resource|moz-extension|webkit-extension):/.test(entry.url ?? ''),
  },
];

/** The messages that count against the site. */
export const aboutTheSite = (entries: readonly ConsoleEntry[]): ConsoleEntry[] =>
  entries.filter((entry) => !notAboutTheSite.some((rule) => rule.matches(entry)));
