/**
 * The tables of sign-in: users, their sessions and the API tokens administrators create for other tools.
 * @module
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** What a user may do: `admin` everything, `author` content only (not users or tokens). */
export type Role = 'admin' | 'author';

/** A user. `name` is unique regardless of case; `password_hash` is `scrypt$N$r$p$salt$hash` (see cms/accounts/passwords.ts). */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  role: Role;
  password_hash: string;
  created_at: Generated<string>;
}

/** A signed-in session. `id_hash` is the hex SHA-256 of the cookie's value, never the value; `expires_at` ISO 8601 UTC. */
export interface SessionsTable {
  id_hash: string;
  user_id: number;
  expires_at: string;
  created_at: Generated<string>;
}

/** An API token. `token_hash` is the hex SHA-256 of the token, never the token; `created_by` the user who made it (null for the ADMIN_TOKEN). */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  created_by: number | null;
  created_at: Generated<string>;
  last_used_at: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
