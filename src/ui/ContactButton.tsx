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
 * A call to action that opens the contact dialog. The browser does it (Invoker Commands, or the page's inline
 * fallback where the browser lacks them: src/boot/platformFallbacks.ts), from the first paint and with JavaScript
 * off. As it opens the dialog, the page's inline script (src/boot/visit.ts) preselects `interest` in the
 * `service` field and writes `place` and `interest` into the hidden `cta_place` and `cta_service` fields, the
 * lead's source (docs/analytics.md); the browser returns focus here when the dialog closes.
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
      data-preset-service={interest}
      data-preset-cta_place={place}
      data-preset-cta_service={interest ?? ''}
    >
      {children}
    </Button>
  );
}
