import { utmFields, type SourceField } from '../shared/sourceFields';

/** The source fields the visit writes, by their role (src/shared/sourceFields.ts names them). */
export interface VisitFields {
  landing: SourceField;
  referrer: SourceField;
  page: SourceField;
  utm: readonly SourceField[];
}

/** Given to `noteVisit` when the inline script is built (src/boot/inlineScript.ts). */
export const visitFields: VisitFields = {
  landing: 'landing_page',
  referrer: 'referrer_host',
  page: 'source_page',
  utm: utmFields,
};

/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted: notes the visit of this browser
 * tab in sessionStorage (`visit`) unless an earlier page of the tab did: the page it landed on, the host name only of
 * the site that sent it (this site is no referrer) and every `utm_` tag of the landing address, with when it
 * started. So a visitor who moves on before the app takes over keeps the landing page. A visit ends with the tab or
 * after a day; there is no identifier and no cookie (docs/analytics.md).
 *
 * As a dialog opens by command (`show-modal`), its hidden fields named like the visit's fields, and `source_page`,
 * take the visit and this page, so a form the browser posts before the app runs names its source; the call to
 * action names itself through its presets (src/boot/commandPresets.ts). The app reads the same visit
 * (src/store/visit.ts).
 *
 * The page's inline script is this function's source text (src/boot/inlineScript.ts): it must not use anything from
 * outside its own body. The names of the fields it writes come in as its argument, written into the script when the
 * site is built from the one list of a lead's source fields (`visitFields`, src/shared/sourceFields.ts).
 */
export function noteVisit(fields: VisitFields): void {
  const key = 'visit';
  const now = Date.now();
  type Visit = Record<string, string | number> | null;
  let visit: Visit = null;
  try {
    visit = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Visit;
    if (!visit || now - Number(visit.startedAt) > 864e5) {
      const host = document.referrer && new URL(document.referrer).hostname;
      visit = {
        startedAt: now,
        [fields.landing]: location.pathname,
        [fields.referrer]: host === location.hostname ? '' : host,
      };
      const params = new URLSearchParams(location.search);
      for (const name of fields.utm) if (params.has(name)) visit[name] = params.get(name) ?? '';
      sessionStorage.setItem(key, JSON.stringify(visit));
    }
  } catch {
    // Storage blocked: the app knows this page only.
  }
  window.addEventListener(
    'command',
    (event) => {
      const { command, target } = event as CommandEvent;
      if (command !== 'show-modal') return;
      const values: Record<string, unknown> = { ...visit, [fields.page]: location.pathname };
      for (const input of (target as Element).querySelectorAll<HTMLInputElement>('input[type=hidden]'))
        if (input.name in values) input.value = String(values[input.name]);
    },
    true,
  );
}
