/**
 * `<qb-campaign-rests>`: the rests the campaign's ruleset offers between fights (a rules document's `rests`), each
 * a button with what it costs in time and its kind, and the time the run's rests took so far. Shown in town and on
 * the road whenever the ruleset has rests; a rest that cannot be taken now (a fight is on, nobody alive) is no button.
 * @module
 */
import { css, html, nothing } from 'lit';
import { defineOnce } from '../../define.ts';
import { CampaignPart } from './campaign-part.ts';

/** The rests panel. */
export class QbCampaignRests extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    css`
      :host {
        display: block;
        margin-top: 0.75rem;
      }
      /* a card like the place's: the rests are what the Company may do here besides the road */
      section {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.6rem 0.75rem;
        background: var(--_surface);
        font-size: 0.9rem;
      }
      h3 {
        margin: 0 0 0.3rem;
      }
      p {
        margin: 0 0 0.4rem;
      }
      .intro,
      .clock {
        color: var(--_muted);
      }
      .rests {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-bottom: 0.4rem;
      }
    `,
  ];

  protected override render() {
    const view = this.view;
    const rests = view?.system.rests ?? [];
    if (!view || rests.length === 0) return nothing;
    return html`<section aria-labelledby="rests-title">
      <h3 id="rests-title">${this.tx('rests')}</h3>
      <p class="intro">${this.tx('rests_intro')}</p>
      <div class="rests">
        ${rests.map((r) =>
          this.actionButton({ type: 'take_rest', rest: r.id }, this.tx('btn_rest', { rest: r.name }), {
            extra: this.tx('rest_cost', { minutes: r.minutes, kind: this.tx(r.kind === 'long' ? 'rest_long' : 'rest_short') }),
            secondary: true,
          }),
        )}
      </div>
      <p class="clock" data-role="clock">${this.tx('rests_clock', { minutes: view.run.clock })}</p>
    </section>`;
  }
}

defineOnce('qb-campaign-rests', QbCampaignRests);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-rests': QbCampaignRests;
  }
}
