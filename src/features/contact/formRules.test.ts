import { describe, expect, it } from 'vitest';
import {
  characterCount,
  contactLimits,
  contactValuesFrom,
  emptyContact,
  firstInvalidField,
  isValidEmail,
  validateContact,
} from './formRules';

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
