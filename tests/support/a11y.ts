import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yOptions {
  /** CSS selectors to leave out of the scan (e.g. a decorative canvas). */
  exclude?: string[];
  /** Scan only inside this selector. */
  include?: string;
}

/**
 * Serious and critical axe-core violations (WCAG 2.1 A/AA) on the page as it is now, one readable line per
 * offending element: `rule (impact): help — selector`. An empty array means the page passes.
 */
export async function seriousViolations(page: Page, options: A11yOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}\n  ${node.failureSummary ?? ''}`,
      ),
    );
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
