/*
 * Text from outside (what a visitor types, what a beacon or a request says), made fit to store, show and send. One
 * answer per question for the dialog's own checks, the lead endpoint, the events endpoint, the form page, the lead
 * e-mail and the export: docs/product.md#text-from-outside. It imports nothing, so the build scripts load it as it is.
 */

/** Characters as a person counts them (code points), so an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** The first `max` characters (code points) of `value`: never half a character. */
export function cutText(value: string, max: number): string {
  let count = 0;
  let end = 0;
  for (const char of value) {
    if (count === max) return value.slice(0, end);
    count += 1;
    end += char.length;
  }
  return value;
}

// A UTF-16 half without its other half: not a character, and not UTF-8 once stored.
const LONE_SURROGATE = /\p{Cs}/gu;
// Every line break Unicode knows: CR LF as one, CR, LF, vertical tab, form feed, NEL, line and paragraph separators.
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// What is removed, unless the match is one of the first two alternatives, which are kept whole: an emoji tag
// sequence (a subdivision flag: black flag, tag letters, cancel tag); a joiner (ZWJ, ZWNJ) between two visible
// characters (emoji sequences, Persian and Indic words); otherwise any control (Cc) or format (Cf) character.
const INVISIBLE =
  /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|[^\s\p{Cc}\p{Cf}][\u200C\u200D]+(?=[^\s\p{Cc}\p{Cf}])|[\p{Cc}\p{Cf}]/gu;
const ONE_INVISIBLE = /^[\p{Cc}\p{Cf}]$/u;
// Something a reader sees: neither white space nor a character Unicode says to ignore when it is alone (fillers).
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

export interface CleanOptions {
  /** Keeps line breaks (as LF): the message. Elsewhere a line break is a space. */
  multiline?: boolean;
}

/**
 * The one normalisation of a text field: lone surrogates replaced (U+FFFD); every line break made LF in a multi-line
 * field and a space elsewhere, a tab a space; every other control and format character removed (but the joiners
 * and tags that emoji and some scripts need, inside a word); Unicode NFC; white space trimmed. A value with
 * nothing visible left is empty, so a required field holding only invisible characters counts as missing.
 * Idempotent: clean text comes out as it went in. Limits are checked after it, in characters (`characterCount`).
 */
export function cleanText(value: string, { multiline = false }: CleanOptions = {}): string {
  const text = value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(LINE_BREAK, multiline ? '\n' : ' ')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, (match) => (match !== '\n' && ONE_INVISIBLE.test(match) ? '' : match))
    .normalize('NFC')
    .trim();
  return VISIBLE.test(text) ? text : '';
}

/** Clean text cut to `max` characters, at a character boundary, and clean again (no space or joiner left at the end). */
export const cleanCut = (value: string, max: number): string => cleanText(cutText(cleanText(value), max));

/** Text as HTML text or an attribute value (quoted): the five characters HTML gives meaning to, `&` included. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Text fit for an e-mail header (a subject, a display name): clean single-line text, so no CR, LF or other control
 * character can start a header of its own; white space runs as one space; at most `max` characters, never cutting
 * one in two, an ellipsis saying where it was cut.
 */
export function headerText(value: string, max = 200): string {
  const flat = cleanText(value).replace(/\s+/g, ' ');
  return characterCount(flat) > max ? `${cutText(flat, max - 1).trimEnd()}…` : flat;
}
