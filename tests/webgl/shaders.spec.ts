import { expect, test } from '../support/fixtures';

// A production build skips three's shader error checks (they make the main thread wait for each compile:
// docs/view-layer.md, "Compiling ahead"); `?debug` turns them back on. Every page of a spec fails on a console error
// (tests/support/fixtures.ts), so a program that does not compile fails here with three's log of it.
test.skip(
  ({ isMobile }) => isMobile,
  'desktop: phones only ever show the SVG scenes, and compile no program',
);

test('every scene of the home page compiles its programs without an error when shader checks are on', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/?webgl&debug&freeze=0');
  const slots = page.locator('[data-scene-slot]');
  await expect(slots.first()).toBeVisible();
  const count = await slots.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const slot = slots.nth(i);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-scene-mode', 'webgl', { timeout: 90_000 });
  }
});
