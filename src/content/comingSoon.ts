import { navigation } from './navigation';
import { paths } from './paths';

/** The placeholder pages that only say "coming soon" (docs/product.md#placeholder-pages). They stay out of the sitemap. */
export interface ComingSoonPageContent {
  id: 'blog' | 'careers' | 'contact';
  path: string;
  title: string;
  heading: string;
  text: string;
  description: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** Text of the link back to the home page. */
  backLink?: string;
  /** Label of a button that opens the contact dialog, beside the link back home (the contact placeholder's). */
  contactCta?: string;
}

export const comingSoonPages: readonly ComingSoonPageContent[] = [
  {
    id: 'blog',
    path: paths.blog,
    title: 'Blog',
    heading: 'Blog',
    text: 'Our blog is coming soon, with practical insights on AI automation, cloud, security and building great engineering teams.',
    eyebrow: 'Coming soon',
    backLink: 'Back to Home',
    description: 'The Northbridge Technologies blog is coming soon.',
  },
  {
    id: 'careers',
    path: paths.careers,
    title: 'Careers',
    heading: 'Careers',
    text: 'Our careers page is coming soon. We are always glad to meet talented engineers and technologists.',
    eyebrow: 'Coming soon',
    backLink: 'Back to Home',
    description: 'Careers at Northbridge Technologies: the page is coming soon.',
  },
  {
    id: 'contact',
    path: paths.contact,
    title: 'Contact',
    heading: 'Contact',
    text: 'Our contact page is coming soon. In the meantime, send us a message here and we will respond within 24 hours on business days.',
    contactCta: navigation.header.contact,
    eyebrow: 'Coming soon',
    backLink: 'Back to Home',
    description: 'The Northbridge Technologies contact page is coming soon.',
  },
];
