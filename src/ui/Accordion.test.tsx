import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { theme } from './theme';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

const setup = (headingLevel?: 3 | 4) =>
  render(
    <ThemeProvider theme={theme}>
      <Accordion items={items} headingLevel={headingLevel} />
    </ThemeProvider>,
  );

const detailsOf = (question: string) => screen.getByText(question).closest('details');

// Opening, closing and one-at-a-time are the browser's (an exclusive <details> group), which jsdom does not
// implement: tests/home-dom.spec.ts and tests/first-interaction/faq.spec.ts prove them in Chromium.
describe('Accordion', () => {
  it('renders each question as the summary of its own closed <details>, answer inside', () => {
    setup();
    for (const { question, answer } of items) {
      const details = detailsOf(question);
      expect(details).not.toBeNull();
      expect(details?.open).toBe(false);
      expect(screen.getByText(question).closest('summary')?.parentElement).toBe(details);
      expect(details).toContainElement(screen.getByText(answer));
    }
  });

  it('puts every item in one exclusive group, so opening one closes the others', () => {
    setup();
    const names = items.map(({ question }) => detailsOf(question)?.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('gives two accordions on one page different groups', () => {
    setup();
    setup();
    const [a, b] = screen.getAllByText('First?').map((q) => q.closest('details')?.getAttribute('name'));
    expect(a).not.toBe(b);
  });

  it('makes each question a heading at the level asked for', () => {
    setup(4);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.question),
    );
  });
});
