import { useRouter } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/** A path as the app compares it with a link's: a trailing slash ignored (docs/decisions/0007). */
const normalize = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * Whether the path on screen passes `test`, read as a selector of the location: the component re-renders when the
 * answer changes, not on every navigation (docs/decisions/0037-app-links-read-only-whether-they-are-current.md).
 * `test` gets the path without a trailing slash. The app's router keeps wouter's browser location, whose
 * subscription `useLocationProperty` shares; the prerender reads the router's `ssrPath`.
 */
export function useHereMatches(test: (here: string) => boolean): boolean {
  const { ssrPath } = useRouter();
  const read = () => test(normalize(window.location.pathname));
  return useLocationProperty(read, ssrPath === undefined ? read : () => test(normalize(ssrPath)));
}

/** Whether `path` is the page on screen. */
export const useIsHere = (path: string): boolean => useHereMatches((here) => here === path);
