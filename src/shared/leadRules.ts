import { ctaPlaces } from '../content/ctaPlaces';
import { paths } from '../content/paths';
import type { ServiceInterest } from '../content/types';
import { sourceFields, utmFields, type LeadSource, type SourceField } from './sourceFields';
import { characterCount, cleanCut, cleanText } from './text';

/*
 * The rules of a lead, one module for the dialog (src/features/contact) and the host (worker/): what the visitor
 * types, and where the lead came from (docs/analytics.md). Every text is cleaned first (text.ts), the same way on
 * both sides, so the dialog says what the host will say.
 */

export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'service' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
  serviceInvalid: string;
  /** A field longer than its limit (`max` characters). */
  tooLong: (max: number) => string;
}

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  service: '',
  message: '',
};

/** Fields in the order they appear, so the first invalid one can take focus. */
export const contactFieldOrder: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
];

/** Longest accepted value per free-text field, in characters (254 is the longest usable e-mail address). */
export const contactLimits = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
} as const satisfies Partial<Record<ContactField, number>>;

// The WHATWG definition of a valid e-mail address: what `<input type="email">` accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(cleanText(value));

/**
 * The values as the host stores them and the rules read them: each cleaned (text.ts: NFC, no control or format
 * character, trimmed, empty when nothing visible is left), the message keeping its line breaks (as LF). Never cut:
 * a value over its limit is refused, and the visitor gets it back whole to shorten it.
 */
export function cleanContact(values: ContactValues): ContactValues {
  return {
    name: cleanText(values.name),
    email: cleanText(values.email),
    company: cleanText(values.company),
    phone: cleanText(values.phone),
    service: cleanText(values.service),
    message: cleanText(values.message, { multiline: true }),
  };
}

/**
 * The same rules in the dialog and on the host, on the cleaned values: name, email (valid format) and message are
 * required; service, if given, is a real option; no field is longer than its limit, in characters.
 */
export function validateContact(
  raw: ContactValues,
  options: readonly ServiceInterest[],
  messages: ContactMessages,
): ContactErrors {
  const values = cleanContact(raw);
  const errors: ContactErrors = {};
  if (!values.name) errors.name = messages.nameRequired;
  if (!values.email) errors.email = messages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = messages.emailInvalid;
  if (values.service !== '' && !options.includes(values.service as ServiceInterest)) {
    errors.service = messages.serviceInvalid;
  }
  if (!values.message) errors.message = messages.messageRequired;
  for (const [field, max] of Object.entries(contactLimits) as [keyof typeof contactLimits, number][]) {
    if (characterCount(values[field]) > max) errors[field] = messages.tooLong(max);
  }
  return errors;
}

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  contactFieldOrder.find((field) => errors[field]);

/**
 * Reads the six values, as typed, from anything shaped like form data (a browser FormData, URLSearchParams, a JSON
 * object); what is not text reads as empty (the host refuses it first: `fieldsNotText`).
 */
