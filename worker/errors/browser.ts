/*
 * The browser family and major version of a report, read from the request's User-Agent at the edge; the
 * User-Agent itself is never stored (docs/errors.md#what-is-kept). Only the families of the support policy
 * (README: browser support) are told apart; the order matters, since Edge, Opera and Samsung Internet also say
 * "Chrome", and every browser on iOS says "Safari".
 */
const families: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPT)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

/** "Chrome 143", "Safari 18", "Firefox 153"; "Other" for anything else, "Unknown" without a User-Agent. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown';
  for (const [name, pattern] of families) {
    const major = pattern.exec(userAgent)?.[1];
    if (major) return `${name} ${Number(major)}`;
  }
  return 'Other';
}
