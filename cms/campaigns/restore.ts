/**
 * A save restored into its campaign: a load, or Leave Without Saving going back to the checkpoint. A save taken
 * during a fight opens the fight's room again as it was saved, with a fresh seed.
 * @module
 */
import type { CampaignContext, CampaignEvent, CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { RoomRegistry } from '../rooms/registry.ts';
import type { Change } from './change.ts';
import { restoreFight, snapshotFight } from './fights.ts';
import { type FightSeatRow, getSave, insertFightSeats, type StoredCampaign } from './repository.ts';
import { readSave } from './saves.ts';

/**
 * The change restoring save `slot` of campaign `id` for `player` (see `CampaignService.load`); `checkpoint` true: the
 * loaded save becomes the checkpoint too. `rooms`: where a fight's room opens again (without them a save taken in a
 * fight is refused).
 * @throws ApiError 404 `empty_slot`; 422 `save_version`, `save_unreadable`, `save_unusable`.
 */
export function restoreChange(
  db: DB,
  rooms: RoomRegistry | undefined,
  id: string,
  slot: SaveSlot,
  player: string,
  checkpoint: boolean,
): (campaign: StoredCampaign, ctx: CampaignContext) => Promise<Change> {
  return async (campaign, ctx) => {
    const stored = await getSave(db, id, slot);
    if (!stored)
      throw new ApiError(
        404,
        'empty_slot',
        slot === 'checkpoint' ? `campaign "${id}" has no checkpoint to go back to` : `save slot "${slot}" of campaign "${id}" is empty`,
      );
    const content = readSave(stored, id);
    const state: CampaignState = { ...content.state, seq: campaign.state.seq + 1 };
    let seats: FightSeatRow[] = [];
    let fight = content.fight;
    if (state.run.fight) {
      // the fight's room opened again as it was saved, with a fresh seed: the same wounds, turn and round, new dice
      if (!rooms || fight === null)
        throw new ApiError(
          422,
          'save_unusable',
          `the save in slot "${slot}" was taken during a fight${fight === null ? ' whose room it does not hold' : ', and this server has no rooms to fight it in'}`,
        );
      // a save that does not fit opens no room (the transaction checks it again)
      checkFits(ctx, state, slot);
      const restored = await restoreFight({ rooms }, state, fight);
      state.run.fight = { ...state.run.fight, room: restored.room };
      seats = restored.seats;
      fight = await snapshotFight({ rooms }, state);
    }
    const events: CampaignEvent[] = [
      { type: slot === 'checkpoint' ? 'campaign_restored' : 'campaign_loaded', slot, savedAt: stored.savedAt, savedSeq: stored.seq },
    ];
    return {
      state,
      player,
      action: { type: slot === 'checkpoint' ? 'leave_without_saving' : 'load', slot },
      events,
      saves: [{ slot: 'auto', fight }, ...(checkpoint ? [{ slot: 'checkpoint' as const, fight: content.fight }] : [])],
      also: async (trx) => {
        checkFits(ctx, state, slot);
        if (state.run.fight) await insertFightSeats(trx, id, state.run.fight.room, seats);
      },
    };
  };
}

/**
 * Whether a restored `state` fits the campaign's adventure: its heroes are documents the context knows and its place
 * is a location of the adventure. Run inside the restore's transaction, so a save that does not fit changes nothing.
 * @throws ApiError 422 `save_unusable`.
 */
function checkFits(ctx: CampaignContext, state: CampaignState, slot: SaveSlot): void {
  const unusable = (why: string) => new ApiError(422, 'save_unusable', `the save in slot "${slot}" cannot be restored: ${why}`);
  if (state.adventure !== ctx.adventure.id) throw unusable(`it is of adventure "${state.adventure}", not "${ctx.adventure.id}"`);
  for (const hero of state.company.heroes) if (!ctx.heroes.has(hero.id)) throw unusable(`its hero "${hero.id}" is not a hero of the Company`);
  const place = state.run.place;
  if (place.at === 'location') {
    const location = ctx.adventure.locations.find((l) => l.id === place.location);
    if (!location) throw unusable(`its party is at "${place.location}", which adventure "${ctx.adventure.id}" no longer has`);
    if (place.position >= location.nodes.length)
      throw unusable(`its party stands at point ${place.position} of "${place.location}", which has ${location.nodes.length} points now`);
  }
}
