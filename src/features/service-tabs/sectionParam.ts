import { SECTION_PARAM } from '../../content/paths';

/** The tab named by `?section=`, or the default when it is missing or unknown (docs/product.md#section-parameter). */
export function sectionFromSearch(search: string, tabIds: readonly string[], fallback: string): string {
  const wanted = new URLSearchParams(search).get(SECTION_PARAM);
  return wanted !== null && tabIds.includes(wanted) ? wanted : fallback;
}

/** The query string with `section` set, other parameters kept. */
export function searchWithSection(search: string, section: string): string {
  const params = new URLSearchParams(search);
  params.set(SECTION_PARAM, section);
  return params.toString();
}
