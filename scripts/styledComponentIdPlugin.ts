// Vite plugin: every styled component of src/ gets its component ID from its file and its place in that file, so the
// prerender's bundle and the browser's give it the same ID and the same class names
// (docs/decisions/0045-a-phone-s-first-seconds.md, "Styles").
//
// styled-components numbers the components it creates, in the order their modules run, and derives a component's ID
// from that number, and its class names from the ID. The prerender runs the app as one bundle, the browser in
// chunks (React DOM, styled-components, the contact form, the navigation, each page), and a chunk's modules run
// before those of the chunk that imports it: the same component got another ID in the browser, the server's styles
// were not recognised, and every rule after the first differing component was inserted again (292 rules on a
// phone's `/`). `withConfig({ componentId })` is styled-components' own way to name a component.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The default import `styled`: the only name the app gives it (ESLint's import rules keep it so). */
const importsStyled = /^import styled(?:, \{[^}]*\})? from 'styled-components';$/m;
/** `styled.tag` or `styled(`: a component being created. */
const creation = /(?<![\w$.])styled(?:\.([A-Za-z]\w*)|(?=\())/g;

/** Whether `index` is inside a comment that starts on its line (the app's comments are line comments or JSDoc). */
function inComment(code: string, index: number): boolean {
  const line = code.slice(code.lastIndexOf('\n', index - 1) + 1, index);
  return /\/\/|\/\*|^\s*\*/.test(line);
}

/** The index just after the parenthesis that closes the one at `open`. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return i + 1;
  }
  throw new Error(`styledComponentId: no ')' closes the '(' at ${open}`);
}

/**
 * The module with `.withConfig({ componentId })` after each `styled.tag` and `styled(Component)`, the ID made of a
 * hash of `file` (its path from the project's root) and the component's place in the module; null when the module
 * creates no styled component.
 */
export function withComponentIds(code: string, file: string): MagicString | null {
  if (!importsStyled.test(code)) return null;
  const fileHash = createHash('sha256').update(file).digest('hex').slice(0, 8);
  const s = new MagicString(code);
  let count = 0;
  for (const match of code.matchAll(creation)) {
    if (inComment(code, match.index)) continue;
    const end =
      match[1] !== undefined
        ? match.index + match[0].length
        : closingParen(code, match.index + 'styled'.length);
    s.appendLeft(end, `.withConfig({ componentId: 'sc-${fileHash}-${count.toString(36)}' })`);
    count++;
  }
  return count > 0 ? s : null;
}

export function styledComponentIdPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-id',
    // On the TypeScript source, before anything moves the components around.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const [path = ''] = id.split('?');
      if (!/\.tsx?$/.test(path) || path.includes('/node_modules/')) return null;
      const file = relative(root, path);
      if (file.startsWith('..')) return null;
      const s = withComponentIds(code, file);
      return s && { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: path }) };
    },
  };
}
