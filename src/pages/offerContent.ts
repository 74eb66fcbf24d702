import { use } from 'react';
import type { IndustryPage, ServicePage } from '../content/types';
import type { HeroPictureMarkup } from '../ui/PageHero';
import { requestPagePart, type TrackedPromise } from '../ui/pageCode';

/**
 * The content of one service or industry page and its hero picture, a chunk per page (docs/decisions/
 * 0052-a-chunk-per-offer-page.md): the page template's module (ServicePage, IndustryPage) holds none, so a tap on
 * one of these pages downloads the template and that page's own content, not the other ten pages'.
 */
export interface OfferContent<Page> {
  content: Page;
  picture: HeroPictureMarkup;
}

/** The page templates whose pages' content comes in a chunk per page, each with its pages' modules by id. */
const modules = {
  service: import.meta.glob<{ default: OfferContent<ServicePage> }>('./service/*.ts'),
  industry: import.meta.glob<{ default: OfferContent<IndustryPage> }>('./industry/*.ts'),
};

export type OfferKind = keyof typeof modules;

const requests = new Map<string, TrackedPromise<OfferContent<ServicePage | IndustryPage>>>();

/**
 * The content of the `kind` page `id`, requested once, as a part of its page (`requestPagePart`): the app waits for
 * it before it hydrates, a warm-up waits for it, and a failed request is the page's failed load (its boundary loads
 * the page as a document). A failed request stays failed, as a page module's does (src/app/pageModules.ts); `forget`
 * lets a warm-up that failed leave no trace.
 */
export function loadOfferContent<K extends OfferKind>(
  kind: K,
  id: string,
): TrackedPromise<OfferContent<K extends 'service' ? ServicePage : IndustryPage>> {
  type Content = OfferContent<K extends 'service' ? ServicePage : IndustryPage>;
  const key = `${kind}/${id}`;
  const known = requests.get(key);
  if (known) return known as TrackedPromise<Content>;
  const load = modules[kind][`./${key}.ts`];
  const promise = requestPagePart(async () => {
    if (!load) throw new Error(`No ${kind} page content for "${id}"`);
    return (await load()).default as Content;
  });
  requests.set(key, promise);
  return promise;
}

/** Forgets a request that failed, so the next need requests the content again (a warm-up made offline, say). */
export function forgetOfferContent(kind: OfferKind, id: string, promise: Promise<unknown>): void {
  if (requests.get(`${kind}/${id}`) === promise) requests.delete(`${kind}/${id}`);
}

/** The page's content; suspends only while its chunk is on its way (a page swapped in waits for it first). */
export const useOfferContent = <K extends OfferKind>(kind: K, id: string) => use(loadOfferContent(kind, id));
