import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { heroPictures } from '../../src/content/heroPictures';
import { drawHeroPicture, pictureId } from './index';

const offerPages = routes.filter((r) => r.page === 'service' || r.page === 'industry').map((r) => r.path);
const drawn = Object.entries(heroPictures).map(([path, picture]) => ({
  path,
  picture,
  ...drawHeroPicture(path, picture),
}));
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml');

describe('hero pictures (docs/product.md#hero-pictures)', () => {
  it('gives every service and industry page a picture of its own, and no other page one', () => {
    expect(Object.keys(heroPictures).sort()).toEqual([...offerPages].sort());
    expect(new Set(drawn.map((d) => d.wide)).size).toBe(drawn.length);
  });

  it('draws the same markup every time from the same content', () => {
    for (const { path, picture, wide, narrow } of drawn)
      expect(drawHeroPicture(path, picture), path).toEqual({ label: picture.label, wide, narrow });
  });

  it('draws well-formed SVG whose ids are all its own page’s', () => {
    for (const { path, wide, narrow } of drawn)
      for (const markup of [wide, narrow]) {
        const doc = parse(markup);
        expect(doc.querySelector('parsererror'), path).toBeNull();
        expect(doc.documentElement.getAttribute('aria-hidden'), path).toBe('true');
        const ids = [...doc.querySelectorAll('[id]')].map((el) => el.id);
        expect(new Set(ids).size, path).toBe(ids.length);
        for (const id of ids) expect(id.startsWith(pictureId(path)), `${path}: ${id}`).toBe(true);
      }
  });

  it('shows the page’s own content: every step or part by its label, and its figures', () => {
    for (const { path, picture, wide } of drawn) {
      const text = [...parse(wide).querySelectorAll('text')].map((t) => t.textContent).join(' | ');
      const labels =
        picture.kind === 'pipeline'
          ? picture.steps.map((s) => s.label.toUpperCase())
          : picture.kind === 'architecture'
            ? picture.layers.flatMap((l) => l.nodes.map((node) => node.label))
            : picture.chart.bars.map((b) => b.label);
      for (const label of labels) expect(text, `${path}: ${label}`).toContain(label);
      const figures =
        picture.kind === 'pipeline' ? [picture.figure] : picture.kind === 'dashboard' ? picture.figures : [];
      for (const figure of figures) expect(text, path).toContain(figure.value);
    }
  });

  it('keeps each page’s picture, both variants, within 3 KB gzip: it is in the page’s HTML and in its chunk', () => {
    for (const { path, wide, narrow } of drawn)
      expect(gzipSync(wide + narrow, { level: 9 }).length, path).toBeLessThanOrEqual(3 * 1024);
  });

  it('says in words what each picture shows', () => {
    for (const { path, label } of drawn) expect(label.length, path).toBeGreaterThan(40);
  });
});
