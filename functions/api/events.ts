import type { Env } from '../lib/env';
import { handleEvents } from '../lib/events';

/** `/api/events`: the site's own analytics beacons (functions/lib/events.ts). Only POST is answered. */
export const onRequest: PagesFunction<Env> = (context) => handleEvents(context);
