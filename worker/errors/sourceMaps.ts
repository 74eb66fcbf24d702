import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Frame } from './stack';

/*
 * Where a frame of the built code is in src/, read from the build's source maps (docs/errors.md#source-maps). The
 * maps sit in the assets under /source-maps/, which the Worker answers 404 to everyone (worker/index.ts); it reads
 * them itself through its assets binding. Decoding is @jridgewell/trace-mapping's (the library Babel and Vite's
 * tooling use), not ours.
 */

/** Reads one of the build's maps by the file name of the script it maps (`AboutPage-DN3PBdQ0.js`), or null. */
export type MapReader = (script: string) => Promise<string | null>;

/** A built script of the site, as a stack names it: `/assets/<name>.js` on the site's own origin. */
const SCRIPT = /^\/assets\/([\w.-]+\.js)$/;

/** Maps parsed in this isolate, by script name (a name holds its content's hash: a map never changes). */
const parsed = new Map<string, Promise<TraceMap | null>>();
/** The largest map (three.js and its kin) is about 1 MB: a few are kept, the oldest dropped first. */
const KEPT = 8;

function traceMapOf(script: string, read: MapReader): Promise<TraceMap | null> {
  let map = parsed.get(script);
  if (!map) {
    map = read(script)
      .then((text) => (text ? new TraceMap(text) : null))
      .catch(() => null);
    parsed.set(script, map);
    for (const old of parsed.keys()) {
      if (parsed.size <= KEPT) break;
      parsed.delete(old);
    }
  }
  return map;
}

/** A source's path as the repository names it: `../../src/app/App.tsx` → `src/app/App.tsx`. */
export const repositoryPath = (source: string): string => source.replace(/^(?:\.{1,2}\/)+/, '');

/**
 * The frames with each built script's position replaced by its place in the sources, where the build's maps know
 * it; other frames (another origin, the inline boot script, a script of an earlier release whose map is gone) as
 * they came.
 * @param site the site's origin, which a frame's address must have to be one of the build's scripts
 */
export async function mapFrames(frames: readonly Frame[], site: string, read: MapReader): Promise<Frame[]> {
  return Promise.all(
    frames.map(async (frame) => {
      let url: URL;
      try {
        url = new URL(frame.file);
      } catch {
        return frame;
      }
      const script = url.origin === site ? SCRIPT.exec(url.pathname)?.[1] : undefined;
      const map = script ? await traceMapOf(script, read) : null;
      if (!map || frame.line < 1 || frame.column < 1) return frame;
      const position = originalPositionFor(map, { line: frame.line, column: frame.column - 1 });
      if (position.source === null) return frame;
      // The function's name in the built code is the minifier's: the place in the source says more.
      return {
        fn: '',
        file: repositoryPath(position.source),
        line: position.line,
        column: position.column + 1,
        mapped: true,
      };
    }),
  );
}
