import { contactFieldOrder, sitePath, type ContactErrors, type ContactValues } from '../src/shared/leadRules';
import { sourceFields, type LeadSource } from '../src/shared/sourceFields';
import { escapeHtml } from '../src/shared/text';
import { contactDialogId, contactFormId, fieldErrorId, fieldId } from '../src/ui/contactDialogIds';
import type { Env } from './env';
import { restatus } from './http';

export interface FormState {
  /** The values as typed, cleaned (`cleanContact`): every one comes back, however long. */
  values: ContactValues;
  /** Where the lead came from: kept in the form's hidden fields, so sending it again keeps it. */
  source: LeadSource;
  errors: ContactErrors;
  /** A message about the whole form (too many messages, not sent). */
  banner?: string;
}

/** Id of the message above the form (ContactDialog renders it, hidden while empty). */
export const formErrorId = `${contactFormId}-error`;

/**
 * The page the form was posted from, as the dialog shows it with this state: open, every value in its field, each
 * message under its field and tied to it (`aria-describedby`, `aria-invalid`), the first invalid field focused.
 * The markup is the prerendered dialog's own. For forms posted without JavaScript or before the app ran; the page
 * comes without the app's script, so it behaves as with JavaScript off until the form is sent again.
 *
 * The page is always one of the site's pages, so always the form: the one the source names (the dialog's hidden
 * field, or the post's `Referer`, each only when it is a route of the site), else the home page. Every value goes
 * into the markup escaped (`escapeHtml`: `&` too), so what the browser shows is exactly what was sent.
 */
export async function formPage(
  env: Env,
  request: Request,
  state: FormState,
  status: number,
): Promise<Response> {
  const isPage = (response: Response) =>
    response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  let page = await env.ASSETS.fetch(new URL(sitePath(state.source.source_page) || '/', request.url));
  if (!isPage(page)) page = await env.ASSETS.fetch(new URL('/', request.url));
  const { values, errors } = state;
  const firstInvalid = contactFieldOrder.find((field) => errors[field]);

  const rewriter = new HTMLRewriter()
    // Without the app: this page's address is the endpoint's, which the app's router does not know, and what the
    // visitor does next (fix a field, send again) is a plain form post, which needs no script.
    .on('script[type="module"], link[rel="modulepreload"]', {
      element: (el) => void el.remove(),
    })
    .on(`dialog#${contactDialogId}`, {
      element: (el) => void el.setAttribute('open', ''),
    })
    .on('title', {
      element: (el) => void el.prepend('Error: '),
    })
    .on(`#${formErrorId}`, {
      element: (el) => {
        if (!state.banner) return;
        el.removeAttribute('hidden');
        el.setInnerContent(escapeHtml(state.banner), { html: true });
      },
    });

  for (const field of contactFieldOrder) {
    const error = errors[field];
    const value = values[field];
    const control = {
      element: (el: Element) => {
        if (error) {
          el.setAttribute('aria-invalid', 'true');
          el.setAttribute('aria-describedby', fieldErrorId(field));
        }
        // Focus on the first field to fix (the dialog's first field otherwise has it).
        if (firstInvalid) {
          if (field === firstInvalid) el.setAttribute('autofocus', '');
          else el.removeAttribute('autofocus');
        }
        if (el.tagName === 'input') el.setAttribute('value', escapeHtml(value));
        if (el.tagName === 'textarea') el.setInnerContent(escapeHtml(value), { html: true });
      },
    };
    rewriter.on(`#${fieldId(field)}`, control);
    if (field === 'service')
      rewriter.on(`#${fieldId(field)} option`, {
        element: (el) => {
          if ((el.getAttribute('value') ?? '') === value) el.setAttribute('selected', '');
          else el.removeAttribute('selected');
        },
      });
    if (error)
      rewriter.on(`#${fieldErrorId(field)}`, {
        element: (el) => {
          el.removeAttribute('hidden');
          el.setInnerContent(escapeHtml(error), { html: true });
        },
      });
  }
  for (const field of sourceFields)
    rewriter.on(`#${contactFormId} input[type="hidden"][name="${field}"]`, {
      element: (el) => void el.setAttribute('value', escapeHtml(state.source[field])),
    });
  return restatus(page, status, rewriter.transform(page).body);
}
