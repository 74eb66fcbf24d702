import { ctaPlaces } from '../content/ctaPlaces';
import type { ServiceInterest } from '../content/types';
import { sourceFields, utmFields, type LeadSource, type SourceField } from './sourceFields';

/*
 * The rules of a lead, one module for the dialog (src/features/contact) and the host (functions/lib): what the
 * visitor types, and where the lead came from (docs/analytics.md).
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

/** Characters as a person counts them (code points), so an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

// The WHATWG definition of a valid e-mail address: what `<input type="email">` accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/**
 * The same rules in the dialog and on the host: name, email (valid format) and message are required; service, if
 * given, is a real option; no field is longer than its limit.
 */
export function validateContact(
  values: ContactValues,
  options: readonly ServiceInterest[],
  messages: ContactMessages,
): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  if (!values.email.trim()) errors.email = messages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = messages.emailInvalid;
  if (values.service !== '' && !options.includes(values.service as ServiceInterest)) {
    errors.service = messages.serviceInvalid;
  }
  if (!values.message.trim()) errors.message = messages.messageRequired;
  for (const [field, max] of Object.entries(contactLimits) as [keyof typeof contactLimits, number][]) {
    if (characterCount(values[field]) > max) errors[field] = messages.tooLong(max);
  }
  return errors;
}

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  contactFieldOrder.find((field) => errors[field]);

/** Reads the six values from anything shaped like form data (a browser FormData, URLSearchParams, a JSON object). */
export function contactValuesFrom(read: (field: ContactField) => unknown): ContactValues {
  const values = { ...emptyContact };
  for (const field of contactFieldOrder) {
    const value = read(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

// Where the lead came from ---------------------------------------------------------------------------------------

export const emptySource = Object.fromEntries(sourceFields.map((field) => [field, ''])) as LeadSource;

/** Longest value kept, in characters: a path or a host longer than this is not stored, a campaign tag is cut. */
export const sourceLimits = { path: 200, host: 253, tag: 100 } as const;

// A path as `location.pathname` gives it: percent-encoded, no query, no fragment.
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
// A host name as `URL.hostname` gives it (lowercase labels; IDNs in punycode).
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a tag must not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A site path, or '' when the value is not one. */
export const cleanPath = (value: unknown): string =>
  typeof value === 'string' && value.length <= sourceLimits.path && PATH.test(value) ? value : '';

/** A referring site's host name, or '' when the value is not one. */
export const cleanHost = (value: unknown): string =>
  typeof value === 'string' && value.length <= sourceLimits.host && HOST.test(value) ? value : '';

/** A campaign tag: trimmed and cut to its limit; '' when it is not text or holds control characters. */
export function cleanTag(value: unknown): string {
  if (typeof value !== 'string' || CONTROL.test(value)) return '';
  return [...value.trim()].slice(0, sourceLimits.tag).join('').trim();
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
    source_page: cleanPath(read('source_page')),
    cta_place: oneOf(read('cta_place'), ctaPlaces),
    cta_service: oneOf(read('cta_service'), services),
    landing_page: cleanPath(read('landing_page')),
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
