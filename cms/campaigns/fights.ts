/**
 * Fights are rooms: the bridge between a campaign and the room of the encounter it fights. The storage
 * part of campaigns (`cms/campaigns/*` but this file) owns the campaigns' rows, routes and saves; this module owns
 * only the room side of a fight. The contract between the two:
 *
 * 1. **Starting a fight.** A player's `fight` campaign action is the rules' request (`engine/campaign/fight.ts`: it
 *    changes nothing but says the encounter may be fought, event `fight_requested`), and so is `prologue` for the
 *    adventure's prologue (event `prologue_requested`). The campaign's service checks the request on the state as it
 *    is, makes the room ({@link makeFightRoom}) and only then writes the request and `fight_started`, so a refused
 *    request (or a room that cannot be made) changes nothing; {@link openFight} does both steps for a state already
 *    past the request. Either opens whichever the state asks for (`fightSource`). It reads where the party stands (`fightInput`: refused — a `CampaignRefused` — when the
 *    party is not at an unresolved encounter node, a fight is on, no active hero lives or its mission is gone), creates the room of the encounter's mission at the run's tier with the Company's
 *    heroes as they stand, seats every living active hero (`h1`, `h2`... in active order), starts the game, and then
 *    applies the server's `fight_started {room}` through `deps.applyServer` (which stores it as any campaign action).
 *    It returns the room id, the host token and one seat token per hero; nobody is given those tokens and nothing
 *    keeps them: the storage keeps which seat each hero has, and hands each player the seats of the heroes it holds
 *    (the leader those nobody holds) with tokens derived from its campaign token, which the seats take then
 *    (cms/campaigns/fight-seats.ts), as `GET /campaigns/:id/view` or the answer of the `fight` action.
 * 2. **Ending a fight.** {@link watchFights} (called once when the server starts, after the rooms registry is made)
 *    listens for rooms reaching game over; for a campaign fight's room it applies `fight_ended {room, outcome}` through
 *    `deps.applyServer`, once: the campaign's ledger holds the receipt `fight:<room>`, so a second one is refused
 *    `already_done` and ignored here.
 * 3. **After a restart.** The server may stop between the room's last action and `fight_ended`. When the storage
 *    loads a campaign whose `run.fight` is set, it calls {@link reconcileFight} with the room's current state
 *    (`rooms.get(run.fight.room)?.state`, and `rooms.archived(id)` when it is no longer live): a `fight_ended` action
 *    to apply when that room is over and the campaign has not heard of it, `fight_interrupted` when it is the
 *    prologue's room gone unfinished (the prologue may then be played again), else null.
 *
 * 4. **Saves.** A save taken during a fight keeps {@link snapshotFight}'s copy of the room (its whole game state but
 *    the RNG: HP, resources, statuses, turn and round, as the guide says); loading it opens a new room from that copy
 *    with {@link restoreFight} (a fresh seed, new seat tokens, its seq from 0), whose id the storage puts in the loaded state's
 *    `run.fight.room`. The old room, if still played, no longer counts: its end is refused `not_now` and ignored.
 *
 * A finished room's outcome (its result, each hero as it left the room, the potions left) is the engine's
 * `fightOutcome`, read by the room's ruleset module's campaign system (`engine/campaign/system.ts`).
 * @module
 */
import type { GameState } from '../../engine/index.ts';
import { fightInput, type CampaignAction, type CampaignContext, type CampaignState } from '../../engine/campaign/index.ts';
import { hasReceipt } from '../../engine/campaign/ledger.ts';
import { fightOutcome } from '../../engine/campaign/system.ts';
import { seedRng } from '../../engine/core/rng.ts';
import { ApiError } from '../http/errors.ts';
import { CampaignRefused } from './refusals.ts';
import type { ArchivedRoom } from '../rooms/archive.ts';
import type { RoomRegistry } from '../rooms/registry.ts';
import { gameInputFor } from '../rooms/setup.ts';
import { newSeed } from '../rooms/tokens.ts';

/** The campaign actions a fight's room sends: the server's own. */
export type FightAction = Extract<CampaignAction, { type: 'fight_started' | 'fight_ended' | 'fight_interrupted' }>;

/** A player's request for a fight: `fight` (the encounter where the party stands) or `prologue`. */
export type FightRequest = Extract<CampaignAction, { type: 'fight' | 'prologue' }>;

/** Whether `action` is a {@link FightRequest}, after which the server opens the fight's room ({@link openFight}). */
export function isFightRequest(action: CampaignAction): action is FightRequest {
  return action.type === 'fight' || action.type === 'prologue';
}

/** What the bridge needs from the rest of the server. */
export interface FightDeps {
  /** The rooms of this server. */
  rooms: RoomRegistry;
  /**
   * Applies `action` to campaign `campaign` as the server (`{ server: true }`) and stores it the way every campaign
   * action is stored (its log, its autosave, its players' live update); resolves once it is stored.
   * @throws CampaignRefused when the campaign refuses it (nothing stored), as `applyCampaign` does.
   */
  applyServer(campaign: string, action: FightAction): Promise<void>;
}

