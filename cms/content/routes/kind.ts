/**
 * What every route of a content kind shares: the kind's schema and names, the OpenAPI pieces its routes are declared
 * with, how a document is saved and stamped, and the status a write stores. Each group of routes is in its own module
 * (`read.ts`, `write.ts`, `versions.ts`, `schema.ts`); `../routes.ts` mounts them for every kind.
 * @module
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  type Adventure,
  AdventureSummary,
  adventureSummary,
  CONTENT_KINDS,
  KIND_NOUN,
  MissionSummary,
  missionSummary,
  type ContentKind,
  type Mission,
  type Ruleset,
} from '../../../content/schemas/index.ts';
import type { DB } from '../../db/database.ts';
import { ApiError, ErrorBodySchema } from '../../http/errors.ts';
import { type Identity, identityOf, savedBy } from '../../http/identity.ts';
import { assertUsable } from '../check.ts';
import { boardNotices } from '../rules-check.ts';
import { type ContentDoc, type DocumentStatus, documentExists, saveDocument, type StoredDocument } from '../repository.ts';
import { documentIdParam } from '../../http/params.ts';

/**
 * The kinds whose documents hold what players discover by playing: the public (not signed in) reads only their
 * summary. A mission in full is the master's quest book; an adventure in full tells where each branch leads and what
 * each chest and fight holds.
 */
const PUBLIC_SUMMARY: Partial<Record<ContentKind, { schema: z.ZodType; of(doc: unknown): unknown }>> = {
  missions: { schema: MissionSummary, of: (doc) => missionSummary(doc as Mission) },
  adventures: { schema: AdventureSummary, of: (doc) => adventureSummary(doc as Adventure) },
};

/** An error response of a route, in OpenAPI terms. */
export const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });

/** The OpenAPI security of routes that need a signed-in identity. */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** The response header that tells a signed-in reader whether a document is a draft. */
export const STATUS_HEADER = 'X-Document-Status';

/**
 * The header a ruleset's save and read carry when the board chose settings the ruleset does not write: a JSON array
 * of `{ path, message }` (docs/archive-api.md), every character past ASCII escaped as `\uXXXX`.
 */
export const NOTICES_HEADER = 'X-Board-Notices';

/** `notices` as the {@link NOTICES_HEADER}'s value: JSON with everything past ASCII escaped. */
export function noticesHeader(notices: readonly { path: string; message: string }[]): string {
  return JSON.stringify(notices).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The `?publish=` query of writes: `1` publishes, `0` makes a draft; left out, see {@link statusFor}. */
export const PublishQuery = z.object({
  publish: z
    .enum(['0', '1'])
    .optional()
    .openapi({
      param: { name: 'publish', in: 'query' },
      description:
        '`1`: store as published; `0`: store as a draft; left out: a new document is published when an administrator writes it and a draft when an author or API token does; an existing one keeps its status',
    }),
});

/**
 * The status a write stores: `?publish=1` published, `?publish=0` draft; otherwise a new document is published
 * when written by an administrator and a draft when written by an author (or API token), and an existing document
 * keeps its status (`undefined`).
 */
export function statusFor(identity: Identity, publish: '0' | '1' | undefined, created: boolean): DocumentStatus | undefined {
  if (publish === '1') return 'published';
  if (publish === '0') return 'draft';
  if (!created) return undefined;
  return identity.role === 'admin' ? 'published' : 'draft';
}

/** The identity of a route behind {@link requireSignedIn}. */
export function signedIn(c: Context): Identity {
  const identity = identityOf(c);
  if (!identity) throw new ApiError(401, 'unauthorized', 'sign in first');
  return identity;
}

/** The routes of one content kind: what they share. */
export type KindRoutes = ReturnType<typeof kindRoutes>;

/** What the routes of `kind` share, over database `db`. */
export function kindRoutes(db: DB, kind: ContentKind) {
  const schema = CONTENT_KINDS[kind] as unknown as z.ZodType<ContentDoc<ContentKind>>;
  const one = KIND_NOUN[kind];
  const summary = PUBLIC_SUMMARY[kind];
  const tags = [kind];
  const docBody = { content: { 'application/json': { schema } }, required: true, description: `the ${one} document` };
  const IdParam = documentIdParam('goblin');
  const VersionParams = IdParam.extend({
    version: z.coerce
      .number()
      .int()
      .min(1)
      .max(1e9)
      .openapi({ param: { name: 'version', in: 'path' }, example: 2 }),
  });
  const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <API token or ADMIN_TOKEN>; or the session cookie' }) });
  const docResponseOf = (of: z.ZodType, description: string) => ({ content: { 'application/json': { schema: of } }, description });
  const docResponse = (description: string) => docResponseOf(schema, description);
  const security = SIGNED_IN_SECURITY;
  const Status = z.enum(['draft', 'published']);
  const VersionInfo = z.object({ version: z.number().int(), saved_at: z.string(), saved_by: z.string().nullable() });

  /** Checks every reference inside the document and saves it in one transaction, with the status the writer and `?publish=` ask for. */
  const save = async (c: Context, doc: ContentDoc<ContentKind>, publish: '0' | '1' | undefined, mustBeNew = false) => {
    const identity = signedIn(c);
    return db.transaction().execute(async (trx) => {
      const exists = await documentExists(trx, kind, doc.id);
      if (exists && mustBeNew) throw new ApiError(409, 'already_exists', `a ${one} "${doc.id}" already exists; replace it with PUT /api/${kind}/${doc.id}`);
      await assertUsable(trx, kind, doc);
      const status = statusFor(identity, publish, !exists);
      const saved = await saveDocument(trx, kind, doc, { ...(status ? { status } : {}), savedBy: savedBy(identity) });
      // created by another request between the check and the save (PostgreSQL runs requests in parallel): undone
      if (mustBeNew && !saved.created)
        throw new ApiError(409, 'already_exists', `a ${one} "${doc.id}" already exists; replace it with PUT /api/${kind}/${doc.id}`);
      return saved;
    });
  };
  const stamp = (c: Context, stored: StoredDocument) => {
    c.header('ETag', `"${stored.version}"`);
    c.header(STATUS_HEADER, stored.status);
    if (kind === 'rulesets') {
      const notices = boardNotices(stored.doc as Ruleset);
      if (notices.length > 0) c.header(NOTICES_HEADER, noticesHeader(notices));
    }
  };

  return {
    db,
    kind,
    schema,
    one,
    summary,
    tags,
    docBody,
    IdParam,
    VersionParams,
    AuthHeader,
    docResponseOf,
    docResponse,
    security,
    Status,
    VersionInfo,
    save,
    stamp,
  };
}
