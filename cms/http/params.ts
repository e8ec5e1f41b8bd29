/**
 * Path parameters the API's routes share, declared once for zod and the OpenAPI document.
 * @module
 */
import { z } from '@hono/zod-openapi';

/** A content document's id in the path (`{id}`: 1 to 200 characters; a slug once stored), `example` for the docs. */
export function documentIdParam(example: string) {
  return z.object({
    id: z
      .string()
      .min(1)
      .max(200)
      .openapi({ param: { name: 'id', in: 'path' }, example }),
  });
}
