import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../../ui/idle';
import { clearDraft, edited, freshDraft, loadDraft, newKey, saveDraft, type Draft } from './draft';
import { fillEmpty, readForm } from './formDom';
import { contactFieldOrder, type ContactValues } from '../../shared/leadRules';

const same = (a: ContactValues, b: ContactValues) => contactFieldOrder.every((f) => a[f] === b[f]);

export interface DraftControl {
  /** Saves what the form holds now (a new key if the visitor changed a message that was already sent once). */
  save: () => void;
  /** The draft about to be sent: its key is marked as used. */
  forSend: () => Draft;
  /** Forgets the draft once its lead is stored or in the outbox; the next one gets a new key. */
  forget: () => void;
  /** A new key for the same draft: the host has another message under the old one. */
  rekey: () => Draft;
  /**
   * Takes over the form: fills the fields left empty from the saved draft, then saves on every change. The draft is
   * read when the browser is next idle or when the visitor first touches the form, whichever comes first: the
   * page's first read of its storage is a round trip to the browser, which the app's takeover does not wait for.
   */
  attach: (form: HTMLFormElement) => () => void;
}

/** The draft of one form, kept in sessionStorage (draft.ts). */
function draftControl(): DraftControl {
  let draft = freshDraft();
  let form: HTMLFormElement | null = null;
  let loaded = false;
  /** Reads the saved draft into the form once, before anything is saved over it. */
  const load = () => {
    if (loaded || !form) return;
    loaded = true;
    draft = loadDraft();
    fillEmpty(form, draft.values);
  };
  const save = () => {
    if (!form) return;
    load();
    const values = readForm(form);
    if (same(values, draft.values)) return;
    draft = edited(draft, values);
    saveDraft(draft);
  };
  return {
    save,
    forSend: () => {
      save();
      draft = { ...draft, tried: true };
      saveDraft(draft);
      return draft;
    },
    forget: () => {
      clearDraft();
      draft = freshDraft();
    },
    rekey: () => {
      draft = { ...draft, key: newKey(), tried: true };
      saveDraft(draft);
      return draft;
    },
    attach: (element) => {
      form = element;
      const cancel = whenIdle(save);
      element.addEventListener('focusin', load);
      element.addEventListener('input', save);
      element.addEventListener('change', save);
      return () => {
        cancel();
        element.removeEventListener('focusin', load);
        element.removeEventListener('input', save);
        element.removeEventListener('change', save);
        form = null;
        loaded = false;
      };
    },
  };
}

/**
 * The tab's draft (docs/decisions/0013-leads-are-stored-exactly-once.md): when the app takes over, fields the visitor left empty are filled from it
 * (what they typed before stays where it is); from then on every change is saved with the draft's
 * Idempotency-Key. The app now checks the form itself and says what is wrong (`novalidate`); before, the browser did.
 */
export function useDraft(form: RefObject<HTMLFormElement | null>): DraftControl {
  const [control] = useState(draftControl);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute('novalidate', '');
    return control.attach(element);
  }, [form, control]);
  return control;
}
