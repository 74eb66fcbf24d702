import { __PRIVATE__ } from 'styled-components';

/**
 * The prerendered page's styled-components rules stay where the HTML put them, and the app adopts them instead of
 * writing them again (docs/decisions/0045-a-phone-s-first-seconds.md, "Styles"). styled-components' own way, when its
 * module starts, moves every rule of the server's `<style data-styled>` into a stylesheet of its own, one
 * `insertRule` each, and removes the server's element: every rule parsed a second time, then a style recalculation
 * of the whole document (its global rules changed), about 100 ms and 120 ms in two tasks on a phone. Its rehydration
 * looks for `data-styled` with its version; the prerenderer writes the block under this attribute instead, and the app
 * registers the block's class names, so a component that renders one of them inserts nothing.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** What `ServerStyleSheet.getStyleTags()` writes: one <style> block. */
const STYLED_TAG = /<style data-styled="[^"]*" data-styled-version="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The marker rule that ends each component's rules in the block: `data-styled.g12[id="sc-abc"]{content:"kL,Jp,"}` (the
 * component's id and the class names written for it). It matches no element.
 */
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/** The separator styled-components writes after each rule. */
const SEPARATOR = /\/\*!sc\*\/\n?/g;

/**
 * The server's style tags as the prerenderer writes them: the rules alone, with the class names each component
 * wrote listed on the element (`id:name,name;id:name`), so that the app reads a short attribute instead of scanning the
 * stylesheet, and styled-components, which looks for its own attributes, leaves the block alone.
 */
export const asServerStyles = (styleTags: string): string =>
  styleTags.replace(STYLED_TAG, (_, css: string) => {
    const names = [...css.matchAll(MARKER)].map(
      ([, id = '', list = '']) => `${id}:${list.replace(/,$/, '')}`,
    );
    const rules = css.replace(MARKER, '').replace(SEPARATOR, '');
    return `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(';')}">${rules}</style>`;
  });

/** The registry adoptServerStyles fills: styled-components' main sheet. */
interface NameRegistry {
  registerName(id: string, name: string): void;
}

/**
 * Tells styled-components which class names the server's block already holds, before the app's first render. Returns
 * how many it registered (0 on a page with no block: the dev server, tests).
 */
export function adoptServerStyles(
  root: ParentNode = document,
  registry: NameRegistry = __PRIVATE__.mainSheet,
): number {
  let count = 0;
  for (const style of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`))
    for (const entry of (style.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(';')) {
      const [id = '', list = ''] = entry.split(':');
      for (const name of list.split(','))
        if (id && name) {
          registry.registerName(id, name);
          count += 1;
        }
    }
  return count;
}
