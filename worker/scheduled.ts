import { rollupStatements } from '../host/analyticsSql.ts';
import { schedules } from '../host/schedule.ts';
import { deliverDue } from './delivery/deliver';
import type { Env } from './env';
import { forgetOldSubmissions } from './rateLimit';

/**
 * Runs the work of `cron` as of `now` (the time the host scheduled it: tests move it forward through the local
 * `/cdn-cgi/local/scheduled?time=` to stand for minutes or hours passing).
 */
export async function runScheduled(cron: string, env: Env, now: number): Promise<void> {
  if (cron === schedules.deliver) {
    const run = await deliverDue(env, now);
    if (run.claimed > 0) console.log(`delivery: ${JSON.stringify(run)}`);
    return;
  }
  if (cron === schedules.maintain) {
    const db = env.DB;
    await db.batch([...rollupStatements(now).map((sql) => db.prepare(sql)), forgetOldSubmissions(db, now)]);
    return;
  }
  throw new Error(`no scheduled work for the cron "${cron}"`);
}
