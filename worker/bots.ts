// What a crawler, a monitor, a lab test or a script says in its User-Agent. Browsers never say any of it (the
// Headless Chrome of a lab test does, and Lighthouse names itself).
const BOT =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python|java\/|go-http|okhttp|node-fetch|undici|axios|phantomjs|selenium/i;

/**
 * Whether a request comes from a bot rather than a person's browser, by its User-Agent: such requests are left out
 * of the analytics (a browser without a User-Agent is not one a person uses either).
 */
export const isBot = (userAgent: string | null): boolean => !userAgent || BOT.test(userAgent);
