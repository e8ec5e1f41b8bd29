/**
 * The JSON Schema of each content kind (`/api/schemas/<kind>`, `.json`, and the singular name).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTENT_KINDS, type ContentKind } from '../../../content/schemas/index.ts';
import type { KindRoutes } from './kind.ts';

/** The singular of each kind, for the schema aliases (`/api/schemas/ruleset.json`). */
const SINGULAR: Record<ContentKind, string> = {
  heroes: 'hero',
  creatures: 'creature',
  missions: 'mission',
  rulesets: 'ruleset',
  spells: 'spell',
  items: 'item',
  decks: 'deck',
  adventures: 'adventure',
};

/** `GET /schemas/<kind>` (and `.json`, and the singular name): the kind's JSON Schema in its input form. */
export function addSchemaRoutes(app: OpenAPIHono, k: KindRoutes): void {
  const { kind, one } = k;
  // worked out on the first request, not at every start (all kinds' schemas took a third of a second of it)
  let jsonSchema: Record<string, unknown> | undefined;
  const schemaOf = () => (jsonSchema ??= z.toJSONSchema(CONTENT_KINDS[kind], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
  app.openapi(
    createRoute({
      method: 'get',
      path: `/schemas/${kind}`,
      tags: ['schemas'],
      summary: `The JSON Schema of a ${one} document (also at /api/schemas/${kind}.json)`,
      responses: { 200: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description: 'a JSON Schema (draft 2020-12)' } },
    }),
    (c) => c.json(schemaOf(), 200),
  );
  app.get(`/schemas/${kind}.json`, (c) => c.json(schemaOf(), 200));
  // the singular name too: /api/schemas/ruleset.json
  app.get(`/schemas/${SINGULAR[kind]}.json`, (c) => c.json(schemaOf(), 200));
}
