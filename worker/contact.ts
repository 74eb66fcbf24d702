import { contactForm } from '../src/content/contactForm';
import { serviceInterestOptions } from '../src/content/serviceInterests';
import { paths } from '../src/content/paths';
import {
  cleanContact,
  contactValuesFrom,
  fieldsNotText,
  honeypotFilled,
  leadSourceFrom,
  sitePath,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../src/shared/leadRules';
import type { LeadSource } from '../src/shared/sourceFields';
import { honeypotField } from '../src/ui/contactDialogIds';
import { configuredChannels } from './delivery/channels';
import { deliverLead } from './delivery/deliver';
import { bodyKind, MAX_BODY_BYTES, MAX_ECHO_BYTES, parseFields, readBody, type BodyKind } from './body';
import type { Env } from './env';
import { formPage } from './formPage';
import { answerHeaders, json, methodNotAllowed } from './http';
import { contentHash, keyedHash, storeLead } from './leads';
import { isCrossSite, refererPath } from './origin';
import { admit, clientId, forgetOldSubmissions, rateLimitFrom } from './rateLimit';
import { leadIpSecret } from './secrets';

const options = serviceInterestOptions.map((o) => o.value);
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** What the dialog gets back once a lead is stored (and, the same, for a replay or a silently dropped bot post). */
const STORED = { status: 'stored' } as const;

interface Context {
  request: Request;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Where the lead came from, as far as the request says: the dialog's own fields (hidden fields of the form, filled
 * by any script that ran; the JSON the app sends), and for the page, the post's `Referer` when no script said it.
 */
function sourceOf(fields: Record<string, unknown>, request: Request): LeadSource {
  const source = leadSourceFrom((field) => fields[field], options);
  if (!source.source_page) source.source_page = sitePath(refererPath(request)?.split('?')[0]);
  return source;
}

/** A form posted without JavaScript goes to the confirmation page; the dialog gets JSON. */
const accepted = (kind: BodyKind, request: Request, replayed = false): Response =>
  kind === 'form'
    ? new Response(null, {
        status: 303,
        headers: answerHeaders({ Location: new URL(paths.contactSent, request.url).pathname }),
      })
    : json(201, STORED, replayed ? { 'Idempotent-Replayed': 'true' } : {});

/** A refusal: JSON for the dialog, the form page again (values kept, messages placed) for a plain form post. */
async function refused(
  context: Context,
  kind: BodyKind,
  status: number,
  values: ContactValues,
  source: LeadSource,
  errors: ContactErrors & { form?: string },
  extra: Record<string, string> = {},
): Promise<Response> {
  if (kind === 'json') return json(status, { errors }, extra);
  const { form, ...fieldErrors } = errors;
  const page = await formPage(
    context.env,
    context.request,
    { values, source, errors: fieldErrors, banner: form },
    status,
  );
  for (const [name, value] of Object.entries(extra)) page.headers.set(name, value);
  return page;
}

/**
 * `POST /api/contact`: validates, limits, stores each lead exactly once (docs/decisions/0013-leads-are-stored-exactly-once.md)
 * and delivers it to the team (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md).
 */
export async function handleContact(context: Context): Promise<Response> {
  const { request, env } = context;
  if (request.method !== 'POST') return methodNotAllowed('POST');
  if (isCrossSite(request)) return json(403, { errors: { form: contactForm.server.crossSite } });
  const kind = bodyKind(request);
  if (!kind) return json(415, { errors: { form: contactForm.server.unsupported } });

  // A body over the limit is still read, up to MAX_ECHO_BYTES: so a form post gets back a page holding what the
  // visitor typed (without JavaScript nothing else keeps it), and any client gets its answer rather than a
  // connection closed while it was still sending.
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  const body =
    kind === 'json' && declared > MAX_ECHO_BYTES
      ? { text: '', size: declared, whole: false }
      : await readBody(request, MAX_ECHO_BYTES);
  const tooLarge = body.size > MAX_BODY_BYTES;
  if (kind === 'json' && tooLarge) return json(413, { errors: { form: contactForm.server.tooLarge } });
  const fields = parseFields(kind, body.text, body.whole);
  if (!fields) return json(400, { errors: { form: contactForm.server.unreadable } });

  // A bot filled the field people never see: it is told the lead was stored, and nothing is stored or counted.
  if (honeypotFilled(fields[honeypotField])) return accepted(kind, request);

  const values = cleanContact(contactValuesFrom((field) => fields[field]));
  const source = sourceOf(fields, request);
  if (tooLarge)
    return refused(context, kind, 413, values, source, {
      ...validateContact(values, options, contactForm.errors),
      form: contactForm.server.tooLarge,
    });
  // A field that is there but is not text (JSON only; or a name a form post repeats): no form sends that.
  if (fieldsNotText(fields).length > 0)
    return refused(context, kind, 400, values, source, { form: contactForm.server.unreadable });
  const key = request.headers.get('Idempotency-Key');
  if (key !== null && !KEY_PATTERN.test(key))
    return json(400, { errors: { form: contactForm.server.unreadable } });
  const hash = await contentHash(values);

  try {
    // A key seen before gets its first answer again, before anything is counted or checked.
    if (key !== null) {
      const first = await keyedHash(env.DB, key);
      if (first === hash) return accepted(kind, request, true);
      if (first !== null) return json(422, { errors: { form: contactForm.server.keyReused } });
    }
    const errors = validateContact(values, options, contactForm.errors);
    if (Object.keys(errors).length > 0) return refused(context, kind, 400, values, source, errors);

    const now = Date.now();
    const client = await clientId(request, await leadIpSecret(env.DB, env.LEAD_IP_SALT));
    const admission = await admit(env.DB, client, rateLimitFrom(env.LEAD_RATE_LIMIT), now);
    if (!admission.admitted) {
      const wait = contactForm.wait(admission.retryAfterSeconds);
      return refused(
        context,
        kind,
        429,
        values,
        source,
        { form: contactForm.server.rateLimited(wait) },
        { 'Retry-After': String(admission.retryAfterSeconds) },
      );
    }
    context.waitUntil(forgetOldSubmissions(env.DB, now).run());

    const result = await storeLead(env.DB, values, source, hash, key, now, configuredChannels(env));
    if (!result.stored && result.reason === 'key-reused')
      return json(422, { errors: { form: contactForm.server.keyReused } });
    // The first attempt, after the answer: the visitor never waits for a channel. If it fails, the schedule retries.
    if (result.stored)
      context.waitUntil(
        deliverLead(env, result.id, Date.now()).catch((error: unknown) => {
          console.error('contact: the first delivery attempt failed to run', error);
        }),
      );
    return accepted(kind, request, !result.stored);
  } catch (error) {
    console.error('contact: the lead could not be stored', error);
    return refused(context, kind, 500, values, source, {
      form: `${contactForm.toast.error.title}. ${contactForm.toast.error.description}`,
    });
  }
}
