/** The hero backdrops' pictures as PNG data URLs (scripts/heroBackdropPlugin.ts). */
declare module 'virtual:hero-backdrop' {
  const urls: Record<import('../../store/hero').HeroTab | 'dots1x' | 'dots2x', string>;
  export default urls;
}
