import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './backoff';

const MINUTE = 60_000;

describe('when a failed delivery is tried again', () => {
  it('retries first after one minute, then after longer gaps that never exceed an hour', () => {
    const gaps = Array.from({ length: 14 }, (_, i) => (nextAttemptAt(i + 1, 0, Infinity) - 0) / MINUTE);
    expect(gaps[0]).toBe(1);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1]!);
    expect(Math.max(...gaps)).toBe(60);
  });

  it('tries one last time at the deadline, never after it', () => {
    const created = 0;
    const deadline = created + GIVE_UP_AFTER_MS;
    expect(nextAttemptAt(20, deadline - 5 * MINUTE, deadline)).toBe(deadline);
  });

  it('keeps trying for 24 hours: about thirty attempts per channel, not thousands', () => {
    // The first attempt at 0, then one after each failure until the one at the deadline.
    let at = 0;
    let attempts = 1;
    while (at < GIVE_UP_AFTER_MS) {
      at = nextAttemptAt(attempts, at, GIVE_UP_AFTER_MS);
      attempts += 1;
    }
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });
});
