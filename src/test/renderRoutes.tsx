import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { AppRoutes } from '../app/AppRoutes';
import { theme } from '../ui/theme';

/**
 * The app's pages as the app renders them, in `<main>`, at `path` of a location of their own; returns the location's
 * `navigate`. Focus on a new page waits for its layout (src/app/NewPageFocus.tsx), which jsdom has not: its observer
 * is stubbed (`vi.unstubAllGlobals` undoes it).
 */
export async function renderRoutesAt(path: string): Promise<(to: string) => void> {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const { hook, navigate } = memoryLocation({ path });
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <Router hook={hook}>
          <main>
            <AppRoutes />
          </main>
        </Router>
      </ThemeProvider>,
    );
  });
  return navigate;
}
