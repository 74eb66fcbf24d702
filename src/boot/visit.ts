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
 * outside its own body.
 */
export function noteVisit(): void {
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
        landing_page: location.pathname,
        referrer_host: host === location.hostname ? '' : host,
      };
      for (const [name, value] of new URLSearchParams(location.search))
        if (name.startsWith('utm_')) visit[name] = value;
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
      const values: Record<string, unknown> = { ...visit, source_page: location.pathname };
      for (const input of (target as Element).querySelectorAll<HTMLInputElement>('input[type=hidden]'))
        if (input.name in values) input.value = String(values[input.name]);
    },
    true,
  );
}
