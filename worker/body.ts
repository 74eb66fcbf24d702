/** Largest request body accepted (docs/product.md#lead-limits). A full form of Latin text is well under it. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyKind = 'json' | 'form';

/** The body's kind from its Content-Type, or null for any other type (answered 415). */
export function bodyKind(request: Request): BodyKind | null {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * The body as text, or null when it is larger than `max` bytes: a declared length is refused before reading, and a
 * body without one (chunked) is read only up to the limit.
 */
export async function readLimited(request: Request, max = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The submitted fields, or null when a JSON body is not a JSON object. */
export function parseFields(kind: BodyKind, text: string): Record<string, unknown> | null {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
