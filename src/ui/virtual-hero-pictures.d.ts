/**
 * A service or industry hero's picture, drawn at build time (scripts/heroPicturesPlugin.ts): `virtual:hero-picture/`
 * and the page's path without its leading slash.
 */
declare module 'virtual:hero-picture/*' {
  const picture: import('./PageHero').HeroPictureMarkup;
  export default picture;
}
