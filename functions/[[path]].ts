import type { Env } from './lib/env';
import { hostRule } from './lib/host';

/** Runs only for the paths listed in `_routes.json` (scripts/host-config.mjs, hostRoutes): see functions/lib/host.ts. */
export const onRequest: PagesFunction<Env> = ({ request, env, next }) => hostRule(request, env, next);