/** One hero seat of a fight's room: the hero, its seat (`h1`...) and the seat's first bearer token (random, given to nobody). */
export interface FightSeat {
  hero: string;
  seat: string;
  token: string;
}

/** A fight's room, made and started by {@link openFight}. */
export interface OpenedFight {
  /** The room's id (`run.fight.room` once `fight_started` is applied). */
  room: string;
  /** The room's host token (seat `master`: an `auto` mission has no master; the host may only watch and release seats). */
  hostToken: string;
  /** A seat per living hero of the fight, in its order (a hero the mission has no start square for stays out). */
  seats: FightSeat[];
}

/**
 * Opens the fight the party of `campaign` can fight now (see the module, 1): the encounter it stands on, or, after a
 * player's `prologue`, the prologue (`fightSource`). The room of `fightInput(ctx, state)` (its mission at the run's
 * tier, the heroes as they stand, the campaign block), every living hero of it seated in its order (an encounter's
 * active heroes; the prologue's starting roster) and the game started, then the server's `fight_started` applied
 * through `deps.applyServer`. `options.seed` fixes the room's seed (tests); `options.drafts` takes draft content too.
 * @returns the room, the host token and each hero's first seat token (random: keep none; the players are handed their
 *   seats with `handSeats`, cms/campaigns/fight-seats.ts). A room made
 *   for a fight the campaign then refuses (`fight_started` lost a race with another action) is never played, and is
 *   archived as any idle room.
 * @throws CampaignRefused from `fightInput` (`not_now`, `already_done`, `dead`, `mission_gone`: no room is made) or from
 *   `fight_started`; ApiError 404 `not_found` (no such mission), 422 `invalid_mission` (it cannot be played as a
 *   campaign fight: not an `auto` mission, not a d20 ruleset...), 503 `server_full`.
 */
export async function openFight(
  deps: FightDeps,
  campaign: { ctx: CampaignContext; state: CampaignState },
  options: { seed?: string; drafts?: boolean } = {},
): Promise<OpenedFight> {
  const opened = await makeFightRoom(deps, campaign, options);
  await deps.applyServer(campaign.state.id, { type: 'fight_started', room: opened.room });
  return opened;
}

/**
 * {@link openFight} but the server's `fight_started`: the room of the fight made, its heroes seated and its game
 * started; nothing of the campaign changes. A caller that then does not apply `fight_started` leaves the room
 * unplayed, archived as any idle room.
 * @throws as {@link openFight}, but for `fight_started`'s refusals.
 */
export async function makeFightRoom(
  deps: Pick<FightDeps, 'rooms'>,
  campaign: { ctx: CampaignContext; state: CampaignState },
  options: { seed?: string; drafts?: boolean } = {},
): Promise<OpenedFight> {
  const asked = fightInput(campaign.ctx, campaign.state);
  if (!asked.ok) throw new CampaignRefused(asked.error);
  const input = asked.value;
  const seed = options.seed ?? newSeed();
  const { room, token } = await deps.rooms.createFrom(async () => {
    const base = await gameInputFor(deps.rooms.db, input.mission, seed, { drafts: options.drafts ?? false });
    if (!base.mission.auto && !input.auto)
      throw new ApiError(422, 'invalid_mission', `mission "${input.mission}" is not an auto mission: a campaign fight has no master`);
    const mission = { ...base.mission, auto: true, ...(input.tier === null ? {} : { tier: input.tier }) };
    return { ...base, mission, heroes: input.heroes, campaign: input.campaign };
  });
  const seats: FightSeat[] = [];
  const order = input.heroes.map((h) => h.id);
  for (const hero of room.state.setup.roster.map((h) => h.id).sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
    if (seats.length >= room.state.setup.start.length) break;
    const joined = await room.join(hero);
    if (!joined.ok) throw new Error(`room ${room.id}: hero "${hero}" could not be seated: ${joined.error.code}: ${joined.error.message}`);
    seats.push({ hero, seat: joined.seat, token: joined.token });
  }
  const started = await room.act(seats[0]!.seat, { type: 'start' });
  if (!started.ok) throw new Error(`room ${room.id} could not start: ${started.error.code}: ${started.error.message}`);
  return { room: room.id, hostToken: token, seats };
}

/**
 * What to apply to `campaign`, loaded after a restart, for its fight's room (see the module, 3): `fight_ended` when
 * `room` (the state of `campaign.run.fight.room`, or undefined when it is no longer live) is over and the campaign has
 * not received its end, else null (no fight, the room still played, another campaign's room). A room archived since
 * it ended (`archived`, `rooms.archived(id)`: an hour after its end by default) gives its result from the archive; the
 * heroes' wounds went with the room, so they stay as they were when the fight began, and the potions dealt come back.
 * A room archived unfinished gives `fight_interrupted`: the fight is off (an encounter unresolved, the potions back, the
 * party where it stood, to fight again; the prologue pending again: spec 003 "an interrupted new prologue can
 * retry"); a prologue's room not found at all likewise; an encounter's room not found, null.
 */
