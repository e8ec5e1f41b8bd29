/**
 * `<qb-campaign-node>`: the location where the party stands (issue 17) — its nodes in order as the view gives them
 * (resolved, mandatory, the current one marked) — and what may be done at the current node: fight an encounter, open
 * a chest, a challenge's approaches (skill, modifier now against the DC, disabled when a requirement is not met)
 * with the last roll's result from `events` (d20 + modifier against the DC, success or failure), talk, camp, a
 * puzzle's options, a branch's choices, exit, advance and leave — each a button when legal, else disabled with why.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { CampaignEvent } from '../../../engine/campaign/types.ts';
import type { LocationView, NodeView } from '../../../engine/campaign/view.ts';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import { signed } from '../../parts/stat-value.ts';
import type { CampaignTextKey } from '../i18n.ts';
import { CampaignPart } from './campaign-part.ts';
import { NODE_PICTURES } from '../../../content/place-pictures.ts';
import { portrait, portraitSlot } from '../../pictures/portrait-tag.ts';

/** A challenge's roll as its `challenge_attempted` event tells it. */
interface ChallengeRoll {
  node: string;
  roll: number;
  modifier: number;
  total: number;
  dc: number;
  success: boolean;
}

/** The last challenge roll among `events`, or null. */
export function lastChallengeRoll(events: readonly CampaignEvent[]): ChallengeRoll | null {
  const e = [...events].reverse().find((x) => x.type === 'challenge_attempted');
  return e ? (e as unknown as ChallengeRoll) : null;
}

