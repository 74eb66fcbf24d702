import { describe, expect, it } from 'vitest';
import { busyShare, hostIndex, multiplierFor, PHONE_INDEX } from './calibrate.mjs';

describe('the phone calibration', () => {
  it('takes the highest reading: a busy moment only ever lowers one, and must not make the phone faster', () => {
    expect(hostIndex([2839, 1907, 1989, 1890, 2815])).toBe(2839);
    expect(multiplierFor(hostIndex([2839, 1907, 1989, 1890, 2815])).cpu).toBe(5.2);
    expect(multiplierFor(PHONE_INDEX * 4).cpu).toBe(4);
  });

  it("reads the host's busy share from /proc/stat's first line: everything but idle and iowait", () => {
    const before = 'cpu  1000 10 500 8000 100 0 20 0 0 0';
    // 300 ticks busy (user 200, system 80, softirq 20) and 700 idle or waiting (idle 650, iowait 50).
    const after = 'cpu  1200 10 580 8650 150 0 40 0 0 0';
    expect(busyShare(before, after)).toBeCloseTo(0.3, 5);
    expect(busyShare(before, before)).toBe(0);
  });
});
