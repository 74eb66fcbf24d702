import { expect, test } from './support/fixtures';

// A page loaded as a document paints nothing before its first screen's words (its hero's eyebrow, heading, lead and
// actions, or its one message) are parsed (docs/decisions/0055-a-document-s-first-paint-waits-for-its-first-words.md):
// a slowed-down browser, whose parser yields often, would otherwise paint the header alone and lay out everything it
// had parsed since in one long task after it. The first animation frame comes before the first paint: what those
// words are then is what that paint shows.

declare global {
  interface Window {
    __firstFrameWords?: string | null;
  }
}

/** The first screen's words (what the mark ends) in the page's first animation frame; null: not there yet. */
function recordFirstFrame() {
  requestAnimationFrame(() => {
    window.__firstFrameWords = document.getElementById('first-paint')?.parentElement?.textContent ?? null;
  });
}

for (const path of ['/', '/cloud', '/industries/healthcare'])
  test(`${path}: the first frame of the document shows its first screen's heading, lead and actions whole, on a slowed-down device`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    // Slower than the first-interaction projects' ×4: the parser yields more often, so a frame before the words are
    // all parsed would show up here if anything allowed one.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(recordFirstFrame);
    await page.goto(path);
    await page.waitForFunction(() => window.__firstFrameWords !== undefined);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const served = await (await page.request.get(path)).text();
    const { atFirstFrame, whole } = await page.evaluate(
      (html) => ({
        atFirstFrame: window.__firstFrameWords,
        whole: new DOMParser().parseFromString(html, 'text/html').getElementById('first-paint')?.parentElement
          ?.textContent,
      }),
      served,
    );
    expect(whole, 'the served page marks its first words').toBeTruthy();
    expect(atFirstFrame).toBe(whole);
  });

// On a phone, a page's sections after its first are laid out only near the screen, and a scroll brings each in
// (docs/decisions/0062-a-phone-lays-out-what-is-near-its-screen.md); a desktop lays out the whole page at once.
// `checkVisibility({ contentVisibilityAuto: true })` is the browser's own answer to whether an element's rendering is
// skipped that way.
test('the home page’s questions far below the first screen are laid out on a phone only once a scroll brings them near, and then read and open; on a desktop at once', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.locator('summary').first();
  const rendered = () =>
    question.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
  expect(await rendered(), isMobile ? 'skipped until near the screen' : 'laid out with the page').toBe(
    !isMobile,
  );

  await faq.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(question).toBeVisible();
  await question.click();
  await expect(faq.locator('details').first()).toHaveAttribute('open', '');
});

// The footer's inside is laid out the same way on a phone (docs/decisions/0070-a-phone-lays-out-its-footer-when-near-it.md):
// skipped while it is far from the screen, in place once a scroll brings it near, its links followed as before.
test('the footer’s links are laid out on a phone only once a scroll brings them near, and a tap on one follows it; on a desktop at once', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('link', { name: 'About', exact: true });
  const rendered = () =>
    about.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
  expect(await rendered(), isMobile ? 'skipped until near the screen' : 'laid out with the page').toBe(
    !isMobile,
  );

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
