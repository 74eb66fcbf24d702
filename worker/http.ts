import { cacheRevalidate, securityHeaders } from '../host/headers.ts';

/**
 * The security headers of every static file (scripts/host-config.mjs, the one list behind `_headers`). The host
 * applies `_headers` to static files only, never to a function's answer, so each answer here carries them itself.
 * No style hashes: these answers are JSON, redirects or pages taken from the static build with their own headers.
 */
const hostHeaders: Record<string, string> = securityHeaders([]);

/** Headers for a function's answer: the host's security headers, `extra`, and no caching unless `extra` says. */
export function answerHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({ ...hostHeaders, 'Cache-Control': 'no-store', ...extra });
}

export const json = (status: number, body: unknown, extra: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: answerHeaders({ 'Content-Type': 'application/json; charset=utf-8', ...extra }),
  });

/** 405 with the methods the path does answer (RFC 9110 §15.5.6). */
export const methodNotAllowed = (allow: string): Response =>
  new Response('Method Not Allowed', {
    status: 405,
    headers: answerHeaders({ Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' }),
  });

/** A one-hop permanent redirect, cached like the static host's own (`_redirects`). */
export const redirect = (location: string): Response =>
  new Response(null, {
    status: 301,
    headers: answerHeaders({ Location: location, 'Cache-Control': cacheRevalidate }),
  });

/** A static page under another status, with the headers `_headers` gave it but never cached. */
export function restatus(page: Response, status: number, body: BodyInit | null = page.body): Response {
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-store');
  headers.delete('Access-Control-Allow-Origin');
  headers.delete('ETag');
  headers.delete('Content-Length');
  return new Response(body, { status, headers });
}
