import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { useNavigate } from '../../ui/useNavigate';
import { searchWithSection, sectionFromSearch } from './sectionParam';

const subscribeToNothing = () => () => {};

/**
 * The selected tab of a service page, kept in `?section=`: it follows back/forward and links; selecting writes the
 * address with `replace`. Until hydration it is the default tab, like the prerendered HTML; once hydrated, the page
 * renders again only if the address names another tab (a store hook whose server answer differs from the browser's:
 * with no `?section`, the whole page rendered again after hydration, in one task, for nothing). It reads the
 * query, not the path: the service pages rendered ahead, hidden, for the next tap would otherwise render again on
 * every navigation, and the one a tap reveals would render whole in the swap (docs/decisions/0033).
 */
export function useSection(tabIds: readonly string[]): [string, (id: string) => void] {
  const search = useSearch();
  const navigate = useNavigate();
  const fallback = tabIds[0] ?? '';
  const fromAddress = sectionFromSearch(search, tabIds, fallback);
  const selected = useSyncExternalStore(
    subscribeToNothing,
    () => fromAddress,
    () => fallback,
  );
  const select = (id: string) =>
    navigate(`${window.location.pathname}?${searchWithSection(search, id)}`, { replace: true });
  return [selected, select];
}
