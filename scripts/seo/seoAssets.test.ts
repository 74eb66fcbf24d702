// @vitest-environment node
import { readFile, readdir, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { siteIcons } from '../../src/seo/siteIcons';
import { socialCardFor } from '../../src/seo/socialCards';
import { theme } from '../../src/ui/theme';
import { generateSeoAssets } from './generate';
import { iconSvg } from './siteIcons';
import { renderCard } from './socialCard';

const publicDir = join(import.meta.dirname, '../../public');
const mark = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('social cards', () => {
  it('are 1200×630 PNGs, the same bytes every time for the same page', async () => {
    const card = socialCardFor({ page: 'service', id: 'cloud' })!;
    const [first, second] = [await renderCard(card, mark), await renderCard(card, mark)];
    expect(pngSize(first)).toEqual([1200, 630]);
    expect(second.equals(first)).toBe(true);
  });

  const cacheDirs: string[] = [];
  afterAll(() => Promise.all(cacheDirs.map((dir) => rm(dir, { recursive: true }))));

  // It draws every page's card (thirteen 1200×630 pictures): about 2 s on a quiet machine, past vitest's default 5 s
  // when the machine is busy (a fresh clone's unit tests beside a benchmark, 2026-12-02).
  it(
    'are read from the cache while their input is unchanged, under a name that follows their bytes',
    { timeout: 30_000 },
    async () => {
      const cacheDir = await mkdtemp(join(tmpdir(), 'social-cards-'));
      cacheDirs.push(cacheDir);
      const first = await generateSeoAssets(publicDir, cacheDir);
      const cached = await readdir(cacheDir);
      expect(cached).toHaveLength(13);
      // A cached picture is used as it is, not drawn again: the stand-in comes out, under a name of its own.
      const standIn = Buffer.from('stand-in');
      await Promise.all(cached.map((file) => writeFile(join(cacheDir, file), standIn)));
      const second = await generateSeoAssets(publicDir, cacheDir);
      const cards = (files: typeof first.files) => files.filter((f) => f.href.startsWith('/assets/og/'));
      expect(cards(second.files).every((f) => standIn.equals(f.source as Buffer))).toBe(true);
      const names = (files: typeof first.files) => cards(files).map((f) => f.href);
      expect(names(second.files)).not.toEqual(names(first.files));
      expect(names(second.files).map((href) => href.replace(/-[0-9a-f]{10}\.png$/, ''))).toEqual(
        names(first.files).map((href) => href.replace(/-[0-9a-f]{10}\.png$/, '')),
      );
    },
  );
});

describe('icons', () => {
  const pixels = (svg: string) => new Resvg(svg).render().pixels;
  const ink = [1, 3, 5].map((at) => parseInt(theme.color.ink.slice(at, at + 2), 16));

  it('keeps the maskable icon’s mark inside the safe zone: ink outside a radius of 40 % of the edge', () => {
    const { size } = siteIcons.maskable512;
    const rgba = pixels(iconSvg(mark, siteIcons.maskable512));
    let outside = 0;
    let off = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) <= size * 0.4) continue;
        outside++;
        const at = (y * size + x) * 4;
        // Within rounding of the ink: the mark's own ink square blends into the background at its edges.
        const differs = [...ink, 255].some((value, channel) => Math.abs(rgba[at + channel]! - value) > 2);
        if (differs) off++;
      }
    }
    expect(outside).toBeGreaterThan(0);
    expect(off).toBe(0);
  });

  it('gives iOS an opaque icon and the launchers the mark with its rounded corners', () => {
    const alphaAt = (rgba: Buffer, index: number) => rgba[index * 4 + 3];
    expect(alphaAt(pixels(iconSvg(mark, siteIcons.appleTouch)), 0)).toBe(255);
    expect(alphaAt(pixels(iconSvg(mark, siteIcons.any512)), 0)).toBe(0);
  });
});
