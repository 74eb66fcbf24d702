import { workflowNodes } from '../../src/content/workflow';
import { expect, test } from '../support/fixtures';

test('the partner carousel paused the moment its toggle is painted stays paused, and says so', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Pause partner carousel' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('partner-track')).toHaveCSS('animation-play-state', 'paused');
});

test.describe('workflow on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the workflow details open on desktop');

  test('a workflow step clicked the moment it is painted shows its title, description and label', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const step = workflowNodes.find((n) => n.id === 'crm-sync')!;
    await page.getByRole('group', { name: 'Workflow' }).getByRole('button', { name: step.title }).click();
    const details = page.getByRole('dialog', { name: step.title });
    await expect(details).toBeVisible();
    await expect(details).toContainText(step.description);
  });
});
