import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSite } from '../../worker/test/server';
import { distDir, missingPrograms } from './browsers';
import { startXvfb } from './xvfb';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    stateDir: string;
    /** The X display of the headful browsers. */
    display: string;
  }
}

/**
 * What every run shares: the production build served by `npm start` on a free port with an empty leads database
 * (the rate limit raised: every journey posts from 127.0.0.1), and one Xvfb display. Both end when the suite does.
 */
export default async function setup(project: TestProject) {
  const missing = missingPrograms();
  if (missing.length > 0)
    throw new Error(
      `The engines suite needs: ${missing.join(', ')}. On Debian: apt-get install -y firefox-esr webkit2gtk-driver xvfb`,
    );
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No build in ${distDir}/: run \`npm run build\` first.`);

  const xvfb = await startXvfb();
  const site = await startSite({ SKIP_BUILD: '1', LEAD_RATE_LIMIT: '100000' }).catch((error: unknown) => {
    xvfb.stop();
    throw error;
  });
  // Whatever ends this process, the server goes with it (Xvfb has its own exit hook).
  process.once('exit', site.stop);
  project.provide('origin', site.origin);
  project.provide('stateDir', site.stateDir);
  project.provide('display', xvfb.display);
  return () => {
    site.stop();
    xvfb.stop();
  };
}
