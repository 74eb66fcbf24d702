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

// The WHATWG definition of a valid e-mail address: what `<input type="email">` accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The rules of SPEC.md §5: name, email (valid format) and message are required; service, if given, is a real option. */
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
  return errors;
}

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  contactFieldOrder.find((field) => errors[field]);
