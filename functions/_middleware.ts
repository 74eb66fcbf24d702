import { forPlainHttp } from '../scripts/host-config.mjs';

/**
 * Every function's answer served over plain http (a local `npm start`) drops `upgrade-insecure-requests` from its
 * policy, as the static files do there (scripts/start.mjs): see `forPlainHttp`. Over https nothing changes.
 */
export const onRequest: PagesFunction = async ({ request, next }) => {
  const response = await next();
  const policy = response.headers.get('Content-Security-Policy');
  if (new URL(request.url).protocol !== 'http:' || !policy) return response;
  const served = new Response(response.body, response);
  served.headers.set('Content-Security-Policy', forPlainHttp(policy));
  return served;
};
