import type { Page } from '@playwright/test';
import { OPENING_TIMING } from '../src/app/openingOnScreen';
import { industryPages } from '../src/content/industries';
import { contactForm } from '../src/content/contactForm';
import { hero, homeMeta } from '../src/content/homeHero';
import { servicePages } from '../src/content/services';
import { exposedExpanded } from './support/a11y';
import { expect, test } from './support/fixtures';

const cloudPage = servicePages.find((p) => p.id === 'cloud')!;

const services = [
  'AI Automation',
  'IT Talent',
  'Tech-Led Growth',
  'Security & Compliance',
  'Cloud & Infrastructure',
  'Custom Development',
];

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop menus are hidden under 768px');

  // The menus are popovers: the browser exposes each button's expanded state (no aria-expanded attribute needed).
  const menuButton = (href: string) =>
    `nav[aria-label="Main"] button[popovertarget]:has(+ [popover] a[href="${href}"])`;

  test('the Services menu opens by pointer and leads to a service page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services' });
    const cloud = nav.getByRole('link', { name: 'Cloud & Infrastructure' });
    await expect(cloud).toBeHidden();
    expect(await exposedExpanded(page, menuButton('/cloud'))).toBe(false);
    await button.click();
    for (const name of services) await expect(nav.getByRole('link', { name })).toBeVisible();
    expect(await exposedExpanded(page, menuButton('/cloud'))).toBe(true);
    await cloud.click();
    await expect(page).toHaveURL('/cloud');
    await expect(cloud).toBeHidden();
    expect(await exposedExpanded(page, menuButton('/cloud'))).toBe(false);
  });

  test('the link to the page on screen says so, on the way to another page and on the way back', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About', exact: true });
    const cloud = nav.locator('a[href="/cloud"]');
    await expect(about).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Cloud & Infrastructure' }).click();
    await expect(page).toHaveURL('/cloud');
    await expect(cloud).toHaveAttribute('aria-current', 'page');
    await expect(about).not.toHaveAttribute('aria-current');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(cloud).not.toHaveAttribute('aria-current');
  });

  test('a Ctrl or ⌘ click on a link opens it in a new tab and leaves the page where it is', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    const newTab = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(await newTab).toHaveURL('/blog');
    await expect(page).toHaveURL('/about');
  });

  // One load for the menus' keys, each a step of its own; each menu is closed by Escape before the next step, and the
  // step that follows a link comes last.
  test('the menus work with the keyboard: Enter opens, arrows move, Escape closes and returns focus; ArrowDown on a closed menu button opens it on its first link; Space opens a menu and Enter on a link follows it', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await test.step('the Industries menu: Enter opens, arrows move, Escape closes and returns focus', async () => {
      const button = nav.getByRole('button', { name: 'Industries' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeVisible();
      expect(await exposedExpanded(page, menuButton('/industries/healthcare'))).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'Finance' })).toBeFocused();
      await page.keyboard.press('End');
      await expect(nav.getByRole('link', { name: 'Technology & Consulting' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeHidden();
      expect(await exposedExpanded(page, menuButton('/industries/healthcare'))).toBe(false);
      await expect(button).toBeFocused();
    });

    await test.step('ArrowDown on a closed menu button opens it on its first link', async () => {
      await nav.getByRole('button', { name: 'Services' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(nav.getByRole('link', { name: 'Custom Development' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeHidden();
    });

    await test.step('Space opens a menu and Enter on a link follows it', async () => {
      await nav.getByRole('button', { name: 'Services' }).focus();
      await page.keyboard.press('Space');
      await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'IT Talent' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/it-talent');
    });
  });

  test('a click outside closes an open menu, and opening one menu closes the other', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeHidden();
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('button', { name: 'Industries' }).click();
    await expect(nav.getByRole('link', { name: 'Retail' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI Automation' })).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu exists under 768px');

  for (const width of [390, 360]) {
    test(`the panel is min(20rem, 85vw) wide at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open Menu' }).click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBe(Math.min(320, width * 0.85));
      // Flush with the right edge once the slide-in has finished.
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(width);
    });
  }

  test('groups expand and collapse, and a link navigates and closes the panel', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const panel = page.getByRole('dialog');
    // Each group is a native <details>: its summary is the toggle, expanded state exposed by the browser.
    const services = panel.locator('summary', { hasText: 'Services' });
    const industries = panel.locator('summary', { hasText: 'Industries' });
    const servicesSummary = '#mobile-menu details:nth-of-type(1) > summary';
    await expect(panel.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeHidden();
    expect(await exposedExpanded(page, servicesSummary)).toBe(false);
    await services.click();
    await expect(panel.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeVisible();
    expect(await exposedExpanded(page, servicesSummary)).toBe(true);
    await industries.click();
    await expect(panel.getByRole('link', { name: 'Government' })).toBeVisible();
    await services.click();
    await expect(panel.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Government' })).toBeVisible();
    await panel.getByRole('link', { name: 'Government' }).click();
    await expect(page).toHaveURL('/industries/government');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Close Menu, Escape and the backdrop each close the panel, and focus returns to Open Menu', async ({
    page,
  }) => {
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open Menu' });
    await open.click();
    await page.getByRole('button', { name: 'Close Menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test.describe('once the app runs', () => {
    // About the running app: the wrap at the panel's ends is the app's (src/ui/useFocusTrap.ts). Before it runs, the
    // browser's modal dialog lets Tab leave for the browser's own controls, never for the page behind
    // (tests/first-interaction/navigation.spec.ts).
    test.use({ waitForApp: true });

    test('Tab and Shift+Tab stay inside the open panel, wrapping at its ends', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open Menu' }).click();
      const panel = page.getByRole('dialog');
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });
  });
});

test.describe('footer', () => {
  test('Quick Links: Home and About are links; Blog, Careers and Contact us are disabled text', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    for (const name of ['Blog', 'Careers', 'Contact us']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(footer.getByText(name, { exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('lists every service and industry, the contact block, the 2024 notice and the design credit', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of services) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Healthcare', 'Finance', 'Retail', 'Government', 'Technology & Consulting']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.locator('address')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+1/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer).toContainText('© 2024');
    await expect(footer.getByRole('link', { name: /website by/i })).toHaveAttribute('href', /^https:/);
  });
});

type HoldBatch = { held: number; released: number[]; screen: number };

/**
 * Records each change of a held part of the page (src/app/firstScreen.ts), in the batches the page makes them (held
 * in the swap, released in the frame that shows the page, the rest released after that frame), with where each
 * released part begins.
 */
async function watchHolds(page: Page): Promise<() => Promise<HoldBatch[]>> {
  await page.evaluate(() => {
    const batches: HoldBatch[] = [];
    Object.assign(window, { __holdBatches: batches });
    new MutationObserver((records) => {
      const changed = records.map((record) => record.target as Element);
      batches.push({
        held: changed.filter((element) => element.hasAttribute('data-held')).length,
        released: changed
          .filter((element) => !element.hasAttribute('data-held'))
          .map((element) => element.getBoundingClientRect().top),
        screen: window.innerHeight,
      });
    }).observe(document.querySelector('main')!, { attributeFilter: ['data-held'], subtree: true });
  });
  // Read from the document the tap was made in: a page loaded as a new document would have none to give.
  return () => page.evaluate(() => (window as unknown as { __holdBatches: HoldBatch[] }).__holdBatches);
}

/** The room below a page's opening, busy until the page itself renders (src/app/PageOpening.tsx). */
const OPENING_ROOM = 'main [aria-busy="true"]';

/** The home hero's workflow diagram, drawn: its art box is empty in the page's opening. */
const WORKFLOW_DRAWN = 'main [data-art="workflow"] > *';

const tapHome = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();

/** The home page on screen, whole: its heading, its last section's heading, nothing held. */
async function homeShownWhole(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Built to Solve/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('[data-held]')).toHaveCount(0);
}

/**
 * Holds back every script the page requests from now on, until the function returned is called: a page's code on its
 * way, as on a slow link.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What the document holds when a heading of the page's `<main>` reading `heading` first appears (an `<h1>`, or the
 * elements `headingSelector` matches; with `heading` empty, any of them): for each probe, whether an element matches
 * its selector (and holds its text, when it has one).
 */
function heldWhenFirstSeen<K extends string>(
  page: Page,
  heading: string,
  probes: Record<K, { selector: string; text?: string }>,
  headingSelector = 'main h1',
): Promise<Record<K, boolean>> {
  return page.evaluate(
    ({ heading, probes, headingSelector }) =>
      new Promise<Record<string, boolean>>((resolve) => {
        const look = () => {
          if (![...document.querySelectorAll(headingSelector)].some((h) => h.textContent?.includes(heading)))
            return false;
          resolve(
            Object.fromEntries(
              Object.entries(probes).map(([name, { selector, text }]) => [
                name,
                [...document.querySelectorAll(selector)].some((e) => !text || e.textContent?.includes(text)),
              ]),
            ),
          );
          return true;
        };
        const watch = new MutationObserver(() => look() && watch.disconnect());
        watch.observe(document.body, { childList: true, subtree: true });
      }),
    { heading, probes: probes as Record<string, { selector: string; text?: string }>, headingSelector },
  ) as Promise<Record<K, boolean>>;
}

test.describe('a page the app swaps in', () => {
  // About the app's own navigation: a tap before the app has taken over loads the page as a document, whole.
  test.use({ waitForApp: true });

  test('tapped as soon as the app runs, it comes whole, and nothing on its first screen is held past its first frame', async ({
    page,
  }) => {
    await page.goto('/about');
    const holds = await watchHolds(page);
    await tapHome(page);
    await homeShownWhole(page);
    // The home page may not be rendered ahead yet: then its opening shows first, and the page replaces it when its
    // code has come. Each of those renders holds what is below the first screen, releases what is on it in the frame
    // that shows it, and releases the rest after that frame.
    const batches = await holds();
    let sinceHold = Infinity;
    for (const batch of batches) {
      if (batch.held > 0) sinceHold = 0;
      else if (++sinceHold > 1)
        for (const top of batch.released)
          expect(top, JSON.stringify(batches)).toBeGreaterThanOrEqual(batch.screen);
    }
  });

  test('the link a tap follows shows its text dimmed to 60 % in the frame that answers the tap, with the link itself still opaque', async ({
    page,
  }) => {
    await page.goto('/about');
    // The pressed look lasts from the click to the swap's task, one frame: its style is read the moment it is set.
    await page.evaluate(() => {
      const seen: { fill: string; color: string; opacity: string }[] = [];
      (window as unknown as { __pressed: typeof seen }).__pressed = seen;
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (!(target instanceof HTMLAnchorElement) || !target.hasAttribute('data-following')) continue;
          const style = getComputedStyle(target);
          seen.push({ fill: style.webkitTextFillColor, color: style.color, opacity: style.opacity });
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['data-following'], subtree: true });
    });
    await tapHome(page);
    await homeShownWhole(page);
    const pressed = await page.evaluate(
      () =>
        (window as unknown as { __pressed: { fill: string; color: string; opacity: string }[] }).__pressed,
    );
    expect(pressed).toHaveLength(1);
    const { fill, color, opacity } = pressed[0]!;
    // Resolved colours read as `rgb(r, g, b)`, `rgba(r, g, b, a)` or `color(srgb r g b / a)`.
    const alpha = (value: string) => {
      const slash = /\/\s*([\d.]+)\)$/.exec(value);
      if (slash) return Number(slash[1]);
      const parts = /^rgba?\(([^)]*)\)$/.exec(value)?.[1]?.split(',') ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    expect(alpha(color), color).toBe(1);
    expect(alpha(fill), fill).toBeCloseTo(0.6, 2);
    expect(opacity).toBe('1');
  });

  test('rendered ahead (the app at rest before the tap), it shows its first screen whole in its first frame, and the parts below it one frame later', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone renders no page ahead (docs/decisions/0045-a-phone-s-first-seconds.md)');
    await page.goto('/about');
    // The rested app: the home page rendered ahead, hidden, before the tap.
    await expect(page.locator('#home-faq')).toBeAttached();
    const holds = await watchHolds(page);
    await tapHome(page);
    await homeShownWhole(page);
    const batches = await holds();
    // Held in the swap: every part of the home page. Released in the frame that shows it: the parts that begin on
    // the first screen (the hero; on a phone the logo band too). Released after that frame: the rest, all below it.
    const [hold, ...releases] = batches;
    expect(hold!.held).toBeGreaterThan(0);
    expect(hold!.released).toEqual([]);
    const [inFrame, after] = releases;
    expect(releases, JSON.stringify(batches)).toHaveLength(2);
    expect(inFrame!.released.length).toBeGreaterThan(0);
    for (const top of inFrame!.released) expect(top).toBeLessThan(inFrame!.screen);
    expect(after!.released.length).toBeGreaterThan(0);
    for (const top of after!.released) expect(top).toBeGreaterThanOrEqual(after!.screen);
    expect(inFrame!.released.length + after!.released.length).toBe(hold!.held);
  });

  test('on a phone, no page is rendered ahead: at rest only the page on screen is in the document, and a tap still shows its page', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a desktop renders the menus’ pages ahead');
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // The app at rest: on a desktop the home page would be rendered ahead, hidden, by now.
    await page.waitForTimeout(2000);
    await expect(page.locator('#home-faq')).not.toBeAttached();
    await expect(page.locator('main h1')).toHaveCount(1);
    await tapHome(page);
    await homeShownWhole(page);
  });

  test('a page not rendered ahead shows its first screen before what is below it is rendered, then comes whole', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a desktop renders the home page ahead, whole, and may have done so before the tap');
    await page.goto('/about');
    // What the document holds when the home heading first appears: the page's opening, while its code is on its way
    // (src/app/PageOpening.tsx). Then when the hero's diagram first appears: the part below the first screen stands
    // in a placeholder, not yet rendered (src/ui/AfterFirstScreen.tsx), and so does the hero's talent tab, behind the
    // other.
    const headingSeen = heldWhenFirstSeen(page, 'Built to Solve', {
      opening: { selector: OPENING_ROOM },
      diagram: { selector: WORKFLOW_DRAWN },
    });
    const pageSeen = heldWhenFirstSeen(
      page,
      '',
      {
        opening: { selector: OPENING_ROOM },
        placeholder: { selector: 'main [data-after-first-screen]' },
        talentArtHeld: { selector: 'main [data-art="talent"] [data-after-first-screen]' },
        wheel: { selector: '#excel-heading' },
        faq: { selector: '#home-faq' },
      },
      WORKFLOW_DRAWN,
    );
    await tapHome(page);
    expect(await headingSeen).toEqual({ opening: true, diagram: false });
    expect(await pageSeen).toEqual({
      opening: false,
      placeholder: true,
      talentArtHeld: true,
      wheel: false,
      faq: false,
    });
    await homeShownWhole(page);
    await expect(page.locator('[data-after-first-screen]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Where We Excel' })).toBeVisible();
  });

  test("a phone's tap to the home page waits for the page's module alone: the hero's desktop parts are requested once it has run", async ({
    page,
    isMobile,
  }) => {
    test.skip(
      !isMobile,
      'a desktop requests the hero’s parts with the page: it shows them on its first screen',
    );
    await page.goto('/about');
    // Each script's request, in order, and when its response ended (docs/decisions/0054).
    const scripts: { url: string; started: number; ended?: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), started: Date.now() });
    });
    page.on('requestfinished', (request) => {
      const entry = scripts.find((s) => s.url === request.url());
      if (entry) entry.ended = Date.now();
    });
    await tapHome(page);
    await homeShownWhole(page);
    await expect(page.getByRole('tab', { name: 'Talent' })).toBeVisible();
    const chunk = (name: string) =>
      scripts.find((s) => new URL(s.url).pathname.startsWith(`/assets/${name}-`));
    const homePage = chunk('HomePage');
    const heroParts = chunk('HomeHeroParts');
    expect(homePage?.ended).toBeDefined();
    expect(heroParts).toBeDefined();
    expect(heroParts!.started).toBeGreaterThanOrEqual(homePage!.ended!);
    // The talent side still comes whole when the visitor asks for it.
    await page.getByRole('tab', { name: 'Talent' }).click();
    await expect(page.getByRole('link', { name: /Find Talent/ })).toBeVisible();
    await expect(page.locator('main [data-art="talent"] svg').first()).toBeVisible();
  });

  test('a desktop’s tap to the home page shows the hero’s art whole in one frame: the divider and the talent network with the workflow diagram', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone hides the divider and shows the talent side behind a tab');
    await page.goto('/about');
    // Whether the page was rendered ahead or its opening shows first (src/app/PageOpening.tsx).
    const firstSeen = heldWhenFirstSeen(
      page,
      '',
      {
        divider: { selector: 'main [role="separator"]' },
        talentNetwork: { selector: 'main [data-art="talent"] svg' },
      },
      WORKFLOW_DRAWN,
    );
    await tapHome(page);
    expect(await firstSeen).toEqual({ divider: true, talentNetwork: true });
  });

  test("a service page tapped on a phone shows its opening words, then its hero and its first section's heading, then that section's tabs", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'in a wider window the first section is on the first screen, and renders with it');
    await page.goto('/about');
    // What the document holds when the cloud page's heading first appears: its opening, while its code is on its way
    // (src/app/PageOpening.tsx); then when its first section's heading does (src/pages/OfferPage.tsx).
    const firstSeen = heldWhenFirstSeen(page, 'Cloud infrastructure that scales with you', {
      opening: { selector: OPENING_ROOM },
      sectionHeading: { selector: 'main h2', text: 'Every major cloud, one team' },
    });
    const pageSeen = heldWhenFirstSeen(
      page,
      'Every major cloud, one team',
      {
        opening: { selector: OPENING_ROOM },
        tabs: { selector: 'main [role="tablist"]' },
        placeholder: { selector: 'main [data-after-first-screen]' },
      },
      'main h2',
    );
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cloud & Infrastructure', exact: true })
      .click();
    expect(await firstSeen).toEqual({ opening: true, sectionHeading: false });
    expect(await pageSeen).toEqual({ opening: false, tabs: false, placeholder: true });
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.locator('[data-after-first-screen]')).toHaveCount(0);
  });

  test("a phone's tap to a page whose code it fetched ahead still shows the page's opening first, keeps it until the browser reports it painted, then shows the page", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a desktop renders the menus’ pages ahead, and a tap reveals them');
    await page.goto('/about');
    // From the visitor's first input a phone fetches the menus' pages' code, one per idle period
    // (docs/decisions/0045-a-phone-s-first-seconds.md); the cloud page's is in the first few.
    const fetched = Promise.all(
      ['ServicePage', 'OfferPage', 'cloud'].map((chunk) =>
        page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/assets/${chunk}-`)),
      ),
    );
    await page.mouse.wheel(0, 400);
    await fetched;
    // The visitor reads on for a moment, then taps.
    await page.waitForTimeout(500);
    const firstSeen = heldWhenFirstSeen(page, cloudPage.heading, {
      opening: { selector: OPENING_ROOM },
      sectionHeading: { selector: 'main h2', text: cloudPage.offers.heading },
    });
    // Chromium reports the paint of the opening's heading (Element Timing): the report names the heading, in the
    // document under its busy room, so the page had not replaced the opening before the screen showed it.
    // A report whose element is gone, or none in 5 s, is a page that replaced its opening too soon.
    const openingReported = page.evaluate(
      ({ heading, room, identifier }) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), 5_000);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              element: Element | null;
              identifier: string;
            })[])
              if (entry.identifier === identifier && entry.element === null) resolve(false);
              else if (entry.element?.matches('h1') && entry.element.textContent?.includes(heading))
                resolve(entry.element.closest('main')?.querySelector(room) != null);
          }).observe({ type: 'element' });
        }),
      { heading: cloudPage.heading, room: OPENING_ROOM, identifier: OPENING_TIMING },
    );
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cloud & Infrastructure', exact: true })
      .click();
    expect(await firstSeen).toEqual({ opening: true, sectionHeading: false });
    expect(await openingReported).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: cloudPage.offers.heading })).toBeVisible();
    await expect(page.locator(OPENING_ROOM)).toHaveCount(0);
  });
  test("from a phone visitor's first input, the code of every page the menus link to arrives, as the page lists it, and a tap to the last of them then downloads no script", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a desktop renders the menus’ pages ahead, and a tap reveals them');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/about');
    // The chunks a phone fetches ahead, page by page (scripts/prerender.mjs, `data-ahead`): the home page's first.
    const listed = ((await page.locator('#root').getAttribute('data-ahead')) ?? '')
      .split(' ')
      .flatMap((entry) => entry.split('=')[1]?.split(',') ?? []);
    expect(listed.some((chunk) => chunk.startsWith('/assets/HomePage-'))).toBe(true);
    expect(listed.some((chunk) => chunk.startsWith('/assets/technology-consulting-'))).toBe(true);
    // Nothing ahead before the visitor's first input (docs/decisions/0045-a-phone-s-first-seconds.md).
    await page.waitForTimeout(1500);
    expect(scripts.filter((chunk) => listed.includes(chunk))).toEqual([]);
    await page.mouse.wheel(0, 400);
    // The rested app: every listed chunk has arrived, each once.
    await expect
      .poll(() => listed.filter((chunk) => !scripts.includes(chunk)), { timeout: 20_000 })
      .toEqual([]);
    expect(new Set(scripts).size).toBe(scripts.length);
    // Then the page's code runs while the visitor is still, and a tap needs nothing more.
    await page.waitForTimeout(1500);
    const before = scripts.length;
    const target = industryPages.find((p) => p.id === 'technology-consulting')!;
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Technology & Consulting', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: target.capabilities.heading })).toBeVisible();
    expect(scripts.slice(before)).toEqual([]);
  });
  test('a tap to a service or an industry page downloads that page’s own content, and none of the other pages’', async ({
    page,
    isMobile,
  }) => {
    test.skip(
      !isMobile,
      'a desktop renders every menu page ahead once the page has loaded, their content with them',
    );
    await page.goto('/about');
    // The scripts that arrive from the tap to the new page's heading on screen (a phone fetches nothing before the
    // visitor's first input: docs/decisions/0045-a-phone-s-first-seconds.md).
    const tapAndRead = async (link: string, heading: string) => {
      const scripts: Promise<string>[] = [];
      const listen = (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      };
      page.on('response', listen);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page itself, not its opening (src/app/PageOpening.tsx), whose words the app holds from the start.
      await expect(page.locator(OPENING_ROOM)).toHaveCount(0);
      page.off('response', listen);
      return (await Promise.all(scripts)).join('\n');
    };
    const offers = [...servicePages, ...industryPages];
    const holds = (code: string) =>
      offers.filter((p) => code.includes(JSON.stringify(p.description).slice(1, -1)));
    const cloud = servicePages.find((p) => p.id === 'cloud')!;
    expect(holds(await tapAndRead('Cloud & Infrastructure', cloud.heading))).toEqual([cloud]);
    const healthcare = industryPages.find((p) => p.id === 'healthcare')!;
    expect(holds(await tapAndRead('Healthcare', healthcare.heading))).toEqual([healthcare]);
  });
  test('a tap to a page whose code is still on its way shows its title, heading, lead and button at once; the page fills in around them, and focus stays on its heading', async ({
    page,
  }) => {
    await page.goto('/about');
    // The last industry page: a desktop renders the menus' pages ahead, and this one comes late in their order.
    const release = await holdScripts(page);
    const target = industryPages.find((p) => p.id === 'technology-consulting')!;
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Technology & Consulting', exact: true })
      .click();
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: target.heading });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(`${target.title} | Northbridge Technologies`);
    await expect(main.getByText(target.lead)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Book a Free Consultation' })).toBeVisible();
    // The rest of the page has not come: no picture, no section, the room below busy.
    await expect(main.getByRole('img')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(page.locator(OPENING_ROOM)).toHaveCount(1);
    const where = await heading.boundingBox();
    release();
    await expect(main.getByRole('heading', { level: 2, name: target.capabilities.heading })).toBeVisible();
    await expect(main.getByRole('img').first()).toBeVisible();
    await expect(page.locator(OPENING_ROOM)).toHaveCount(0);
    // The heading did not move, and focus followed it into the page.
    expect(await heading.boundingBox()).toEqual(where);
    await expect(heading).toBeFocused();
  });
  test("the opening's button opens the contact dialog with the page's service chosen, before the page's code has come, and the page's arrival keeps it open", async ({
    page,
  }) => {
    await page.goto('/about');
    const release = await holdScripts(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cloud & Infrastructure', exact: true })
      .click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: cloudPage.heading })).toBeVisible();
    await expect(page.locator(OPENING_ROOM)).toHaveCount(1);
    await main.getByRole('button', { name: 'Book a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue(cloudPage.interest);
    await dialog.getByLabel(contactForm.labels.name).fill('Ada Lovelace');
    release();
    await expect(main.getByRole('heading', { level: 2, name: cloudPage.offers.heading })).toBeAttached();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(contactForm.labels.name)).toHaveValue('Ada Lovelace');
    await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue(cloudPage.interest);
  });
  test("a second tap before the first page's code has come shows the second page, under its own title alone", async ({
    page,
  }) => {
    await page.goto('/about');
    const release = await holdScripts(page);
    const footer = page.getByRole('contentinfo');
    const first = industryPages.find((p) => p.id === 'technology-consulting')!;
    const second = industryPages.find((p) => p.id === 'government')!;
    await footer.getByRole('link', { name: 'Technology & Consulting', exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: first.heading })).toBeVisible();
    await footer.getByRole('link', { name: 'Government', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: second.heading })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: first.heading })).toHaveCount(0);
    await expect(page).toHaveTitle(`${second.title} | Northbridge Technologies`);
    await expect(page.locator('head title')).toHaveCount(1);
    release();
    await expect(main.getByRole('heading', { level: 2, name: second.capabilities.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${second.title} | Northbridge Technologies`);
    await expect(page.locator('head title')).toHaveCount(1);
  });
  test("a tap to the home page before its code has come shows its hero's words, button and tabs at once; the tabs work, and the art fills in around them", async ({
    page,
    isMobile,
  }) => {
    // The home page's own chunk held from the start: a desktop would otherwise render the page ahead before the tap.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/HomePage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/about');
    await tapHome(page);
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: /Built to Solve/ });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(`${homeMeta.title} | Northbridge Technologies`);
    await expect(main.getByText(/^AI automation, cloud and custom software/)).toBeVisible();
    await expect(main.getByRole('link', { name: hero.solutions.cta })).toBeVisible();
    // The art's boxes are there, empty; the rest of the page has not come.
    await expect(page.locator('main [data-art="workflow"]')).toBeVisible();
    await expect(page.locator(WORKFLOW_DRAWN)).toHaveCount(0);
    await expect(main.getByRole('separator')).toHaveCount(0);
    await expect(page.locator(OPENING_ROOM)).toHaveCount(1);
    const where = await heading.boundingBox();
    if (isMobile) {
      // The visitor's tab outlives the opening: the page comes on it, and focus stays on it.
      const talentTab = main.getByRole('tab', { name: hero.tabs.talent });
      await talentTab.click();
      await expect(main.getByRole('link', { name: hero.talent.cta })).toBeVisible();
      release();
      await expect(page.locator('main [data-art="talent"] svg').first()).toBeVisible();
      await expect(page.locator(OPENING_ROOM)).toHaveCount(0);
      await expect(talentTab).toHaveAttribute('aria-selected', 'true');
      await expect(talentTab).toBeFocused();
      await main.getByRole('tab', { name: hero.tabs.solutions }).click();
    } else {
      release();
      await expect(main.getByRole('separator')).toBeVisible();
      await expect(page.locator(OPENING_ROOM)).toHaveCount(0);
      await expect(heading).toBeFocused();
    }
    await expect(page.locator(WORKFLOW_DRAWN).first()).toBeVisible();
    expect(await heading.boundingBox()).toEqual(where);
  });
});
