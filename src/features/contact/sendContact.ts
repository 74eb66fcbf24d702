import type { ContactValues } from './formRules';

/**
 * Sends the form to `VITE_CONTACT_ENDPOINT` (set at build time, DECISIONS.md 13) as JSON; without it the form only
 * logs locally, as SPEC.md §7 shows. Throws when the endpoint answers with an error.
 */
export async function sendContact(values: ContactValues): Promise<void> {
  const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT as string | undefined;
  if (!endpoint) {
    console.info('Contact form submitted (no endpoint configured):', values);
    return;
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`Contact endpoint answered ${response.status}`);
}
