/**
 * Security headers, set by hono's `secureHeaders` with one policy per kind of answer (docs/embedding.md explains
 * them to operators and embedders):
 * - the API (`/api/*`, the OpenAPI document included): `Content-Security-Policy: default-src 'none';
 *   frame-ancestors 'none'` and `X-Frame-Options: DENY` (JSON is never a page nor a frame), and
 *   `Cross-Origin-Resource-Policy: cross-origin`, since elements embedded on other sites call it (CORS stays open);
 * - the element's bundle (`/quest-board.js`, its chunks under `/chunks/` and their maps) and the display face's
 *   files (`/fonts/`):
 *   `Cross-Origin-Resource-Policy: cross-origin`, no frame policy: any site may load them (CORS `*`);
 * - everything else (the demo page `/`, the Archive `/archive`, their scripts and files): a CSP of scripts,
 *   styles and requests from this origin only, no inline script or style, no framing anywhere (`frame-ancestors
 *   'none'`, `X-Frame-Options: DENY`) — and `Cross-Origin-Resource-Policy: same-origin`.
 *
 * Every answer has `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`. No
 * `Strict-Transport-Security`: the server speaks plain HTTP and cannot know which names a TLS proxy in front of it
 * serves; set HSTS there.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { CHUNKS_PATH, FONTS_PATH } from './static.ts';

/** The Content-Security-Policy of the API's answers (and of the answers the HTTP layer writes itself). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const common = { strictTransportSecurity: false, referrerPolicy: 'no-referrer' } as const;

/**
 * The pages' policy. No `'unsafe-inline'` anywhere: the pages load their styles and scripts from files, the
 * elements' styles are constructed stylesheets and their style bindings go through the CSSOM
 * (`components/style-props.ts`), neither of which CSP governs. `data:` images: the demo's favicon.
 */
const pageHeaders = secureHeaders({
  ...common,
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

const apiHeaders = secureHeaders({
  ...common,
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'cross-origin',
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

const elementHeaders = secureHeaders({ ...common, xFrameOptions: false, crossOriginResourcePolicy: 'cross-origin' });

/** The paths of the element's bundle (its chunks are under `/chunks/`): loaded by pages of any origin. */
const ELEMENT_PATHS = new Set(['/quest-board.js', '/quest-board.js.map']);

/**
 * Sets the security headers of every answer by its path (see the module). Add it first, so that it also covers
 * 404s and error answers.
 */
export const securityHeaders: MiddlewareHandler = function securityHeaders(c, next) {
  const path = c.req.path;
  if (path === '/api' || path.startsWith('/api/')) return apiHeaders(c, next);
  if (ELEMENT_PATHS.has(path) || path.startsWith(CHUNKS_PATH) || path.startsWith(FONTS_PATH)) return elementHeaders(c, next);
  return pageHeaders(c, next);
};

/**
 * The headers of an API error answer written outside the app (the HTTP layer's own 400s, 408s, 429s, 431s): the same
 * security headers the app gives `/api/*`, with a JSON content type, and its CORS headers (any origin, `Retry-After`
 * readable), so that a page embedding the board on another site can read the answer's code.
 */
export const RAW_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Content-Security-Policy': API_CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
