/**
 * `GET /metrics`: the server's metrics in the Prometheus text format, for a scraper that sends the `METRICS_TOKEN`
 * (or the `ADMIN_TOKEN`) as a bearer token. Metrics are off unless `METRICS_TOKEN` is set: the route then answers 404
 * and says how to turn them on. Never public: the counts say how busy the server is and which refusals it gives, and
 * a scrape costs a database count. docs/operations.md, "Metrics".
 * @module
 */
import type { Hono } from 'hono';
import { bearerToken, tokenMatches } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { ServerMetrics } from './meter.ts';

/** The path of the metrics. */
export const METRICS_PATH = '/metrics';

/** What {@link addMetricsRoute} serves: the metrics (none when off) and the tokens that may read them. */
export interface MetricsAccess {
  metrics: ServerMetrics | undefined;
  /** `METRICS_TOKEN`; the metrics are on only with it. */
  metricsToken: string | undefined;
  adminToken: string;
}

/**
 * Adds {@link METRICS_PATH} to `app`.
 * @throws ApiError (as the answer) 404 `not_found` when metrics are off; 401 `unauthorized` (with
 * `WWW-Authenticate: Bearer`) without the metrics or admin token.
 */
export function addMetricsRoute(app: Hono<any>, access: MetricsAccess): void {
  app.get(METRICS_PATH, async (c) => {
    const { metrics, metricsToken, adminToken } = access;
    if (!metrics || !metricsToken) throw new ApiError(404, 'not_found', 'metrics are off on this server: set METRICS_TOKEN to serve them at /metrics');
    const given = bearerToken(c);
    if (!tokenMatches(given, metricsToken) && !tokenMatches(given, adminToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 'unauthorized', 'send the METRICS_TOKEN (or the ADMIN_TOKEN) as "Authorization: Bearer <token>" to read the metrics');
    }
    const { contentType, body } = await metrics.scrape();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
