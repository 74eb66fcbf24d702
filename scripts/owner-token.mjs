// `npm run -s owner:token`: a token of the local stand-in for Cloudflare Access, for owner@example.com, valid for 10
// minutes, signed with the key `npm start` keeps in its state folder (LEADS_STATE_DIR, default .wrangler/state). The
// local Worker accepts it in `Cf-Access-Jwt-Assertion` (or Access's `CF_Authorization` cookie) exactly as it accepts
// Access's in production (README: the owner's desk).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localAccessToken } from './localAccess.mjs';

const stateDir = resolve(process.env.LEADS_STATE_DIR ?? '.wrangler/state');
if (!existsSync(join(stateDir, 'owner-access', 'key.json'))) {
  process.stderr.write(`No local Access key under ${stateDir}: start the site with npm start first.\n`);
  process.exit(1);
}
process.stdout.write(`${await localAccessToken(stateDir)}\n`);
