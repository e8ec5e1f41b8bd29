/**
 * The one error shape of the API and the one place that writes it:
 * `{ "error": { "code": string, "message": string, "issues"?: [{ "path": string, "message": string, "text"?: { "it", "en" } }] } }`.
 * Handlers throw {@link ApiError}; {@link onError} turns every thrown error into that body, so bad input is
 * never a 500.
 * @module
 */
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { formatPath, joinPath } from '../../content/schemas/path.ts';
import { PROTO_KEY_MESSAGE, protoKeyPaths } from '../../content/own.ts';
import { storageFailure } from '../db/failures.ts';

/**
 * A problem inside a request body: a path in the style `map.doors[2].between` (empty for the whole body) and a message
 * (English, for tools). `text`, when the server has it, is the same problem in words for a person in each display
 * language (the Archive shows it in its reader's language).
 */
export interface Issue {
  path: string;
  message: string;
  text?: { it: string; en: string };
}

/** The JSON body of every error response. */
export interface ErrorBody {
  error: { code: string; message: string; issues?: Issue[] };
}

/** The zod schema of {@link ErrorBody}, for the OpenAPI document. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string(), text: z.object({ it: z.string(), en: z.string() }).optional() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

/** An error with a status, a stable `code` and optional `issues`; thrown by handlers and middleware. */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly issues: Issue[] | undefined;
  /** When the request may be sent again, in seconds: sent as the `Retry-After` header. */
  retryAfter: number | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, issues?: Issue[]) {
    super(status, { message });
    this.code = code;
    this.issues = issues;
  }

  /** The response body. */
  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

/** The longest issue message or path sent back: a message may quote a key of the input, which may be huge. */
const ISSUE_TEXT_MAX = 300;

/** Cuts a text to {@link ISSUE_TEXT_MAX} characters (with an ellipsis). */
export function clip(text: string, max = ISSUE_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The words for a person of the messages the API's own schemas write, by the message ({@link bilingual}). */
const ISSUE_TEXTS = new Map<string, { it: string; en: string }>();

/**
 * `en`, the message of a check in one of the API's own schemas, noted with its Italian `it`: an issue with that
 * message carries both as its `text`, so a person reads it in their language.
 */
export function bilingual(en: string, it: string): string {
  ISSUE_TEXTS.set(en, { it, en });
  return en;
}

/** The issues of a zod error, by path (`map.doors[2].between`), each prefixed with `prefix` when given (`missions[0]`). */
export function zodIssues(error: z.ZodError, prefix = ''): Issue[] {
  return error.issues.map((i) => {
    const path = formatPath(i.path);
    const text = ISSUE_TEXTS.get(i.message);
    return { path: clip(joinPath(prefix, path)), message: clip(i.message), ...(text ? { text } : {}) };
  });
}

/** A 400 `invalid_body` listing the issues of a zod error. */
export function invalidBody(error: z.ZodError, what = 'the request body'): ApiError {
  const issues = zodIssues(error);
  const first = issues[0];
  const summary = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'invalid';
  return new ApiError(400, 'invalid_body', `${what} is invalid (${summary})`, issues);
}

/**
 * The hook every zod-openapi validator shares: a failed validation becomes a 400 `invalid_body` with the zod paths.
 * Path and query parameters are named as such in the message. A JSON body with a `__proto__` key anywhere is
 * refused the same way, with its paths: zod would drop the key without a word (a record keyed by ids would then
 * miss an entry its author wrote).
 */
export async function validationHook(result: { success: boolean; error?: z.ZodError; target: string }, c: Context): Promise<void> {
  if (result.target === 'json') {
    const paths = protoKeyPaths(await c.req.json().catch(() => undefined));
    if (paths.length > 0) {
      const issues = paths.map((p) => ({ path: clip(formatPath(p)), message: PROTO_KEY_MESSAGE }));
      throw new ApiError(400, 'invalid_body', `the request body is invalid (${issues[0]!.path}: ${PROTO_KEY_MESSAGE})`, issues);
    }
  }
  if (!result.success && result.error) {
    const what = result.target === 'json' ? 'the request body' : result.target === 'param' ? 'the URL' : `the ${result.target}`;
    throw invalidBody(result.error, what);
  }
}

const STATUS_CODES: Partial<Record<number, string>> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  415: 'invalid_body',
  416: 'range_not_satisfiable',
  507: 'storage_full',
};

/** How long a client waits before sending again a request the database could not serve, in seconds. */
export const STORAGE_RETRY_AFTER_S = 5;

/**
 * The answer to a request that met a database failure of the field (cms/db/failures.ts), or `undefined` for any other
 * error. Each may be sent again later (`Retry-After`, {@link STORAGE_RETRY_AFTER_S}); nothing of it was written:
 * - 503 `database_unavailable`: the database cannot be reached now (PostgreSQL restarting or away, a disk error);
 * - 503 `database_busy`: the SQLite file stayed locked by another process;
 * - 503 `database_read_only`: the SQLite file cannot be written (its permissions, a read-only disk);
 * - 507 `storage_full`: the disk holding the database is full.
 */
