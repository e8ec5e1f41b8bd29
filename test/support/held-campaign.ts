/**
 * A campaign held in memory for the fight bridge's tests (cms/campaigns/fights.ts): changed only through the real
 * `applyCampaign`, as the server's storage does, minus the storage.
 * @module
 */
import assert from 'node:assert/strict';
import { type Actor, applyCampaign, type CampaignAction, type CampaignContext, type CampaignResult, type CampaignState } from '../../engine/campaign/index.ts';
import { newCampaign } from '../../engine/campaign/town/economy.ts';
import type { FightAction, FightDeps } from '../../cms/campaigns/fights.ts';
import { CampaignRefused } from '../../cms/campaigns/refusals.ts';

/** The state after an applied action. @throws CampaignRefused, as the server's storage does, when it was refused. */
function played(result: CampaignResult): CampaignState {
  if (!result.ok) throw new CampaignRefused(result.error);
  return result.state;
}

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
  /** A player's action, as the storage plays it. @throws CampaignRefused when refused. */
  act(action: CampaignAction, actor: Actor): void {
    this.state = played(applyCampaign(this.ctx, this.state, action, actor));
  }
  /** The bridge's dependencies on `rooms`, its server actions applied to this campaign. */
  deps(rooms: FightDeps['rooms']): FightDeps {
    return {
      rooms,
      applyServer: async (campaign, action) => {
        assert.equal(campaign, this.state.id);
        this.state = played(applyCampaign(this.ctx, this.state, action, { server: true }));
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
