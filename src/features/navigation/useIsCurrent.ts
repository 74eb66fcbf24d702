import { useLocation } from 'wouter';

const useHere = (): string => {
  const [location] = useLocation();
  return location.length > 1 ? location.replace(/\/$/, '') : location;
};

/** `aria-current="page"` for a link to the page on screen. */
export function useCurrentProps(): (path: string) => { 'aria-current'?: 'page' } {
  const here = useHere();
  return (path) => (path === here ? { 'aria-current': 'page' } : {});
}

/**
 * `data-current` for the button of a menu that holds the link to the page on screen, so Services and Industries show
 * as current as About does (the link inside carries `aria-current`; a button is not the page).
 */
export function useCurrentGroupProps(): (paths: readonly string[]) => { 'data-current'?: '' } {
  const here = useHere();
  return (paths) => (paths.includes(here) ? { 'data-current': '' } : {});
}