export function storageError(err: unknown): ApiError | undefined {
  const failure = storageFailure(err);
  if (!failure) return undefined;
  const error =
    failure === 'full'
      ? new ApiError(507, 'storage_full', 'the disk holding the database is full: nothing was written; try again once the host has made room')
      : failure === 'read_only'
        ? new ApiError(
            503,
            'database_read_only',
            'the database file cannot be written (its permissions or its disk): nothing was written; try again once the host has fixed it',
          )
        : failure === 'busy'
          ? new ApiError(503, 'database_busy', 'the database file is locked by another program: nothing was written; try again in a few seconds')
          : databaseUnavailable();
  error.retryAfter = STORAGE_RETRY_AFTER_S;
  return error;
}

/**
 * What a failure says to a client: an {@link ApiError} as it is (a refusal, or {@link databaseUnavailable} thrown on
 * purpose), a database failure of the field as {@link storageError} words it, or `undefined` for anything else (a
 * bug: the caller logs it and answers 500).
 */
export function apiErrorOf(err: unknown): ApiError | undefined {
  return err instanceof ApiError ? err : storageError(err);
}

/** 503 `database_unavailable` with `Retry-After` (see {@link storageError}). */
export function databaseUnavailable(): ApiError {
  const error = new ApiError(503, 'database_unavailable', 'the database cannot be reached right now: nothing was written; try again in a few seconds');
  error.retryAfter = STORAGE_RETRY_AFTER_S;
  return error;
}

/** Logs one line (no stack) per storage failure of a request: the host needs to know, not a stack trace per request. */
function logStorageFailure(c: Context, error: ApiError, err: unknown): void {
  console.error('quest-board: %s %s answered %d %s: %s', c.req.method, c.req.path, error.status, error.code, err instanceof Error ? err.message : String(err));
}

/**
 * The app's one error handler: {@link ApiError} as is, a database failure of the field as {@link storageError} says
 * (with `Retry-After`), other HTTP exceptions with a code by status, anything else a logged 500.
 */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
    return c.json(err.body(), err.status);
  }
  const storage = storageError(err);
  if (storage) {
    logStorageFailure(c, storage, err);
    c.header('Retry-After', String(storage.retryAfter));
    return c.json(storage.body(), storage.status);
  }
  if (err instanceof HTTPException) {
    // 415 from a media-type gate: the contract says a body that is not JSON is a 400.
    const status: ContentfulStatusCode = err.status === 415 ? 400 : (err.status as ContentfulStatusCode);
    const message =
      err.status === 415
        ? 'send the body as JSON with "Content-Type: application/json"'
        : err.message === 'Malformed JSON in request body'
          ? 'the request body is not valid JSON'
          : err.message || 'request refused';
    const body: ErrorBody = { error: { code: STATUS_CODES[status] ?? 'http_error', message } };
    return c.json(body, status);
  }
  console.error('unexpected error on %s %s:', c.req.method, c.req.path, err);
  const body: ErrorBody = { error: { code: 'internal', message: 'internal server error' } };
  return c.json(body, 500);
};

/** 404 JSON for every unknown route. */
export const notFound: NotFoundHandler = (c) => {
  const body: ErrorBody = { error: { code: 'not_found', message: `no route ${c.req.method} ${c.req.path}` } };
  return c.json(body, 404);
};

/** Whether a `Content-Type` names JSON (`application/json`, `application/problem+json`, with parameters or not). */
export function isJsonType(contentType: string | null | undefined): boolean {
  return /^application\/([\w.-]+\+)?json$/i.test(contentType?.split(';')[0]?.trim() ?? '');
}

/**
 * Gives every error answer of the app the JSON body {@link ErrorBody}: the answers the app's own handlers write
 * already have one; this rewrites the others, which plumbing writes without a body (the static files' 416 for a
 * `Range` outside the file). The answer keeps its status and its other headers (`Content-Range`, CORS).
 * Add it before every other middleware.
 */
export const errorBodies: MiddlewareHandler = async function errorBodies(c, next) {
  await next();
  const res = c.res;
  if (res.status < 400 || isJsonType(res.headers.get('content-type'))) return;
  const status = res.status as ContentfulStatusCode;
  const text = res.body ? (await res.text()).trim() : '';
  const size = /^bytes \*\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
  const message =
    status === 416
      ? `the range "${clip(c.req.header('range') ?? '', 80)}" is not within the file${size !== undefined ? ` (${size} bytes)` : ''}`
      : clip(text) || `the request was refused with status ${status}`;
  const body: ErrorBody = { error: { code: STATUS_CODES[status] ?? 'http_error', message } };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  // unset first: assigning over a response merges the old one's headers into the new
  c.res = undefined;
  c.res = new Response(JSON.stringify(body), { status, headers });
};
