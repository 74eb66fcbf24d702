// A page's social card (1200 × 630 PNG), drawn at build time from its data (src/seo/socialCards.ts): satori lays
// out the element tree below and writes SVG with the text as paths, resvg rasterizes it. Same input, same bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { company } from '../../src/content/company';
import { SOCIAL_CARD, type CardTone, type SocialCard } from '../../src/seo/socialCards';
import { iconPaths } from '../../src/ui/iconPaths';
import { theme } from '../../src/ui/theme';

const { color } = theme;
const require = createRequire(import.meta.url);

/** Inter from an npm package (satori reads WOFF, not WOFF2), so the build needs no font from the machine. */
const interWeights = [400, 600, 800] as const;
export const cardFonts = interWeights.map((weight) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
}));

type Style = Record<string, string | number>;
/** A satori element: the shape React elements have, without React. */
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[]; src?: string };
}
const div = (style: Style, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});
const img = (src: string, size: number): Node => ({
  type: 'img',
  props: { src, style: { width: size, height: size } },
});

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
/** `#rrggbb` at `alpha`. */
const rgba = (hex: string, alpha: number) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/**
 * The colours of a tone: its glow lights the top right, the eyebrow and the icon, the other side's glow the bottom
 * left; the badge behind the icon runs from its own side's colour to the other's.
 */
const tones: Record<CardTone, { glow: string; otherGlow: string; badge: readonly [string, string] }> = {
  solutions: {
    glow: color.solutionsGlow,
    otherGlow: color.talentGlow,
    badge: [color.solutions, color.talent],
  },
  talent: { glow: color.talentGlow, otherGlow: color.solutionsGlow, badge: [color.talent, color.solutions] },
  brand: { glow: color.solutionsGlow, otherGlow: color.talentGlow, badge: [color.solutions, color.talent] },
};

/** One of the site's icons (src/ui/iconPaths.ts) as the site draws it (src/ui/ShellIcon.tsx), in `stroke`. */
const strokeIconSvg = (markup: string, stroke: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${markup}</svg>`;

const domain = new URL(company.siteUrl).hostname.replace(/^www\./, '');

/** The element tree of one card. `brandMark` is the SVG source of the site's mark (public/favicon.svg). */
export function cardElement(card: SocialCard, brandMark: string): Node {
  const { glow, otherGlow, badge: badgeColors } = tones[card.tone];
  const badgeArt = card.icon
    ? img(svgDataUrl(strokeIconSvg(iconPaths[card.icon], glow)), 150)
    : img(svgDataUrl(brandMark), 200);
  return div(
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      flexDirection: 'column',
      fontFamily: 'Inter',
      color: color.textInverse,
      backgroundColor: color.ink,
      backgroundImage: `radial-gradient(circle at 88% 8%, ${rgba(glow, 0.34)} 0%, ${rgba(glow, 0)} 50%), radial-gradient(circle at 0% 100%, ${rgba(otherGlow, 0.2)} 0%, ${rgba(otherGlow, 0)} 45%)`,
    },
    div(
      { flex: 1, flexDirection: 'column', padding: '56px 72px 0' },
      div(
        { alignItems: 'center', gap: 18 },
        img(svgDataUrl(brandMark), 60),
        div(
          { fontSize: 34, fontWeight: 800, letterSpacing: -0.8 },
          company.shortName,
          div({ color: glow }, '.'),
        ),
      ),
      div(
        { flex: 1, alignItems: 'center', gap: 56 },
        div(
          { flex: 1, flexDirection: 'column' },
          div(
            { fontSize: 24, fontWeight: 600, color: glow, letterSpacing: 3, textTransform: 'uppercase' },
            card.eyebrow,
          ),
          div(
            {
              marginTop: 18,
              // Three lines of the largest size would crowd the line under them.
              fontSize: card.title.length > 32 ? 58 : 66,
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1.5,
              textWrap: 'balance',
            },
            card.title,
          ),
          div(
            {
              marginTop: 24,
              fontSize: 32,
              lineHeight: 1.3,
              color: color.textInverseMuted,
              textWrap: 'balance',
            },
            card.line,
          ),
        ),
        div(
          {
            width: 236,
            height: 236,
            flexShrink: 0,
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 52,
            border: `2px solid ${rgba(color.borderStrong, 0.3)}`,
            backgroundImage: `linear-gradient(145deg, ${rgba(badgeColors[0], 0.4)}, ${rgba(badgeColors[1], 0.25)})`,
          },
          badgeArt,
        ),
      ),
      div({ paddingBottom: 34, fontSize: 24, fontWeight: 600, color: color.textInverseMuted }, domain),
    ),
    div({
      height: 12,
      backgroundImage: `linear-gradient(90deg, ${color.solutions}, ${color.solutionsGlow}, ${color.talentGlow}, ${color.talent})`,
    }),
  );
}

/** The card's SVG, laid out by satori with the text drawn as paths. */
export const cardSvg = (card: SocialCard, brandMark: string): Promise<string> =>
  // satori's types name React's element type; the tree above has that shape.
  satori(cardElement(card, brandMark) as unknown as Parameters<typeof satori>[0], {
    ...SOCIAL_CARD,
    fonts: cardFonts,
  });

/** Rasterizes an SVG at `width` pixels wide, with no font from the machine (satori drew the text as paths). */
export const rasterize = (svg: string, width: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

export async function renderCard(card: SocialCard, brandMark: string): Promise<Buffer> {
  return rasterize(await cardSvg(card, brandMark), SOCIAL_CARD.width);
}
