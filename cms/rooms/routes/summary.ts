/**
 * The public summary of a room (`GET /rooms/{id}`): its mission, phase, seats and the heroes still free.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MASTER, rulesetModuleIds, viewFor } from '../../../engine/index.ts';
import { error, json, ROOM_ENDED, RoomParam, type RoomRoutesContext } from './context.ts';

/** A content name: Italian, English or both (one language is enough, docs/mission-format.md). */
const LocalizedName = z.object({ it: z.string().optional(), en: z.string().optional() });
const RoomSummary = z.object({
  room: z.string(),
  mission: z.object({ id: z.string(), name: LocalizedName, auto: z.boolean() }),
  phase: z.enum(['lobby', 'playing', 'over']),
  seats: z.array(
    z.object({
      id: z.string(),
      hero: z.string(),
      vacant: z
        .literal(true)
        .optional()
        .openapi({ description: 'the master released the seat during the game: the next player who joins with its hero takes it over' }),
      heldByMaster: z
        .literal(true)
        .optional()
        .openapi({ description: 'the master\'s own player holds the seat too (`held-seats`, the Archive\'s "Try it"): it is never released' }),
      computer: z
        .literal(true)
        .optional()
        .openapi({ description: 'the computer plays the seat (`computer-seats`): a player who joins with its hero takes it over' }),
    }),
  ),
  freeHeroes: z.array(z.object({ id: z.string(), name: LocalizedName })),
  heroPieces: z
    .record(
      z.string(),
      z.looseObject({
        body: z.number(),
        maxBody: z.number(),
        ext: z.unknown().optional().openapi({ description: "the ruleset module's own numbers for the piece (a d20 ruleset's: initiative, attack, armour...)" }),
      }),
    )
    .openapi({ description: 'the piece each hero comes on the board with under the ruleset module (docs/protocol.md, "The view")' }),
  module: z.string().openapi({
    description: `the ruleset module the room plays by (${rulesetModuleIds()
      .map((id) => `\`${id}\``)
      .join(', ')} or one a host registered), as \`module\` in the view`,
    example: rulesetModuleIds()[0],
  }),
});

/** `GET /rooms/{id}`: the public summary of a room. */
export function addSummaryRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, roomOr404 } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}',
      tags,
      summary: 'The public summary of a room: mission, phase, seats and heroes still free',
      request: { params: RoomParam },
      responses: { 200: json(RoomSummary, 'the room'), 404: error('no such room'), 410: error(ROOM_ENDED) },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const s = room.state;
      const { id, name, auto } = s.setup.mission;
      const { freeHeroes, heroPieces, module } = viewFor(s, MASTER);
      return c.json({ room: room.id, mission: { id, name, auto }, phase: s.phase, seats: s.seats, freeHeroes, heroPieces, module }, 200);
    },
  );
}
