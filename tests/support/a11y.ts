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
