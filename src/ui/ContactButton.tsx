import type { ReactNode } from 'react';
import type { ServiceInterest } from '../content/types';
import { useContactDialog } from '../store/contactDialog';
import { Button, type ButtonVariant } from './Button';

interface ContactButtonProps {
  /** Service preselected in the dialog. */
  interest?: ServiceInterest;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
}

/** A call to action that opens the contact dialog; focus returns here when it closes. */
export function ContactButton({
  interest,
  variant = 'primary',
  size = 'lg',
  children,
  className,
}: ContactButtonProps) {
  const openDialog = useContactDialog((s) => s.openDialog);
  return (
    <Button
      className={className}
      $variant={variant}
      $size={size}
      onClick={(event) => openDialog(interest ?? null, event.currentTarget)}
    >
      {children}
    </Button>
  );
}
