/**
 * The Worker's scheduled work, by its cron: wrangler.jsonc `triggers.crons` lists exactly these (a unit test holds
 * the two together), the Worker dispatches on them (worker/scheduled.ts), and `npm start` fires them locally on the
 * same schedule (scripts/localScheduler.mjs).
 */
export const schedules = {
  /** Every minute: every lead delivery that is due (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md). */
  deliver: '* * * * *',
  /** Every ten minutes: the analytics rollup and retention, and forgetting expired rate-limit ids. */
  maintain: '*/10 * * * *',
} as const;
