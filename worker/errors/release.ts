import { RELEASE } from '../../src/shared/errorReports';
import type { Env } from '../env';
import type { MapReader } from './sourceMaps';

/*
 * What the Worker reads of the build beside it (scripts/prerender.mjs): the release it serves and the source maps,
 * both under /source-maps/, which the public gets a 404 for (worker/index.ts) and the Worker reads through its
 * assets binding (docs/errors.md#source-maps).
 */

/** The folder of the build's maps and its release, and whether a path is in it. */
export const MAPS_PATH = '/source-maps/';
export const isMapsPath = (pathname: string): boolean => pathname.startsWith(MAPS_PATH);

let deployed: string | undefined;

/** The release this Worker's assets are, 'unknown' when the build says none (an isolate runs one deployment). */
export async function deployedRelease(env: Env, site: string): Promise<string> {
  if (deployed) return deployed;
  try {
    const response = await env.ASSETS.fetch(new URL(`${MAPS_PATH}release.json`, site));
    const release = response.ok ? ((await response.json()) as { release?: unknown }).release : undefined;
    if (typeof release === 'string' && RELEASE.test(release)) return (deployed = release);
  } catch {
    // Asked again next time.
  }
  return 'unknown';
}

/** Reads the build's map of a script (`AboutPage-DN3PBdQ0.js`) from the assets, or null when there is none. */
export const mapReader =
  (env: Env, site: string): MapReader =>
  async (script) => {
    const response = await env.ASSETS.fetch(new URL(`${MAPS_PATH}${script}.map`, site));
    if (response.ok) return response.text();
    await response.body?.cancel();
    return null;
  };
