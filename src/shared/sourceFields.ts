/*
 * The names of a lead's source fields (the form's hidden fields, the JSON keys, the columns). Their rules are in
 * leadRules.ts; the names stand alone because the page's boot module writes these fields, and must not carry the
 * rules' weight (docs/analytics.md).
 */

/** The campaign tags of the address a visit landed on. */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof utmFields)[number];

/** The source of a lead, as the form's hidden fields (and the JSON the dialog sends) name it. */
export const sourceFields = [
  'source_page',
  'cta_place',
  'cta_service',
  'landing_page',
  'referrer_host',
  ...utmFields,
] as const;
export type SourceField = (typeof sourceFields)[number];
export type LeadSource = Record<SourceField, string>;
