import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentHash, digest } from './pageContent';
import { isIndexable, routes } from './routes';
import { lastModifiedByPath, sitemapXml } from './sitemap';

const indexable = routes.filter(isIndexable);
const lastmods = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];

describe('lastmod', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const route of indexable) {
    it(`${route.path} has a date recorded for its current content`, () => {
      const recorded = lastModifiedByPath[route.path];
      expect(recorded?.date, `${route.path} has no lastmod: run npm run seo:lastmod`).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(
        recorded?.contentHash,
        `the content of ${route.path} changed since its lastmod (${recorded?.date}): run npm run seo:lastmod`,
      ).toBe(contentHash(route));
    });
  }

  it('keeps a date only for the indexable pages', () => {
    expect(Object.keys(lastModifiedByPath).sort()).toEqual(indexable.map((r) => r.path).sort());
  });

  it('tells the pages apart: each page has a content hash of its own', () => {
    expect(new Set(indexable.map(contentHash)).size).toBe(indexable.length);
  });

  it('hashes what content says, not the order its keys are written in', () => {
    const profile = { name: 'Maya Chen', skills: ['React', 'TypeScript'] };
    expect(digest({ id: 't01', profile })).toBe(
      digest({ profile: { skills: profile.skills, name: profile.name }, id: 't01' }),
    );
    expect(digest({ id: 't01', profile })).not.toBe(
      digest({ id: 't01', profile: { ...profile, skills: ['TypeScript', 'React'] } }),
    );
  });

  it('does not move in sitemap.xml when only the build date changes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    const first = sitemapXml();
    vi.setSystemTime(new Date('2031-07-15T20:00:00Z'));
    const second = sitemapXml();
    expect(second).toBe(first);
    const dates = lastmods(first).map(([, loc, date]) => [new URL(loc!).pathname, date]);
    expect(dates).toEqual(indexable.map((r) => [r.path, lastModifiedByPath[r.path]?.date]));
  });
});
