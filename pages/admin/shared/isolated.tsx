// A sentence of the admin's copy with a visitor's value in it (a name, an email), the value isolated
// in <bdi>: a Latin name in an Arabic sentence, or an Arabic one in English, keeps its own direction,
// and its punctuation (the hyphen of "Al-Qahtani" at the end of a line) stays where it belongs.
import type { ReactNode } from 'react';

// Stands for the value while the copy builds its sentence: a private-use character no copy holds.
const SLOT = '\u{F0000}';

export function withIsolated(sentence: (value: string) => string, value: string): ReactNode {
  const [before, after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}
