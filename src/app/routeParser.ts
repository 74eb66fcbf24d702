import { parse } from 'regexparam';
import type { Parser } from 'wouter';

/** wouter's default matcher ignores case; the site's paths are case-sensitive (docs/decisions/0007-case-sensitive-paths-trailing-slash-ignored.md) (a trailing slash still matches). */
export const caseSensitiveParser: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source), keys: keys || [] };
};
