import { useHereMatches } from '../../ui/useHere';

/**
 * `data-current` for the button of a menu that holds the link to the page on screen, so Services and Industries show
 * as current as About does (the link inside carries `aria-current`; a button is not the page). Re-renders its
 * component only when the answer changes (docs/decisions/0037-app-links-read-only-whether-they-are-current.md).
 */
export function useCurrentGroupProps(paths: readonly string[]): { 'data-current'?: '' } {
  return useHereMatches((here) => paths.includes(here)) ? { 'data-current': '' } : {};
}
