import type { TestProject } from 'vitest/node';
import { startSite } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    stateDir: string;
  }
}

/**
 * One real site for the function tests: the Pages Functions in the Workers runtime (workerd, through
 * `wrangler pages dev`) on a local D1 that starts empty. The leads' default rate limit (20) is kept, and the
 * analytics beacons' (600) is lowered to 10 so its test stays short: each test sends from its own client address.
 * (notify.test.ts starts a second site with a webhook.)
 */
export default async function setup(project: TestProject) {
  const site = await startSite({ EVENTS_RATE_LIMIT: '10' });
  project.provide('origin', site.origin);
  project.provide('stateDir', site.stateDir);
  return () => site.stop();
}
