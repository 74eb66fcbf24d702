import { cleanText, characterCount } from '../../src/shared/text';

// What the seeded fuzz tests share (fuzz.test.ts: leads and beacons; errorsFuzz.test.ts: the error reports): a
// generator that makes the same bodies for the same seed, text of every kind of character, random JSON and bytes,
// and the checks of what is stored.

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
export function generator(seed: number) {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof generator>;

export const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const formats = ['\u200b', '\u200c', '\u200d', '\u200e', '\u202e', '\u2066', '\u2069', '\ufeff', '\u00ad'];
const moreFormats = ['\u061c', '\u180e', '\u2060', '\u{e0001}', '\u{e0041}', '\u{e007f}', '\u3164', '\ufff9'];
const breaks = ['\r\n', '\r', '\n', '\u2028', '\u2029', '\u0085', '\t', ' ', '\u00a0', '\u3000', '\v', '\f'];
const specials = ['&', '&amp;', '<', '>', '"', "'", '=', '+', '-', '@', '%', '\\', '😀', 'é', 'e\u0301', 'Ж'];
const sequences = [
  '👩\u200d👩\u200d👧',
  '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
  'می\u200cخواهم',
];

/** A character of the given Unicode plane (0–16), any code point, lone surrogates included in plane 0. */
export const inPlane = (random: Random, plane: number): string => {
  const code = plane * 0x10000 + random.int(0x10000);
  return code <= 0xffff ? String.fromCharCode(code) : String.fromCodePoint(code);
};

export function randomChar(random: Random): string {
  switch (random.int(10)) {
    case 0:
      return random.pick(controls);
    case 1:
      return random.pick([...formats, ...moreFormats]);
    case 2:
      return random.pick(breaks);
    case 3:
      return inPlane(random, random.int(17));
    case 4:
      return String.fromCharCode(0xd800 + random.int(0x800));
    case 5:
      return random.pick(specials);
    case 6:
      return random.pick(sequences);
    default:
      return String.fromCharCode(0x20 + random.int(0x5f));
  }
}

export const randomText = (random: Random, max: number): string => {
  let text = '';
  const length = random.int(max + 1);
  for (let i = 0; i < length; i++) text += randomChar(random);
  return text;
};

/** A random JSON value: any type, nested a little; object keys now and then one of `keys`. */
export function randomJson(random: Random, keys: readonly string[], depth = 0): unknown {
  switch (random.int(depth > 2 ? 5 : 7)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -0, 1, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, random.next() * 1e6]);
    case 3:
    case 4:
      return randomText(random, 40);
    case 5:
      return Array.from({ length: random.int(5) }, () => randomJson(random, keys, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(6) }, () => [
          random.chance(0.5) ? random.pick(keys) : randomText(random, 8),
          randomJson(random, keys, depth + 1),
        ]),
      );
  }
}

export const randomBytes = (random: Random, max: number): Uint8Array<ArrayBuffer> =>
  Uint8Array.from({ length: random.int(max + 1) }, () => random.int(256));

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** Bytes as strict UTF-8, or a value that fails every check below and says why. */
export function utf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return `\u0000(not UTF-8: ${Buffer.from(bytes).toString('hex').slice(0, 60)})`;
  }
}
/** What is wrong with a stored text: not clean (a control or format character, untrimmed, not NFC), or too long. */
export function flaw(value: string, max: number, multiline = false): string | null {
  if (/[^\P{Cc}\n]/u.test(value) || (!multiline && value.includes('\n'))) return 'a control character';
  if (cleanText(value, { multiline }) !== value) return 'not clean';
  if (characterCount(value) > max) return `over ${max} characters`;
  return null;
}
