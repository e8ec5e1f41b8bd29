/**
 * Storage of users, sessions and API tokens. Secrets never reach the database: passwords are stored as scrypt
 * hashes, session ids and API tokens as their SHA-256. Every function takes the database or a transaction first.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '../db/accounts.table.ts';
import type { Database, DB } from '../db/database.ts';
import type { ExpressionBuilder } from 'kysely';
import { hashToken } from '../rooms/tokens.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

/** How long a session lasts: 7 days from sign-in. */
export const SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** The prefix of API tokens, so they are told apart from seat tokens (and found by secret scanners). */
export const API_TOKEN_PREFIX = 'qbt_';

/** A user as the API shows it. */
export interface User {
  id: number;
  name: string;
  role: Role;
  created_at: string;
}

/** An API token as the API lists it (never the token itself). */
export interface ApiTokenInfo {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * A user's name equal to `name` regardless of case, on either engine (each side lowered by the engine itself): SQLite's
 * column compares so itself, PostgreSQL's keeps a unique index of `lower(name)`.
 */
const sameName = (name: string) => (eb: ExpressionBuilder<Database, 'users'>) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)]));

/** The number of users. */
export async function countUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every user, by name. */
export async function listUsers(db: DB): Promise<User[]> {
  return db.selectFrom('users').select(['id', 'name', 'role', 'created_at']).orderBy('name').execute();
}

/** One user by id, or `undefined`. */
export async function getUser(db: DB, id: number): Promise<User | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'role', 'created_at']).where('id', '=', id).executeTakeFirst();
}

/** Whether a user of that name exists (names are compared regardless of case). */
export async function userNameTaken(db: DB, name: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where(sameName(name)).executeTakeFirst()) !== undefined;
}

/** Creates a user with a hashed password. Check {@link userNameTaken} first (the name is unique). */
export async function createUser(db: DB, user: { name: string; role: Role; password: string }): Promise<User> {
  const password_hash = await hashPassword(user.password);
  const created_at = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({ name: user.name, role: user.role, password_hash, created_at })
    .returning(['id', 'name', 'role', 'created_at'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Deletes a user (and, by cascade, its sessions). @returns whether there was one. */
export async function deleteUser(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The number of administrators. */
export async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The user with this name and password, or `undefined` for a wrong name or a wrong password alike. A missing user
 * still costs one scrypt run, so the time taken does not tell which part was wrong.
 */
export async function checkCredentials(db: DB, name: string, password: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where(sameName(name)).executeTakeFirst();
  if (!row) {
    await verifyPassword(password, await dummyHash());
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
  return { id: row.id, name: row.name, role: row.role, created_at: row.created_at };
}

/** Starts a session for a user: a new random 256-bit id (the cookie's value), stored as its SHA-256. Expired sessions are swept on the way. */
export async function createSession(db: DB, userId: number, now = Date.now()): Promise<{ id: string; expires: Date }> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
  const id = randomBytes(32).toString('base64url');
  const expires = new Date(now + SESSION_MS);
  await db
    .insertInto('sessions')
    .values({ id_hash: hashToken(id), user_id: userId, expires_at: expires.toISOString(), created_at: new Date(now).toISOString() })
    .execute();
  return { id, expires };
}

const SESSION_ID = /^[\w-]{43}$/;

/** The user of a live session, or `undefined` when the id is malformed, unknown or expired. */
export async function sessionUser(db: DB, sessionId: string, now = Date.now()): Promise<User | undefined> {
  if (!SESSION_ID.test(sessionId)) return undefined;
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.role', 'users.created_at'])
    .where('sessions.id_hash', '=', hashToken(sessionId))
    .where('sessions.expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
}

/** Ends a session. @returns whether there was one. */
export async function deleteSession(db: DB, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id_hash', '=', hashToken(sessionId)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Creates an API token: `qbt_` and 256 random bits, returned once; only its SHA-256 is stored. */
export async function createApiToken(db: DB, name: string, createdBy: number | null): Promise<{ id: number; name: string; token: string; created_at: string }> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const created_at = new Date().toISOString();
  const row = await db
    .insertInto('api_tokens')
    .values({ name, token_hash: hashToken(token), created_by: createdBy, created_at, last_used_at: null })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name, token, created_at };
}

/** Every API token, oldest first (never the tokens themselves). */
export async function listApiTokens(db: DB): Promise<ApiTokenInfo[]> {
  return db.selectFrom('api_tokens').select(['id', 'name', 'created_at', 'last_used_at']).orderBy('id').execute();
}

/** Revokes an API token. @returns whether there was one. */
export async function deleteApiToken(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The API token `token` is, or `undefined`; notes its use (at most once a minute, to spare writes). */
export async function useApiToken(db: DB, token: string, now = Date.now()): Promise<ApiTokenInfo | undefined> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.last_used_at === null || Date.parse(row.last_used_at) < now - 60_000) {
    const at = new Date(now).toISOString();
    await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute();
    row.last_used_at = at;
  }
  return row;
}
