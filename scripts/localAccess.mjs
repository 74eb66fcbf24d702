// The local stand-in for Cloudflare Access (docs/decisions/0031-owner-desk-behind-access.md): under `npm start`, a
// key pair kept in the local state folder signs tokens as Access would, and the local Worker is given its public key
// (`ACCESS_LOCAL_JWKS`), which it honours only for requests to this machine. `npm run -s owner:token` prints one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';

/** The stand-in's issuer: a name under `.invalid`, which no real Access team can have. */
export const LOCAL_ISSUER = 'https://local-access.invalid';
/** Who the local tokens sign in. */
export const LOCAL_OWNER = 'owner@example.com';

const keyFile = (stateDir) => join(resolve(stateDir), 'owner-access', 'key.json');

/**
 * The stand-in's key, made once per state folder (a fresh database gets a fresh key).
 * @param {string} stateDir
 * @returns {Promise<{ kid: string; aud: string; privateJwk: object; publicJwk: object }>}
 */
export async function localAccessKey(stateDir) {
  const file = keyFile(stateDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const key = {
    kid,
    aud: randomBytes(32).toString('hex'),
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
  mkdirSync(join(resolve(stateDir), 'owner-access'), { recursive: true });
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}

/**
 * The Worker's settings for the stand-in: as Access's team domain and AUD tag, plus its public keys.
 * @param {string} stateDir
 */
export async function localAccessSettings(stateDir) {
  const { aud, publicJwk } = await localAccessKey(stateDir);
  return {
    ACCESS_TEAM_DOMAIN: LOCAL_ISSUER,
    ACCESS_AUD: aud,
    ACCESS_LOCAL_JWKS: JSON.stringify({ keys: [publicJwk] }),
  };
}

/**
 * A token as Access would put in `Cf-Access-Jwt-Assertion`: RS256, the team's issuer, the application's audience,
 * the person's e-mail, valid from now for `seconds`.
 * @param {string} stateDir
 * @param {{ email?: string; seconds?: number }} [options]
 */
export async function localAccessToken(stateDir, { email = LOCAL_OWNER, seconds = 600 } = {}) {
  const { kid, aud, privateJwk } = await localAccessKey(stateDir);
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(aud)
    .setSubject(email)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(`${seconds}s`)
    .sign(key);
}
