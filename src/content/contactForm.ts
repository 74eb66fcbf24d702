import { company } from './company';

/** Copy of the contact dialog and its toasts (SPEC.md §5, §8; DECISIONS.md 12–14). */
export const contactForm = {
  title: 'Contact Us',
  intro: `Tell us what you need and we will get back to you ${company.responsePromise}.`,
  requiredNote: 'Fields marked * are required.',
  labels: {
    name: 'Full Name *',
    email: 'Email *',
    company: 'Company',
    phone: 'Phone',
    service: 'Service',
    message: 'Message *',
  },
  placeholders: {
    name: 'Jane Smith',
    email: 'name@company.com',
    company: 'Company name',
    phone: '(555) 555-0100',
    message: 'Tell us about your project or hiring needs',
  },
  servicePlaceholder: 'Select a service',
  submit: 'Send Message',
  sending: 'Sending…',
  close: 'Close dialog',
  /** Keys match `ContactMessages` of the contact feature's form rules. */
  errors: {
    nameRequired: 'Please enter your full name.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@company.com.',
    messageRequired: 'Please tell us how we can help.',
    serviceInvalid: 'Please choose one of the listed services, or leave the field empty.',
  },
  errorSummary: 'Please correct the highlighted fields.',
  toast: {
    success: {
      title: 'Message Sent Successfully!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    error: {
      title: 'Your message was not sent',
      description: 'Please try again in a moment. Everything you typed is still in the form.',
    },
  },
} as const;
