import type { ServiceInterest } from '../../content/types';

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

/** Longest accepted value per free-text field, in characters (issue 10; 254 is the longest usable address). */
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
 * The rules of SPEC.md §5 and issue 10, the same in the dialog and on the server: name, email (valid format) and
 * message are required; service, if given, is a real option; no field is longer than its limit.
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
