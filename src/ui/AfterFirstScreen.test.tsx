import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, renderSwap } from './AfterFirstScreen';

const page = (
  <>
    <h1>First screen</h1>
    <AfterFirstScreen>
      <h2>Below it</h2>
    </AfterFirstScreen>
  </>
);

describe('AfterFirstScreen', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('renders its children at once when it is not mounted in a page swap', () => {
    render(page);
    expect(screen.getByRole('heading', { name: 'Below it' })).toBeTruthy();
    expect(document.querySelector('[data-after-first-screen]')).toBeNull();
  });

  it('in a page swap, renders a placeholder, then its children once the next frame has been painted', async () => {
    let view!: ReturnType<typeof render>;
    renderSwap(() => flushSync(() => (view = render(page))));
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Below it' })).toBeNull();
    expect(view.container.querySelector('[data-after-first-screen]')).not.toBeNull();

    // The frame's callback queues the render after the paint; nothing renders before that task.
    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.queryByRole('heading', { name: 'Below it' })).toBeNull();
    await act(async () => vi.runAllTimers());
    expect(screen.getByRole('heading', { name: 'Below it' })).toBeTruthy();
    expect(view.container.querySelector('[data-after-first-screen]')).toBeNull();
  });

  it('a page rendered ahead, hidden, then revealed by a swap shows its part at once', () => {
    const view = render(<Activity mode="hidden">{page}</Activity>);
    renderSwap(() => flushSync(() => view.rerender(<Activity mode="visible">{page}</Activity>)));
    expect(screen.getByRole('heading', { name: 'Below it' })).toBeTruthy();
    expect(view.container.querySelector('[data-after-first-screen]')).toBeNull();
  });

  it('a part mounted after the swap has rendered is not deferred', () => {
    renderSwap(() => {});
    render(page);
    expect(screen.getByRole('heading', { name: 'Below it' })).toBeTruthy();
  });
});
