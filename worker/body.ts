/**
 * Largest lead body accepted (docs/product.md#lead-limits): every field at its limit in the longest characters there
 * are (four UTF-8 bytes, twelve once percent-encoded by a form post or `\u`-escaped twice in JSON), the source fields
 * and the field names come to about 76 KB (`worstFormBody` in body.test.ts); 128 KB leaves room for campaign tags a
 * landing address made long, and for anything the form adds later.
 */
export const MAX_BODY_BYTES = 128 * 1024;

/**
 * How much of a form post over MAX_BODY_BYTES is still read, to give the visitor back what they typed with the
 * refusal: eight times the limit, more than 80,000 characters of any script. Of a longer post, the values that fit.
 */
export const MAX_ECHO_BYTES = 1024 * 1024;

export type BodyKind = 'json' | 'form';

/** The body's kind from its Content-Type, or null for any other type (answered 415). */
export function bodyKind(request: Request): BodyKind | null {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export interface ReadBody {
  /** The body as UTF-8 text (invalid bytes read as U+FFFD), or its first `keep` bytes. */
  text: string;
  /** Its size in bytes, as far as it was read (more than `keep` when it is longer). */
  size: number;
  /** Whether `text` is the whole body. */
  whole: boolean;
}

/** Reads at most `keep` bytes of the body (a body without a length, chunked, too), then stops reading. */
export async function readBody(request: Request, keep: number): Promise<ReadBody> {
  if (!request.body) return { text: '', size: 0, whole: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > keep) {
      chunks.push(value.subarray(0, value.byteLength - (size - keep)));
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(Math.min(size, keep));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes), size, whole: size <= keep };
}

/**
 * The body as text, or null when it is larger than `max` bytes: a declared length is refused before reading, and a
 * body without one (chunked) is read only up to the limit.
 */
export async function readLimited(request: Request, max = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > max) return null;
  const body = await readBody(request, max);
  return body.whole ? body.text : null;
}

/**
 * The fields of a form post cut short (MAX_ECHO_BYTES): the last one ends where the reading stopped, without a
 * half-read escape or character.
 */
function cutFormFields(text: string): Record<string, unknown> {
  const params = [...new URLSearchParams(text.replace(/%[0-9A-Fa-f]?$/, ''))];
  const last = params.at(-1);
  if (last) last[1] = last[1].replace(/\uFFFD+$/, '');
  return fieldsOf(params);
}

/** A form's fields by name; a name given more than once holds every value given (a form never does that). */
function fieldsOf(params: Iterable<[string, string]>): Record<string, unknown> {
  // No prototype: a field named `__proto__` is a field like any other.
  const fields = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of params) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/** The submitted fields, or null when a JSON body is not a JSON object. `whole`: false for a form post cut short. */
export function parseFields(kind: BodyKind, text: string, whole = true): Record<string, unknown> | null {
  if (kind === 'form') return whole ? fieldsOf(new URLSearchParams(text)) : cutFormFields(text);
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
