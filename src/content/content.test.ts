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
import { wheelItems } from './wheel';
import { allStrings, must } from './testHelpers';
import { talentNodes } from './talent';
import { uiCopy } from './uiCopy';
import { workflowNodes } from './workflow';

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
        expect(tab.action.length).toBeGreaterThan(0);
      }
    }
  });

  it('ends every service and industry page with one closing call to action, and opens each section with a heading', () => {
    for (const page of [...servicePages, ...industryPages]) {
      expect(page.closing.heading.length, page.id).toBeGreaterThan(0);
      expect(page.closing.body.length, page.id).toBeGreaterThan(0);
      expect(page.closing.button.length, page.id).toBeGreaterThan(0);
    }
    for (const page of servicePages) expect(page.offers.heading.length, page.id).toBeGreaterThan(0);
    for (const page of industryPages) expect(page.capabilities.heading.length, page.id).toBeGreaterThan(0);
  });

  it('names every call to action of a page differently, so each says where it leads', () => {
    for (const page of servicePages) {
      const labels = [uiCopy.consultationButton, page.closing.button, ...page.tabs.map((t) => t.action)];
      expect(new Set(labels).size, page.id).toBe(labels.length);
    }
    for (const page of industryPages)
      expect(page.closing.button, page.id).not.toBe(uiCopy.consultationButton);
  });

  it('brings four services to every industry page, so its links fill one row of the grid', () => {
    for (const page of industryPages) expect(new Set(page.relatedServices).size, page.id).toBe(4);
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
    expect(page.closing.button).toBe('Find Talent');
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
    expect(about.closing.email).toBe(company.contact.email);
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
