// When a lead's delivery is tried again (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md).

const MINUTE_MS = 60_000;

/** Every call to a channel gives up after this long, so a receiver that never answers holds nothing up. */
export const CALL_TIMEOUT_MS = 10_000;
/** A delivery still failing this long after it was written is given up, and the owner told. */
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;
/** How long a run owns the rows it claimed: longer than a call can take, so two runs never try one row at once. */
export const LEASE_MS = 2 * CALL_TIMEOUT_MS + 5_000;
/**
 * A row counts as due this much before its time: the schedule fires on the minute, and a retry set for 12:01:00.4
 * would otherwise wait for 12:02.
 */
export const DUE_EARLY_MS = 15_000;

/**
 * Minutes to wait after the n-th failed attempt (n = 1, 2, …), then an hour each time. The first retry comes within
 * two minutes of the first failure (a one-minute schedule, one minute of wait); the gaps stay at one or two minutes
 * for the first ten, so a receiver that was down a few minutes gets the lead within three minutes of recovering,
 * then grow, and are never more than an hour apart.
 */
export const RETRY_MINUTES = [1, 1, 2, 2, 3, 5, 8, 13, 21, 34, 55] as const;
const LONGEST_WAIT_MINUTES = 60;

/** When to try again after `failedAttempts` attempts failed, at the latest at the deadline (its last try). */
export function nextAttemptAt(failedAttempts: number, now: number, deadline: number): number {
  const minutes = RETRY_MINUTES[failedAttempts - 1] ?? LONGEST_WAIT_MINUTES;
  return Math.min(now + minutes * MINUTE_MS, deadline);
}
