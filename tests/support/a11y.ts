import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** WCAG 2.1 A and AA: what every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yOptions {
  /** The rule tags to run (axe-core's), WCAG 2.1 A and AA by default. */
  tags?: string[];
  /** CSS selectors to leave out of the scan (e.g. a decorative canvas). */
  exclude?: string[];
  /** Scan only inside this selector. */
  include?: string;
}

/**
 * What React's `<Activity mode="hidden">` hides: the pages rendered ahead, whose top elements it styles
 * `display: none !important`. Not rendered, so in no accessibility tree: nothing a visitor or their assistive
 * technology meets. Leaving them out of a scan makes a desktop page's scan about a quarter of its cost, 15 hidden pages
 * being seven times the DOM of the page shown (docs/test-suite-time.md, "The scan reads the page shown").
 */
export const notRendered = '[style*="display: none !important"]';

/** The ids used more than once in the whole document, hidden pages included (an `aria-labelledby` finds the first). */
export const repeatedIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const { id } of document.querySelectorAll('[id]')) (seen.has(id) ? repeated : seen).add(id);
    return [...repeated];
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, run inside the page itself (docs/test-suite-time.md, "axe in the
 * page"): its source is evaluated in the page through the protocol, which no page policy blocks, then `axe.run` scans
 * the document. The site has no frames (its policy forbids them), so nothing is lost against a runner that scans
 * frame by frame, and a page's scan costs a fraction of that runner's (the figures are in that section).
 */
export async function axeViolations(page: Page, options: A11yOptions = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')))
    await page.evaluate(axeSource);
  const context = {
    include: options.include ? [[options.include]] : [['html']],
    exclude: (options.exclude ?? []).map((selector) => [selector]),
  };
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: options.tags ?? wcagTags },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context,
        runOptions,
      ),
    [context, runOptions] as const,
  );
  return results.violations;
}

/** Violations as one readable line per offending element: `rule (impact): help — selector`. */
export const describeViolations = (violations: Result[]): string[] =>
  violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}\n  ${node.failureSummary ?? ''}`,
    ),
  );

/**
 * Serious and critical axe-core violations (WCAG 2.1 A/AA) on the page as it is now, one readable line per
 * offending element. An empty array means the page passes.
 */
export async function seriousViolations(page: Page, options: A11yOptions = {}): Promise<string[]> {
  const violations = await axeViolations(page, options);
  return describeViolations(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

/**
 * Whether the browser's accessibility tree (Chromium, through CDP) says the element matched by `selector` is
 * expanded: `true`/`false`, or `null` when it exposes no expanded state. This is what a screen reader hears,
 * including the states native HTML gives without any `aria-expanded` attribute (`<summary>` of a `<details>`, a
 * `popovertarget` button), which Playwright's role queries do not compute.
 */
export async function exposedExpanded(page: Page, selector: string): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value;
    return typeof expanded === 'boolean' ? expanded : null;
  } finally {
    await cdp.detach();
  }
}
