import { describe, expect, it } from 'vitest';
import {
  characterCount,
  contactLimits,
  contactValuesFrom,
  emptyContact,
  emptySource,
  leadSourceFrom,
  firstInvalidField,
  isValidEmail,
  validateContact,
} from './leadRules';

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

  it('drops a page that is not a site path, or longer than 200 characters', () => {
    for (const page of [
      'about',
      'https://evil.example/about',
      '/about?x=1',
      '/a b',
      '/x#y',
      42,
      `/${'a'.repeat(200)}`,
    ])
      expect(from({ ...full, source_page: page, landing_page: page }), String(page)).toMatchObject({
        source_page: '',
        landing_page: '',
      });
    expect(from({ ...full, source_page: `/${'a'.repeat(199)}` }).source_page).toHaveLength(200);
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

  it('cuts a campaign tag to 100 characters, trims it, and drops one with control characters or not text', () => {
    expect(from({ ...full, utm_campaign: `  ${'é'.repeat(150)}  ` }).utm_campaign).toBe('é'.repeat(100));
    expect(
      from({ ...full, utm_source: 'news\nletter', utm_medium: ['email'], utm_term: '\u0000' }),
    ).toMatchObject({
      utm_source: '',
      utm_medium: '',
      utm_term: '',
    });
  });
});
