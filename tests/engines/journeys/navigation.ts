import { expect } from 'vitest';
import { industryPages } from '../../../src/content/industries';
import { industryLinks, navigation, serviceLinks } from '../../../src/content/navigation';
import { paths } from '../../../src/content/paths';
import type { Query } from '../inPage';
import { isDesktop } from '../runs';
import { mainNav, openMenuButton, phoneMenu, pointOutside, type Journey } from './journey';

/** How far below its button a menu may open: the panel's top margin is 8 px. */
const MENU_GAP_PX = { min: 0, max: 12 };
/** How far off centre under its button a menu may sit. */
const MENU_CENTRE_PX = 4;

const menus = [
  { button: navigation.header.services, firstLink: serviceLinks[0]!, shot: 'menu-services' },
  { button: navigation.header.industries, firstLink: industryLinks[0]!, shot: 'menu-industries' },
];

export const navigationJourneys: Journey[] = [
  {
    title:
      '4. the phone menu opens, a group expands, it closes by Close Menu, Escape and the backdrop, and a link in it shows its page',
    applies: (run) => !isDesktop(run),
    async run({ run, visitor }) {
      await visitor.goto(paths.about);
      await visitor.click(openMenuButton);
      await visitor.visible(phoneMenu);
      await visitor.click({ text: navigation.header.services, within: phoneMenu });
      await visitor.visible({ role: 'link', name: serviceLinks[4]!.label, within: phoneMenu });
      await visitor.screenshot('phone-menu');
      await visitor.click({ role: 'button', name: navigation.header.closeMenu, within: phoneMenu });
      await visitor.hidden(phoneMenu);

      await visitor.click(openMenuButton);
      await visitor.visible(phoneMenu);
      await visitor.press('Escape');
      await visitor.hidden(phoneMenu);

      await visitor.click(openMenuButton);
      const panel = await visitor.visible(phoneMenu);
      const outside = pointOutside(panel!.box, run);
      await visitor.session.clickAt(outside.x, outside.y);
      await visitor.hidden(phoneMenu);

      // A link in the menu: the menu closes with the swap that shows the link's page (docs/decisions/0033).
      // (Services is still expanded from the first opening: Industries, closed until now, is expanded to reach it.)
      await visitor.click(openMenuButton);
      await visitor.click({ text: navigation.header.industries, within: phoneMenu });
      await visitor.click({ role: 'link', name: industryLinks[1]!.label, within: phoneMenu });
      await visitor.visible({ role: 'heading', name: industryPages[1]!.heading });
      await visitor.hidden(phoneMenu);
      // The page itself, not only its opening (the words a tap shows before the page's code: docs/decisions/0057).
      await visitor.visible({ role: 'heading', name: industryPages[1]!.capabilities.heading });
      await visitor.url(industryLinks[1]!.href, (url) => url.pathname === industryLinks[1]!.href);
    },
  },
  {
    title:
      '5. the Services and Industries menus open under their button, work by keyboard, and a link in one shows its page',
    applies: isDesktop,
    async run({ visitor }) {
      await visitor.goto(paths.about);
      for (const menu of menus) {
        const button: Query = { role: 'button', name: menu.button, within: mainNav };
        const firstLink: Query = { role: 'link', name: menu.firstLink.label, within: mainNav };
        const panel: Query = { ...firstLink, closest: '[popover]' };

        await visitor.click(button);
        const open = (await visitor.visible(panel))!.box;
        const under = (await visitor.read(button))!.box;
        await visitor.screenshot(menu.shot);
        const gap = open.y - (under.y + under.height);
        const offCentre = open.x + open.width / 2 - (under.x + under.width / 2);
        expect(gap, `${menu.button}: panel top minus button bottom`).toBeGreaterThanOrEqual(MENU_GAP_PX.min);
        expect(gap, `${menu.button}: panel top minus button bottom`).toBeLessThanOrEqual(MENU_GAP_PX.max);
        expect(Math.abs(offCentre), `${menu.button}: panel centre minus button centre`).toBeLessThanOrEqual(
          MENU_CENTRE_PX,
        );
        await visitor.press('Escape');
        await visitor.hidden(panel);

        await visitor.focus(button);
        await visitor.press('ArrowDown');
        await visitor.expect(firstLink, 'focused after ArrowDown', (s) => s?.focused === true);
        await visitor.press('Escape');
        await visitor.hidden(panel);
        await visitor.expect(button, 'focused again after Escape', (s) => s?.focused === true);
      }

      // A link in a menu: the menu closes with the swap that shows the link's page (docs/decisions/0033).
      const industries: Query = { role: 'button', name: navigation.header.industries, within: mainNav };
      const healthcare: Query = { role: 'link', name: industryLinks[0]!.label, within: mainNav };
      await visitor.click(industries);
      await visitor.click(healthcare);
      await visitor.visible({ role: 'heading', name: industryPages[0]!.heading });
      await visitor.hidden({ ...healthcare, closest: '[popover]' });
      await visitor.visible({ role: 'heading', name: industryPages[0]!.capabilities.heading });
      await visitor.url(industryLinks[0]!.href, (url) => url.pathname === industryLinks[0]!.href);
    },
  },
  {
    title:
      "15. a followed link's pressed look dims it to 60 %: its text's fill where the engine mixes colours, else its opacity",
    async run({ visitor }) {
      await visitor.goto(paths.about);
      // The look lasts one frame after a tap (src/app/pageSwap.ts), too short to catch: the attribute is set here.
      const look = await visitor.session.evaluate(() => {
        const link = document.querySelector('footer a[href]')!;
        link.setAttribute('data-following', '');
        const style = getComputedStyle(link);
        const alpha = (value: string) => {
          const slash = /\/\s*([\d.]+)\)$/.exec(value);
          if (slash) return Number(slash[1]);
          const parts = /^rgba?\(([^)]*)\)$/.exec(value)?.[1]?.split(',') ?? [];
          return parts.length === 4 ? Number(parts[3]) : 1;
        };
        const read = {
          fill: alpha(style.getPropertyValue('-webkit-text-fill-color')),
          opacity: Number(style.opacity),
          mixes: CSS.supports('color', 'color-mix(in srgb, red, blue)'),
        };
        link.removeAttribute('data-following');
        return read;
      });
      if (look.mixes) expect(look).toEqual({ fill: expect.closeTo(0.6, 2), opacity: 1, mixes: true });
      else expect(look).toEqual({ fill: 1, opacity: 0.6, mixes: false });
    },
  },
];
