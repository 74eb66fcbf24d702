import { describe, expect, it } from 'vitest';
import {
  cleanContact,
  cleanTag,
  contactLimits,
  contactValuesFrom,
  emptyContact,
  emptySource,
  fieldsNotText,
  firstInvalidField,
  honeypotFilled,
  isValidEmail,
  leadSourceFrom,
  looksPersonal,
  sitePath,
  validateContact,
} from './leadRules';
import { characterCount } from './text';

const messages = {
  nameRequired: 'name required',
  emailRequired: 'email required',
  emailInvalid: 'email invalid',
  messageRequired: 'message required',
  serviceInvalid: 'service invalid',
  tooLong: (max: number) => `at most ${max}`,
};
const options = ['ai-automation', 'consultation'] as const;
const valid = { ...emptyContact, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

describe('contact form rules', () => {
  it('accepts a form with only the three required fields filled', () => {
    expect(validateContact(valid, options, messages)).toEqual({});
  });

  it('rejects an empty form with a message for name, email and message only', () => {
    expect(validateContact(emptyContact, options, messages)).toEqual({
      name: 'name required',
      email: 'email required',
      message: 'message required',
    });
  });

  it('treats whitespace-only required fields as empty', () => {
    const errors = validateContact({ ...valid, name: '   ', message: '\n\t' }, options, messages);
    expect(errors).toEqual({ name: 'name required', message: 'message required' });
  });

  it('rejects malformed email addresses the browser would reject', () => {
    for (const email of ['plain', 'a@', '@b.com', 'a b@c.com', 'a@b..com', 'a@-b.com']) {
      expect(isValidEmail(email), email).toBe(false);
      expect(validateContact({ ...valid, email }, options, messages).email).toBe('email invalid');
    }
  });

  it('accepts addresses the browser accepts, including a host without a dot', () => {
    for (const email of ['a@b', 'first.last+tag@sub.example.co.uk', "o'hara@example.com"]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('keeps the service optional but rejects a value that is not one of the options', () => {
    expect(validateContact({ ...valid, service: '' }, options, messages)).toEqual({});
    expect(validateContact({ ...valid, service: 'consultation' }, options, messages)).toEqual({});
    expect(validateContact({ ...valid, service: 'free-lunch' }, options, messages).service).toBe(
      'service invalid',
    );
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('accepts each field at its limit and rejects one character more, counting an emoji as one', () => {
    for (const [field, max] of Object.entries(contactLimits) as [keyof typeof contactLimits, number][]) {
      const fill = field === 'email' ? `${'a'.repeat(max - 12)}@example.com` : '🚀'.repeat(max);
      expect(characterCount(fill)).toBe(max);
      expect(validateContact({ ...valid, [field]: fill }, options, messages)[field], field).toBeUndefined();
      const over = field === 'email' ? `a${fill}` : `${fill}x`;
      expect(validateContact({ ...valid, [field]: over }, options, messages)[field], field).toBe(
        `at most ${max}`,
      );
    }
  });

  it('has the limits of the lead endpoint', () => {
    expect(contactLimits).toEqual({ name: 200, email: 254, company: 200, phone: 50, message: 5000 });
  });

  it('reads the six values from any source and ignores what is not text', () => {
    const source: Record<string, unknown> = { name: 'Ada', email: 42, message: ['x'], extra: 'y' };
    expect(contactValuesFrom((field) => source[field])).toEqual({ ...emptyContact, name: 'Ada' });
  });

  it('a name made only of a zero-width space counts as a name: it is missing, in the dialog as on the host', () => {
    for (const name of ['\u200b', '\u200b\u200c\u2060', '\u3164', '\u202e '])
      expect(validateContact({ ...valid, name }, options, messages), JSON.stringify(name)).toEqual({
        name: 'name required',
      });
    expect(validateContact({ ...valid, message: '\u200b\n\u200b' }, options, messages)).toEqual({
      message: 'message required',
    });
  });

  it('control characters are stored and exported raw: the values are stored cleaned, the message keeping its lines', () => {
    expect(
      cleanContact({
        name: '  Eve\u001b[2J\u0007 ',
        email: ' eve@example.com\u0000',
        company: 'ACME\r\nLtd',
        phone: '555\u00000100',
        service: 'consultation',
        message: 'Hi\u001b[2J\r\nthere\u0007\r\n',
      }),
    ).toEqual({
      name: 'Eve[2J',
      email: 'eve@example.com',
      company: 'ACME Ltd',
      phone: '5550100',
      service: 'consultation',
      message: 'Hi[2J\nthere',
    });
  });

  it('a valid message in another script is refused: 5,000 characters of any script, 4-byte ones included, pass', () => {
    for (const char of ['Ж', '漢', '😀', '𠜎'])
      expect(validateContact({ ...valid, message: char.repeat(5000) }, options, messages), char).toEqual({});
  });

  it('counts the limits after cleaning: invisible characters do not count, and NFC is what is counted', () => {
    const padded = `${'x'.repeat(200)}\u200b\u200b`;
    expect(validateContact({ ...valid, name: padded }, options, messages)).toEqual({});
    expect(validateContact({ ...valid, name: 'e\u0301'.repeat(200) }, options, messages)).toEqual({});
  });

  it('service: 1 is stored as "no service" instead of being refused: a field that is there but not text is named', () => {
    expect(fieldsNotText({ name: 'Ada', service: 1 })).toEqual(['service']);
    expect(fieldsNotText({ company: null, phone: ['x'], utm_term: 42, cta_place: {}, email: true })).toEqual([
      'email',
      'company',
      'phone',
      'cta_place',
      'utm_term',
    ]);
    expect(fieldsNotText({ name: 'Ada', extra: 7 })).toEqual([]);
    expect(fieldsNotText(JSON.parse('{"__proto__": 1, "name": "Ada"}') as Record<string, unknown>)).toEqual(
      [],
    );
  });

  it('a honeypot holding a number or an array passes the bot check: any value but none or "" fills it', () => {
    for (const filled of ['x', ' ', 0, 1, false, true, [], ['x'], {}])
      expect(honeypotFilled(filled), JSON.stringify(filled)).toBe(true);
    for (const empty of [undefined, null, '']) expect(honeypotFilled(empty), String(empty)).toBe(false);
  });
});

describe('lead source rules', () => {
  const services = ['cloud-services', 'consultation'] as const;
  const from = (fields: Record<string, unknown>) => leadSourceFrom((field) => fields[field], services);
  const full = {
    source_page: '/about',
    cta_place: 'about-hero',
    cta_service: 'consultation',
    landing_page: '/cloud',
    referrer_host: 'news.example.com',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'autumn',
    utm_term: 'cloud migration',
    utm_content: 'Zoë 🚀',
  };

  it('keeps every valid value as sent', () => {
    expect(from(full)).toEqual(full);
  });

  it('stores nothing for a missing source, rather than refusing the lead', () => {
    expect(from({})).toEqual(emptySource);
  });

  it('source_page and landing_page accept //evil.example/path: a page is one of the site’s own routes, or nothing', () => {
    for (const page of [
      '//evil.example/path',
      '/\\evil.example',
      'about',
      'https://evil.example/about',
      '/about?x=1',
      '/about#x',
      '/robots.txt',
      '/api/contact',
      '/wp-admin.php',
      '/About',
      ' /about',
      42,
      `/${'a'.repeat(200)}`,
    ])
      expect(from({ ...full, source_page: page, landing_page: page }), String(page)).toMatchObject({
        source_page: '',
        landing_page: '',
      });
    // A trailing slash is ignored, as the host ignores it.
    expect(from({ ...full, source_page: '/industries/finance/', landing_page: '/' })).toMatchObject({
      source_page: '/industries/finance',
      landing_page: '/',
    });
    expect(sitePath('/contact/sent')).toBe('/contact/sent');
  });

  it('keeps only the places and services the site has', () => {
    expect(from({ ...full, cta_place: 'footer-banner', cta_service: 'free-lunch' })).toMatchObject({
      cta_place: '',
      cta_service: '',
    });
  });

  it('keeps a referring host name only, never a whole address', () => {
    for (const host of [
      'https://news.example.com/a?b',
      'news.example.com:8080',
      'NEWS.example.com',
      '-x.com',
      '',
    ])
      expect(from({ ...full, referrer_host: host }).referrer_host, host).toBe('');
    expect(from({ ...full, referrer_host: 'xn--bcher-kva.example' }).referrer_host).toBe(
      'xn--bcher-kva.example',
    );
  });

  it('cuts a campaign tag to 100 characters at a character boundary, cleans it, and drops one that is not text', () => {
    expect(from({ ...full, utm_campaign: `  ${'é'.repeat(150)}  ` }).utm_campaign).toBe('é'.repeat(100));
    expect(from({ ...full, utm_campaign: '🚀'.repeat(150) }).utm_campaign).toBe('🚀'.repeat(100));
    expect(
      from({
        ...full,
        utm_source: 'news\nletter',
        utm_medium: ['email'],
        utm_term: '\u0000',
        utm_content: 'a\u001bb',
      }),
    ).toMatchObject({
      utm_source: 'news letter',
      utm_medium: '',
      utm_term: '',
      utm_content: 'ab',
    });
  });

  it('personal data can enter the figures: a tag that looks like an e-mail address or a phone number is dropped', () => {
    for (const personal of [
      'ada@example.com',
      'Ada.Lovelace@example.co.uk newsletter',
      'ada%40example.com',
      '+1 (555) 010-0199',
      '555-010-0199',
      '5550100199',
      '+44 20 7946 0958',
      '020 7946 0958',
      '555.0100 call',
      '0176/12345678',
    ])
      expect(cleanTag(personal), personal).toBe('');
    for (const campaign of [
      'newsletter',
      'spring-2026',
      'newsletter-2026-11-25',
      '25.11.2026',
      '11/25/2026',
      '20261125',
      'summer-2025-2026',
      '@northbridge',
      'q4 top 10',
      'cid-123456',
      '12345678901234567890',
      // Digits inside a word or an id are no phone number on their own.
      'a12345678b',
      '148205fd-051c-4cf8-aa7a-bfa845a66cd9',
    ])
      expect(cleanTag(campaign), campaign).toBe(campaign);
    expect(looksPersonal('call 555 0100 now')).toBe(true);
  });
});
