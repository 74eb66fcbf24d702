import { redirectTarget } from '../src/content/redirects';
import type { Env } from './env';
import { methodNotAllowed, redirect, restatus } from './http';

/** The visitor's own query joined to the target's; the target's parameters win (`?section=` picks the tab). */
export function joinQuery(target: string, search: string): string {
  const [path = '', targetQuery = ''] = target.split('?');
  const query = new URLSearchParams(targetQuery);
  new URLSearchParams(search).forEach((value, name) => {
    if (!query.has(name)) query.append(name, value);
  });
  const joined = query.toString();
  return joined ? `${path}?${joined}` : path;
}

/** The site's not-found page with its status: what the host answers an address nothing is at, with its `_headers`. */
export async function notFound(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL('/404', request.url));
  return restatus(page, 404);
}

/**
 * The host rules a static file cannot express, for the paths of `assets.run_worker_first` that are not endpoints
 * (host/redirects.ts, `workerFirstPaths`): a redirect whose target has its own query keeps the visitor's (campaign
 * tags), and the not-found page's own addresses answer 404 rather than 200. Anything else is the static file.
 */
export async function hostRule(request: Request, env: Env, next: () => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');
  if (url.pathname === '/404' || url.pathname === '/404.html') return notFound(request, env);
  const target = redirectTarget(url.pathname);
  if (target) return redirect(joinQuery(target, url.search));
  return next();
}
