import { randomUUID } from 'node:crypto';
import { ownerDesk } from '../../../src/content/ownerDesk';
import { localAccessToken } from '../../../scripts/localAccess.mjs';
import { waitUntil } from '../visitor';
import type { Journey } from './journey';

/** The host the journey's image is blocked from: `.invalid` never resolves, and the console filter knows it. */
export const CSP_PROBE_HOST = /csp-probe-[a-z]+\.invalid/;

export const errorJourneys: Journey[] = [
  {
    title: '14. a CSP violation the page meets reaches the owner’s desk, reported by the browser itself',
    // The browser sends its report on its own schedule: up to a minute in some engines.
    timeout: 90_000,
    async run({ visitor, origin, stateDir }) {
      const host = `csp-probe-${randomUUID()
        .replace(/[^a-f]/g, '')
        .slice(0, 10)}.invalid`;
      await visitor.goto('/about');
      await visitor.session.evaluate((src) => {
        const image = new Image();
        image.src = src;
        document.body.append(image);
        return true;
      }, `https://${host}/pixel.png`);
      const heading = `${ownerDesk.errors.kinds['csp-violation']}:</span> img-src blocked https://${host}/`;
      await waitUntil(
        `the owner's desk shows "${heading}"`,
        async () => {
          const desk = await fetch(`${origin}/owner`, {
            headers: { 'Cf-Access-Jwt-Assertion': await localAccessToken(stateDir) },
          });
          const html = await desk.text();
          return html.slice(html.indexOf(heading), html.indexOf('</article>', html.indexOf(heading)));
        },
        (card) => card.startsWith(heading) && card.includes('/about (1)'),
        75_000,
      );
    },
  },
];
