import { describe, expect, it } from 'vitest';
import { characterCount, cleanCut, cleanText, cutText, escapeHtml, headerText } from './text';

// A lone UTF-16 half (in a `u` regular expression a pair is one character, so only a lone half matches).
const LONE = /\p{Cs}/u;
const CONTROL_BUT_LF = /[^\P{Cc}\n]/u;

describe('text from outside is cleaned once, the same way everywhere', () => {
  it('control characters are stored and exported raw: ESC, BEL, NUL and DEL are removed, CR/LF is one line break', () => {
    expect(cleanText('Eve\u001b]0;pwned\u0007\u001b[2J')).toBe('Eve]0;pwned[2J');
    expect(cleanText('ACME\u0000 Ltd\u007f')).toBe('ACME Ltd');
    expect(cleanText('C1 \u0080\u009b31m')).toBe('C1 31m');
    // The message keeps its lines, every kind of line break made LF; a single-line field gets a space.
    const breaks = 'one\r\ntwo\rthree\nfour\u2028five\u2029six\u0085seven\u000beight\u000cnine';
    expect(cleanText(breaks, { multiline: true })).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine',
    );
    expect(cleanText('555\r\n0100')).toBe('555 0100');
    expect(cleanText('a\tb')).toBe('a b');
    expect(cleanText(breaks, { multiline: true })).not.toMatch(CONTROL_BUT_LF);
  });

  it('format characters are removed: zero-width spaces, bidi overrides (Trojan Source), BOM, soft hyphen', () => {
    expect(cleanText('\ufeffAda\u200b Love\u00adlace\u202e')).toBe('Ada Lovelace');
    expect(cleanText('admin\u2066\u2069')).toBe('admin');
  });

  it('keeps the joiners and tags that emoji and scripts need, inside a word', () => {
    const family = '👩\u200d👩\u200d👧';
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    const persian = 'می\u200cخواهم';
    expect(cleanText(`${family} ${scotland} ${persian} 👁️\u200d🗨️`)).toBe(
      `${family} ${scotland} ${persian} 👁️\u200d🗨️`,
    );
    // Alone, or at a word's edge, they are removed.
    expect(cleanText('\u200dAda\u200c \u200d')).toBe('Ada');
    expect(cleanText('tag\u{E0041}')).toBe('tag');
  });

  it('a name made only of a zero-width space counts as a name: a value with nothing visible is empty', () => {
    for (const blank of ['\u200b', '\u200b\u200b ', '\u3164', '\ufeff\u00ad', ' \t\r\n'])
      expect(cleanText(blank), JSON.stringify(blank)).toBe('');
  });

  it('invalid UTF-8 gets into the database: a lone surrogate is replaced, a pair is kept', () => {
    expect(cleanText('Ada \ud800 Lovelace')).toBe('Ada \ufffd Lovelace');
    expect(cleanText('\udc00x\ud83d')).toBe('\ufffdx\ufffd');
    expect(cleanText('🚀')).toBe('🚀');
    const cleaned = cleanText('a\ud83d\ude80b\ud83d');
    expect(cleaned).not.toMatch(LONE);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(cleaned))).toBe(cleaned);
  });

  it('is Unicode NFC, so the same words are the same text, and trims white space', () => {
    expect(cleanText('  Zoe\u0308  ')).toBe('Zoë');
    expect(cleanText('Zoë')).toBe(cleanText('Zoe\u0308'));
  });

  it('is idempotent: clean text comes out as it went in', () => {
    for (const value of ['Ada', 'Zoë 🚀', 'line\nbreak', '👩\u200d💻', 'a  b', 'x\ufffd'])
      for (const multiline of [false, true])
        expect(cleanText(cleanText(value, { multiline }), { multiline })).toBe(
          cleanText(value, { multiline }),
        );
  });
});

describe('limits are counted in characters and cut only at character boundaries', () => {
  it('counts an emoji as one character', () => {
    expect(characterCount('🚀🚀x')).toBe(3);
    expect('🚀🚀x'.length).toBe(5);
  });

  it('the server cuts a vital’s target at 80 UTF-16 units, which can split an emoji in half: a cut keeps whole characters', () => {
    const emoji = `a${'😀'.repeat(100)}`;
    expect(cutText(emoji, 80)).toBe(`a${'😀'.repeat(79)}`);
    expect(cutText(emoji, 80)).not.toMatch(LONE);
    expect(cutText('short', 80)).toBe('short');
    expect(cleanCut(`${'x'.repeat(99)} \u200dy`, 100)).toBe('x'.repeat(99));
  });
});

describe('values are escaped for where they go', () => {
  it('the refusal page does not escape & in values: HTML escaping covers the five characters, & included', () => {
    expect(escapeHtml(`Tom &lt;3 <b> "x" 'y'`)).toBe('Tom &#38;lt;3 &#60;b&#62; &#34;x&#34; &#39;y&#39;');
  });

  it('a lead e-mail built from these fields would carry them into its subject: a header never holds CR, LF or a control character', () => {
    const header = headerText('Eve\r\nBcc: victim@example.com\u0007\u001b[2J Evil\nCo\u2028Ltd\u202e\u0085x');
    expect(header).toBe('Eve Bcc: victim@example.com[2J Evil Co Ltd x');
    expect(header).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/u);
  });

  it('cuts a header at a whole character and says so with an ellipsis', () => {
    const long = headerText('😀'.repeat(300), 200);
    expect(characterCount(long)).toBe(200);
    expect(long.endsWith('😀…')).toBe(true);
    expect(long).not.toMatch(LONE);
  });
});
