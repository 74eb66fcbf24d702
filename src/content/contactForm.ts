import { company } from './company';

/** Copy of the contact dialog and its toasts (docs/product.md#contact-form, docs/product.md#toasts). */
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
    tooLong: (max: number) => `Please shorten this to ${max.toLocaleString('en-US')} characters or fewer.`,
  },
  errorSummary: 'Please correct the highlighted fields.',
  /** Why the host did not take a message, shown above the form when the endpoint refuses the whole form (functions/lib/contact.ts). */
  server: {
    unreadable: 'The form could not be read. Please try sending it again.',
    tooLarge: 'This message is too long to send. Please shorten it and send it again.',
    keyReused: 'This message changed after it was sent. Please send it again.',
    crossSite: 'Messages can only be sent from this website.',
    unsupported: 'Send the form as JSON or as a web form.',
    rateLimited: (wait: string) =>
      `You have sent several messages in a short time. Please try again in ${wait}. Everything you typed is still in the form.`,
  },
  /** "7 minutes", "1 minute", "30 seconds": how long until the host takes messages again. */
  wait: (seconds: number) => {
    if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  },
  toast: {
    /** The close button of a toast. */
    close: 'Close notification',
    success: {
      title: 'Message Sent Successfully!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    error: {
      title: 'Your message was not sent',
      description: 'Please try again in a moment. Everything you typed is still in the form.',
    },
    /** No connection: the message waits on the device (docs/decisions/0013-leads-are-stored-exactly-once.md) and is sent when the connection returns. */
    saved: {
      title: 'Saved on this device',
      description:
        'You are offline, so your message is not sent yet. It is saved here and will be sent as soon as the connection returns.',
    },
  },
} as const;
