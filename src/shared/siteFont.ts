/**
 * The site font's family as CSS names it: the first of the body's stack (src/ui/theme.ts), the family the
 * self-hosted `@font-face` rules declare (@fontsource-variable/inter, imported by src/main.ts), and the face the
 * page's inline script asks for while the head is parsed (src/boot/inlineScript.ts). The build checks that the
 * rules declare it (scripts/prerender.mjs).
 */
export const SITE_FONT_FAMILY = "'Inter Variable'";
