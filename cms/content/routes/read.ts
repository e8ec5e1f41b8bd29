/**
 * The reads of a kind's documents: the list, and one document (or one of its versions).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { withoutAuthorNotes } from '../../../content/schemas/index.ts';
import { ApiError } from '../../http/errors.ts';
import { identityOf } from '../../http/identity.ts';
import { getDocument, getVersion, listDocuments } from '../repository.ts';
import { error, type KindRoutes, STATUS_HEADER } from './kind.ts';

/** `?version=N`: an older version of the document. */
const VersionQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .openapi({ param: { name: 'version', in: 'query' }, example: 1 }),
});

/** `GET /<kind>`: every document of the kind (published ones as the public reads them; all, drafts named, signed in). */
export function addListRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, schema, one, summary, tags, AuthHeader } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}`,
      tags,
      summary: `Every ${one}`,
      request: { headers: AuthHeader },
      responses: {
        200: {
          content: {
            'application/json': {
              schema: z.object({
                items: z.array(summary ? z.union([schema, summary.schema]) : schema),
                drafts: z.array(z.string()).optional().openapi({ description: 'signed in only: the ids of the drafts among the items' }),
              }),
            },
          },
          description: summary
            ? `every published ${one} as its public summary; signed in, every ${one} in full, drafts included`
            : `every published ${one}, by id; signed in, drafts included`,
        },
      },
    }),
    async (c) => {
      const identity = identityOf(c);
      if (!identity) {
        const docs = await listDocuments(db, kind, 'published');
        return c.json({ items: docs.map((d) => (summary ? summary.of(d.doc) : withoutAuthorNotes(d.doc))) }, 200);
      }
      const docs = await listDocuments(db, kind, 'all');
      return c.json({ items: docs.map((d) => d.doc), drafts: docs.filter((d) => d.status === 'draft').map((d) => d.id) }, 200);
    },
  );
}

/** `GET /<kind>/{id}[?version=N]`: one document, with its version as ETag (a 304 for a reader holding it). */
export function addReadRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, schema, one, summary, tags, IdParam, AuthHeader, docResponseOf, docResponse, stamp } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}`,
      tags,
      summary: `One ${one}`,
      request: { params: IdParam, query: VersionQuery, headers: AuthHeader },
      responses: {
        304: { description: 'not modified: the If-None-Match ETag is the current version' },
        200: summary
          ? docResponseOf(
              z.union([schema, summary.schema]),
              `the ${one} in full when signed in, else its public summary; ETag holds its version, X-Document-Status its status`,
            )
          : docResponse(`the ${one}; ETag holds its version, X-Document-Status its status`),
        404: error(`no such ${one} (a draft, for the public)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const identity = identityOf(c);
      const stored = await getDocument(db, kind, id, identity ? 'all' : 'published');
      if (!stored) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      let doc = stored.doc;
      if (version !== undefined && version !== stored.version) {
        // an older version of a document this reader may see (tools pin the version they were written against)
        const old = await getVersion(db, kind, id, version);
        if (!old) throw new ApiError(404, 'not_found', `${one} "${id}" has no version ${version}`);
        doc = old.doc;
        c.header('ETag', `"${version}"`);
        c.header(STATUS_HEADER, stored.status);
      } else {
        stamp(c, stored);
        // the public summary is another representation of the version: its own tag, so that a cache holding it never
        // has it confirmed (304) for a signed-in read of the whole document
        // so is a document read without its authors' notes
        const tag =
          identity !== null
            ? `"${stored.version}"`
            : summary
              ? `"${stored.version}-summary"`
              : withoutAuthorNotes(doc) !== doc
                ? `"${stored.version}-public"`
                : `"${stored.version}"`;
        c.header('ETag', tag);
        // a client holding the current version gets a 304 and no body
        if (
          c.req
            .header('If-None-Match')
            ?.split(',')
            .some((t) => t.trim().replace(/^W\//, '') === tag)
        )
          return c.body(null, 304);
      }
      // a mission in full is the master's quest book, an adventure its map's secrets: only signed-in users and tools
      // read them; players get the summary
      // and the authors' notes are for signed-in readers only
      return c.json(identity === null ? (summary ? summary.of(doc) : withoutAuthorNotes(doc)) : doc, 200);
    },
  );
}
