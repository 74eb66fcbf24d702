import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, edited, freshDraft, loadDraft, saveDraft } from './draft';
import { emptyContact } from '../../shared/leadRules';

describe('contact draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts empty with a new key when nothing was saved', () => {
    const draft = loadDraft();
    expect(draft.values).toEqual(emptyContact);
    expect(draft.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(draft.tried).toBe(false);
    expect(loadDraft().key).not.toBe(draft.key);
  });

  it('restores every field and the key saved earlier in the tab', () => {
    const draft = {
      values: { ...emptyContact, name: 'Zoë 🚀', message: '<b>hi</b>' },
      key: 'k-123456789',
      tried: true,
    };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it('ignores corrupted storage instead of failing', () => {
    sessionStorage.setItem('contact-draft', '{not json');
    expect(loadDraft().values).toEqual(emptyContact);
    sessionStorage.setItem('contact-draft', JSON.stringify({ values: { name: 42, email: 'a@b.c' }, key: 7 }));
    const draft = loadDraft();
    expect(draft.values).toEqual({ ...emptyContact, email: 'a@b.c' });
    expect(typeof draft.key).toBe('string');
  });

  it('forgets the draft once cleared', () => {
    saveDraft({ ...freshDraft(), values: { ...emptyContact, name: 'A' } });
    clearDraft();
    expect(loadDraft().values).toEqual(emptyContact);
  });

  it('keeps the key while the visitor edits, and takes a new one for an edit after a send was tried', () => {
    const draft = freshDraft();
    const typed = edited(draft, { ...emptyContact, name: 'Ada' });
    expect(typed.key).toBe(draft.key);
    const changedAfterSend = edited({ ...typed, tried: true }, { ...emptyContact, name: 'Ada L.' });
    expect(changedAfterSend.key).not.toBe(draft.key);
    expect(changedAfterSend.tried).toBe(false);
  });
});
