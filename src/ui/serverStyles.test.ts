import { describe, expect, it } from 'vitest';
import { adoptServerStyles, asServerStyles, SERVER_STYLES_ATTRIBUTE } from './serverStyles';

/** What styled-components' ServerStyleSheet writes for two components, one with two class names. */
const serverTags =
  '<style data-styled="true" data-styled-version="6.6.0">' +
  '.kL{color:red;}/*!sc*/\n.Jp{color:blue;}/*!sc*/\n' +
  'data-styled.g1[id="sc-abc"]{content:"kL,Jp,"}/*!sc*/\n' +
  '.xY:hover{opacity:0.5;}/*!sc*/\n' +
  'data-styled.g2[id="sc-def"]{content:"xY,"}/*!sc*/\n' +
  '</style>';

describe('the prerendered styles, adopted instead of written again', () => {
  it('keeps the rules, drops the markers and lists the class names on the element', () => {
    const html = asServerStyles(serverTags);
    expect(html).toBe(
      `<style ${SERVER_STYLES_ATTRIBUTE}="sc-abc:kL,Jp;sc-def:xY">.kL{color:red;}.Jp{color:blue;}.xY:hover{opacity:0.5;}</style>`,
    );
    expect(html).not.toContain('data-styled');
  });

  it('registers every class name of the block with styled-components, and nothing on a page without one', () => {
    document.head.innerHTML = asServerStyles(serverTags);
    const registered: string[] = [];
    const count = adoptServerStyles(document, {
      registerName: (id, name) => registered.push(`${id} ${name}`),
    });
    expect(count).toBe(3);
    expect(registered).toEqual(['sc-abc kL', 'sc-abc Jp', 'sc-def xY']);
    document.head.innerHTML = '';
    expect(adoptServerStyles(document, { registerName: () => registered.push('more') })).toBe(0);
  });
});
