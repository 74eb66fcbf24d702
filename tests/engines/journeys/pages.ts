import { expect } from 'vitest';
import { industryPages } from '../../../src/content/industries';
import { notFound } from '../../../src/content/notFound';
import { paths, SECTION_PARAM, sectionHref } from '../../../src/content/paths';
import { servicePageById, servicePages } from '../../../src/content/services';
import { loneWords } from '../../support/typography';
import type { Query } from '../inPage';
import { main, type Journey } from './journey';

const cloud = servicePageById.cloud;
const tab = (id: string) => cloud.tabs.find((t) => t.id === id)!;

/** The pages with the most headings and leads: home, about, and the offer pages' template with all their copy. */
const typographyPages = [paths.home, paths.about, ...servicePages, ...industryPages].map((p) =>
  typeof p === 'string' ? p : p.path,
);

export const pageJourneys: Journey[] = [
  {
    title:
      '13. no heading or lead paragraph ends with a word alone or runs out of its box (balance and pretty where the engine has them, the kept-together tail everywhere)',
    async run({ visitor }) {
      for (const path of typographyPages) {
        await visitor.goto(path);
        await visitor.session.evaluate(() => document.fonts.ready.then(() => true));
        expect(await visitor.session.evaluate(loneWords), path).toEqual([]);
      }
    },
  },
  {
    title: '7. a service page opens on the ?section= tab, and another tab writes its section into the URL',
    async run({ visitor }) {
      const [azure, gcp] = [tab('azure'), tab('gcp')];
      const panel: Query = { role: 'tabpanel' };
      await visitor.goto(sectionHref(cloud.path, azure.id));
      await visitor.attribute({ role: 'tab', name: azure.label }, 'aria-selected', 'true');
      await visitor.expect(panel, `shows ${azure.heading}`, (s) => s?.text.includes(azure.heading) === true);
      await visitor.screenshot('service-page');
      await visitor.click({ role: 'tab', name: gcp.label });
      await visitor.attribute({ role: 'tab', name: gcp.label }, 'aria-selected', 'true');
      await visitor.expect(panel, `shows ${gcp.heading}`, (s) => s?.text.includes(gcp.heading) === true);
      await visitor.url(
        `is ${sectionHref(cloud.path, gcp.id)}`,
        (url) => url.pathname === cloud.path && url.searchParams.get(SECTION_PARAM) === gcp.id,
      );
    },
  },
  {
    title: '11. an unknown path shows the 404 page, answered with status 404, whose link leads home',
    async run({ run, visitor, origin }) {
      const path = `/no-such-page-${run.id}`;
      expect((await fetch(origin + path)).status).toBe(404);
      await visitor.goto(path);
      await visitor.visible({ text: notFound.text, within: main });
      const home: Query = { role: 'link', name: notFound.link, within: main };
      await visitor.attribute(home, 'href', notFound.href);
      await visitor.screenshot('not-found');
      await visitor.click(home);
      await visitor.url(`is ${notFound.href}`, (url) => url.pathname === notFound.href);
    },
  },
];
