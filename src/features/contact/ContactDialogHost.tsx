import ContactDialog from './ContactDialog';

/**
 * The contact dialog, in every page from the prerendered HTML on (closed), so that calls to action open it natively
 * before the app runs and with JavaScript off. Its toasts load the first time one is shown.
 */
export function ContactDialogHost() {
  return <ContactDialog />;
}
