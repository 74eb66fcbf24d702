// The host's Cron Triggers, locally: `wrangler dev` never fires them by itself (docs/toolchain.md), so `npm start`
// asks the local Worker to run each cron of wrangler.jsonc at the minute it matches, as the host does, through the
// endpoint wrangler dev answers for that (`/cdn-cgi/local/scheduled?cron=…`).

const FIELDS = [
  { name: 'minute', min: 0, max: 59, of: (date) => date.getUTCMinutes() },
  { name: 'hour', min: 0, max: 23, of: (date) => date.getUTCHours() },
  { name: 'day of month', min: 1, max: 31, of: (date) => date.getUTCDate() },
  { name: 'month', min: 1, max: 12, of: (date) => date.getUTCMonth() + 1 },
  { name: 'day of week', min: 0, max: 6, of: (date) => date.getUTCDay() },
];

/**
 * Whether one field of a cron (`*`, `*\/n`, `a`, `a-b`, `a-b/n` and lists of them) matches `value`.
 * @param {string} field
 * @param {number} value
 * @param {{ name: string; min: number; max: number }} range
 */
function fieldMatches(field, value, { name, min, max }) {
  return field.split(',').some((part) => {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`unsupported cron ${name} "${part}" (scripts/localScheduler.mjs)`);
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : Number(match[3] ?? (match[4] ? max : match[2]));
    const step = Number(match[4] ?? 1);
    return value >= from && value <= to && (value - from) % step === 0;
  });
}

/**
 * Whether a five-field cron (UTC, as Cron Triggers read it) fires at the minute of `date`. Both day fields must
 * match (the host's crons here never restrict both).
 * @param {string} cron
 * @param {Date} date
 */
export function cronMatches(cron, date) {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`a cron has five fields: "${cron}"`);
  return FIELDS.every((field, i) => fieldMatches(fields[i], field.of(date), field));
}

/**
 * Fires each cron at every minute it matches, until stopped: asks the local Worker to run it as of that minute.
 * @param {{ origin: string; crons: readonly string[]; log?: (line: string) => void }} options
 * @returns {() => void} stops it
 */
export function startLocalScheduler({ origin, crons, log = () => {} }) {
  let timer;
  const fire = async (minute) => {
    for (const cron of crons.filter((c) => cronMatches(c, minute))) {
      const url = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${minute.getTime()}`;
      try {
        const response = await fetch(url);
        if (!response.ok) log(`scheduled "${cron}" answered ${response.status}`);
      } catch (error) {
        log(`scheduled "${cron}" could not be fired: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  const next = () => {
    const now = Date.now();
    const minute = new Date(now - (now % 60_000) + 60_000);
    timer = setTimeout(() => {
      void fire(minute);
      next();
    }, minute.getTime() - now);
  };
  next();
  return () => clearTimeout(timer);
}
