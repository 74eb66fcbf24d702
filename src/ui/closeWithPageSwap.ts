/** Menus a followed link is in, waiting to close with the page swap that link starts. */
let closers: Array<() => void> = [];

/**
 * Closes the menu a link is in together with the page that link swaps in: called from the link's click handler,
 * before the router hears of the click. The swap (src/app/pageSwap.ts) takes it and closes the menu in its own task,
 * so one frame takes the menu away and shows the new page: the tap's own frame paints only the pressed link (a
 * shorter Event Timing duration), and no frame shows the old page between the menu and the new one
 * (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md). A click that starts no swap (its page
 * already shown, or the app not yet running) closes the menu once the click's handlers are done, in the same task.
 */
export function closeWithPageSwap(close: () => void): void {
  closers.push(close);
  queueMicrotask(() => {
    for (const run of takeMenuClosers()) run();
  });
}

/** For the page swap: the menus waiting to close with it, which no one else will close now. */
export function takeMenuClosers(): Array<() => void> {
  const taken = closers;
  closers = [];
  return taken;
}
