/**
 * Runs in the page (Playwright's `evaluate`, and the cross-engine suite's): every visible heading (FAQ questions are
 * headings in their `summary`) and lead paragraph (the paragraph right after any heading: a section's, a call to
 * action's, a card's) whose last line holds one word alone although the last two words would fit on one line
 * together, or whose words run out of its box, as "<tag> “text”: why". (Two words wider than the line cannot share
 * it: no wrapping avoids a word alone then.) The lines are read from the laid-out text: each word's box, grouped by
 * height. Self-contained: it is serialised into the page.
 */
export function loneWords(): string[] {
  const found: string[] = [];
  const blocks = document.querySelectorAll<HTMLElement>(
    'h1, h2, h3, h4, h5, h6, :is(h1, h2, h3, h4, h5, h6) + p',
  );
  for (const block of blocks) {
    const box = block.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || !block.checkVisibility({ visibilityProperty: true })) continue;
    const tops: number[] = [];
    const widths: number[] = [];
    let overflows = false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const last = rects.at(-1);
        if (!last) continue;
        tops.push(last.top);
        widths.push(rects.reduce((sum, r) => sum + r.width, 0));
        if (rects.some((r) => r.right > box.right + 1 || r.left < box.left - 1)) overflows = true;
      }
    }
    if (tops.length === 0) continue;
    // Words whose tops are within a few pixels sit on one line (an icon or a link can shift a box a little).
    const lines: number[] = [];
    for (const top of tops) {
      const line = lines.findIndex((l) => Math.abs(l - top) < 6);
      if (line === -1) lines.push(top);
    }
    const lastTop = Math.max(...lines);
    const onLastLine = tops.filter((t) => Math.abs(t - lastTop) < 6).length;
    const name = `${block.tagName.toLowerCase()} “${(block.textContent ?? '').trim().slice(0, 60)}”`;
    const style = getComputedStyle(block);
    const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const space = parseFloat(style.fontSize) * 0.3;
    const lastTwo = (widths.at(-2) ?? Infinity) + space + (widths.at(-1) ?? 0);
    if (lines.length > 1 && onLastLine === 1 && lastTwo <= lineWidth)
      found.push(`${name}: its last line is one word`);
    if (overflows) found.push(`${name}: a word runs out of its box`);
  }
  return found;
}
