import 'react';

// Invoker Commands (HTML): a button that opens or closes a dialog with no script (Chromium 135+, Firefox 144+,
// Safari 26.2+). React passes these lowercase attributes through to the markup as they are.
declare module 'react' {
  // Merges into React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** Id of the element the button commands. */
    commandfor?: string;
    /** What it does to that element. */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
