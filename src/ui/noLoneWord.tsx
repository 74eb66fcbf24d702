import type { ReactNode } from 'react';

/** The class of the span that holds a text's last two words (GlobalStyle says when it keeps them on one line). */
export const TAIL_CLASS = 'tail';

/**
 * A heading's or lead paragraph's text with its last two words in one span, so its last line never holds one word
 * alone (docs/typography.md). Text of fewer than three words is returned as it is: keeping its only two words
 * together could make it wider than a phone.
 */
export function noLoneWord(text: string): ReactNode {
  const words = text.trim().split(/\s+/);
  if (words.length < 3) return text;
  const head = words.slice(0, -2).join(' ');
  const tail = words.slice(-2).join(' ');
  return (
    <>
      {head} <span className={TAIL_CLASS}>{tail}</span>
    </>
  );
}
