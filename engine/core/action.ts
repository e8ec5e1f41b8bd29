/**
 * The schema of an action a seat sends ({@link Action}): the one runtime zod value of the engine's data, kept apart
 * from `types.ts` so that code reading only the data's types (the element, `components/`) bundles no zod.
 * @module
 */
import { z } from 'zod';
import { Slug, Square } from '../../content/schemas/index.ts';

const UnitRef = z.string().min(1).max(32);

/**
 * An action a seat sends (the body of `POST /api/rooms/:id/actions`). The server adds the seat from the token.
 * - `join` {hero, heldByMaster?}: take a hero (sent by the server on `POST /seats`; `heldByMaster` on
 *   `POST /held-seats`, when the master's own player takes the seat too).
 * - `start`: the master (or host) starts the game once at least one hero has joined.
 * - `roll`: a hero rolls its movement dice.
 * - `move` {to}: a hero moves to a square within its steps left, along a shortest legal path.
 * - `open_door` {door}: a hero standing on either side of a closed door opens it; it costs no steps.
 * - `attack` {target}: a hero attacks an adjacent creature; this is the turn's action.
 * - `move_creature` {creature, to}: the master moves a creature within its `move` for this turn.
 * - `creature_attack` {creature, target}: the master has a creature attack an adjacent hero, once per turn.
 * - `end_turn`: the seat ends its turn.
 * - `declare` {winner}: the master declares the end of a `manual` mission.
 * - `cast` {spell, target?}: a hero casts a spell it knows with uses left, as its action; `target` a unit id when the
 *   spell's effects act on a chosen unit (within the spell's range).
 * - `use_item` {item, target?}: a hero uses an item with effects from its inventory, as its action; `target` itself or
 *   an adjacent unit.
 * - `teach` {hero, spell}: the master teaches a spell to a hero seat (Insegna), at any time during play.
 * - `play_card` {deck, target?}: the master plays the top card of a deck; `target` is the unit its chosen effects act on.
 * - `resolve` {id}: the master marks a pending `custom` effect as resolved.
 * - `search` {for}: a hero searches the room or corridor stretch it stands in for `treasure` or for `traps` (and secret
 *   doors), as its action; once per area and kind per hero.
 * - `move_npc` {npc, to}: an NPC moves within its `move`: by the hero whose turn it is (once per round) or by the
 *   master on its turn, as the mission says.
 * - `defend` (d20 rulesets): the hero takes the Defending stance (+3 armour until its next turn begins), as its action.
 * - `ability` {ability, target?}: under a d20 ruleset the hero's personal action, `vanish` (Xov) or `shield_wall`, as
 *   its action, or, in a campaign fight, the artifact it wears instead (its id: `silverSeal`), once per fight; under a `rules` ruleset one of the piece's abilities (`rules.abilities` id) at `target` (a unit id;
 *   none: itself), spending its action type.
 * - `react` / `decline` (a `rules` ruleset): a hero seat offered a reaction (an opportunity, such as a parting blow
 *   at a foe leaving its reach) takes it or lets it go; at any time while it is offered, not only on its turn. The
 *   server declines for a seat that has not answered in the room's reaction time (`reason` `time`).
 * - `stance` {stance}: under a `rules` ruleset the hero takes another of the document's stances (`rules.stances` id),
 *   on its turn, spending nothing.
 * - `skip_turn`: the master (in an `auto` mission also any seated hero) ends the turn of a hero who is away or whose
 *   time ran out; the server checks which and records it as `reason` (a client leaves `reason` out).
 * - `release_seat` {target}: the master frees hero seat `target` (`h1`...): its token dies and its hero may be taken with the invite link.
 * - `hand_over` {to}: the master hands the creatures to the `computer`, or takes them back (`master`).
 * - `computer_turn`: the computer plays the creatures' turn under way (sent by the server for an away master).
 * - `flee` (a campaign fight's room, `Setup.campaign`): a living hero, as its action, leads the party away; it needs
 *   the provisions fleeing takes, and ends the game with reason `fled` (the creatures keep the field).
 *
 * Under a d20 ruleset a hero's action (attack, cast, use_item, search, defend, ability) completes its turn, and
 * the master moves and strikes with the one creature whose turn it is (spec 003, "One normal action completes the
 * actor's turn").
 */
export const Action = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('join'), hero: Slug, heldByMaster: z.literal(true).optional(), computer: z.literal(true).optional() }),
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('move'), to: Square }),
  z.strictObject({ type: z.literal('open_door'), door: z.string().min(1).max(16) }),
  z.strictObject({ type: z.literal('attack'), target: UnitRef }),
  z.strictObject({ type: z.literal('move_creature'), creature: UnitRef, to: Square }),
  z.strictObject({ type: z.literal('creature_attack'), creature: UnitRef, target: UnitRef }),
  z.strictObject({ type: z.literal('end_turn') }),
  z.strictObject({ type: z.literal('declare'), winner: z.enum(['heroes', 'master']) }),
  z.strictObject({ type: z.literal('cast'), spell: Slug, target: UnitRef.optional() }),
  z.strictObject({ type: z.literal('use_item'), item: Slug, target: UnitRef.optional() }),
  z.strictObject({ type: z.literal('teach'), hero: UnitRef, spell: Slug }),
  z.strictObject({ type: z.literal('play_card'), deck: Slug, target: UnitRef.optional() }),
  z.strictObject({ type: z.literal('resolve'), id: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('search'), for: z.enum(['treasure', 'traps']) }),
  z.strictObject({ type: z.literal('move_npc'), npc: UnitRef, to: Square }),
  z.strictObject({ type: z.literal('defend') }),
  z.strictObject({ type: z.literal('ability'), ability: z.string().min(1).max(64), target: UnitRef.optional() }),
  z.strictObject({ type: z.literal('stance'), stance: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('skip_turn'), reason: z.enum(['away', 'time']).optional() }),
  z.strictObject({ type: z.literal('release_seat'), target: z.string().min(1).max(16) }),
  z.strictObject({ type: z.literal('hand_over'), to: z.enum(['computer', 'master']) }),
  z.strictObject({ type: z.literal('computer_turn'), reason: z.enum(['away', 'master']).optional() }),
  z.strictObject({ type: z.literal('flee') }),
  z.strictObject({ type: z.literal('react') }),
  z.strictObject({ type: z.literal('decline'), reason: z.enum(['time']).optional() }),
]);
export type Action = z.infer<typeof Action>;
