/** A browser that says so: Global Privacy Control (not yet in the DOM's types) or Do Not Track. */
type PrivacySignals = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };

/**
 * Whether this visitor's browser lets the site count the visit: not when it sends Global Privacy Control or Do Not
 * Track. Then no beacon is ever sent and the analytics code is not even downloaded (docs/analytics.md).
 */
export const analyticsAllowed = (browser: PrivacySignals = navigator): boolean =>
  browser.globalPrivacyControl !== true && browser.doNotTrack !== '1';
