import { describe, expect, it } from 'vitest';
import { readWranglerConfig } from '../host/wranglerConfig';
import { schedules } from '../host/schedule';
import { cronMatches } from './localScheduler.mjs';

const at = (iso: string) => new Date(iso);

describe('the local Cron Triggers', () => {
  it('fire every minute for * * * * *', () => {
    expect(cronMatches('* * * * *', at('2026-11-25T10:07:00Z'))).toBe(true);
  });

  it('fire */10 at minutes 0, 10, … only', () => {
    expect(cronMatches('*/10 * * * *', at('2026-11-25T10:20:00Z'))).toBe(true);
    expect(cronMatches('*/10 * * * *', at('2026-11-25T10:25:00Z'))).toBe(false);
  });

  it('read hours, lists and ranges in UTC', () => {
    expect(cronMatches('5 0 * * 1-5', at('2026-11-25T00:05:00Z'))).toBe(true); // a Wednesday
    expect(cronMatches('5 0 * * 0,6', at('2026-11-25T00:05:00Z'))).toBe(false);
    expect(cronMatches('5 0 * * *', at('2026-11-25T01:05:00Z'))).toBe(false);
  });

  it('refuse what they cannot read rather than never fire', () => {
    expect(() => cronMatches('@daily', at('2026-11-25T00:00:00Z'))).toThrow(/five fields/);
    expect(() => cronMatches('0 0 L * *', at('2026-11-25T00:00:00Z'))).toThrow(/unsupported/);
  });

  it("are the Worker's schedules, exactly as wrangler.jsonc declares them", () => {
    const crons = readWranglerConfig().triggers.crons;
    expect([...crons].sort()).toEqual(Object.values(schedules).sort());
    for (const cron of crons) expect(() => cronMatches(cron, new Date())).not.toThrow();
  });
});
