// The site's icons and its web app manifest, drawn at build time from one source: the brand mark,
// public/favicon.svg. Every size is that SVG rasterized by resvg; the iOS and maskable icons draw it on an opaque
// square of the theme's ink.
import { company } from '../../src/content/company';
import { manifestIcons, siteIcons, type SiteIcon } from '../../src/seo/siteIcons';
import { theme } from '../../src/ui/theme';
import { rasterize, svgDataUrl } from './socialCard';

/** The mark drawn on a square of `size`: as it is, or on the theme's ink. */
export function iconSvg(mark: string, { size, fill }: SiteIcon): string {
  const background =
    fill === 'mark' ? '' : `<rect width="${size}" height="${size}" fill="${theme.color.ink}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${background}<image width="${size}" height="${size}" href="${svgDataUrl(mark)}"/>` +
    '</svg>'
  );
}

/** Every icon file: its address and its PNG bytes. */
export const iconFiles = (mark: string): { href: string; source: Buffer }[] =>
  Object.values(siteIcons).map((icon) => ({
    href: icon.href,
    source: rasterize(iconSvg(mark, icon), icon.size),
  }));

/**
 * The web app manifest. Its colours are the theme's: the ink of the header for the browser's own frame (as the
 * pages' `theme-color`), the pages' surface behind the splash screen.
 */
export const webManifest = (): string =>
  `${JSON.stringify(
    {
      id: '/',
      name: company.name,
      short_name: company.shortName,
      description: company.tagline,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'minimal-ui',
      theme_color: theme.color.ink,
      background_color: theme.color.surface,
      icons: manifestIcons.map(({ icon, purpose }) => ({
        src: icon.href,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose,
      })),
    },
    null,
    2,
  )}\n`;
