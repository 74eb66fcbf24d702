import { hero, homeFaqs, homeFaqsHeading, whereWeExcel } from '../../../src/content/home';
import { quickLinks } from '../../../src/content/navigation';
import { paths, servicePaths } from '../../../src/content/paths';
import { wheelItems } from '../../../src/content/wheel';
import { DIVIDER } from '../../../src/features/hero/divider';
import type { Query } from '../inPage';
import { isDesktop } from '../runs';
import { waitUntil } from '../visitor';
import type { Journey } from './journey';

/** Software WebGL (llvmpipe) compiles and draws the hero's first frames in 1.5–3.5 s here, alone. */
const SCENE_TIMEOUT_MS = 30_000;
/**
 * How long the app may take to come to rest on /about (the home page rendered ahead on a desktop): a wait about the
 * rested app, not a visitor's. WebKitGTK under Xvfb, beside the browser run on both cores, once took over 15 s to
 * render the pages ahead (docs/browser-support-testing.md, "Waits about the app at rest").
 */
const REST_TIMEOUT_MS = 45_000;

const faq: Query = { role: 'region', name: homeFaqsHeading };
const wheel: Query = { role: 'group', name: whereWeExcel.heading };
const wheelItem = (id: string) => wheelItems.find((item) => item.id === id)!;
const heroSlots = ['[data-art="talent"] [data-scene-slot]', '[data-art="workflow"] [data-scene-slot]'];

export const homeJourneys: Journey[] = [
  {
    title:
      '6. the FAQ on / keeps one answer open: opening a second closes the first; / shown by the app comes whole',
    async run({ run, visitor }) {
      const [first, last] = [homeFaqs[0]!, homeFaqs[homeFaqs.length - 1]!];
      await visitor.goto(paths.home);
      await visitor.click({ text: first.question, within: faq });
      await visitor.visible({ text: first.answer, within: faq });
      await visitor.click({ text: last.question, within: faq });
      await visitor.visible({ text: last.answer, within: faq });
      await visitor.hidden({ text: first.answer, within: faq });

      // The app at rest on /about: its footer's Home link swaps / in, first screen first and the rest a frame later
      // (docs/decisions/0043), and the FAQ at its foot works. A desktop has rendered the home page ahead, hidden; a
      // phone renders no page ahead and loads the page's module when the link is pressed (docs/decisions/0045).
      await visitor.goto(paths.about);
      if (isDesktop(run))
        await waitUntil(
          'the home page is rendered ahead on /about',
          () => visitor.session.evaluate(() => document.getElementById('home-faq') !== null),
          (ahead) => ahead,
          REST_TIMEOUT_MS,
        );
      else
        await waitUntil(
          'the app has taken over /about, with no page rendered ahead',
          () =>
            visitor.session.evaluate(
              () =>
                document.documentElement.hasAttribute('data-hydrated') &&
                document.getElementById('home-faq') === null,
            ),
          (ready) => ready,
          REST_TIMEOUT_MS,
        );
      await visitor.click({ role: 'link', name: quickLinks[0]!.label, within: { css: 'footer' } });
      await visitor.url(`is ${paths.home}`, (url) => url.pathname === paths.home);
      await visitor.click({ text: first.question, within: faq });
      await visitor.visible({ text: first.answer, within: faq });
    },
    // Its rest wait, beside the visitor's steps.
    timeout: 30_000 + REST_TIMEOUT_MS,
  },
  {
    title: '8. a wheel segment selects its service (desktop) or opens its page (phone)',
    async run({ run, visitor }) {
      await visitor.goto(paths.home);
      if (isDesktop(run)) {
        const cloud = wheelItem('cloud');
        const segment: Query = { role: 'button', name: cloud.title, within: wheel };
        await visitor.click(segment);
        await visitor.attribute(segment, 'aria-pressed', 'true');
        await visitor.visible({ role: 'region', name: cloud.title });
        await visitor.screenshot('wheel-selected');
      } else {
        const security = wheelItem('security');
        await visitor.click({ role: 'button', name: security.title, within: wheel });
        await visitor.url(
          `is ${servicePaths[security.service]}`,
          (url) => url.pathname === servicePaths[security.service],
        );
      }
    },
  },
  {
    title: '9. the hero divider moves by keyboard (desktop); the hero tabs switch (phone)',
    async run({ run, visitor }) {
      await visitor.goto(paths.home);
      if (isDesktop(run)) {
        const divider: Query = { role: 'separator', name: hero.dividerLabel };
        await visitor.attribute(divider, 'aria-valuenow', String(DIVIDER.start));
        await visitor.focus(divider);
        await visitor.press('ArrowLeft');
        await visitor.attribute(divider, 'aria-valuenow', String(DIVIDER.start - DIVIDER.step));
        await visitor.press('End');
        await visitor.attribute(divider, 'aria-valuenow', String(DIVIDER.max));
      } else {
        const talent: Query = { role: 'tab', name: hero.tabs.talent };
        await visitor.click(talent);
        await visitor.attribute(talent, 'aria-selected', 'true');
        await visitor.visible({ role: 'link', name: hero.talent.cta });
        await visitor.screenshot('hero-talent-tab');
      }
    },
  },
  {
    title:
      '10. the hero draws: WebGL where the run has it on desktop, the SVG scenes otherwise (on a phone, the talent side once its tab is chosen)',
    timeout: SCENE_TIMEOUT_MS * 2 + 15_000,
    async run({ run, visitor }) {
      const drawsIn = async (mode: 'webgl' | 'svg', slots = heroSlots) => {
        for (const css of slots)
          await visitor.expect(
            { css },
            `draws its ${mode} scene`,
            (s) => s?.attributes['data-scene-mode'] === mode && s.attributes['data-scene-ready'] === 'true',
            SCENE_TIMEOUT_MS,
          );
      };
      await visitor.goto(paths.home);
      if (isDesktop(run)) await drawsIn(run.expectWebgl ? 'webgl' : 'svg');
      else {
        // A phone's talent side, behind its tab, is the server's drawing until the visitor reaches for it, and its
        // scene is ready once its code has come (docs/decisions/0068).
        const [talentSlot, workflowSlot] = heroSlots;
        await drawsIn('svg', [workflowSlot!]);
        await visitor.click({ role: 'tab', name: hero.tabs.talent });
        await drawsIn('svg', [talentSlot!]);
      }
      await visitor.screenshot('home');
      if (!isDesktop(run) || !run.webglByFlag) return;
      // The WebGL scenes, which this engine's visitors do not get, still draw here for tests and tuning.
      await visitor.goto(`${paths.home}?webgl`);
      await drawsIn('webgl');
      await visitor.screenshot('home-webgl');
    },
  },
];
