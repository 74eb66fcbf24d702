// @vitest-environment node
import { SignJWT, exportJWK, exportSPKI, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { accessConfig, accessToken, verifyAccess, type AccessConfig } from './access';

// The check of Cloudflare Access's token (docs/decisions/0031-owner-desk-behind-access.md): a valid token, and every
// way a token must fail.

const ISSUER = 'https://northbridge.cloudflareaccess.com';
const AUD = 'a'.repeat(64);
const KID = 'team-key-1';
let teamKey: { privateKey: CryptoKey; publicKey: CryptoKey };
let otherKey: { privateKey: CryptoKey; publicKey: CryptoKey };
let publicJwk: JWK;
let config: AccessConfig;

const localEnv = (jwks: JWK[]): Env =>
  ({
    ACCESS_TEAM_DOMAIN: ISSUER,
    ACCESS_AUD: AUD,
    ACCESS_LOCAL_JWKS: JSON.stringify({ keys: jwks }),
  }) as Env;
const local = new URL('http://127.0.0.1:4173/owner');

beforeAll(async () => {
  teamKey = await generateKeyPair('RS256', { extractable: true });
  otherKey = await generateKeyPair('RS256', { extractable: true });
  publicJwk = { ...(await exportJWK(teamKey.publicKey)), kid: KID, alg: 'RS256' };
  config = accessConfig(localEnv([publicJwk]), local)!;
});
afterEach(() => vi.unstubAllGlobals());

/** A token as Access signs it, with `change` applied to its claims and header. */
function token(
  claims: Record<string, unknown> = {},
  { key = teamKey.privateKey, header = {} }: { key?: CryptoKey; header?: Record<string, unknown> } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'sales@northbridge.example', iat: now, nbf: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, ...header })
    .setIssuer(String(claims.iss ?? ISSUER))
    .setAudience(String(claims.aud ?? AUD))
    .sign(key);
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the desk lets in', () => {
  it('a token signed by the team’s key with RS256, for the application, from the team, valid now', async () => {
    expect(await verifyAccess(await token(), config)).toEqual({ email: 'sales@northbridge.example' });
  });

  it('from the header Access adds, or else from its CF_Authorization cookie', () => {
    const withHeader = new Request(local, { headers: { 'Cf-Access-Jwt-Assertion': 'h.e.ader' } });
    const withCookie = new Request(local, { headers: { Cookie: 'a=1; CF_Authorization=c.o.okie; b=2' } });
    expect(accessToken(withHeader)).toBe('h.e.ader');
    expect(accessToken(withCookie)).toBe('c.o.okie');
    expect(accessToken(new Request(local))).toBeNull();
  });
});

describe('the desk refuses', () => {
  it('no token', async () => {
    expect(await verifyAccess(null, config)).toBeNull();
    expect(await verifyAccess('', config)).toBeNull();
  });

  it('alg: none', async () => {
    const [, payload] = (await token()).split('.');
    const unsigned = `${b64url({ alg: 'none', kid: KID })}.${payload}.`;
    expect(await verifyAccess(unsigned, config)).toBeNull();
  });

  it('HS256 signed with the public key (the key-confusion attack)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { email: 'x@evil.example', iss: ISSUER, aud: AUD, iat: now, exp: now + 600 };
    for (const secret of [await exportSPKI(teamKey.publicKey), JSON.stringify(publicJwk)]) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .sign(new TextEncoder().encode(secret));
      expect(await verifyAccess(forged, config)).toBeNull();
    }
  });

  it('another key under the same kid', async () => {
    expect(await verifyAccess(await token({}, { key: otherKey.privateKey }), config)).toBeNull();
  });

  it('a tampered payload', async () => {
    const [header, payload, signature] = (await token()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${b64url({ ...claims, email: 'boss@northbridge.example' })}.${signature}`;
    expect(await verifyAccess(tampered, config)).toBeNull();
  });

  it('the wrong audience, or the wrong issuer', async () => {
    expect(await verifyAccess(await token({ aud: 'b'.repeat(64) }), config)).toBeNull();
    expect(await verifyAccess(await token({ iss: 'https://evil.cloudflareaccess.com' }), config)).toBeNull();
  });

  it('an expired token, or one valid only in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await verifyAccess(await token({ iat: now - 700, nbf: now - 700, exp: now - 100 }), config),
    ).toBeNull();
    expect(await verifyAccess(await token({ nbf: now + 300 }), config)).toBeNull();
    expect(await verifyAccess(await token({ iat: now + 300, nbf: undefined }), config)).toBeNull();
  });
});

describe('the local stand-in for Access', () => {
  it('is honoured only for requests to this machine', () => {
    const env = localEnv([publicJwk]);
    expect(accessConfig(env, local)).not.toBeNull();
    expect(accessConfig(env, new URL('https://www.northbridge.example/owner'))).toBeNull();
  });

  it('is never accepted by a production configuration, which takes only the team’s published keys', async () => {
    const standIn = await generateKeyPair('RS256', { extractable: true });
    const standInToken = await token({}, { key: standIn.privateKey });
    // The team's certificate endpoint publishes the team's key, never the stand-in's.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ keys: [publicJwk] })),
    );
    const production = accessConfig(
      { ACCESS_TEAM_DOMAIN: ISSUER, ACCESS_AUD: AUD } as Env,
      new URL('https://www.northbridge.example/owner'),
    )!;
    expect(await verifyAccess(standInToken, production)).toBeNull();
    expect(await verifyAccess(await token(), production)).toEqual({ email: 'sales@northbridge.example' });
    const [address] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(address)).toBe(`${ISSUER}/cdn-cgi/access/certs`);
  });

  it('without Access configured, there is no desk', () => {
    expect(accessConfig({} as Env, local)).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: ISSUER } as Env, local)).toBeNull();
  });
});
