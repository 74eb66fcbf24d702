import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { theme } from './theme';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

const setup = () =>
  render(
    <ThemeProvider theme={theme}>
      <Accordion items={items} />
    </ThemeProvider>,
  );

describe('Accordion', () => {
  it('starts with every answer collapsed', () => {
    setup();
    for (const q of items)
      expect(screen.getByRole('button', { name: q.question })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('One.')).not.toBeVisible();
  });

  it('keeps only one item open at a time', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByText('One.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.getByRole('button', { name: 'First?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Second?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One.')).not.toBeVisible();
    expect(screen.getByText('Two.')).toBeVisible();
  });

  it('collapses the open item when it is clicked again', async () => {
    setup();
    const user = userEvent.setup();
    const second = screen.getByRole('button', { name: 'Second?' });
    await user.click(second);
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.')).not.toBeVisible();
  });

  it('opens with the keyboard and ties each answer to its question', async () => {
    setup();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'First?' });
    expect(region).toHaveTextContent('One.');
  });
});
