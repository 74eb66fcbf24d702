import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../env';

// Who may open the owner's desk: whoever Cloudflare Access signed in (docs/decisions/0031-owner-desk-behind-access.md).
// Access puts a signed JWT in the `Cf-Access-Jwt-Assertion` header and the `CF_Authorization` cookie of every request
// it lets through; the Worker checks it itself, on every request, with jose (no token parsing by hand).

/** The signed-in person, from the token's claims. */
export interface Identity {
  email: string;
}

/** The desk's Access settings, or null when Access is not configured (every desk path then answers 404). */
export interface AccessConfig {
  /** `https://<team>.cloudflareaccess.com`: the tokens' issuer, and where its keys are published. */
  issuer: string;
  /** The Access application's AUD tag. */
  audience: string;
  keys: JWTVerifyGetKey;
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** Addresses only this machine answers on: the local stand-in for Access is honoured there and nowhere else. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Access settings for this request. The team's keys come from `<issuer>/cdn-cgi/access/certs` (cached by jose).
 * The local stand-in's public keys (`ACCESS_LOCAL_JWKS`, set by `npm start` only) are used only for a request to this
 * machine itself, so a production configuration never accepts the stand-in's key, even if the setting were copied.
 */
export function accessConfig(env: Env, url: URL): AccessConfig | null {
  const issuer = env.ACCESS_TEAM_DOMAIN?.replace(/\/+$/, '');
  const audience = env.ACCESS_AUD;
  if (!issuer || !audience) return null;
  if (env.ACCESS_LOCAL_JWKS) {
    if (!LOCAL_HOSTS.has(url.hostname)) return null;
    return { issuer, audience, keys: createLocalJWKSet(JSON.parse(env.ACCESS_LOCAL_JWKS)) };
  }
  let keys = remoteKeySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`));
    remoteKeySets.set(issuer, keys);
  }
  return { issuer, audience, keys };
}

/** The token Access attached: its header, else its cookie. */
export function accessToken(request: Request): string | null {
  const header = request.headers.get('Cf-Access-Jwt-Assertion');
  if (header) return header.trim();
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'CF_Authorization') return value.join('=');
  }
  return null;
}

/**
 * The signed-in identity when the token is signed by one of the team's keys with RS256, for this application's
 * audience, by the team's issuer, and valid now (not expired, not valid only later); null for anything else.
 */
export async function verifyAccess(token: string | null, config: AccessConfig): Promise<Identity | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, config.keys, {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ['exp', 'iat'],
      // Also refuses a token issued in the future (`nbf` is checked whenever it is present). Access sessions last a
      // month at most.
      maxTokenAge: '31d',
    });
    const email =
      typeof payload.email === 'string' ? payload.email : typeof payload.sub === 'string' ? payload.sub : '';
    return email ? { email } : null;
  } catch {
    return null;
  }
}
