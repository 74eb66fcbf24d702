import { useEffect, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

interface ModalSurfaceProps {
  /** Whether the surface is shown as a modal. */
  open: boolean;
  /** Called on Escape or a click on the backdrop. */
  onClose: () => void;
  /** Element that gets focus when the surface opens; the first field by default. */
  initialFocus?: () => HTMLElement | null;
  /** Element that gets focus back when it closes; the element focused before opening by default. */
  returnFocus?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
  label?: string;
}

/**
 * A native modal `<dialog>`: the page behind it is inert, it sits in the top layer, Escape and backdrop clicks close
 * it, Tab stays inside, and focus returns to the opener.
 */
export function ModalSurface({
  open,
  onClose,
  initialFocus,
  returnFocus,
  className,
  children,
  labelledBy,
  label,
}: ModalSurfaceProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  const focusBack = useRef(returnFocus);
  const focusFirst = useRef(initialFocus);
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    close.current = onClose;
    focusBack.current = returnFocus;
    focusFirst.current = initialFocus;
  });
  useFocusTrap(ref, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      previous.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      focusFirst.current?.()?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = focusBack.current?.() ?? previous.current;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  return (
    // The click handler only catches clicks on the backdrop (the dialog element itself); keyboard users have Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      {children}
    </dialog>
  );
}