/** The location-nodes panel. */
export class QbCampaignNode extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    portraitSlot,
    css`
      ol.path qb-portrait {
        width: 1.8rem;
        height: 1.8rem;
        margin-right: 0.4rem;
      }
      .current h3 {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      .current h3 qb-portrait {
        width: 2.4rem;
        height: 2.4rem;
      }
    `,
  ];

  /** The events of the last action (to show a challenge's roll). */
  @property({ attribute: false }) accessor events: CampaignEvent[] = [];

  private where(): { location: LocationView; node: NodeView | undefined } | null {
    const location = this.view?.map.find((l) => l.here);
    return location ? { location, node: location.nodes?.find((n) => n.id === location.current) } : null;
  }

  /**
   * Why Advance is refused at `node`, in words, when it is (as the engine refuses it: a mandatory node not yet
   * resolved blocks — a fight said to be one —, the last point leads on only by its exit or a travel).
   */
  private advanceRefusal(location: LocationView, node: NodeView | undefined): { reason: string } | Record<string, never> {
    if (!node || this.isLegal({ type: 'advance' })) return {};
    const name = pick(node.name, this.lang);
    if (node.mandatory && !node.resolved) return { reason: this.tx(node.kind === 'encounter' ? 'advance_fight_first' : 'advance_resolve_first', { node: name }) };
    const nodes = location.nodes ?? [];
    if (nodes[nodes.length - 1]?.id === node.id) return { reason: this.tx('advance_last') };
    return {};
  }

  /** The buttons of the current node. */
  private actions(node: NodeView): TemplateResult[] {
    const name = pick(node.name, this.lang);
    const out: TemplateResult[] = [];
    switch (node.kind) {
      case 'encounter':
        // a fight won (or not to be fought now) offers no Fight button: nothing stale after it
        if (this.isLegal({ type: 'fight' })) out.push(this.actionButton({ type: 'fight' }, this.tx('btn_fight', { node: name })));
        else if (node.resolved) out.push(html`<p class="cleared" data-role="cleared">${this.tx('encounter_cleared')}</p>`);
        if (node.chest && !node.confirmed && node.resolved) out.push(this.actionButton({ type: 'open' }, this.tx('btn_open', { node: name })));
        break;
      case 'chest':
        out.push(this.actionButton({ type: 'open' }, this.tx('btn_open', { node: name })));
        break;
      case 'challenge':
        out.push(html`<p class="dc">${this.tx('challenge_dc', { dc: node.dc })}</p>`);
        for (const a of node.approaches) {
          const label = this.tx('btn_attempt', { approach: pick(a.name, this.lang), skill: this.tx(`skill_${a.skill}` as CampaignTextKey), modifier: a.modifier === 0 ? '+0' : signed(a.modifier), dc: node.dc });
          out.push(this.actionButton({ type: 'attempt', approach: a.id }, label, a.available ? {} : { reason: this.tx('approach_unavailable') }));
        }
        break;
      case 'dialogue':
        out.push(this.actionButton({ type: 'talk' }, this.tx('btn_talk', { node: pick(node.speaker, this.lang) || name })));
        break;
      case 'puzzle':
        node.options.forEach((o, i) => out.push(this.actionButton({ type: 'solve', option: i }, this.tx('btn_solve', { option: pick(o.name, this.lang) }))));
        break;
      case 'camp':
        out.push(this.actionButton({ type: 'camp' }, this.tx('btn_camp', { node: name }), node.used ? { reason: this.tx('camp_used') } : {}));
        break;
      case 'branch':
        if (node.chosen !== null) {
          const chosen = node.options.find((o) => o.id === node.chosen);
          out.push(html`<p class="chosen">${this.tx('branch_chosen', { clue: pick(chosen?.clue, this.lang) })}</p>`);
        } else for (const o of node.options) out.push(this.actionButton({ type: 'choose', option: o.id }, this.tx('btn_choose', { clue: pick(o.clue, this.lang) })));
        break;
      case 'exit':
        out.push(this.actionButton({ type: 'exit' }, this.tx('btn_exit', { node: name })));
        break;
    }
    return out;
  }

  /** The last roll, when it was made at `node`. */
  private roll(node: NodeView | undefined): TemplateResult | typeof nothing {
    const r = lastChallengeRoll(this.events);
    if (!r || (node && r.node !== node.id && node.kind === 'challenge')) return nothing;
    const text = this.tx('roll_result', { roll: r.roll, modifier: r.modifier === 0 ? '+0' : signed(r.modifier), total: r.total, dc: r.dc, outcome: this.tx(r.success ? 'roll_success' : 'roll_failure') });
    return html`<p class=${`roll ${r.success ? 'success' : 'failure'}`} role="status">${text}</p>`;
  }

  protected override render() {
    if (!this.view) return nothing;
    const here = this.where();
    if (!here) return html`<p class="muted">${this.tx('nodes_none')}</p>`;
    const { location, node } = here;
    return html`<h2>${this.tx('nodes_here', { location: pick(location.name, this.lang) })}</h2>
      <ol class="path">
        ${(location.nodes ?? []).map(
          (n) => html`<li data-node=${n.id} aria-current=${n.id === node?.id ? 'step' : nothing}>
            ${portrait('place', NODE_PICTURES[n.kind])}<strong>${this.tx(`kind_${n.kind}` as CampaignTextKey)}</strong>: ${pick(n.name, this.lang)}
            ${n.resolved ? html`<span class="tag">· ${this.tx('node_resolved')}</span>` : nothing}
            ${n.mandatory ? html`<span class="tag">· ${this.tx('node_mandatory')}</span>` : nothing}
            ${n.id === node?.id ? html`<span class="tag">· ${this.tx('node_current')}</span>` : nothing}
          </li>`,
        )}
      </ol>
      ${node
        ? html`<section class="current" aria-labelledby="node-title">
            <h3 id="node-title">${portrait('place', NODE_PICTURES[node.kind])}${this.tx(`kind_${node.kind}` as CampaignTextKey)}: ${pick(node.name, this.lang)}</h3>
            ${node.text ? html`<p>${pick(node.text, this.lang)}</p>` : nothing}
            ${this.roll(node)}
            <div class="row actions">${this.actions(node)}</div>
          </section>`
        : nothing}
      <div class="row moves">
        ${this.actionButton({ type: 'advance' }, this.tx('btn_advance'), { secondary: true, ...this.advanceRefusal(location, node) })}
        ${this.isLegal({ type: 'leave' }) ? this.actionButton({ type: 'leave' }, this.tx('btn_leave'), { secondary: true }) : nothing}
      </div>`;
  }
}

defineOnce('qb-campaign-node', QbCampaignNode);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-node': QbCampaignNode;
  }
}
