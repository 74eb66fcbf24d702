import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { industryPages } from '../content/industries';
import { servicePageById } from '../content/services';
import { isFailedPageLoad, partsInFlight } from '../ui/pageCode';
import { loadOfferContent } from '../pages/offerContent';

const offerRoutes = routes.flatMap((route) =>
  route.page === 'service' || route.page === 'industry' ? [route] : [],
);

describe('a service or industry page’s own content (docs/decisions/0052-a-chunk-per-offer-page.md)', () => {
  // First: the other tests load every page's content.
  it('is requested once, and the app waits for it before it hydrates while it is on its way', async () => {
    const first = loadOfferContent('industry', 'retail');
    expect(loadOfferContent('industry', 'retail')).toBe(first);
    expect(partsInFlight()).not.toBeNull();
    await first;
    expect(first.status).toBe('fulfilled');
  });

  it('is that page’s content and hero picture, for every service and industry page of the route table', async () => {
    expect(offerRoutes).toHaveLength(11);
    for (const route of offerRoutes) {
      const { content, picture } = await loadOfferContent(route.page, route.id);
      const expected =
        route.page === 'service'
          ? servicePageById[route.id]
          : industryPages.find((page) => page.id === route.id);
      expect(content, route.path).toBe(expected);
      expect(content.path, route.path).toBe(route.path);
      expect(picture.wide, route.path).toMatch(/^<svg/);
    }
  });

  it('of a page that has none fails as a failed page load, and stays failed', async () => {
    const missing = loadOfferContent('service', 'no-such-service');
    const error: unknown = await missing.catch((reason: unknown) => reason);
    expect(isFailedPageLoad(error)).toBe(true);
    expect(missing.status).toBe('rejected');
    expect(loadOfferContent('service', 'no-such-service')).toBe(missing);
  });
});
