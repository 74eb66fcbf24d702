import type { ReactNode } from 'react';

/** The class of a span the line breaker moves as one piece (an inline block: src/ui/globalCss.ts). */
export const KEEP_CLASS = 'keep';

/**
 * A heading's or lead paragraph's text with its last two words in one piece, so its last line never holds one word
 * alone (docs/decisions/0034-no-lone-words.md). Text of fewer than three words is returned as it is.
 */
export function noLoneWord(text: string): ReactNode {
  const words = text.trim().split(/\s+/);
  if (words.length < 3) return text;
  const head = words.slice(0, -2).join(' ');
  const tail = words.slice(-2).join(' ');
  return (
    <>
      {head} <span className={KEEP_CLASS}>{tail}</span>
    </>
  );
}

/**
 * A headline of short sentences ("Built to Solve. Ready to Scale."), each sentence in one piece: lines break between
 * sentences, and inside one only where it is wider than the line.
 */
export function bySentence(text: string): ReactNode {
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  return sentences.map((sentence, i) => (
    <span key={sentence}>
      {i > 0 && ' '}
      <span className={KEEP_CLASS}>{sentence}</span>
    </span>
  ));
}
