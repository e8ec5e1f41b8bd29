/**
 * `<qb-campaign-node>`: the card of the location where the party stands, laid beside the drawn map —
 * its picture and name, its steps as a short checklist (done, where the Company stands, still ahead; required ones
 * said) and what may be done at the current step: fight an encounter, open a chest, a challenge's approaches (skill,
 * modifier now, the number it needs; one whose requirement does not hold named in a line, with why) with the last roll
 * from `events` in words (the hero who rolled, the die plus the bonus against what was needed, and the outcome's
 * authored text), talk, camp, a puzzle's options, a branch's choices, exit. The place's own description is read under
 * its name. While a conversation is open the card holds it (`<qb-campaign-dialogue>`: its page, its choices and Leave)
 * in place of the step's buttons and the moves, so the card does not move and offers nothing else.
 * A dialogue brought to an end is done on the checklist even when it is optional and so never resolves.
 * The current step and its action come first (on a phone the card is under the map: the action as high as it can be),
 * the checklist after. The step's own action is the card's one primary button; Advance and Leave follow only when they
 * can be taken now (Advance primary when the step offers nothing else). What cannot be done now is no disabled button:
 * at most one short line says what comes first.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { CampaignAction, CampaignEvent, CampaignEventOf } from '../../../engine/campaign/types.ts';
import type { LocationView, NodeView } from '../../../engine/campaign/view.ts';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import { sameWords } from '../../../content/text.ts';
import { langText } from '../../lang-text.ts';
import { signed } from '../../parts/stat-value.ts';
import type { CampaignTextKey } from '../i18n.ts';
import { campaignPortraitStyles, portraitFor } from '../portraits.ts';
import { CampaignPart } from './campaign-part.ts';
import { placeCardStyles } from '../styles.ts';
import { locationPicture, NODE_PICTURES } from '../../../content/place-pictures.ts';
import { portrait } from '../../pictures/portrait-tag.ts';
import type { LocalizedText } from '../../../content/schemas/common.ts';
import './dialogue-part.ts';

/** A challenge's roll as its `challenge_attempted` event tells it. */
interface ChallengeRoll {
  node: string;
  /** The hero who rolled (absent in an event an older server stored, or with no hero alive). */
  hero?: string;
  /** The authored text of the outcome. */
  text?: LocalizedText;
  roll: number;
  modifier: number;
  total: number;
  dc: number;
  success: boolean;
}

/** The last challenge roll among `events`, or null. */
export function lastChallengeRoll(events: readonly CampaignEvent[]): ChallengeRoll | null {
  return events.findLast((x): x is CampaignEventOf<'challenge_attempted'> => x.type === 'challenge_attempted') ?? null;
}

