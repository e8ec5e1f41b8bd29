/**
 * What the accounts API's routes share: the OpenAPI pieces they are declared with and the schemas of users, tokens
 * and sign-ins.
 * @module
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorBodySchema } from '../http/errors.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.ts';

/** An error response of a route, in OpenAPI terms. */
export const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
/** A JSON response of a route, in OpenAPI terms. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
/** A required JSON request body, in OpenAPI terms. */
export const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** A user name: 1 to 64 characters, no control characters, no spaces at either end. */
export const UserName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'must not hold control characters')
  .meta({ example: 'giulia' });
/** A password: its length bounded (passwords.ts). */
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A user's role. */
export const RoleSchema = z.enum(['admin', 'author']);
/** A user as the API shows it. */
export const UserSchema = z.object({ id: z.number().int(), name: z.string(), role: RoleSchema, created_at: z.string() }).meta({ id: 'User' });
/** An API token as the API lists it (never the token itself). */
export const TokenInfo = z
  .object({ id: z.number().int(), name: z.string(), created_at: z.string(), last_used_at: z.string().nullable() })
  .meta({ id: 'ApiToken' });
/** A numeric id in the path. */
export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
/** The body of a sign-in. */
export const SignIn = z.strictObject({ name: z.string().max(200), password: z.string().max(PASSWORD_MAX) });
/** The OpenAPI security of routes for signed-in users. */
export const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** Whether the request came over https (directly, or through a proxy that says so). */
export function overHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
