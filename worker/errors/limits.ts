import { BEACON_WINDOW_MS, DAY_MS } from '../../host/analyticsSql.ts';

// How much the error reports may cost (docs/errors.md#limits): what the store enforces and the tests hold it to.

/** Reports per client per window (`ERRORS_RATE_LIMIT`): a page sends at most 25 (src/shared/errorReports.ts). */
export const DEFAULT_ERRORS_RATE_LIMIT = 100;
export const LIMIT_WINDOW_MS = BEACON_WINDOW_MS;
/** Reports of one group counted per UTC day; past it, a report is dropped and counted as noise (`capped`). */
export const GROUP_DAILY_CAP = 1000;
/** Samples kept per group: the newest, and one of each release seen. */
export const SAMPLES_KEPT = 5;
/** The alert: a group new within a day (or opened again) that reaches this many visitors within an hour. */
export const ALERT_VISITORS = 3;
export const ALERT_WITHIN_MS = 60 * 60 * 1000;
export const NEW_FOR_MS = DAY_MS;
/** Groups, counts and noise are kept this many days after they were last seen. */
export const ERROR_DAYS = 90;
