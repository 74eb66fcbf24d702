// The static host's own config files (Cloudflare Pages format, honoured by `wrangler pages dev`).

/** Every redirect as one 301 hop; `/path/` → `/path` for each page, since a trailing slash is ignored. */
export function hostRedirects(routes, redirects) {
  const lines = [];
  for (const { from, to } of redirects) {
    lines.push(`${from} ${to} 301`);
    if (!from.endsWith('.html') && !from.endsWith('.php')) lines.push(`${from}/ ${to} 301`);
  }
  for (const { path } of routes) if (path !== '/') lines.push(`${path}/ ${path} 301`);
  return `${lines.join('\n')}\n`;
}

/** Security and caching headers for every response. `styleHashes` allow the prerendered critical CSS. */
export function hostHeaders(styleHashes) {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
  return `/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()
  Cross-Origin-Resource-Policy: same-origin
  Cross-Origin-Opener-Policy: same-origin
  Cache-Control: public, max-age=0, must-revalidate

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
