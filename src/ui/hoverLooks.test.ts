import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A hover look belongs inside `${media.hover} { … }` (src/ui/theme.ts): a phone leaves a tapped element `:hover`
// until the next tap elsewhere (docs/decisions/0073-hover-looks-only-where-a-pointer-hovers.md). The styles are
// read as text: a look written outside the media query is what this guards against.

const src = join(import.meta.dirname, '..');

/** Where `:hover` is what an element does, not how it looks (the decision says why each stays as it is). */
const HOVER_AS_BEHAVIOUR: Record<string, string> = {
  'features/marquee/PartnerMarquee.tsx': 'the marquee pauses under the pointer',
  'features/contact/toasts.tsx': 'a toast waits while the pointer is over it',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `:hover` of a file's styles with the line that opens the block it stands in. */
function hoverRules(file: string): { line: number; opener: string }[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((text, i) => {
    // Comments name the state too; a rule's selector is code.
    if (!text.includes(':hover') || /^(\*|\/\/|\/\*)/.test(text.trim())) return [];
    const before = lines.slice(0, i).filter((line) => line.trim() !== '');
    return [{ line: i + 1, opener: before.at(-1)?.trim() ?? '' }];
  });
}

describe('hover looks', () => {
  const files = sources(src).map((file) => relative(src, file));

  it('are found in the styles (the scan reads the files the looks are in)', () => {
    expect(files).toContain('ui/Button.tsx');
    expect(hoverRules(join(src, 'ui/Button.tsx')).length).toBeGreaterThanOrEqual(5);
  });

  it('each sit directly inside `${media.hover}`, but where hovering is what the element does', () => {
    const outside = files
      .filter((file) => !(file in HOVER_AS_BEHAVIOUR))
      .flatMap((file) =>
        hoverRules(join(src, file))
          .filter(({ opener }) => opener !== '${media.hover} {')
          .map(({ line }) => `${file}:${line}`),
      );
    expect(outside).toEqual([]);
  });
});
