import { JSDOM } from 'jsdom';

/** The form's fields as a browser parses the page: what the visitor sees in them. */
export function shownValues(html: string): Record<string, string> {
  const { document } = new JSDOM(html).window;
  const form = document.getElementById('contact-form') as HTMLFormElement | null;
  if (!form) return {};
  const shown: Record<string, string> = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  ))
    shown[control.name] = control.value;
  const banner = document.getElementById('contact-form-error');
  shown['(banner)'] = banner && !banner.hidden ? (banner.textContent ?? '') : '';
  return shown;
}

/** The page's main heading as a visitor reads it (its text, whatever markup keeps words together). */
export const headingText = (html: string): string =>
  new JSDOM(html).window.document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
