/**
 * The site's icons, every one drawn at build time from the one brand mark, `public/favicon.svg`
 * (scripts/seo/siteIcons.ts), and linked from every page. docs/seo.md says which platform reads which.
 */
export interface SiteIcon {
  href: string;
  /** Edge length in pixels. */
  size: number;
  /**
   * `mark`: the brand mark as drawn, its rounded corners transparent. `opaque`: the mark on a full square of the
   * theme's ink, for iOS (which shows transparency as black) and for launchers that crop an icon to their own shape
   * (`maskable`: the mark's letter already sits inside the central circle they keep, a unit test checks it).
   */
  fill: 'mark' | 'opaque';
}

/** The brand mark itself: the source every icon is drawn from. Pages do not link it as their icon (below). */
export const faviconSvg = '/favicon.svg';
export const manifestHref = '/manifest.webmanifest';

export const siteIcons = {
  // The pages' icons are PNGs only: Chromium draws an SVG icon by building an SVG document on the page's main thread,
  // a task of 20-35 ms at 1x CPU and 60-140 ms on a phone, after the first paint (docs/decisions/0049).
  favicon32: { href: '/icons/favicon-32.png', size: 32, fill: 'mark' },
  // 48 px for search results (Google asks for a multiple of 48 px) and for tab strips at 3x.
  favicon48: { href: '/icons/favicon-48.png', size: 48, fill: 'mark' },
  appleTouch: { href: '/apple-touch-icon.png', size: 180, fill: 'opaque' },
  any192: { href: '/icons/icon-192.png', size: 192, fill: 'mark' },
  any512: { href: '/icons/icon-512.png', size: 512, fill: 'mark' },
  maskable512: { href: '/icons/icon-maskable-512.png', size: 512, fill: 'opaque' },
} as const satisfies Record<string, SiteIcon>;

/** The icons the web app manifest lists, with the `purpose` each serves. */
export const manifestIcons = [
  { icon: siteIcons.any192, purpose: 'any' },
  { icon: siteIcons.any512, purpose: 'any' },
  { icon: siteIcons.maskable512, purpose: 'maskable' },
] as const;
