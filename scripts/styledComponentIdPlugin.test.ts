// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withComponentIds } from './styledComponentIdPlugin.ts';

const module = [
  "import styled, { css } from 'styled-components';",
  '// styled(Example) in a comment is not a component',
  '/** A box; styled.div in JSDoc is not one either. */',
  'const Box = styled.div<{ $pad: string }>`',
  '  padding: ${(p) => p.$pad};',
  '`;',
  'const Look = styled(DiagramSvg<WorkflowNode>)`',
  '  color: red;',
  '`;',
  "const Field = styled.input.attrs({ type: 'text' })`",
  '  ${css`margin: 0;`}',
  '`;',
].join('\n');

describe('withComponentIds', () => {
  it('names each component created with styled.tag or styled(Component) by its file and place, comments left alone', () => {
    const code = withComponentIds(module, 'src/features/x/Look.tsx')!.toString();
    const ids = [...code.matchAll(/withConfig\(\{ componentId: '(sc-[0-9a-f]{8}-\d+)' \}\)/g)].map(
      (m) => m[1],
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(code).toContain("styled.div.withConfig({ componentId: '");
    expect(code).toMatch(/styled\(DiagramSvg<WorkflowNode>\)\.withConfig\(\{ componentId: '[^']+' \}\)`/);
    expect(code).toMatch(/styled\.input\.withConfig\(\{ componentId: '[^']+' \}\)\.attrs\(/);
    expect(code).toContain('// styled(Example) in a comment is not a component');
    expect(code).toContain('/** A box; styled.div in JSDoc is not one either. */');
  });

  it('gives the same IDs for the same file in every build, and other IDs for another file', () => {
    const ids = (file: string) =>
      withComponentIds(module, file)!
        .toString()
        .match(/sc-[0-9a-f]{8}-\d+/g);
    expect(ids('src/a.tsx')).toEqual(ids('src/a.tsx'));
    expect(ids('src/a.tsx')).not.toEqual(ids('src/b.tsx'));
  });

  it('leaves a module that does not import styled as is', () => {
    expect(
      withComponentIds("import { css } from 'styled-components';\nconst a = css`color: red;`;", 'src/a.ts'),
    ).toBeNull();
  });
});
