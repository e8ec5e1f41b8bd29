/**
 * Small middleware, one job each.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError, isJsonType } from './errors.ts';

/**
 * Refuses a request whose body is not declared as JSON: without `Content-Type: application/json`
 * (parameters such as `charset` allowed) it is a 400 `invalid_body`. Unparsable JSON is refused later by the
 * validator, also with a 400.
 * @example `createRoute({ method: 'put', path: '/x', middleware: [requireJson], request: { body: ... } })`
 */
export const requireJson: MiddlewareHandler = async function requireJson(c, next) {
  const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!isJsonType(type)) {
    throw new ApiError(
      400,
      'invalid_body',
      type ? `the body must be JSON with "Content-Type: application/json", not "${type}"` : 'the body must be JSON sent with "Content-Type: application/json"',
    );
  }
  await next();
};

/** The options of {@link limitBody}. */
export interface LimitBodyOptions {
  /** Where an upload the client cut short is reported, as one line; `console.info` unless given. */
  log?: (message: string) => void;
}

/**
 * Refuses bodies larger than `maxBytes` with a 413 `too_large`. A declared `Content-Length` is checked up front;
 * every body is then read up to the limit and kept as the request's text, so later readers (`c.req.json()`) use it.
 * Unlike `hono/body-limit` it never builds a second `Request` from the first, which retains memory per request on
 * Node 20.
 * A body the client stops sending (it closes the connection or ends it mid-body, with a `Content-Length` or chunked)
 * is one line through `log` and a 400 `aborted` (which reaches the client only if its socket is still open), never a
 * logged error.
 * @example `app.use('/api/*', limitBody(1024 * 1024))`
 */
export function limitBody(maxBytes: number, { log = console.info }: LimitBodyOptions = {}): MiddlewareHandler {
  const tooLarge = () => new ApiError(413, 'too_large', `the body is larger than ${maxBytes} bytes`);
  return async function limitBody(c, next) {
    const body = c.req.raw.body;
    if (!body) return next();
    // an earlier limit (the whole API's, then a route's own) already read the body: measure what it kept
    const kept = (c.req.bodyCache as unknown as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer;
    if (kept !== undefined) {
      if ((await kept).byteLength > maxBytes) throw tooLarge();
      return next();
    }
    // a declared length over the limit is refused before reading; the body is read below either way, so that a
    // client closing mid-body is caught here (a route's own reader would log Node's 'aborted' as an unexpected error)
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && Number(length) > maxBytes) throw tooLarge();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        log(`quest-board: ${c.req.method} ${c.req.path}: the client stopped sending the body after ${size} bytes`);
        throw new ApiError(400, 'aborted', `the body ended after ${size} bytes, before its end: send it again`);
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // hono keeps body readers' promises here (its type says `string`, its code stores and awaits promises): the bytes
    // as sent (an importer decodes them by their own declared encoding) and their UTF-8 text (for JSON)
    const cache = c.req.bodyCache as unknown as { text?: Promise<string>; arrayBuffer?: Promise<ArrayBuffer> };
    cache.arrayBuffer = Promise.resolve(bytes.buffer);
    cache.text = Promise.resolve(new TextDecoder().decode(bytes));
    return next();
  };
}

/** `\u0000` written in JSON text (an escape not itself escaped as `\\u0000`). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * Refuses the NUL character, which PostgreSQL cannot store in text (and no id, name or text of the game needs): in the
 * address (`%00`) a 404 `not_found` as for any id that does not exist, in a JSON body a 400 `invalid_body`. On SQLite
 * the same answers, so both engines answer alike.
 */
export function refuseNul(): MiddlewareHandler {
  return async function refuseNul(c, next) {
    if (/%00/.test(c.req.url)) throw new ApiError(404, 'not_found', 'nothing here: the address holds a NUL character (%00)');
    // (an import's body is read under its route's own limit, and parsed by an importer that names what is wrong)
    if (c.req.raw.body && /json/i.test(c.req.header('content-type') ?? '') && !c.req.path.startsWith('/api/import/')) {
      const text = await c.req.text();
      if (text.includes('\0') || NUL_ESCAPE.test(text)) {
        throw new ApiError(400, 'invalid_body', 'the body holds the NUL character (\\u0000), which no text may hold', [
          { path: '', message: 'remove the NUL character (\\u0000)' },
        ]);
      }
    }
    await next();
  };
}
