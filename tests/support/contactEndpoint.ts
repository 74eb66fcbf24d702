/**
 * The contact-endpoint e2e setup (DECISIONS.md 13): a second production build with `VITE_CONTACT_ENDPOINT` pointed
 * at a test API the spec itself runs. Ports are fixed because the endpoint URL is baked into that build.
 */
export const endpointSitePort = Number(process.env.E2E_ENDPOINT_SITE_PORT ?? 4176);
export const endpointApiPort = Number(process.env.E2E_ENDPOINT_API_PORT ?? 4177);
export const endpointSiteOrigin = `http://127.0.0.1:${endpointSitePort}`;
export const contactEndpointUrl = `http://127.0.0.1:${endpointApiPort}/contact`;
