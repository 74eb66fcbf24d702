import { forPlainHttp } from '../host/headers.ts';
import { contactEndpoint } from '../src/ui/contactDialogIds';
import { eventsEndpoint } from '../src/shared/analyticsEvents';
import { errorsEndpoint, reportsEndpoint } from '../src/shared/errorReports';
import { handleContact } from './contact';
import type { Env } from './env';
import { handleErrors, handleReports } from './errors/endpoint';
import { isMapsPath } from './errors/release';
import { handleEvents } from './events';
import { hostRule, notFound } from './host';
import { handleDesk, isDeskPath } from './owner/desk';
import { runScheduled } from './scheduled';

/** The paths the Worker answers itself; everything else it is given goes to the host rules and the assets. */
export const endpoints = [contactEndpoint, eventsEndpoint, errorsEndpoint, reportsEndpoint] as const;

async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const context = { request, env, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
  const { pathname } = new URL(request.url);
  if (pathname === contactEndpoint) return handleContact(context);
  if (pathname === eventsEndpoint) return handleEvents(context);
  if (pathname === errorsEndpoint) return handleErrors(request, env);
  if (pathname === reportsEndpoint) return handleReports(request, env);
  // The build's source maps and release are the Worker's to read (worker/errors/release.ts), not the public's.
  if (isMapsPath(pathname)) return notFound(request, env);
  if (isDeskPath(pathname)) return handleDesk(request, env);
  return hostRule(request, env, () => env.ASSETS.fetch(request));
}

/**
 * The site's Worker (wrangler.jsonc): the static build is served by the host's assets before any code runs; only
 * the paths of `assets.run_worker_first` come here (host/redirects.ts, `workerFirstPaths`). The schedule delivers
 * the leads and rolls up the analytics (worker/scheduled.ts).
 */
export default {
  async fetch(request, env, ctx) {
    const response = await answer(request, env, ctx);
    // Served over plain http (a local `npm start`), the policy upgrades nothing, as for the static files there
    // (scripts/start.mjs): see `forPlainHttp`. Over https nothing changes.
    const policy = response.headers.get('Content-Security-Policy');
    if (new URL(request.url).protocol !== 'http:' || !policy) return response;
    const served = new Response(response.body, response);
    served.headers.set('Content-Security-Policy', forPlainHttp(policy));
    return served;
  },
  async scheduled(controller, env) {
    await runScheduled(controller.cron, env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
