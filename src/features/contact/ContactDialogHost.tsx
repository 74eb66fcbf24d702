import { lazy, Suspense, useEffect, useState } from 'react';
import { useContactDialog } from '../../store/contactDialog';

const ContactDialog = lazy(() => import('./ContactDialog'));

/** Loads the dialog (and the toasts) the first time a call to action asks for it, then keeps it mounted. */
export function ContactDialogHost() {
  const open = useContactDialog((s) => s.open);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  );
}
