import 'react';

// Invoker Commands (HTML): a button that opens or closes a <dialog> or popover with no script at all. React
// passes the lowercase attributes through; its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface ButtonHTMLAttributes<T> {
    /** Id of the element the button controls (`commandfor`). */
    commandfor?: string;
    /** What the button does to it: `show-modal`, `close`, `request-close`, `toggle-popover`… */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
