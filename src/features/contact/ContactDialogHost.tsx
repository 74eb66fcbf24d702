import { lazy, Suspense } from 'react';
import { useContactDialog } from '../../store/contactDialog';

const ContactDialog = lazy(() => import('./ContactDialog'));

/** Loads the dialog (and the toasts) the first time a call to action asks for it, then keeps it mounted. */
export function ContactDialogHost() {
  const requested = useContactDialog((s) => s.openings > 0);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  );
}
