import { describe, expect, it } from 'vitest';
import { analyticsAllowed } from './consent';

describe('whether the browser lets the site count the visit', () => {
  it('counts a browser that says nothing', () => {
    expect(analyticsAllowed({ doNotTrack: null })).toBe(true);
    expect(analyticsAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('counts nothing when the browser sends Global Privacy Control or Do Not Track', () => {
    expect(analyticsAllowed({ doNotTrack: null, globalPrivacyControl: true })).toBe(false);
    expect(analyticsAllowed({ doNotTrack: '1' })).toBe(false);
  });
});
