import type { ReactNode } from 'react';
import type { CtaPlace } from '../content/ctaPlaces';
import type { ServiceInterest } from '../content/types';
import { Button, type ButtonVariant } from './Button';
import { contactDialogId } from './contactDialogIds';

interface ContactButtonProps {
  /** Where on the site the button sits: recorded with the lead it brings and with the dialog's opening. */
  place: CtaPlace;
  /** Service preselected in the dialog. */
  interest?: ServiceInterest;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
}

/**
 * A call to action that opens the contact dialog. The browser does it (Invoker Commands), from the first paint and
 * with JavaScript off; the dialog preselects `interest` from `data-service` and notes `data-place` as the lead's
 * source once a script listens (features/contact/invokerPreset.ts), and the browser returns focus here when the
 * dialog closes.
 */
export function ContactButton({
  place,
  interest,
  variant = 'primary',
  size = 'lg',
  children,
  className,
}: ContactButtonProps) {
  return (
    <Button
      className={className}
      $variant={variant}
      $size={size}
      commandfor={contactDialogId}
      command="show-modal"
      data-place={place}
      data-service={interest}
    >
      {children}
    </Button>
  );
}
