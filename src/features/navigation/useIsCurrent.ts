import { useLocation } from 'wouter';

/** `aria-current="page"` for a link to the page on screen. */
export function useCurrentProps(): (path: string) => { 'aria-current'?: 'page' } {
  const [location] = useLocation();
  const here = location.length > 1 ? location.replace(/\/$/, '') : location;
  return (path) => (path === here ? { 'aria-current': 'page' } : {});
}
