import type { TestProject } from 'vitest/node';
import { startSite } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    stateDir: string;
    /** What `npm start` printed by the time the site answered. */
    startOutput: string;
  }
}

/**
 * One real site for the Worker's tests: the Worker in the Workers runtime (workerd, through `wrangler dev`) on a
 * local D1 that starts empty. The leads' default rate limit (20) is kept, and the analytics beacons' (600) is lowered
 * to 10 so its test stays short: each test sends from its own client address. No delivery channel is configured
 * and the schedule fires only when a test fires it (delivery.test.ts and schedule.test.ts start sites of their own).
 */
export default async function setup(project: TestProject) {
  const site = await startSite({ EVENTS_RATE_LIMIT: '10', LEAD_EMAIL_TO: '', LOCAL_SCHEDULER: 'off' });
  project.provide('origin', site.origin);
  project.provide('stateDir', site.stateDir);
  // The banner comes once the site answers: wait for it.
  for (let tries = 0; tries < 50 && !site.output().includes('The site:'); tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  project.provide('startOutput', site.output());
  return () => site.stop();
}
