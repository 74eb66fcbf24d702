import { parse } from 'regexparam';
import type { Parser } from 'wouter';

/**
 * Each route's pattern, compiled once: the router matches every route against the location at each render that reads
 * it (compiling 17 patterns each time took ~12 ms of a phone's hydration).
 */
const compiled = new Map<string, ReturnType<Parser>>();

/** wouter's default matcher ignores case; the site's paths are case-sensitive (docs/decisions/0007-case-sensitive-paths-trailing-slash-ignored.md) (a trailing slash still matches). */
export const caseSensitiveParser: Parser = (route, loose) => {
  const key = `${loose ? 'loose:' : ''}${route}`;
  let parsed = compiled.get(key);
  if (!parsed) {
    const { pattern, keys } = parse(route, loose);
    parsed = { pattern: new RegExp(pattern.source), keys: keys || [] };
    compiled.set(key, parsed);
  }
  return parsed;
};
