import { describe, it, expect } from 'vitest';
import { about } from './about';
import { comingSoonPages } from './comingSoon';
import { company } from './company';
import { contactForm } from './contactForm';
import { hero, helpSection, homeFaqs, homeMeta } from './home';
import { industryPages } from './industries';
import { industryLinks, quickLinks, serviceLinks } from './navigation';
import { notFound } from './notFound';
import { partners } from './partners';
import { serviceInterestOptions } from './serviceInterests';
import { servicePageById, servicePages } from './services';
import { talentNodes } from './talent';
import { wheelItems } from './wheel';
import { workflowNodes, workflowOrder } from './workflow';

/** The value, or a thrown error naming what was missing (keeps tests free of non-null assertions). */
const must = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
};

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** Every string reachable from a value, for copy-wide checks. */
const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};

describe('talent network', () => {
  const ids = byId(talentNodes);

  it('has exactly 46 profiles with unique ids', () => {
    expect(talentNodes).toHaveLength(46);
    expect(ids.size).toBe(46);
  });

  it('references only existing ids and never connects a node to itself', () => {
    for (const node of talentNodes) {
      for (const target of node.connections) {
        expect(ids.has(target), `${node.id} -> ${target}`).toBe(true);
        expect(target).not.toBe(node.id);
      }
    }
  });

  it('lists each edge once, on the node with the smaller index, giving every node 2-3 edges', () => {
    const index = new Map(talentNodes.map((n, i) => [n.id, i]));
    const degree = new Map(talentNodes.map((n) => [n.id, 0]));
    const seen = new Set<string>();
    for (const [i, node] of talentNodes.entries()) {
      for (const target of node.connections) {
        expect(must(index.get(target), target)).toBeGreaterThan(i);
        const key = `${node.id}-${target}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        degree.set(node.id, (degree.get(node.id) ?? 0) + 1);
        degree.set(target, (degree.get(target) ?? 0) + 1);
      }
    }
    for (const [id, d] of degree) {
      expect(d, id).toBeGreaterThanOrEqual(2);
      expect(d, id).toBeLessThanOrEqual(3);
    }
  });

  it('forms one connected graph', () => {
    const adjacency = new Map<string, string[]>(talentNodes.map((n) => [n.id, []]));
    for (const node of talentNodes) {
      for (const target of node.connections) {
        adjacency.get(node.id)?.push(target);
        adjacency.get(target)?.push(node.id);
      }
    }
    const start = must(talentNodes[0], 'first node').id;
    const reached = new Set<string>([start]);
    const queue = [start];
    while (queue.length) {
      for (const next of adjacency.get(queue.shift() ?? '') ?? []) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect(reached.size).toBe(46);
  });

  it('keeps every node inside the 0..100 panel (6..94) and at least 6 apart from every other', () => {
    for (const node of talentNodes) {
      expect(node.x).toBeGreaterThanOrEqual(6);
      expect(node.x).toBeLessThanOrEqual(94);
      expect(node.y).toBeGreaterThanOrEqual(6);
      expect(node.y).toBeLessThanOrEqual(94);
    }
    for (const [i, a] of talentNodes.entries()) {
      for (const b of talentNodes.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id}/${b.id}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('uses only the sizes small, medium and large (8 large, 14 medium, 24 small)', () => {
    const count = (size: string) => talentNodes.filter((n) => n.size === size).length;
    expect(talentNodes.every((n) => ['small', 'medium', 'large'].includes(n.size))).toBe(true);
    expect([count('large'), count('medium'), count('small')]).toEqual([8, 14, 24]);
  });

  it('gives every profile a name, a role and 3-5 skills', () => {
    for (const node of talentNodes) {
      expect(node.name.length).toBeGreaterThan(0);
      expect(node.role.length).toBeGreaterThan(0);
      expect(node.skills.length).toBeGreaterThanOrEqual(3);
      expect(node.skills.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('service wheel', () => {
  it('has six items in the stated order at angles 0..300 in 60-degree steps', () => {
    expect(wheelItems.map((w) => w.id)).toEqual([
      'ai-automation',
      'it-talent',
      'tech-growth',
      'security',
      'cloud',
      'custom',
    ]);
    expect(wheelItems.map((w) => w.angle)).toEqual([0, 60, 120, 180, 240, 300]);
    expect(wheelItems.map((w) => w.segment)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('maps custom to the custom-development page and keeps the legacy segment hrefs', () => {
    expect(wheelItems.map((w) => w.service)).toEqual([
      'ai-automation',
      'it-talent',
      'tech-growth',
      'security',
      'cloud',
      'custom-development',
    ]);
    expect(wheelItems.map((w) => w.href)).toEqual([
      '/ai-solutions',
      '/tech-talent',
      '/growth-solutions',
      '/security',
      '/cloud-services',
      '/custom-projects',
    ]);
  });

  it('gives each item four sub-services that open the four real tabs of its service page', () => {
    for (const item of wheelItems) {
      const tabIds = servicePageById[item.service].tabs.map((t) => t.id);
      expect(item.subServices).toHaveLength(4);
      expect(item.subServices.map((s) => s.section).sort()).toEqual([...tabIds].sort());
    }
  });

  it('has unique legacy sub-card paths that include the six paths of the spec', () => {
    const legacy = wheelItems.flatMap((w) => w.subServices.map((s) => s.legacyPath));
    expect(new Set(legacy).size).toBe(legacy.length);
    expect(legacy).toEqual(
      expect.arrayContaining([
        '/ai-automation/openai-integration',
        '/it-talent/frontend-developers',
        '/cloud/migration',
        '/custom/web-applications',
        '/security/audits',
        '/tech-growth/business-intelligence',
      ]),
    );
  });

  it('never reuses a real page path as a legacy sub-card path', () => {
    const pagePaths = new Set([...servicePages.map((p) => p.path), ...industryPages.map((p) => p.path)]);
    for (const item of wheelItems) {
      for (const sub of item.subServices) expect(pagePaths.has(sub.legacyPath)).toBe(false);
    }
  });
});

describe('service pages', () => {
  const defaults = {
    'ai-automation': 'openai-integration',
    'it-talent': 'frontend',
    'tech-growth': 'business-intelligence',
    security: 'compliance',
    cloud: 'aws',
    'custom-development': 'web-apps',
  };

  it('has six pages with exactly four uniquely named tabs each, the default tab (what ?section= falls back to) first', () => {
    expect(servicePages.map((p) => p.id)).toEqual(Object.keys(defaults));
    for (const page of servicePages) {
      expect(page.tabs).toHaveLength(4);
      expect(new Set(page.tabs.map((t) => t.id)).size).toBe(4);
      expect(page.tabs[0]?.id).toBe(defaults[page.id]);
      expect(page.path).toBe(`/${page.id}`);
      expect(servicePageById[page.id]).toBe(page);
    }
  });

  it('has each page’s tab ids in the order of docs/product.md#tabs-and-defaults', () => {
    expect(servicePages.map((p) => p.tabs.map((t) => t.id))).toEqual([
      ['openai-integration', 'claude-llms', 'ml-operations', 'workflow-automation'],
      ['frontend', 'backend', 'fullstack', 'devops'],
      ['business-intelligence', 'process-automation', 'performance-tuning', 'growth-scaling'],
      ['compliance', 'monitoring', 'encryption', 'audits'],
      ['aws', 'azure', 'gcp', 'migration'],
      ['web-apps', 'mobile', 'api', 'enterprise'],
    ]);
  });

  it('preselects the matching contact-form service on each page', () => {
    expect(servicePages.map((p) => p.interest)).toEqual([
      'ai-automation',
      'it-talent',
      'tech-growth',
      'cybersecurity',
      'cloud-services',
      'custom-development',
    ]);
  });

  it('gives every tab 4-5 highlights and a call to action with a button', () => {
    for (const page of servicePages) {
      for (const tab of page.tabs) {
        expect(tab.highlights.length, `${page.id}/${tab.id}`).toBeGreaterThanOrEqual(4);
        expect(tab.highlights.length, `${page.id}/${tab.id}`).toBeLessThanOrEqual(5);
        expect(tab.cta.button.length).toBeGreaterThan(0);
      }
    }
  });

  it('has meta descriptions of 140-160 characters and titles without the company suffix', () => {
    for (const page of [...servicePages, ...industryPages]) {
      expect(page.description.length, page.id).toBeGreaterThanOrEqual(140);
      expect(page.description.length, page.id).toBeLessThanOrEqual(160);
      expect(page.title).not.toContain(company.name);
    }
  });

  it('shows the six it-talent frontend cards with exactly the SPEC price ranges and hiring timelines', () => {
    const frontend = must(
      servicePageById['it-talent'].tabs.find((t) => t.id === 'frontend'),
      'frontend tab',
    );
    const cards = must(frontend.cards, 'frontend cards');
    expect(cards).toHaveLength(6);
    expect(cards.map((c) => c.priceRange)).toEqual([
      '$80-150/hour',
      '$70-140/hour',
      '$85-160/hour',
      '$60-120/hour',
      '$90-170/hour',
      '$70-130/hour',
    ]);
    for (const card of cards) {
      expect(['1-3 weeks', '2-3 weeks', '2-4 weeks', '3-5 weeks']).toContain(card.deliveryTime);
    }
  });

  it('shows prices only on the it-talent frontend tab', () => {
    for (const page of servicePages) {
      for (const tab of page.tabs) {
        if (page.id === 'it-talent' && tab.id === 'frontend') continue;
        expect(tab.cards?.some((c) => c.priceRange) ?? false, `${page.id}/${tab.id}`).toBe(false);
      }
    }
  });

  it('gives the it-talent page five FAQs, one promising candidates in 1-2 weeks and 2-4 weeks for senior roles', () => {
    const page = servicePageById['it-talent'];
    const faqs = must(page.faqs, 'it-talent faqs');
    expect(faqs).toHaveLength(5);
    expect(faqs.some((f) => f.answer.includes('1-2 weeks') && f.answer.includes('2-4 weeks'))).toBe(true);
    expect(page.finalCta).toBeDefined();
  });

  it('has a Claude vs GPT comparison and a model recommendation on the claude-llms tab', () => {
    const tab = must(
      servicePageById['ai-automation'].tabs.find((t) => t.id === 'claude-llms'),
      'claude-llms tab',
    );
    const comparison = must(tab.comparison, 'comparison');
    expect(comparison.columns).toEqual(['Capability', 'Claude', 'GPT']);
    expect(comparison.rows.length).toBeGreaterThanOrEqual(6);
    expect(comparison.rows.length).toBeLessThanOrEqual(7);
    for (const row of comparison.rows) expect(row.values).toHaveLength(2);
    expect(must(tab.recommendation, 'recommendation').buttonLabel).toBe('Get an AI Model Recommendation');
  });

  it('lists the seven service interest options of docs/product.md#service-options with their exact labels, in order', () => {
    expect(serviceInterestOptions).toEqual([
      { value: 'ai-automation', label: 'AI Automation' },
      { value: 'it-talent', label: 'IT Talent Solutions' },
      { value: 'cloud-services', label: 'Cloud Services' },
      { value: 'cybersecurity', label: 'Cybersecurity' },
      { value: 'custom-development', label: 'Custom Development' },
      { value: 'tech-growth', label: 'Technology Growth' },
      { value: 'consultation', label: 'General Consultation' },
    ]);
  });
});

describe('home page', () => {
  it('has the two hero messages of the spec and their buttons', () => {
    expect(hero.solutions.headline).toBe('Built to Solve. Ready to Scale.');
    expect(hero.talent.headline).toBe('Proven tech talent. Ready Now.');
    expect([hero.solutions.cta, hero.talent.cta]).toEqual(['Explore Solutions', 'Find Talent']);
    expect(helpSection.cards.map((c) => c.title)).toEqual(['AI Solutions', 'Staffing']);
    expect(homeMeta.description.length).toBeLessThanOrEqual(160);
  });

  it('has five FAQs, one claiming cost reduction of up to 70% and the last offering a free consultation', () => {
    expect(homeFaqs).toHaveLength(5);
    expect(homeFaqs.filter((f) => f.answer.includes('70%'))).toHaveLength(1);
    expect(homeFaqs[4]?.answer).toMatch(/free consultation/i);
  });
});

describe('company and copy', () => {
  it('states founded 2012 in Naperville, Illinois and copyright 2024', () => {
    expect(company.founded).toBe(2012);
    expect(company.copyrightYear).toBe(2024);
    expect(`${company.city}, ${company.region}`).toBe('Naperville, Illinois');
  });

  it('uses an external web-design credit link', () => {
    expect(company.designCredit.href).toMatch(/^https:\/\//);
  });

  it('puts the company email on the about page', () => {
    expect(about.contactLine.email).toBe(company.contact.email);
    expect(about.stats.some((s) => s.value === '2012')).toBe(true);
  });

  it('names the three cloud partners exactly', () => {
    expect(partners.map((p) => p.name)).toEqual(['AWS', 'Microsoft Azure', 'Google Cloud']);
  });

  it('uses no percentages other than the marketing claims (docs/product.md#marketing-claims)', () => {
    const allowed = new Set(['70%', '80-90%', '99.9%', '40%', '50-90%', '30-50%']);
    const strings = allStrings([
      servicePages,
      industryPages,
      wheelItems,
      homeFaqs,
      hero,
      helpSection,
      about,
      talentNodes,
      workflowNodes,
    ]);
    const found = strings.flatMap((s) => s.match(/\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?%/g) ?? []);
    expect(found.length).toBeGreaterThan(0);
    for (const figure of found) expect(allowed.has(figure), figure).toBe(true);
  });

  it('has the exact contact form messages and toasts', () => {
    expect(Object.values(contactForm.labels)).toEqual([
      'Full Name *',
      'Email *',
      'Company',
      'Phone',
      'Service',
      'Message *',
    ]);
    expect(contactForm.toast.success.description).toBe(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
  });

  it('has the not-found wording and three coming-soon pages', () => {
    expect([notFound.heading, notFound.text, notFound.link, notFound.href]).toEqual([
      '404',
      'Oops! Page not found',
      'Return to Home',
      '/',
    ]);
    expect(comingSoonPages.map((p) => p.path)).toEqual(['/blog', '/careers', '/contact']);
  });

  it('links navigation only to real pages', () => {
    const pagePaths = new Set([...servicePages.map((p) => p.path), ...industryPages.map((p) => p.path)]);
    for (const link of [...serviceLinks, ...industryLinks])
      expect(pagePaths.has(link.href), link.href).toBe(true);
    expect(serviceLinks).toHaveLength(6);
    expect(industryLinks).toHaveLength(5);
    expect(quickLinks.filter((l) => l.disabled).map((l) => l.label)).toEqual([
      'Blog',
      'Careers',
      'Contact us',
    ]);
  });
});

describe('workflow diagram', () => {
  const nodes = byId(workflowNodes);

  it('has 8-10 nodes with unique ids, valid connections and only the four node types', () => {
    expect(workflowNodes.length).toBeGreaterThanOrEqual(8);
    expect(workflowNodes.length).toBeLessThanOrEqual(10);
    expect(nodes.size).toBe(workflowNodes.length);
    for (const node of workflowNodes) {
      expect(['trigger', 'action', 'decision', 'service']).toContain(node.type);
      for (const target of node.connections) expect(nodes.has(target), `${node.id} -> ${target}`).toBe(true);
    }
  });

  it('is acyclic and every node is reachable from the single trigger', () => {
    const triggers = workflowNodes.filter((n) => n.type === 'trigger');
    expect(triggers).toHaveLength(1);
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string): void => {
      expect(state.get(id), `cycle through ${id}`).not.toBe('visiting');
      if (state.get(id) === 'done') return;
      state.set(id, 'visiting');
      for (const next of must(nodes.get(id), id).connections) visit(next);
      state.set(id, 'done');
    };
    visit(must(triggers[0], 'trigger').id);
    expect(state.size).toBe(workflowNodes.length);
  });

  it('keeps nodes inside the panel and at least 12 apart', () => {
    for (const [i, a] of workflowNodes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x).toBeLessThanOrEqual(100);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeLessThanOrEqual(100);
      for (const b of workflowNodes.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id}/${b.id}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('advances the active step along a path: valid ids, starting at the trigger, each step connected to the next', () => {
    expect(nodes.get(workflowOrder[0] ?? '')?.type).toBe('trigger');
    for (const id of workflowOrder) expect(nodes.has(id), id).toBe(true);
    for (let i = 1; i < workflowOrder.length; i++) {
      expect(nodes.get(workflowOrder[i - 1] ?? '')?.connections).toContain(workflowOrder[i]);
    }
  });
});
