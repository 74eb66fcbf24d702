import { errorLimits } from '../../src/shared/errorReports';

/** One frame of a stack: where the code was, as the browser wrote it (or, once mapped, in src/). */
export interface Frame {
  /** The function's name, '' when the browser gave none. */
  fn: string;
  /** The script's address as the browser wrote it, or once mapped the source file (`src/app/…`). */
  file: string;
  line: number;
  column: number;
  /** Whether `file` is a source file read from the build's source maps. */
  mapped: boolean;
}

// Chromium (V8): `    at fn (https://site/assets/x.js:1:234)`, `    at https://site/assets/x.js:1:234`,
// `    at async fn (…)`. The address may hold colons (a port): the position is its last two numbers.
const V8_FRAME = /^\s*at (?:(?:async )?(.*?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
// Firefox and Safari (SpiderMonkey, JavaScriptCore): `fn@https://site/assets/x.js:1:234`, `@…`.
const AT_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/**
 * The frames of a stack as any supported engine writes it, at most `errorLimits.frames`, top first. Lines that are
 * not frames (the message a V8 stack begins with, `[native code]`, a frame without a position) are skipped.
 */
export function parseStack(stack: string): Frame[] {
  const frames: Frame[] = [];
  for (const line of stack.split('\n')) {
    if (frames.length >= errorLimits.frames) break;
    const match = V8_FRAME.exec(line) ?? AT_FRAME.exec(line);
    if (!match) continue;
    const [, fn = '', file = '', line_ = '0', column = '0'] = match;
    frames.push({ fn: fn.trim(), file, line: Number(line_), column: Number(column), mapped: false });
  }
  return frames;
}

/** A frame as the desk shows it: `fn (file:line:column)`, or `file:line:column` without a name. */
export const frameText = ({ fn, file, line, column }: Frame): string =>
  fn ? `${fn} (${file}:${line}:${column})` : `${file}:${line}:${column}`;

/** The schemes of browser extensions' own scripts (Safari hides theirs behind `webkit-masked-url:`). */
const EXTENSION = /^(?:chrome|moz|safari|safari-web|ms-browser)-extension:|^webkit-masked-url:/i;

/** Whether an address belongs to a browser extension rather than the site. */
export const isExtensionUrl = (url: string): boolean => EXTENSION.test(url.trim());
