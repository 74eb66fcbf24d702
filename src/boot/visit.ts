import { utmFields, type SourceField } from '../shared/sourceFields';

/**
 * The source fields the visit writes, by their role (src/shared/sourceFields.ts names them). A tuple, not an object:
 * it is written into the boot script's text, whose bytes are budgeted, and an array carries no keys.
 */
export type VisitFields = readonly [
  landing: SourceField,
  referrer: SourceField,
  page: SourceField,
  utm: readonly SourceField[],
];

/** Given to `noteVisit` when the inline script is built (src/boot/inlineScript.ts). */
export const visitFields: VisitFields = ['landing_page', 'referrer_host', 'source_page', utmFields];

/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted: notes the visit of this browser
 * tab in sessionStorage (`visit`) unless an earlier page of the tab did: the page it landed on, the host name only of
 * the site that sent it (this site is no referrer) and every `utm_` tag of the landing address, with when it
 * started. So a visitor who moves on before the app takes over keeps the landing page. A visit ends with the tab or
 * after a day; there is no identifier and no cookie (docs/analytics.md).
 *
 * As a dialog opens by command (`show-modal`, natively or through src/boot/platformFallbacks.ts), its fields take
 * their values, so a form the browser posts before the app runs names its source: the hidden fields named like the
 * visit's fields, and `source_page`, take the visit and this page; and the button that opened it may say what the
 * form starts with, one `data-preset-<field name>="value"` attribute per field (an empty value empties the field; a
 * field the button names no value for keeps the visitor's). The contact dialog's calls to action preselect their
 * service and name themselves as the lead's source this way (src/ui/ContactButton.tsx), from the first paint, before
 * the app runs; without JavaScript the select simply starts as the visitor left it. The app reads the same visit
 * (src/store/visit.ts). One listener does both: the boot script's bytes are budgeted (bench: boot-js).
 *
 * The page's inline script is this function's source text (src/boot/inlineScript.ts): it must not use anything from
 * outside its own body. The names of the fields it writes come in as its argument, written into the script when the
 * site is built from the one list of a lead's source fields (`visitFields`, src/shared/sourceFields.ts).
 */
export const noteVisit = ([landing, referrer, page, utm]: VisitFields): void => {
  const key = 'visit';
  const now = Date.now();
  type Visit = Record<string, string | number> | null;
  let visit: Visit = null;
  try {
    // No visit yet: `JSON.parse(null)` reads the string "null", so null. (Plain, not `?? 'null'`: the boot's bytes
    // are budgeted.) The same budget keeps the casts below: a stored `startedAt` that is not a number subtracts as
    // `Number()` would, and a field's `value` setter turns what it is given into a string.
    visit = JSON.parse(sessionStorage.getItem(key) as string) as Visit;
    if (!visit || now - (visit.startedAt as number) > 864e5) {
      const host = document.referrer && new URL(document.referrer).hostname;
      visit = {
        startedAt: now,
        [landing]: location.pathname,
        [referrer]: host === location.hostname ? '' : host,
      };
      const params = new URLSearchParams(location.search);
      for (const name of utm) if (params.has(name)) visit[name] = params.get(name) ?? '';
      sessionStorage.setItem(key, JSON.stringify(visit));
    }
  } catch {
    // Storage blocked: the app knows this page only.
  }
  // `command` does not bubble: heard in the capture phase.
  addEventListener(
    'command',
    (event) => {
      const { command, source, target } = event as CommandEvent;
      if (command !== 'show-modal') return;
      const values: Record<string, unknown> = { ...visit, [page]: location.pathname };
      for (const { name, value } of source?.attributes ?? [])
        if (name.startsWith('data-preset-')) values[name.slice(12)] = value;
      for (const field of (target as Element).querySelectorAll<HTMLInputElement>('[name]'))
        if (field.name in values) field.value = values[field.name] as string;
    },
    true,
  );
};
