/**
 * The banner of a campaign's last fight on its map: the fight's end (result, rewards, cost, promotions) taken from the
 * campaign's events, and the adventure's completion. A fight's result is a moment: its banner clears by itself after
 * a while (not while the pointer or the focus is on it), or when the Company moves on; a completion stays until closed.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CampaignEvent } from '../../engine/campaign/types.ts';
import { fightReportOf, type FightReport } from '../campaign/outcomes.ts';

/** How long a fight's result banner stays, in ms. */
const REPORT_MS = 15000;

/** The campaign events that mean the Company moved on from a fight's result: its banner clears. */
const MOVED_ON: ReadonlySet<CampaignEvent['type']> = new Set<CampaignEvent['type']>([
  'fight_started',
  'travelled',
  'arrived',
  'node_resolved',
  'exit_resolved',
  'challenge_attempted',
  'challenge_left',
  'dialogue_opened',
  'puzzle_solved',
  'puzzle_wrong',
  'branch_chosen',
  'chest_opened',
  'rested',
]);

/** The host of the banner: the element whose shadow root holds it (`.report`). */
export type ReportHost = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The last fight's report and the adventure's completion of one campaign element. */
export class FightReportController implements ReactiveController {
  /** The last fight's end, while its banner shows. */
  report: FightReport | null = null;
  /** The adventure completed: its tier and the reputation won, until closed. */
  completed: { tier: string; reputation: number } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: ReportHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** The adventure was completed (its banner stays until closed). */
  complete(tier: string, reputation: number): void {
    this.completed = { tier, reputation };
    this.host.requestUpdate();
  }

  /**
   * Takes the events of a change of campaign `id`: a fight's end shows its report (true: the map should show it);
   * the Company moving on (a new fight, another step, another place) clears the last one, which told what was, not what is.
   */
  take(id: string, events: readonly CampaignEvent[]): boolean {
    const report = fightReportOf(id, events);
    if (report) {
      this.report = report;
      this.clearLater();
      this.host.requestUpdate();
      return true;
    }
    if (this.report && events.some((e) => MOVED_ON.has(e.type))) this.drop();
    return false;
  }

  /** Clears the fight's report now (the completion stays). */
  drop(): void {
    this.stop();
    this.report = null;
    this.host.requestUpdate();
  }

  /** Clears the report and the completion (the banner's close button). */
  close(): void {
    this.drop();
    this.completed = null;
  }

  /** Forgets both, for another campaign. */
  reset(): void {
    this.report = null;
    this.completed = null;
  }

  private clearLater(): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = null;
      const box = this.host.renderRoot.querySelector('.report');
      if (this.completed || box?.matches(':hover, :focus-within')) return this.clearLater();
      this.drop();
    }, REPORT_MS);
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
