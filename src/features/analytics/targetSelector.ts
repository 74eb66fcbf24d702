import { joinTarget } from '../../shared/analyticsEvents';

/**
 * A short selector for the element a Web Vital blames (the largest paint, the interaction, the largest shift):
 * up to three levels, each its tag with its id or call-to-action place when it has one, cut to the limit by whole
 * levels from the outside (the element itself is kept: `joinTarget`). Never the element's text: it could be what a
 * visitor typed. The host accepts only this shape (docs/analytics.md#what-the-figures-keep).
 */
export function targetSelector(node: Node | null | undefined): string {
  const parts: string[] = [];
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element && parts.length < 3 && element !== document.body) {
    const place = element.getAttribute('data-preset-cta_place');
    parts.unshift(
      element.id
        ? `${element.localName}#${element.id}`
        : `${element.localName}${place ? `[data-preset-cta_place=${place}]` : ''}`,
    );
    if (element.id) break;
    element = element.parentElement;
  }
  return joinTarget(parts);
}
