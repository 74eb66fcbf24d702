import { useLocation, useSearch } from 'wouter';
import { useHydrated } from '../../ui/useHydrated';
import { searchWithSection, sectionFromSearch } from './sectionParam';

/**
 * The selected tab of a service page, kept in `?section=`: it follows back/forward and links; selecting writes the
 * address with `replace`. Until hydration it is the default tab, like the prerendered HTML.
 */
export function useSection(tabIds: readonly string[]): [string, (id: string) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const hydrated = useHydrated();
  const fallback = tabIds[0] ?? '';
  const selected = hydrated ? sectionFromSearch(search, tabIds, fallback) : fallback;
  const select = (id: string) => navigate(`${path}?${searchWithSection(search, id)}`, { replace: true });
  return [selected, select];
}
