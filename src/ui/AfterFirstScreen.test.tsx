import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, offPhoneFirstScreen, pagePart, renderSwap } from './AfterFirstScreen';

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

  it('in a page swap, stands in with the placeholder it is given: nothing, for a part that takes no room', async () => {
    let view!: ReturnType<typeof render>;
    renderSwap(() =>
      flushSync(
        () =>
          (view = render(
            <>
              <h1>First screen</h1>
              <AfterFirstScreen placeholder={null}>
                <button type="button">Held</button>
              </AfterFirstScreen>
            </>,
          )),
      ),
    );
    expect(view.container.innerHTML).toBe('<h1>First screen</h1>');
    await act(async () => vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'Held' })).toBeTruthy();
  });

  it('a part mounted after the swap has rendered is not deferred', () => {
    renderSwap(() => {});
    render(page);
    expect(screen.getByRole('heading', { name: 'Below it' })).toBeTruthy();
  });

  describe('a part deferred only on a phone', () => {
    const phonePage = (
      <>
        <h1>First screen</h1>
        <AfterFirstScreen offFirstScreen={offPhoneFirstScreen}>
          <h2>Below a phone's first screen</h2>
        </AfterFirstScreen>
      </>
    );
    const windowOf = (phone: boolean) => {
      window.matchMedia = vi.fn(() => ({ matches: phone })) as never;
    };
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('renders with the first screen in a wider window, where it is on that screen', () => {
      windowOf(false);
      renderSwap(() => flushSync(() => render(phonePage)));
      expect(screen.getByRole('heading', { name: "Below a phone's first screen" })).toBeTruthy();
    });

    it("in a phone's window, renders after the frame that shows the first screen", async () => {
      windowOf(true);
      renderSwap(() => flushSync(() => render(phonePage)));
      expect(screen.queryByRole('heading', { name: "Below a phone's first screen" })).toBeNull();
      await act(async () => vi.runAllTimers());
      expect(screen.getByRole('heading', { name: "Below a phone's first screen" })).toBeTruthy();
    });
  });

  it('a part in a chunk of its own shows the placeholder until its chunk has arrived, then the part', async () => {
    let arrive!: (module: { default: () => React.JSX.Element }) => void;
    const Part = pagePart(() => new Promise((resolve) => (arrive = resolve)));
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <>
          <h1>First screen</h1>
          <AfterFirstScreen>
            <Part />
          </AfterFirstScreen>
        </>,
      );
    });
    expect(view.container.querySelector('[data-after-first-screen]')).not.toBeNull();
    await act(async () => arrive({ default: () => <h2>From its own chunk</h2> }));
    expect(screen.getByRole('heading', { name: 'From its own chunk' })).toBeTruthy();
    expect(view.container.querySelector('[data-after-first-screen]')).toBeNull();
  });

  it('a part in a chunk of its own renders with its props, and the placeholder it is given until then', async () => {
    let arrive!: (module: { default: (props: { label: string }) => React.JSX.Element }) => void;
    const Part = pagePart<{ label: string }>(() => new Promise((resolve) => (arrive = resolve)), null);
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<Part label="Drag to compare" />);
    });
    expect(view.container.innerHTML).toBe('');
    await act(async () => arrive({ default: ({ label }) => <button type="button">{label}</button> }));
    expect(screen.getByRole('button', { name: 'Drag to compare' })).toBeTruthy();
  });

  it('a part whose chunk arrived while its page was rendered ahead, hidden, shows once the page is shown', async () => {
    let arrive!: (module: { default: () => React.JSX.Element }) => void;
    const Part = pagePart(() => new Promise((resolve) => (arrive = resolve)));
    // The same element both times, as the app's memoized page is: showing it renders nothing in it again.
    const content = (
      <AfterFirstScreen>
        <Part />
      </AfterFirstScreen>
    );
    const ahead = (mode: 'hidden' | 'visible') => <Activity mode={mode}>{content}</Activity>;
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(ahead('hidden'));
    });
    await act(async () => arrive({ default: () => <h2>Arrived while hidden</h2> }));
    await act(async () => {
      view.rerender(ahead('visible'));
    });
    expect(screen.getByRole('heading', { name: 'Arrived while hidden' })).toBeTruthy();
  });
});
