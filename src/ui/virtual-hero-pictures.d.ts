/** The service and industry heroes' pictures, drawn at build time (scripts/heroPicturesPlugin.ts), by page path. */
declare module 'virtual:hero-pictures/services' {
  const pictures: Readonly<Record<string, import('./PageHero').HeroPictureMarkup>>;
  export default pictures;
}
declare module 'virtual:hero-pictures/industries' {
  const pictures: Readonly<Record<string, import('./PageHero').HeroPictureMarkup>>;
  export default pictures;
}
