import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../ui/theme';
import { PageOpeningView } from './PageOpening';
import { openingOf } from './pageOpenings';
import { writeOpeningStylesAhead } from './openingStyles';
import { routes } from './routes';

/** Everything styled-components has written into the document's stylesheet so far. */
const writtenStyles = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');

const openingAt = (path: string) => {
  const opening = openingOf(routes.find((route) => route.path === path));
  if (!opening) throw new Error(`${path} has no opening`);
  return opening;
};

describe('writeOpeningStylesAhead', () => {
  // jsdom has none; the home hero observes its own size.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it('writes the styles of every kind of opening without putting anything in the document, so that a tap’s opening writes none', async () => {
    const body = document.body.innerHTML;
    const before = writtenStyles();
    await writeOpeningStylesAhead();
    expect(writtenStyles().length).toBeGreaterThan(before.length);
    expect(document.body.innerHTML).toBe(body);
    const ahead = writtenStyles();
    // The home hero, an inner page's hero, and one with its picture's room: what a tap to any page shows first.
    for (const path of ['/', '/about', '/cloud', '/industries/healthcare']) {
      const { getByRole, unmount } = render(
        <ThemeProvider theme={theme}>
          <PageOpeningView opening={openingAt(path)} />
        </ThemeProvider>,
      );
      expect(getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(writtenStyles(), path).toBe(ahead);
      unmount();
    }
  });
});
