import { paths } from './paths';

/** The not-found page (docs/product.md#not-found-page). */
export const notFound = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
  heading: '404',
  text: 'Oops! Page not found',
  link: 'Return to Home',
  href: paths.home,
} as const;
