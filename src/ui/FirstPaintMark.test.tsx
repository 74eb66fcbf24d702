import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_MARK_ID, FirstPaintMark } from './FirstPaintMark';
import { PageShownContext } from './pageShown';

describe('FirstPaintMark', () => {
  it('marks the end of the shown page’s first words with an empty, hidden element, in the server’s HTML too', () => {
    expect(renderToString(<FirstPaintMark />)).toBe(`<span id="${FIRST_PAINT_MARK_ID}" hidden=""></span>`);
    const { container } = render(<FirstPaintMark />);
    const mark = container.querySelector(`#${FIRST_PAINT_MARK_ID}`);
    expect(mark?.hasAttribute('hidden')).toBe(true);
    expect(mark?.textContent).toBe('');
  });

  it('is left out of a page rendered ahead, which would repeat its id', () => {
    const { container } = render(
      <PageShownContext.Provider value={false}>
        <FirstPaintMark />
      </PageShownContext.Provider>,
    );
    expect(container.querySelector(`#${FIRST_PAINT_MARK_ID}`)).toBeNull();
  });
});
