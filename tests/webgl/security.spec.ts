import { checkIsolation } from '../support/csp';
import { test } from '../support/fixtures';

// The home page drawing its WebGL scenes (which this machine's renderer does not get without `?webgl`,
// docs/decisions/0040), under the site's policy. Every page without them, and the host's headers:
// tests/security.spec.ts.
test.describe('content security policy and origin isolation, with WebGL', () => {
  test.skip(({ isMobile }) => isMobile, 'phones draw no WebGL scenes');
  checkIsolation('/?webgl');
});
