import { expect } from 'vitest';
import { notFound } from '../../../src/content/notFound';
import { SECTION_PARAM, sectionHref } from '../../../src/content/paths';
import { servicePageById } from '../../../src/content/services';
import type { Query } from '../inPage';
import { main, type Journey } from './journey';

const cloud = servicePageById.cloud;
const tab = (id: string) => cloud.tabs.find((t) => t.id === id)!;

export const pageJourneys: Journey[] = [
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
