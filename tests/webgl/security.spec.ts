import { checkIsolation, recordViolations } from '../support/csp';
import { test } from '../support/fixtures';

// The home page with its WebGL scenes under the site's policy, which this machine's renderer does not get by default
// (docs/decisions/0040). Every page without them, and the host's headers: tests/security.spec.ts.
test.describe('content security policy and origin isolation, with WebGL', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordViolations);
  });
  checkIsolation('/?webgl');
});
