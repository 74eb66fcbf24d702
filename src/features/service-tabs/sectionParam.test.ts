import { describe, expect, it } from 'vitest';
import { searchWithSection, sectionFromSearch } from './sectionParam';

const ids = ['aws', 'azure', 'gcp', 'migration'];

describe('?section= handling', () => {
  it('selects the tab the address names', () => {
    expect(sectionFromSearch('section=gcp', ids, 'aws')).toBe('gcp');
    expect(sectionFromSearch('?utm=x&section=migration', ids, 'aws')).toBe('migration');
  });

  it('falls back to the default tab when the parameter is missing, empty or unknown', () => {
    expect(sectionFromSearch('', ids, 'aws')).toBe('aws');
    expect(sectionFromSearch('section=', ids, 'aws')).toBe('aws');
    expect(sectionFromSearch('section=%3Cscript%3E', ids, 'aws')).toBe('aws');
    expect(sectionFromSearch('section=AZURE', ids, 'aws')).toBe('aws');
  });

  it('writes the section and keeps the other parameters', () => {
    expect(searchWithSection('utm=x&section=aws', 'gcp')).toBe('utm=x&section=gcp');
    expect(searchWithSection('', 'azure')).toBe('section=azure');
  });
});