export function reconcileFight(
  campaign: CampaignState,
  room: GameState | undefined,
  archived?: Pick<ArchivedRoom, 'id' | 'winner' | 'reason'>,
): FightAction | null {
  const fight = campaign.run.fight;
  if (!fight || hasReceipt(campaign, `fight:${fight.room}`)) return null;
  if (!room) {
    const finished = archived !== undefined && archived.id === fight.room && archived.winner !== null;
    // a room archived unfinished (nobody played it for long) is gone: the fight is off, to be fought again; a room
    // merely not found (no archive either) interrupts only the prologue, which can always be played again
    const gone = archived !== undefined && archived.id === fight.room;
    if (!finished) return gone || fight.prologue ? { type: 'fight_interrupted', room: fight.room } : null;
    const result = archived.reason === 'fled' ? 'fled' : archived.winner === 'heroes' ? 'victory' : 'defeat';
    return { type: 'fight_ended', room: fight.room, outcome: { result, heroes: [], potionsLeft: fight.potions } };
  }
  if (room.setup.campaign?.campaign !== campaign.id) return null;
  const outcome = fightOutcome(room);
  return outcome ? { type: 'fight_ended', room: fight.room, outcome } : null;
}

/**
 * Has every campaign fight's room ending on this server apply `fight_ended` to its campaign (see the module, 2). A
 * refusal `already_done` (received already) or `not_now` (the campaign is no longer in that fight) is ignored;
 * another failure is logged, and {@link reconcileFight} catches up when the campaign is next loaded.
 * @returns a function that stops it.
 */
export function watchFights(deps: FightDeps): () => void {
  return deps.rooms.onGameOver((room) => {
    const state = room.state;
    const campaign = state.setup.campaign;
    const outcome = fightOutcome(state);
    if (!campaign || !outcome) return;
    deps.applyServer(campaign.campaign, { type: 'fight_ended', room: room.id, outcome }).catch((err: unknown) => {
      if (err instanceof CampaignRefused && (err.code === 'already_done' || err.code === 'not_now')) return;
      console.error(`quest-board: the end of fight room ${room.id} did not reach campaign ${campaign.campaign}:`, err);
    });
  });
}

/** A fight's room as a save keeps it: its game state without the RNG (spec 003: "do not preserve RNG state"). */
export type SavedFight = Omit<GameState, 'rng'>;

/**
 * The room of `state`'s fight as a save keeps it (see the module, 4), or null when no fight is on or its room is gone.
 */
export async function snapshotFight(deps: Pick<FightDeps, 'rooms'>, state: CampaignState): Promise<SavedFight | null> {
  const fight = state.run.fight;
  const room = fight ? await deps.rooms.get(fight.room) : undefined;
  if (!room) return null;
  const { rng: _rng, ...saved } = room.state;
  return saved;
}

/**
 * Opens a new room from `saved`, a {@link snapshotFight} of `state`'s fight read back from a save (see the module, 4):
 * the game as it was, with a fresh seed (`options.seed`, or a random one), and every hero seat taken anew.
 * @returns the new room, its host token and each hero's new seat token (the old ones do not open it).
 * @throws ApiError 422 `save_unusable` when `saved` is not a fight of this campaign that is being played; 503
 *   `server_full`.
 */
export async function restoreFight(
  deps: Pick<FightDeps, 'rooms'>,
  state: CampaignState,
  saved: unknown,
  options: { seed?: string } = {},
): Promise<OpenedFight> {
  const game = saved as Partial<SavedFight> | null;
  if (!game || typeof game !== 'object' || game.setup?.campaign?.campaign !== state.id || game.phase !== 'playing' || !Array.isArray(game.seats)) {
    throw new ApiError(422, 'save_unusable', `the save's fight is not a fight of campaign "${state.id}" being played: its room cannot be opened again`);
  }
  const restored = {
    ...(game as SavedFight),
    rng: seedRng(options.seed ?? newSeed()),
    seats: game.seats.map((x) => ({ id: x.id, hero: x.hero, vacant: true as const })),
  };
  const { room, token } = await deps.rooms.createFromState(restored);
  const seats: FightSeat[] = [];
  for (const seat of game.seats) {
    const joined = await room.join(seat.hero);
    if (!joined.ok) throw new Error(`room ${room.id}: hero "${seat.hero}" could not take its seat again: ${joined.error.code}: ${joined.error.message}`);
    seats.push({ hero: seat.hero, seat: joined.seat, token: joined.token });
  }
  return { room: room.id, hostToken: token, seats };
}
