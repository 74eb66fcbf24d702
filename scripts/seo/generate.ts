// Everything the seo-assets plugin writes (scripts/seoAssetsPlugin.ts): each indexable page's social card, the icons,
// the web app manifest, and the tags that link them from every page's <head>. Loaded through Vite's module runner,
// so it reads the site's TypeScript sources as the app does.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isIndexable, routes } from '../../src/app/routes';
import { faviconSvg, manifestHref, siteIcons } from '../../src/seo/siteIcons';
import { SOCIAL_CARD, socialCardFor } from '../../src/seo/socialCards';
import { theme } from '../../src/ui/theme';
import { iconFiles, webManifest } from './siteIcons';
import { cardElement, cardFonts, renderCard } from './socialCard';

const require = createRequire(import.meta.url);

export interface GeneratedFile {
  /** Address on the site. */
  href: string;
  source: Buffer | string;
}

export interface PageCard extends GeneratedFile {
  /** The page's path. */
  path: string;
  alt: string;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Everything a card's pixels depend on besides its element tree: the fonts and the two renderers' versions. */
const rendererDigest = sha256(
  ...cardFonts.map((font) => font.data),
  ['satori', '@resvg/resvg-js'].map((name) => require(`${name}/package.json`).version).join(' '),
);

/**
 * The card of every indexable page at /assets/og/<page>-<hash of its bytes>.png. A card whose element tree, fonts
 * and renderers are unchanged is read from `cacheDir` instead of being rendered again.
 */
async function socialCards(mark: string, cacheDir: string): Promise<PageCard[]> {
  await mkdir(cacheDir, { recursive: true });
  const cards = [];
  for (const route of routes.filter(isIndexable)) {
    const card = socialCardFor(route);
    if (!card) continue;
    const cached = join(cacheDir, `${sha256(JSON.stringify(cardElement(card, mark)), rendererDigest)}.png`);
    const source = await readFile(cached).catch(async () => {
      const png = await renderCard(card, mark);
      await writeFile(cached, png);
      return png;
    });
    const href = `/assets/og/${card.slug}-${sha256(source).slice(0, 10)}.png`;
    cards.push({ path: route.path, href, source, alt: card.alt });
  }
  return cards;
}

/** `virtual:social-cards`: each page's card address and words, and the cards' size. */
const cardsModule = (cards: readonly PageCard[]) =>
  [
    `export default ${JSON.stringify(Object.fromEntries(cards.map((c) => [c.path, { url: c.href, alt: c.alt }])))};`,
    `export const width = ${SOCIAL_CARD.width};`,
    `export const height = ${SOCIAL_CARD.height};`,
    '',
  ].join('\n');

/**
 * The tags every page's <head> carries: theme colour, icons (PNGs of two sizes, no SVG: docs/decisions/0049; iOS's),
 * manifest.
 */
const headTags = () => [
  { tag: 'meta', attrs: { name: 'theme-color', content: theme.color.ink } },
  ...[siteIcons.favicon32, siteIcons.favicon48].map((icon) => ({
    tag: 'link',
    attrs: { rel: 'icon', href: icon.href, type: 'image/png', sizes: `${icon.size}x${icon.size}` },
  })),
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: siteIcons.appleTouch.href } },
  { tag: 'link', attrs: { rel: 'manifest', href: manifestHref } },
];

/** `publicDir` holds the brand mark; rendered cards are kept in `cacheDir`. */
export async function generateSeoAssets(publicDir: string, cacheDir: string) {
  const mark = await readFile(join(publicDir, faviconSvg), 'utf8');
  const cards = await socialCards(mark, cacheDir);
  const files: GeneratedFile[] = [
    ...cards,
    ...iconFiles(mark),
    { href: manifestHref, source: webManifest() },
  ];
  return { cardsModule: cardsModule(cards), headTags: headTags(), files };
}
