// A tap or a click on a link as a visitor's hand makes it: through the input devices, at a point the page shows as
// the link. Not Playwright's `tap()` or `click()` on the locator: those arm Playwright's hit-target check, listeners
// of Playwright's own script in the page on the touch, pointer and mouse events, which run inside the tap with a hit
// test of their own, and the benchmark would count them as the visitor's interaction (bench/README.md, "Early taps":
// about 16 ms of the median phone click's Event Timing here).

/**
 * A point on `link` that the page shows as the link (`elementFromPoint`) and that stayed put over two animation
 * frames (a menu's panel may still be sliding in): the centre of the first of its boxes that is (a link wrapped onto
 * two lines has a gap at its bounding box's centre). A link that the page moved off the screen meanwhile is scrolled to
 * again, as a visitor's hand follows it (the sections above it are rendered as they come near, and a section's real
 * height replaces its estimate then: src/ui/layout.ts, `Section`).
 */
async function pointOn(link, sleep) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await link.scrollIntoViewIfNeeded();
    const point = await link.evaluate(async (element) => {
      const shown = () => {
        for (const box of element.getClientRects()) {
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (element.contains(document.elementFromPoint(x, y))) return { x, y };
        }
        return null;
      };
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const before = shown();
      await frame();
      await frame();
      const after = shown();
      return before && after && before.x === after.x && before.y === after.y ? after : null;
    });
    if (point) return point;
    if (attempt === 20) throw new Error('no part of the link to tap is what the page shows there, and still');
    await sleep(50);
  }
}

/**
 * How long the phone's finger stays on the glass, from touching it to lifting off (wall-clock time: a slowed-down
 * phone's visitor does not tap slower). A quick tap: people tapping a touchscreen held it 133 ms on average, with a
 * standard deviation of 83 ms; this is that mean less one deviation
 * (docs/decisions/0056-a-tap-held-as-a-finger-holds-it.md).
 */
export const FINGER_ON_GLASS_MS = 50;

/**
 * Lays a finger on the page at `point` and lifts it `FINGER_ON_GLASS_MS` later, as the browser's touch events (what
 * `page.touchscreen.tap` sends, with the touch's end sent in the same instant as its start: a tap no hand makes).
 */
async function touchAndLift(page, point, sleep) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const touchPoints = [{ x: point.x, y: point.y }];
    const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
    // Awaited after the hold: a failure meanwhile is reported there, not as an unhandled rejection that ends the run.
    down.catch(() => {});
    await sleep(FINGER_ON_GLASS_MS);
    await down;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Taps `link` on a phone (a finger held `FINGER_ON_GLASS_MS`), or on a desktop moves the mouse onto it, lets it rest
 * `restMs` (a hand's pause before the press) and presses (`page.mouse`). The link is scrolled into view first, as a
 * visitor scrolls to it.
 */
export async function tapAsVisitor(page, link, device, sleep, restMs = 0) {
  await link.scrollIntoViewIfNeeded();
  let point = await pointOn(link, sleep);
  if (device === 'phone') {
    await touchAndLift(page, point, sleep);
    return;
  }
  await page.mouse.move(point.x, point.y);
  if (restMs > 0) {
    await sleep(restMs);
    const still = await pointOn(link, sleep);
    if (still.x !== point.x || still.y !== point.y) {
      point = still;
      await page.mouse.move(point.x, point.y);
      await sleep(restMs);
    }
  }
  await page.mouse.down();
  await page.mouse.up();
}