export function contactValuesFrom(read: (field: ContactField) => unknown): ContactValues {
  const values = { ...emptyContact };
  for (const field of contactFieldOrder) {
    const value = read(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The fields of a lead, and of its source, that are there but are not text. A form's fields always are text, and the
 * dialog sends text only: anything else is a request the form never makes, refused whole (400) rather than read
 * as "no service" or "no company".
 */
export const fieldsNotText = (fields: Record<string, unknown>): string[] =>
  [...contactFieldOrder, ...sourceFields].filter(
    (field) => Object.hasOwn(fields, field) && typeof fields[field] !== 'string',
  );

/**
 * Whether the field people never see (the honeypot) holds anything, whatever its type: only a missing field, null or
 * '' is empty.
 */
export const honeypotFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '';

// Where the lead came from ---------------------------------------------------------------------------------------

export const emptySource = Object.fromEntries(sourceFields.map((field) => [field, ''])) as LeadSource;

/** Longest value kept, in characters: a host longer than this is not stored, a campaign tag is cut. */
export const sourceLimits = { host: 253, tag: 100 } as const;

const sitePaths = new Set<string>(Object.values(paths));
// A host name as `URL.hostname` gives it (lowercase labels; IDNs in punycode).
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The page of the site a path names (src/content/paths.ts, the route table's paths; a trailing slash ignored, as the
 * host does: docs/decisions/0007), or '' for anything else: another site (`//evil.example/`), a query, a page
 * the site does not have.
 */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string') return '';
  const path = value.length > 1 ? value.replace(/\/+$/, '') : value;
  return sitePaths.has(path) ? path : '';
}

/** A referring site's host name, or '' when the value is not one. */
export function cleanHost(value: unknown): string {
  const host = typeof value === 'string' ? cleanText(value) : '';
  return host.length <= sourceLimits.host && HOST.test(host) ? host : '';
}

// Something@something (also percent-encoded once more: %40), as an address is written; "@handle" is not one. The
// whole run of text without a space that holds it goes: nothing of it is left to look like an address again.
const EMAIL_LIKE = /\S*[^\s@](?:@|%40)[^\s@]\S*/gi;
// Digits written as a phone number is: together, or apart by spaces, dots, dashes, slashes or parentheses (at most
// two in a row), maybe after a +; standing on their own, not inside a word or an id (no lookbehind: the dialog runs
// this in browsers older than it).
const DIGIT_RUN = /(?:^|[^\p{L}\p{N}])(\+?\(?\d(?:[ ()./-]{0,2}\d)+)(?![\p{L}\p{N}])/gu;
// The digits of a date (2026-11-25, 25.11.2026, 11/25/2026) or of a pair of years (2025-2026), which are no phone.
const DATE_DIGITS =
  /^(?:(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d\d|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:19|20)\d\d|(?:19|20)\d\d(?:19|20)\d\d)$/;

/** What stands for a scrubbed e-mail address and phone number (`scrubPersonal`). */
export const SCRUBBED = { email: '<email>', phone: '<phone>' } as const;

/**
 * The value with what looks like personal data put out of sight: each e-mail address (something@something, `%40`
 * too) as `<email>`, each phone number (7 to 15 digits, the most E.164 allows, written as phone numbers are, on
 * their own, and not a date or a pair of years) as `<phone>`. The error reports' messages and addresses go through
 * it (docs/errors.md#what-is-kept).
 */
export function scrubPersonal(value: string): string {
  return value.replace(EMAIL_LIKE, SCRUBBED.email).replace(DIGIT_RUN, (match, run: string) => {
    const digits = run.replace(/\D/g, '');
    return digits.length >= 7 && digits.length <= 15 && !DATE_DIGITS.test(digits)
      ? match.replace(run, SCRUBBED.phone)
      : match;
  });
}

/**
 * Whether a value looks like it holds personal data: an e-mail address or a phone number, as `scrubPersonal` finds
 * them. Such a value never enters the figures (docs/analytics.md#what-the-figures-keep).
 */
export const looksPersonal = (value: string): boolean => scrubPersonal(value) !== value;

/**
 * A campaign tag: cleaned (text.ts) and cut to its limit at a character boundary; '' when it is not text, or when it
 * looks like an e-mail address or a phone number (`looksPersonal`).
 */
export function cleanTag(value: unknown): string {
  if (typeof value !== 'string') return '';
  const tag = cleanCut(value, sourceLimits.tag);
  return looksPersonal(tag) ? '' : tag;
}

const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | '' =>
  options.includes(value as T) ? (value as T) : '';

/**
 * The source of a lead from untrusted fields (the form's hidden fields, the dialog's JSON). A value that breaks its
 * rule is stored empty rather than refusing the lead: the visitor cannot see, let alone correct, a hidden field.
 */
export function leadSourceFrom(
  read: (field: SourceField) => unknown,
  services: readonly ServiceInterest[],
): LeadSource {
  const source: LeadSource = {
    source_page: sitePath(read('source_page')),
    cta_place: oneOf(read('cta_place'), ctaPlaces),
    cta_service: oneOf(read('cta_service'), services),
    landing_page: sitePath(read('landing_page')),
    referrer_host: cleanHost(read('referrer_host')),
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
  };
  for (const field of utmFields) source[field] = cleanTag(read(field));
  return source;
}
