/**
 * Whether a request comes from another site's page (a cross-site form post or fetch). Browsers send `Origin` with
 * every POST and `Sec-Fetch-Site` with every request; both must name this site. A request with neither is not
 * from a browser page (a script, curl): nothing cross-site about it, and the other rules still apply.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  // `none`: the person started it themselves (typed the address), which cannot be a POST from another page.
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('Origin');
  // `null` is what a sandboxed frame or a privacy-sensitive redirect sends: not this site.
  if (origin !== null) return origin !== new URL(request.url).origin;
  return false;
}

/** The same-origin page a form was posted from (path and query), from `Referer`; null when unknown or foreign. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const self = new URL(request.url);
    return from.origin === self.origin && !from.pathname.startsWith('/api/')
      ? `${from.pathname}${from.search}`
      : null;
  } catch {
    return null;
  }
}
