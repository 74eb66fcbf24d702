import { describe, expect, it } from 'vitest';
import { paths } from '../content/paths';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbNode, faqPageNode, graph, organizationId, serializeLd, serviceNode } from './jsonLd';

describe('JSON-LD', () => {
  it('describes FAQs as a FAQPage with one Question per item', () => {
    const ld = faqPageNode([{ question: 'Q?', answer: 'A.' }], '/x');
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('names the company in a service by its @id, without describing it again', () => {
    const ld = serviceNode({ name: 'S', description: 'D', path: '/s' });
    expect(ld).toMatchObject({ provider: { '@id': organizationId } });
    expect(Object.keys((ld as { provider: object }).provider)).toEqual(['@id']);
  });

  it('numbers the breadcrumb items from 1 with absolute addresses', () => {
    const ld = breadcrumbNode(breadcrumbTrail(paths.cloud));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northbridge.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Cloud & Infrastructure',
        item: 'https://www.northbridge.example/cloud',
      },
    ]);
  });

  it('cannot close its script element, whatever the content says', () => {
    const name = '</script><script>alert(1)</script>';
    const text = serializeLd(graph([{ '@type': 'Thing', name }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)['@graph'][0].name).toBe(name);
  });
});

describe('breadcrumb trail', () => {
  it('is Home › page for the pages of the menus, named as the menus name them', () => {
    expect(breadcrumbTrail(paths.about).map((c) => c.name)).toEqual(['Home', 'About']);
    expect(breadcrumbTrail(paths.technologyConsulting)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Technology & Consulting', path: '/industries/technology-consulting' },
    ]);
  });

  it('is empty for the home page and for pages outside the menus', () => {
    expect(breadcrumbTrail(paths.home)).toEqual([]);
    expect(breadcrumbTrail(paths.blog)).toEqual([]);
  });
});
