import { useEffect } from 'react';
import { contactForm } from '../../content/contactForm';
import { announceLead } from './leadSource';
import { notify } from './notices';
import { whenIdle } from '../../ui/idle';
import { flushOutbox, readOutbox } from './outbox';

/**
 * Sends what waits in the outbox on every visit (once the browser is idle: the page's first read of localStorage is a
 * round trip to the browser, ~20 ms of a phone's hydration) and whenever the connection returns; says so once stored.
 */
export function useOutbox(): void {
  useEffect(() => {
    const flush = () => {
      if (readOutbox().length === 0) return;
      void flushOutbox().then((stored) => {
        for (const item of stored) announceLead(item.source);
        if (stored.length > 0)
          void notify('success', contactForm.toast.success.title, contactForm.toast.success.description);
      });
    };
    const cancel = whenIdle(flush);
    window.addEventListener('online', flush);
    return () => {
      cancel();
      window.removeEventListener('online', flush);
    };
  }, []);
}
