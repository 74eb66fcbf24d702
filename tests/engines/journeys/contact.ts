import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contactForm } from '../../../src/content/contactForm';
import { helpSection, whereWeExcel } from '../../../src/content/home';
import { navigation } from '../../../src/content/navigation';
import { paths, sectionHref } from '../../../src/content/paths';
import { servicePageById } from '../../../src/content/services';
import type { ServiceInterest } from '../../../src/content/types';
import { uiCopy } from '../../../src/content/uiCopy';
import { wheelItems } from '../../../src/content/wheel';
import { leadsWith } from '../../support/leadsDb';
import type { Query } from '../inPage';
import { isDesktop, type Run } from '../runs';
import type { Visitor } from '../visitor';
import {
  contactDialog,
  main,
  mainNav,
  openMenuButton,
  phoneMenu,
  pointOutside,
  type Journey,
} from './journey';

interface CallToAction {
  kind: string;
  path: string;
  /** What the visitor clicks, in order, to open the dialog. */
  clicks: (run: Run) => Query[];
  /** The service it preselects ('' for none). */
  service: ServiceInterest | '';
  /** On phones the wheel navigates instead. */
  desktopOnly?: boolean;
}

const general: ServiceInterest = 'consultation';
const cloud = servicePageById.cloud;
const azure = cloud.tabs.find((tab) => tab.id === 'azure')!;
const security = servicePageById.security;
const firstWheelService = servicePageById[wheelItems[0]!.service];
const consultation: Query = { role: 'button', name: uiCopy.consultationButton, within: main };

const callsToAction: CallToAction[] = [
  {
    kind: 'Contact Us in the header (in the phone menu under 768 px)',
    path: paths.about,
    clicks: (run) =>
      isDesktop(run)
        ? [{ role: 'button', name: navigation.header.contact, within: mainNav }]
        : [openMenuButton, { role: 'button', name: navigation.header.contact, within: phoneMenu }],
    service: '',
  },
  // Like the header's, it preselects nothing and keeps the tab's draft: before any call to action that sets one.
  {
    kind: 'Contact Us on the /contact placeholder',
    path: paths.contact,
    clicks: () => [{ role: 'button', name: navigation.header.contact, within: main }],
    service: '',
  },
  {
    kind: 'Show Me How We Help on /',
    path: paths.home,
    clicks: () => [{ role: 'button', name: helpSection.button }],
    service: general,
  },
  {
    kind: 'a service page’s tab-panel call to action',
    path: sectionHref(cloud.path, azure.id),
    clicks: () => [{ role: 'button', name: azure.action, within: { role: 'tabpanel' } }],
    service: cloud.interest,
  },
  {
    kind: 'a service page’s hero call to action',
    path: security.path,
    clicks: () => [consultation],
    service: security.interest,
  },
  {
    kind: 'Book a Free Consultation on /about',
    path: paths.about,
    clicks: () => [consultation],
    service: general,
  },
  {
    kind: 'the wheel’s Talk to an Expert',
    path: paths.home,
    clicks: () => [{ role: 'button', name: whereWeExcel.talkToExpert }],
    service: firstWheelService.interest,
    desktopOnly: true,
  },
];

const serviceField: Query = { label: contactForm.labels.service, within: contactDialog };

async function openFromAbout(visitor: Visitor) {
  await visitor.goto(paths.about);
  await visitor.click(consultation);
  await visitor.visible(contactDialog);
}

export const contactJourneys: Journey[] = [
  {
    title: '1. every kind of call to action opens the contact dialog with its service preselected',
    // Seven calls to action, each on a page of its own: 20–24 s in WebKit beside the Chromium run of npm test, where
    // the other journeys take a page or two (docs/browser-support-testing.md, "Time").
    timeout: 60_000,
    async run({ run, visitor }) {
      for (const cta of callsToAction) {
        if (cta.desktopOnly && !isDesktop(run)) continue;
        await visitor.goto(cta.path);
        for (const query of cta.clicks(run)) await visitor.click(query);
        await visitor.visible(contactDialog).catch((error: Error) => {
          throw new Error(`${cta.kind} on ${cta.path}: ${error.message}`);
        });
        await visitor.expect(
          serviceField,
          `preselects "${cta.service}" (${cta.kind})`,
          (s) => s?.value === cta.service,
        );
        if (cta.path === paths.about && cta.service === '') await visitor.screenshot('dialog-from-header');
      }
    },
  },
  {
    title: '2. a submitted form shows the success toast and stores exactly one lead',
    async run({ run, visitor, stateDir }) {
      const marker = randomUUID();
      const lead = {
        name: `Engine Visitor ${marker}`,
        email: 'engines@example.com',
        message: `Journey ${marker}`,
      };
      await openFromAbout(visitor);
      await visitor.fill({ label: contactForm.labels.name, within: contactDialog }, lead.name);
      await visitor.fill({ label: contactForm.labels.email, within: contactDialog }, lead.email);
      await visitor.fill({ label: contactForm.labels.message, within: contactDialog }, lead.message);
      await visitor.screenshot('dialog-filled');
      await visitor.click({ role: 'button', name: contactForm.submit, within: contactDialog });
      await visitor.visible({ text: contactForm.toast.success.title });
      await visitor.visible({ text: contactForm.toast.success.description });
      await visitor.hidden(contactDialog);
      // In the viewport once it has slid in from the edge: what the visitor reads, and what the picture shows.
      await visitor.expect(
        { text: contactForm.toast.success.title },
        'inside the viewport',
        (s) => s !== null && s.box.x >= 0 && s.box.x + s.box.width <= run.width,
      );
      await visitor.screenshot('toast');
      expect(leadsWith(stateDir, marker)).toEqual([expect.objectContaining({ ...lead, service: general })]);
    },
  },
  {
    title: '3. the dialog closes by its close button, by Escape and by a click on the backdrop',
    async run({ run, visitor }) {
      await openFromAbout(visitor);
      await visitor.click({ role: 'button', name: contactForm.close, within: contactDialog });
      await visitor.hidden(contactDialog);

      await visitor.click(consultation);
      await visitor.visible(contactDialog);
      await visitor.press('Escape');
      await visitor.hidden(contactDialog);

      await visitor.click(consultation);
      const dialog = await visitor.visible(contactDialog);
      const outside = pointOutside(dialog!.box, run);
      await visitor.session.clickAt(outside.x, outside.y);
      await visitor.hidden(contactDialog);
    },
  },
];
