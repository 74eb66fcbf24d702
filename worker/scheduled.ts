import { rollupStatements } from '../host/analyticsSql.ts';
import { schedules } from '../host/schedule.ts';
import { deliverAlertsDue } from './delivery/alerts';
import { deliverDue } from './delivery/deliver';
import type { Env } from './env';
import { errorRetention } from './errors/store';
import { forgetOldSubmissions } from './rateLimit';

/**
 * Runs the work of `cron` as of `now` (the time the host scheduled it: tests move it forward through the local
 * `/cdn-cgi/local/scheduled?time=` to stand for minutes or hours passing).
 */
export async function runScheduled(cron: string, env: Env, now: number): Promise<void> {
  if (cron === schedules.deliver) {
    const run = await deliverDue(env, now);
    if (run.claimed > 0) console.log(`delivery: ${JSON.stringify(run)}`);
    // The alerts about new errors go the same way, after the leads (docs/errors.md#the-alert).
    const alerts = await deliverAlertsDue(env, now);
    if (alerts > 0) console.log(`alerts: ${alerts} tried`);
    return;
  }
  if (cron === schedules.maintain) {
    const db = env.DB;
    await db.batch([
      ...rollupStatements(now).map((sql) => db.prepare(sql)),
      forgetOldSubmissions(db, now),
      ...errorRetention(db, now),
    ]);
    return;
  }
  throw new Error(`no scheduled work for the cron "${cron}"`);
}
