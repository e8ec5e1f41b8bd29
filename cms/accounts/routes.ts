/**
 * Sign-in and accounts: the session (`/api/session`), users (`/api/users`, administrators only) and API tokens
 * (`/api/tokens`, administrators only). Mount at `/api` after `identify`.
 * @module
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { DB } from '../db/database.ts';
import { validationHook } from '../http/errors.ts';
import { requireRole } from '../http/identity.ts';
import { addSessionRoutes } from './session-routes.ts';
import { addTokenRoutes } from './token-routes.ts';
import { addUserRoutes } from './user-routes.ts';

export { Password, RoleSchema, UserName } from './route-parts.ts';

/** The options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  db: DB;
  /** Failed sign-ins one address may make per minute; 10 by default, 0 for no limit. */
  failedSignInsPerMinute?: number;
}

/**
 * The accounts sub-app:
 * - `POST /session` `{ name, password }` -> 204 and the session cookie; 401 `unauthorized` for a wrong name or password alike
 * - `GET /session` -> `{ user: { id?, name, role }, kind }`; 401 when not signed in
 * - `GET /session/status` -> `{ signedIn: false }` or `{ signedIn: true, user, kind }`; always 200 (for pages)
 * - `DELETE /session` -> 204, the session ended and the cookie cleared
 * - `GET /users`, `POST /users` `{ name, password, role }`, `DELETE /users/{id}` (admin)
 * - `GET /tokens`, `POST /tokens` `{ name }` -> `{ id, name, token }` (shown once), `DELETE /tokens/{id}` (admin)
 */
export function accountRoutes({ db, failedSignInsPerMinute: signInLimit = 10 }: AccountRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const admin = requireRole('admin');
  addSessionRoutes(app, db, signInLimit);
  addUserRoutes(app, db, admin);
  addTokenRoutes(app, db, admin);
  return app;
}
