import { readFileSync } from 'node:fs';

/** Copies `text`, keeping each JSON string as it is and passing what lies between strings through `other`. */
function mapOutsideStrings(text: string, other: (part: string) => string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"') continue;
    let end = i + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    out += other(text.slice(from, i)) + text.slice(i, end + 1);
    from = end + 1;
    i = end;
  }
  return out + other(text.slice(from));
}

/**
 * wrangler.jsonc as data: JSON with `//` and `/* *\/` comments and trailing commas, which `JSON.parse` refuses.
 * Read by `npm start` (the crons it fires, the settings it shows) and by the tests that hold the file to the code.
 * Strings are left alone (a URL's `//` stays).
 */
export function parseJsonc(text: string): unknown {
  // Comments first (a `"` inside a comment must not open a string), then trailing commas.
  let uncommented = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      uncommented += text.slice(i, end + 1);
      i = end;
    } else if (text.startsWith('//', i)) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      i = text.indexOf('*/', i + 2) + 1;
    } else uncommented += text[i];
  }
  return JSON.parse(mapOutsideStrings(uncommented, (part) => part.replace(/,(\s*[}\]])/g, '$1')));
}

export interface WranglerConfig {
  main: string;
  assets: { directory: string; run_worker_first: string[]; not_found_handling: string };
  triggers: { crons: string[] };
  vars: Record<string, string>;
  send_email: { name: string; allowed_destination_addresses?: string[] }[];
}

/** The project's wrangler.jsonc. */
export const readWranglerConfig = (path = 'wrangler.jsonc'): WranglerConfig =>
  parseJsonc(readFileSync(path, 'utf8')) as WranglerConfig;
