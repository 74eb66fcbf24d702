import { beaconLimits } from '../../shared/analyticsEvents';

/**
 * A short selector for the element a Web Vital blames (the largest paint, the interaction, the largest shift):
 * up to three levels, each its tag with its id or call-to-action place when it has one, capped at the limit from
 * the end (the element itself). Never the element's text: it could be what a visitor typed.
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
  return parts.join('>').slice(-beaconLimits.target);
}
