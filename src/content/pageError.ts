/**
 * What a visitor sees where a page could not be shown (src/app/PageBoundary.tsx): the rest of the site, its menus,
 * links and contact form, keeps working around it (docs/errors.md#what-the-visitor-sees).
 */
export const pageError = {
  heading: 'This page could not be shown',
  text: 'Something went wrong on our side while showing this page, and we have been told. The menu, the links and the contact form still work, or you can load the page again.',
  reload: 'Load the page again',
  home: 'Go to the home page',
} as const;
