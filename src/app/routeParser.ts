import { parse } from 'regexparam';
import type { Parser } from 'wouter';

/** wouter's default matcher ignores case; DECISIONS.md 7 asks for case-sensitive paths (a trailing slash still matches). */
export const caseSensitiveParser: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source), keys: keys || [] };
};