/** The location-nodes panel. */
export class QbCampaignNode extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    ...campaignPortraitStyles,
    placeCardStyles,
    css`
      .current h3 {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      .current h3 qb-portrait {
        flex: none;
        width: 2rem;
        height: 2rem;
      }
      ol.steps {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
      }
      ol.steps li {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        padding: 0.3rem 0.5rem;
        border-radius: var(--_radius);
      }
      ol.steps li[data-state='here'] {
        background: color-mix(in srgb, var(--_accent) 18%, transparent);
        outline: 1px solid color-mix(in srgb, var(--_accent) 60%, transparent);
      }
      .mark {
        flex: none;
        width: 1.5rem;
        height: 1.5rem;
        display: grid;
        place-items: center;
      }
      .mark svg {
        width: 1.2rem;
        height: 1.2rem;
        fill: currentColor;
      }
      li[data-state='done'] .mark {
        color: var(--_ok);
      }
      li[data-state='here'] .mark {
        color: var(--_accent);
      }
      li[data-state='ahead'] .mark {
        color: var(--_muted);
      }
      .step {
        display: grid;
        line-height: 1.2;
      }
      li[data-state='done'] .name {
        color: var(--_muted);
      }
      .kind {
        font-size: 0.75rem;
        color: var(--_muted);
      }
      .required {
        color: var(--_accent);
        font-weight: 700;
      }
      .sr {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      ol.steps {
        border-top: 1px solid var(--_border);
        padding-top: 0.75rem;
      }
      .current .text {
        margin: 0;
        font-size: 0.9rem;
      }
      .folded {
        flex-basis: 100%;
      }
      .description {
        margin: 0;
        font-size: 0.9rem;
        font-style: italic;
      }
      .outcome {
        margin: 0;
        font-size: 0.95rem;
        font-style: italic;
        border-left: 3px solid var(--_accent);
        padding-left: 0.6rem;
      }
      .first,
      .cleared,
      .folded {
        margin: 0;
        font-size: 0.85rem;
        color: var(--_muted);
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
   * What comes first when Advance is refused at `node`, in words (as the engine refuses it: a mandatory node not yet
   * resolved blocks — a fight said to be one —, the last point leads on only by its exit or a travel), or null.
   */
  private advanceRefusal(location: LocationView, node: NodeView | undefined): string | null {
    if (!node || this.isLegal({ type: 'advance' })) return null;
    const name = pick(node.name, this.lang);
    if (node.mandatory && !node.resolved) return this.tx(node.kind === 'encounter' ? 'advance_fight_first' : 'advance_resolve_first', { node: name });
    const nodes = location.nodes ?? [];
    if (nodes[nodes.length - 1]?.id === node.id) return this.tx('advance_last');
    return null;
  }

  /**
   * The line under a step's name: its kind (left out when the name only repeats it: an exit named "Uscita"), required
   * while unresolved, resolved where the Company stands; joined by " · ".
   */
  private stepNotes(n: NodeView, state: string): (TemplateResult | string)[] {
    const kind = this.tx(`kind_${n.kind}` as CampaignTextKey);
    const notes: (TemplateResult | string)[] = sameWords(pick(n.name, this.lang), kind) ? [] : [kind];
    if (n.mandatory && !n.resolved) notes.push(html`<span class="required">${this.tx('node_mandatory')}</span>`);
    if (state === 'here' && stepDone(n))
      notes.push(html`<span class="done" data-role="step-resolved">${this.tx(n.resolved ? 'node_resolved' : 'node_talked')}</span>`);
    return notes.flatMap((x, i) => (i === 0 ? [x] : [' · ', x]));
  }

  /** The buttons of the current node. */
  private actions(node: NodeView): (TemplateResult | typeof nothing)[] {
    const name = pick(node.name, this.lang);
    const out: (TemplateResult | typeof nothing)[] = [];
    // only what can be done now is a button (nothing disabled, nothing stale after it is done)
    const offer = (action: CampaignAction, label: string) => {
      if (this.isLegal(action)) out.push(this.actionButton(action, label));
    };
    switch (node.kind) {
      case 'encounter':
        offer({ type: 'fight' }, this.tx('btn_fight', { node: name }));
        if (node.resolved) out.push(html`<p class="cleared" data-role="cleared">${this.tx('encounter_cleared')}</p>`);
        if (node.chest && !node.confirmed && node.resolved) offer({ type: 'open' }, this.tx('btn_open', { node: name }));
        break;
      case 'chest':
        offer({ type: 'open' }, this.tx('btn_open', { node: name }));
        break;
      case 'challenge':
        if (node.resolved) break;
        out.push(html`<p class="dc">${this.tx('challenge_dc', { dc: node.dc })}</p>`);
        // an approach whose requirement does not hold is no disabled button: named in a line, with why
        for (const a of node.approaches) {
          const label = this.tx('btn_attempt', {
            approach: pick(a.name, this.lang),
            skill: this.tx(`skill_${a.skill}` as CampaignTextKey),
            modifier: a.modifier === 0 ? '+0' : signed(a.modifier),
            dc: node.dc,
          });
          if (a.available) offer({ type: 'attempt', approach: a.id }, label);
          else
            out.push(
              html`<p class="folded" data-approach=${a.id}>${this.tx('approach_folded', { approach: label, reason: this.tx('approach_unavailable') })}</p>`,
            );
        }
        break;
      case 'dialogue':
        offer({ type: 'talk' }, this.tx('btn_talk', { node: pick(node.speaker, this.lang) || name }));
        break;
      case 'puzzle':
        node.options.forEach((o, i) => offer({ type: 'solve', option: i }, this.tx('btn_solve', { option: pick(o.name, this.lang) })));
        break;
      case 'camp':
        if (node.used) out.push(html`<p class="cleared" data-role="camp-used">${this.tx('camp_used_line')}</p>`);
        else offer({ type: 'camp' }, this.tx('btn_camp', { node: name }));
        break;
      case 'branch':
        if (node.chosen !== null) {
          const chosen = node.options.find((o) => o.id === node.chosen);
          out.push(html`<p class="chosen">${this.tx('branch_chosen', { clue: pick(chosen?.clue, this.lang) })}</p>`);
        } else for (const o of node.options) offer({ type: 'choose', option: o.id }, this.tx('btn_choose', { clue: pick(o.clue, this.lang) }));
        break;
      case 'exit':
        // an exit left with its kind's name says what the button does ("Lascia il luogo", "Concludi l'avventura"), not "Esci: Uscita"
        offer(
          { type: 'exit' },
          !name.trim() || sameWords(name, this.tx('kind_exit'))
            ? this.tx(node.completes ? 'btn_exit_end' : 'btn_exit_plain')
            : this.tx('btn_exit', { node: name }),
        );
        break;
    }
    return out;
  }

  /** The last roll, when it was made at `node`. */
  private roll(node: NodeView | undefined): TemplateResult | typeof nothing {
    const r = lastChallengeRoll(this.events);
    if (!r || (node && r.node !== node.id && node.kind === 'challenge')) return nothing;
    const hero = r.hero !== undefined ? this.heroName(r.hero) : this.tx('roll_company');
    const text = this.tx('roll_result', {
      hero,
      roll: r.roll,
      modifier: r.modifier === 0 ? '+0' : signed(r.modifier),
      total: r.total,
      dc: r.dc,
      outcome: this.tx(r.success ? 'roll_success' : 'roll_failure'),
    });
    return html`<p class=${`roll ${r.success ? 'success' : 'failure'}`} role="status">${text}</p>
      ${r.text ? html`<p class="outcome" data-role="outcome-text">${langText(r.text, this.lang)}</p>` : nothing}`;
  }

  /**
   * What the last action settled at `node`, in words (after a choice or a roll the step says it is done):
   * a talk ended (resolved when the dialogue is required or automatic), a challenge or a puzzle resolved.
   */
  private settled(node: NodeView): TemplateResult | typeof nothing {
    const ended = this.events.some((e) => e.type === 'dialogue_ended' && e.node === node.id);
    const line = (key: CampaignTextKey) => html`<p class="cleared" data-role="resolved" role="status">${this.tx(key)}</p>`;
    if (node.kind === 'dialogue' && (ended || node.resolved)) return line(node.resolved ? 'dialogue_resolved' : 'dialogue_over');
    if ((node.kind === 'challenge' || node.kind === 'puzzle') && node.resolved)
      return line(node.kind === 'challenge' ? 'challenge_resolved' : 'puzzle_resolved');
    return nothing;
  }

  /** Passes the nested dialogue's action on to the shell (the internal events are not composed: they stop at this part's shadow root). */
  private passOn = (e: CustomEvent<CampaignAction>): void => {
    e.stopPropagation();
    this.act(e.detail);
  };

  /** A step's state on the checklist: done once resolved, or a dialogue once brought to an end. */
  private stepState(n: NodeView, current: NodeView | undefined): 'done' | 'here' | 'ahead' {
    return n.id === current?.id ? 'here' : stepDone(n) ? 'done' : 'ahead';
  }

  protected override render() {
    if (!this.view) return nothing;
    const here = this.where();
    if (!here) return html`<p class="muted">${this.tx('nodes_none')}</p>`;
    const { location, node } = here;
    const actions = node ? this.actions(node) : [];
    // the step's own buttons come first and are primary; Advance is primary only when the step offers nothing else
    const offers = this.legal.some((a) => STEP_ACTIONS.has(a.type));
    const advance = this.isLegal({ type: 'advance' });
    const leave = this.isLegal({ type: 'leave' });
    const refusal = this.advanceRefusal(location, node);
    // "the last point: exit or travel" only when the step offers nothing (its Exit is the way on)
    const first = refusal && !(offers && node && (location.nodes ?? []).at(-1)?.id === node.id) ? refusal : null;
    const picture = portraitFor('location', location.id, locationPicture(location));
    // an open conversation holds the card: its page and choices in place of the step's buttons and the moves
    const talking = node !== undefined && this.view.dialogue?.node === node.id;
    return html`<article class="card place-card" data-role="location-card" aria-labelledby="place-name">
      <header class="head">
        <span class="pic" aria-hidden="true">${picture ?? WAYMARK}</span>
        <div>
          <p class="kicker">${this.tx('node_you_are_here')}</p>
          <h2 id="place-name">${langText(location.name, this.lang)}</h2>
        </div>
      </header>
      ${location.description ? html`<p class="description" data-role="place-description">${langText(location.description, this.lang)}</p>` : nothing}
      ${
        node
          ? html`<section class="current" aria-labelledby="node-title">
            <h3 id="node-title">${portrait('place', NODE_PICTURES[node.kind])}${this.tx(`kind_${node.kind}` as CampaignTextKey)}${sameWords(pick(node.name, this.lang), this.tx(`kind_${node.kind}` as CampaignTextKey)) ? nothing : html`: ${langText(node.name, this.lang)}`}</h3>
            ${node.text ? html`<p class="text">${langText(node.text, this.lang)}</p>` : nothing}
            ${
              talking
                ? html`<qb-campaign-dialogue .view=${this.view} .legal=${this.legal} .lang=${this.lang} @qb-campaign-act=${this.passOn}></qb-campaign-dialogue>`
                : html`${this.roll(node)} ${this.settled(node)} ${actions.length > 0 ? html`<div class="row actions">${actions}</div>` : nothing}`
            }
          </section>`
          : nothing
      }
      ${
        !talking && (advance || leave)
          ? html`<div class="row moves">
            ${advance ? this.actionButton({ type: 'advance' }, this.tx('btn_advance'), { secondary: offers }) : nothing}
            ${leave ? this.actionButton({ type: 'leave' }, this.tx('btn_leave'), { secondary: true }) : nothing}
          </div>`
          : nothing
      }
      ${first && !talking ? html`<p class="first" data-role="comes-first">${this.tx('next_first', { reason: first })}</p>` : nothing}
      <ol class="steps" aria-label=${this.tx('nodes_steps')}>
        ${(location.nodes ?? []).map((n) => {
          const state = this.stepState(n, node);
          return html`<li data-node=${n.id} data-state=${state} aria-current=${state === 'here' ? 'step' : nothing}>
            <span class="mark" aria-hidden="true">${MARKS[state]}</span>
            <span class="step">
              <span class="name">${langText(n.name, this.lang)}</span>
              <span class="kind">${this.stepNotes(n, state)}</span>
            </span>
            <span class="sr">${this.tx(state === 'done' ? (n.resolved ? 'node_resolved' : 'node_talked') : state === 'here' ? 'node_current' : 'node_ahead')}</span>
          </li>`;
        })}
      </ol>
    </article>`;
  }
}

/** Whether step `n` is done: resolved, or a dialogue brought to an end (an optional one never resolves). */
function stepDone(n: NodeView): boolean {
  return n.resolved || (n.kind === 'dialogue' && n.talked);
}

/** The actions of a step itself (not moving on from it: Advance, Leave, travel). */
const STEP_ACTIONS: ReadonlySet<CampaignAction['type']> = new Set(['fight', 'open', 'attempt', 'talk', 'solve', 'camp', 'choose', 'exit']);

/** The location's plain mark until the pictures give one: a waymark star. */
const WAYMARK = html`<svg viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.6 4.3L18.5 21 12 16.6 5.5 21l2.1-7.7L2 9h7z" /></svg>`;

/** The checklist's marks: a tick for a step done, the Company's shield where it stands, a ring for a step ahead. */
const MARKS = {
  done: html`<svg viewBox="0 0 24 24"><path d="M9.5 16.2 5.3 12l-1.8 1.8 6 6L21 8.3l-1.8-1.8z" /></svg>`,
  here: html`<svg viewBox="0 0 24 24"><path d="M5 3h14v9c0 5-3.5 8-7 9.5C8.5 20 5 17 5 12z" /></svg>`,
  ahead: html`<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="6" fill="none" stroke="currentColor" stroke-width="2.5" /></svg>`,
} as const;

defineOnce('qb-campaign-node', QbCampaignNode);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-node': QbCampaignNode;
  }
}
