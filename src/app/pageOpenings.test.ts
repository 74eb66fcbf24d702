import { describe, expect, it } from 'vitest';
import { about } from '../content/about';
import { homeMeta } from '../content/home';
import { industryPages } from '../content/industries';
import { paths } from '../content/paths';
import { servicePages } from '../content/services';
import { openingOf } from './pageOpenings';
import { routes } from './routes';

/** What each page's own hero shows (src/pages/AboutPage.tsx, ServicePage.tsx, IndustryPage.tsx), from its content. */
function heroOf(path: string) {
  const words = (
    page: { title: string; heading: string; lead: string },
    eyebrow: string,
    interest: string,
  ) => ({
    title: page.title,
    eyebrow,
    heading: page.heading,
    lead: page.lead,
    interest,
  });
  if (path === paths.about) return words(about, about.eyebrow, 'consultation');
  const service = servicePages.find((page) => page.path === path);
  if (service) return words(service, service.eyebrow, service.interest);
  const industry = industryPages.find((page) => page.path === path);
  return industry ? words(industry, industry.name, 'consultation') : null;
}

describe('the opening a tap shows before its page’s code', () => {
  it('is the page’s own title and hero words, and its button preselects the page’s service', () => {
    for (const route of routes.filter(
      (r) => r.page === 'about' || r.page === 'service' || r.page === 'industry',
    )) {
      const opening = openingOf(route);
      if (opening?.kind !== 'page-hero') throw new Error(`${route.path} has no opening of its hero's words`);
      const { title, eyebrow, heading, lead, interest } = opening;
      expect({ title, eyebrow, heading, lead, interest }, route.path).toEqual(heroOf(route.path));
    }
  });

  it('keeps the picture’s room on the pages whose hero has one', () => {
    for (const route of routes) {
      const opening = openingOf(route);
      if (opening?.kind === 'page-hero') expect(opening.picture, route.path).toBe(route.page !== 'about');
    }
  });

  it('is the hero itself on the home page, under the page’s own title', () => {
    const home = routes.find((r) => r.page === 'home');
    expect(openingOf(home)).toEqual({ kind: 'home-hero', title: homeMeta.title });
  });

  it('is none for the placeholders and an unknown industry', () => {
    for (const route of routes.filter((r) => r.page === 'comingSoon'))
      expect(openingOf(route), route.path).toBeNull();
    expect(openingOf({ path: '/industries/nowhere', page: 'industry', id: 'nowhere' })).toBeNull();
    expect(openingOf(undefined)).toBeNull();
  });
});
