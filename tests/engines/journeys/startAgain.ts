import { expect } from 'vitest';
import { sectionHref, SECTION_PARAM } from '../../../src/content/paths';
import { servicePageById } from '../../../src/content/services';
import { startDroppingProxy } from '../droppingProxy';
import { isDesktop } from '../runs';
import { waitUntil } from '../visitor';
import type { Journey } from './journey';

const cloud = servicePageById.cloud;
const gcp = cloud.tabs.find((t) => t.id === 'gcp')!;
/** React DOM's chunk: without it no part of the app runs. */
const reactDom = /^\/assets\/react-dom-[^/]+\.js$/;

export const startAgainJourneys: Journey[] = [
  {
    title:
      '16. a page whose React DOM did not arrive gets it on a later try, in place (WebKit) or in the page loaded again (Firefox), and its tab works',
    // The boot is the same at every width; a phone's is the connection that drops.
    applies: (run) => !isDesktop(run),
    // In Firefox the boot tries three times more, 4 s apart, before it loads the page again.
    timeout: 60_000,
    async run({ run, visitor, origin }) {
      // The site through a proxy that answers the first request for React DOM's chunk (its preload) with a 503.
      const proxy = await startDroppingProxy(origin, reactDom, 1);
      try {
        // Not `goto`: WebKit's console probe would load this address again after the journey, with the proxy gone.
        await visitor.session.evaluate((url: string) => {
          location.assign(url);
          return true;
        }, `${proxy.origin}${cloud.path}`);
        await waitUntil(
          'the page on the proxy',
          () => visitor.session.evaluate(() => location.href),
          (href) => href.startsWith(proxy.origin),
        );
        // The visitor uses a tab at once, before the page's code has come.
        await visitor.click({ role: 'tab', name: gcp.label });
        const reloaded = () =>
          visitor.session.evaluate(
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type ===
              'reload',
          );
        if (run.id.startsWith('firefox')) {
          // Firefox keeps the failure for the document's life: every try fails at once, and after the last the boot
          // loads the page again. The tab clicked in the first document went with it; the visitor uses it again.
          await waitUntil('the page loaded again by the boot', reloaded, (yes) => yes, 30_000);
          await visitor.click({ role: 'tab', name: gcp.label });
        }
        // In WebKit no second click: its next try asks for the chunk again (the try's fetch replaces the failed
        // preload WebKit keeps), and the app takes over in place and replays the click the page kept meanwhile.
        await visitor.attribute({ role: 'tab', name: gcp.label }, 'aria-selected', 'true');
        await visitor.expect(
          { role: 'tabpanel' },
          `shows ${gcp.heading}`,
          (s) => s?.text.includes(gcp.heading) === true,
        );
        await visitor.url(
          `is ${sectionHref(cloud.path, gcp.id)}`,
          (url) => url.pathname === cloud.path && url.searchParams.get(SECTION_PARAM) === gcp.id,
        );
        expect(proxy.requests(), 'the chunk was asked for again').toBeGreaterThan(1);
        if (!run.id.startsWith('firefox')) expect(await reloaded(), 'WebKit recovered in place').toBe(false);
      } finally {
        // The tab keeps the name the boot gave it for the reload it did (once per tab); the run's other journeys
        // start with a tab that did none.
        await visitor.session.evaluate(() => {
          self.name = '';
          return true;
        });
        await proxy.close();
      }
    },
  },
];
