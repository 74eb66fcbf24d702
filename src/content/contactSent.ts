import { contactForm } from './contactForm';
import { paths } from './paths';

/** The page a contact form posted without JavaScript lands on once the lead is stored (docs/decisions/0013-leads-are-stored-exactly-once.md). Unlisted. */
export const contactSentPage = {
  id: 'contact-sent',
  path: paths.contactSent,
  title: 'Message sent',
  eyebrow: 'Thank you',
  heading: contactForm.toast.success.title,
  text: contactForm.toast.success.description,
  description: 'Your message reached Northbridge Technologies.',
  backLink: 'Back to Home',
} as const;
