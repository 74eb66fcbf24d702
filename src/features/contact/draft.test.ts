import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { emptyContact } from './formRules';

describe('contact draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns an empty form when nothing was saved', () => {
    expect(loadDraft()).toEqual(emptyContact);
  });

  it('restores every field saved earlier in the tab', () => {
    const draft = { ...emptyContact, name: 'Zoë 🚀', message: '<b>hi</b>' };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it('ignores corrupted storage instead of failing', () => {
    sessionStorage.setItem('contact-draft', '{not json');
    expect(loadDraft()).toEqual(emptyContact);
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 42, email: 'a@b.c' }));
    expect(loadDraft()).toEqual({ ...emptyContact, email: 'a@b.c' });
  });

  it('forgets the draft once cleared', () => {
    saveDraft({ ...emptyContact, name: 'A' });
    clearDraft();
    expect(loadDraft()).toEqual(emptyContact);
  });
});
