import type { ReactNode } from 'react';
import type { ServiceInterest } from '../content/types';
import { Button, type ButtonVariant } from './Button';
import { contactDialogId } from './contactDialogIds';

interface ContactButtonProps {
  /** Service preselected in the dialog. */
  interest?: ServiceInterest;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
}

/**
 * A call to action that opens the contact dialog. The browser does it (Invoker Commands, or the page's inline
 * fallback where the browser lacks them: src/boot/platformFallbacks.ts), from the first paint and with JavaScript
 * off; the page's inline script preselects `interest` in the dialog's `service` field from `data-preset-service`
 * (src/boot/commandPresets.ts), and the browser returns focus here when the dialog closes.
 */
export function ContactButton({
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
      data-preset-service={interest}
    >
      {children}
    </Button>
  );
}
