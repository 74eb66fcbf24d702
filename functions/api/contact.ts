import { handleContact } from '../lib/contact';
import type { Env } from '../lib/env';

/** `/api/contact`: the lead endpoint (functions/lib/contact.ts). Every method comes here; only POST is answered. */
export const onRequest: PagesFunction<Env> = (context) => handleContact(context);
