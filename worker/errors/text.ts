import { scrubPersonal } from '../../src/shared/leadRules';
import { cleanText, cutText } from '../../src/shared/text';
import { isExtensionUrl } from './stack';

/*
 * The text of an error report as it is kept (docs/errors.md#what-is-kept): cleaned as all outside text is
 * (src/shared/text.ts, docs/decisions/0032), every address without its query or fragment, and every e-mail address
 * and phone number scrubbed. What a visitor typed must not reach the owner's desk through an error message or a URL.
 */

/**
 * An address as it is kept: never its query or fragment; the site's own as its path alone; another site's as its
 * origin and path; an extension's as its scheme and id; `data:` and `blob:` as their scheme alone.
 * @param site the site's own origin (`https://…`)
 */
export function cleanUrl(raw: string, site: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.replace(/[?#].*$/s, '');
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol;
  if (isExtensionUrl(raw)) return `${url.protocol}//${url.host}`;
  if (url.origin === site) return url.pathname;
  if (/^(?:https?|wss?):$/.test(url.protocol)) return `${url.origin}${url.pathname}`;
  return url.protocol;
}

// An address inside free text (a message that names a script or a page), up to a space, quote or bracket.
const URL_IN_TEXT = /\b(?:[a-z][a-z0-9+.-]*:\/\/|blob:|data:)[^\s"'`<>()[\]{}]*/gi;
// A path with a query inside free text (`/about?email=…`): the query goes.
const PATH_QUERY = /(\/[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/g;

/**
 * Text of a report (a message, a sample, a stack) as it is kept: clean text (single-line unless `multiline`: a
 * stack), each address kept as `cleanUrl` keeps it, no query after a path, e-mail addresses and phone numbers
 * scrubbed, at most `max` characters. Anything but a string is ''.
 */
export function cleanReportText(raw: unknown, site: string, max: number, multiline = false): string {
  if (typeof raw !== 'string') return '';
  const text = cleanText(raw, { multiline })
    .replace(URL_IN_TEXT, (url) => cleanUrl(url, site))
    .replace(PATH_QUERY, '$1');
  return cleanText(cutText(scrubPersonal(text), max), { multiline });
}

/** An error's message as browsers prefix it when it reaches `window.onerror` (Chromium: "Uncaught TypeError: …"). */
export const withoutUncaught = (message: string): string =>
  message.replace(/^Uncaught (?:\(in promise\) )?/, '');

// A build's file name holds the hash of its content (`AboutPage-DN3PBdQ0.js`): the same file in another release.
const HASHED_FILE = /([\w.-]+?)-[\w-]{8}\.(js|css|map)\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A run of hex digits with at least one digit and one letter: an id, a hash, an address in memory.
const HEX_ID = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
// A number of four digits or more, or with decimals, on its own: a size, a time, a count, an id. Shorter whole
// numbers stay (an HTTP status, React's error code #418, an index).
const VARIABLE_NUMBER = /(?<![\p{L}\p{N}_.])(?:\d{4,}(?:\.\d+)?|\d+\.\d+)(?![\p{L}\p{N}_])/gu;

/**
 * A message without its variable parts, for the fingerprint that groups reports: a file's content hash, ids,
 * hashes and long or decimal numbers become placeholders, so "took 1234 ms" and "took 5678 ms" are one error.
 */
export const messageShape = (message: string): string =>
  withoutUncaught(message)
    .replace(HASHED_FILE, '$1.$2')
    .replace(UUID, '<id>')
    .replace(HEX_ID, '<id>')
    .replace(VARIABLE_NUMBER, '<n>');

/** A built file's address without its content hash (`/assets/AboutPage-DN3PBdQ0.js` → `/assets/AboutPage.js`). */
export const withoutContentHash = (file: string): string => file.replace(HASHED_FILE, '$1.$2');
