import { describe, expect, it } from 'vitest';
import { parseJsonc } from './wranglerConfig.ts';

describe('reading wrangler.jsonc', () => {
  it('drops line and block comments and trailing commas, and keeps strings as they are', () => {
    const text = `{
      // a comment with "quotes"
      "url": "https://example.com/a,}", /* block */
      "list": [1, 2,],
      "nested": { "a": "b\\"//c", },
    }`;
    expect(parseJsonc(text)).toEqual({
      url: 'https://example.com/a,}',
      list: [1, 2],
      nested: { a: 'b"//c' },
    });
  });
});
