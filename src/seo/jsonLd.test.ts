import { describe, expect, it } from 'vitest';
import { faqLd, serializeLd } from './jsonLd';

describe('JSON-LD', () => {
  it('describes FAQs as a FAQPage with one Question per item', () => {
    const ld = faqLd([{ question: 'Q?', answer: 'A.' }]);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('cannot close its script element, whatever the content says', () => {
    const text = serializeLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
