import type { ContactValues } from './formRules';

/** Build-time endpoint (DECISIONS.md 13); without it the form only logs locally, as SPEC.md §7 shows. */
const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT as string | undefined;

export async function sendContact(values: ContactValues): Promise<void> {
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
