/**
 * The names the contact dialog's markup is found by: the call-to-action buttons point at the dialog by id
 * (`commandfor`), and the host's endpoint rewrites the prerendered dialog by these ids when a form posted without
 * JavaScript comes back with errors (functions/lib/formPage.ts). One spelling for all three.
 */
export const contactDialogId = 'contact-dialog';
export const contactFormId = 'contact-form';
export const contactTitleId = 'contact-title';
/** Where the form posts (a Pages Function on the site's own host: docs/decisions/0013-leads-are-stored-exactly-once.md). */
export const contactEndpoint = '/api/contact';
/** The hidden field people never see and bots fill. */
export const honeypotField = 'website';
/**
 * Dispatched on the document once the host has stored a lead the app sent (detail: `LeadStoredDetail`), for the
 * site's own analytics, which no feature imports.
 */
export const leadStoredEvent = 'contact-lead-stored';
export interface LeadStoredDetail {
  page: string;
  place: string;
  service: string;
}

export const fieldId = (field: string): string => `contact-${field}`;
export const fieldErrorId = (field: string): string => `contact-${field}-error`;
