import { describe, expect, it } from 'vitest';
import { serviceInterestOptions } from '../src/content/serviceInterests';
import { ctaPlaces } from '../src/content/ctaPlaces';
import { contactLimits, sourceLimits } from '../src/shared/leadRules';
import { sourceFields } from '../src/shared/sourceFields';
import { honeypotField } from '../src/ui/contactDialogIds';
import { MAX_BODY_BYTES, MAX_ECHO_BYTES, parseFields, readBody, readLimited } from './body';

// The longest a character gets: four UTF-8 bytes, twelve once a form post percent-encodes them (%F0%9F%98%80).
const WIDEST = '😀';

/** A form post of every field at its limit in the widest characters, as a browser encodes it. */
function worstFormBody(): string {
  const longest = (list: readonly string[]) => list.reduce((a, b) => (b.length > a.length ? b : a), '');
  const fields: Record<string, string> = {
    ...Object.fromEntries(Object.entries(contactLimits).map(([field, max]) => [field, WIDEST.repeat(max)])),
    service: longest(serviceInterestOptions.map((o) => o.value)),
    // A path and a host are ASCII; every character of a path but letters percent-encoded by the form post.
    source_page: '/'.repeat(200),
    landing_page: '/'.repeat(200),
    cta_place: longest(ctaPlaces),
    cta_service: longest(serviceInterestOptions.map((o) => o.value)),
    referrer_host: 'x'.repeat(sourceLimits.host),
    [honeypotField]: '',
  };
  for (const field of sourceFields)
    if (field.startsWith('utm_')) fields[field] = WIDEST.repeat(sourceLimits.tag);
  return new URLSearchParams(fields).toString();
}

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://site.example/api/contact', { method: 'POST', body, headers });

describe('the lead endpoint’s body limit', () => {
  it('a valid message in another script is refused: every field at its limit in 4-byte characters, form-encoded, fits with room to spare', () => {
    const body = worstFormBody();
    const bytes = new TextEncoder().encode(body).byteLength;
    expect(bytes).toBeGreaterThan(75_000);
    // Room to spare: the worst form takes less than two thirds of the limit.
    expect(bytes).toBeLessThan((MAX_BODY_BYTES * 2) / 3);
    // JSON with every character escaped (`\ud83d\ude00`) is no longer.
    const values = Object.fromEntries(new URLSearchParams(body));
    const escaped = JSON.stringify(values).replace(
      /[^\x20-\x7e]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(escaped.length).toBeLessThanOrEqual(bytes + 1000);
  });

  it('reads a body up to the limit, chunked or not, and refuses a longer one', async () => {
    expect(await readLimited(request('a=1'))).toBe('a=1');
    const over = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(await readLimited(request(over))).toBeNull();
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(over.slice(0, 1000)));
        controller.enqueue(new TextEncoder().encode(over.slice(1000)));
        controller.close();
      },
    });
    expect(
      await readLimited(
        new Request('https://site.example/', {
          method: 'POST',
          body: chunked,
          duplex: 'half',
        } as RequestInit),
      ),
    ).toBeNull();
  });

  it('the no-JS form then forgets everything typed: a post over the limit is still read, up to 1 MB, to give it back', async () => {
    const message = 'Я'.repeat(30_000);
    const whole = await readBody(
      request(new URLSearchParams({ name: 'Zoë', message }).toString()),
      MAX_ECHO_BYTES,
    );
    expect(whole.size).toBeGreaterThan(MAX_BODY_BYTES);
    expect(whole.whole).toBe(true);
    expect(parseFields('form', whole.text, whole.whole)).toMatchObject({ name: 'Zoë', message });
    // Longer than that: what fits, the last value ending at a whole character.
    const huge = new URLSearchParams({ name: 'Zoë', message: '😀'.repeat(100_000) }).toString();
    const cut = await readBody(request(huge), MAX_ECHO_BYTES);
    expect(cut.whole).toBe(false);
    const fields = parseFields('form', cut.text, cut.whole) as Record<string, string>;
    expect(fields.name).toBe('Zoë');
    expect(fields.message!.length).toBeGreaterThan(80_000);
    expect(/^(?:😀)+$/u.test(fields.message!)).toBe(true);
  });
});

describe('the submitted fields', () => {
  it('reads a form’s fields, a name given twice as every value given, __proto__ as a field like any other', () => {
    const fields = parseFields('form', 'name=Ada&website=&website=x&__proto__=y&email=a%40b')!;
    expect(fields.name).toBe('Ada');
    expect(fields.website).toEqual(['', 'x']);
    expect(fields['__proto__']).toBe('y');
    expect(fields.email).toBe('a@b');
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it('reads JSON objects only', () => {
    expect(parseFields('json', '{"name":"Ada"}')).toEqual({ name: 'Ada' });
    for (const text of ['[1]', 'null', '"x"', '{', '']) expect(parseFields('json', text), text).toBeNull();
  });
});
