import { useEffect } from 'react';
import { contactForm } from '../../content/contactForm';
import { notify } from './notices';
import { flushOutbox, readOutbox } from './outbox';

/** Sends what waits in the outbox on every visit and whenever the connection returns; says so once stored. */
export function useOutbox(): void {
  useEffect(() => {
    const flush = () => {
      if (readOutbox().length === 0) return;
      void flushOutbox().then((stored) => {
        if (stored > 0)
          void notify('success', contactForm.toast.success.title, contactForm.toast.success.description);
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
}
