/** Each indexable page's social card, by the page's path (scripts/seoAssetsPlugin.ts). */
declare module 'virtual:social-cards' {
  /** The picture's address on the site, and what it shows in words (`og:image:alt`). */
  const cards: Readonly<Record<string, { url: string; alt: string }>>;
  export default cards;
  /** Size in pixels of every card. */
  export const width: number;
  export const height: number;
}
