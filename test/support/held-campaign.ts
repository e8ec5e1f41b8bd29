/**
 * A campaign held in memory for the fight bridge's tests (cms/campaigns/fights.ts): changed only through the real
 * `applyCampaign`, as the server's storage does, minus the storage.
 * @module
 */
import assert from 'node:assert/strict';
import { type Actor, applyCampaign, type CampaignAction, type CampaignContext, type CampaignState } from '../../engine/campaign/index.ts';
import { newCampaign } from '../../engine/campaign/town/economy.ts';
import type { FightAction, FightDeps } from '../../cms/campaigns/fights.ts';

/** A new campaign `id` of `ctx` (seeded by its id), set up by `init`; the server's actions counted as they come. */
export class HeldCampaign {
  state: CampaignState;
  readonly applied: FightAction[] = [];
  #waiting: (() => void)[] = [];
  constructor(
    readonly ctx: CampaignContext,
    id: string,
    init: (s: CampaignState) => void = () => {},
  ) {
    this.state = newCampaign(ctx, { id, seed: id });
    init(this.state);
  }
  /** A player's action, as the storage plays it. @throws CampaignRejection when refused. */
  act(action: CampaignAction, actor: Actor): void {
    this.state = applyCampaign(this.ctx, this.state, action, actor).state;
  }
  /** The bridge's dependencies on `rooms`, its server actions applied to this campaign. */
  deps(rooms: FightDeps['rooms']): FightDeps {
    return {
      rooms,
      applyServer: async (campaign, action) => {
        assert.equal(campaign, this.state.id);
        this.state = applyCampaign(this.ctx, this.state, action, { server: true }).state;
        this.applied.push(action);
        for (const wake of this.#waiting.splice(0)) wake();
      },
    };
  }
  /** Resolves once `n` server actions have been applied. */
  async until(n: number): Promise<void> {
    while (this.applied.length < n) await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
}
