import { TEST_ERROR_MESSAGE, TEST_ERROR_PARAM } from '../shared/errorReports';

/**
 * `?throw-test-error=<words>`: once the app has taken over, it throws an uncaught error of its own code, whose
 * message ends with the words (at most 60 characters), so a test can follow one error from the page to the owner's
 * desk, its stack mapped to this file (tests/errors.spec.ts, docs/errors.md). A switch for tests, listed with the
 * others in the README; it can only throw in the tab of whoever opens such an address, after the page has worked.
 */
export function throwTestErrorIfAsked(): void {
  const words = new URLSearchParams(location.search).get(TEST_ERROR_PARAM);
  if (words === null) return;
  setTimeout(() => {
    throw new Error(`${TEST_ERROR_MESSAGE} (?${TEST_ERROR_PARAM}): ${words.slice(0, 60)}`);
  });
}
