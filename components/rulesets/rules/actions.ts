/**
 * The hero card's `rules` actions: the action types the hero has left this turn, the document's stances to take, and a button for each of its
 * abilities with the action type it spends and whom it reaches, enabled when the server offers it and saying why not
 * otherwise. An ability on itself acts at once; one with targets starts aiming: the board marks the targets (a click
 * on one uses it) and the card lists them as buttons too, so the keyboard reaches every target.
 * @module
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { Action } from '../../../engine/index.ts';
import type { RulesPieceView, RulesView } from '../../../engine/rulesets/rules/view-types.ts';
import type { Aim } from '../../context.ts';
import { pick, t } from '../../i18n.ts';
import { aimActions, pressOutcome } from '../../marks.ts';
import { withKey } from '../../shortcuts.ts';
import { styleProps } from '../../style-props.ts';
import type { HeroActionsInput, Shown } from '../parts.ts';
import { abilityReach, pieceView, ruleName, rulesViewOf } from './words.ts';
import { rulesText } from './texts.ts';

type Ability = RulesPieceView['abilities'][number];

/** A star: an ability's badge, tinted by whom it aims at. */
const ABILITY = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path class="star" d="M12 2.5l2.6 6.1 6.6.6-5 4.4 1.5 6.5L12 16.7l-5.7 3.4 1.5-6.5-5-4.4 6.6-.6z" stroke="#00000055" stroke-width="1"/></svg>`;

/** The tint of an ability's button: red at a foe, green for an ally, gold on itself. */
function tintOf(a: Ability): string {
  if (a.target === 'self' || a.range === 0) return '#c9a25a';
  return a.target === 'ally' ? '#3fae8c' : '#d0604a';
}

/** The action types and how many of each the hero has left this turn ("Azione 1 · Azione rapida 0"). */
function budget(rv: RulesView, piece: RulesPieceView, lang: HeroActionsInput['lang']): TemplateResult {
  return html`<ul class="rules-budget" aria-label=${rulesText(lang, 'rulesActionsLeft')}>
    ${rv.actionTypes.map((at) => {
      const left = piece.actionsLeft[at.id] ?? 0;
      return html`<li class=${left > 0 ? 'left' : 'spent'} data-action-type=${at.id} data-left=${left}>${ruleName(rv, 'actionTypes', at.id, lang)} <b>${left}/${at.perTurn}</b></li>`;
    })}
  </ul>`;
}

/**
 * The document's stances as a row of buttons, the one the hero stands in pressed: a press on another sends the
 * `stance` action when the server offers it (free, on the hero's turn). Nothing when the document has no stances.
 */
function stances(rv: RulesView, piece: RulesPieceView, { table, lang, act }: Pick<HeroActionsInput, 'table' | 'lang' | 'act'>): Shown {
  if (!rv.stances || piece.posture === undefined) return nothing;
  return html`<div class="rules-stances" role="group" aria-label=${rulesText(lang, 'rulesStances')}>
    <span class="rules-stances-label">${rulesText(lang, 'rulesStances')}</span>
    ${rv.stances.map((st) => {
      const now = piece.posture === st.id;
      const offered = table.legal.some((a) => a.type === 'stance' && a.stance === st.id);
      const name = ruleName(rv, 'stances', st.id, lang);
      const hint = now ? rulesText(lang, 'rulesStanceNow', { name }) : rulesText(lang, 'rulesStanceHint', { name, n: st.speedMultiplier });
      return html`<button
        class="secondary rules-stance"
        data-stance=${st.id}
        aria-pressed=${now ? 'true' : 'false'}
        ?disabled=${now || !offered || table.pending}
        title=${hint}
        @click=${() => act({ type: 'stance', stance: st.id })}
      >
        ${name}
      </button>`;
    })}
  </div>`;
}

/** The section of the hero's abilities, in the hero card's `.use` buttons (`nothing` out of play or with no piece). */
export function rulesHeroActions({ unit, view, table, lang, act, aim, nextKey }: HeroActionsInput): Shown {
  const rv = rulesViewOf(view.rules);
  const piece = pieceView(view.rules, unit);
  if (!rv || !piece || view.phase !== 'playing' || !unit.alive) return nothing;
  const mine = view.turn?.seat === view.seat;
  const press = (a: Aim) => {
    const outcome = pressOutcome(table, a);
    if (!outcome) {
      if (table.aiming) aim(null);
      return;
    }
    if (outcome.kind === 'send') act(outcome.action);
    else aim(outcome.aim);
  };
  const unitName = (id: string) => pick(view.units.find((u) => u.id === id)?.name, lang) || id;
  return html`<section class="rules-actions">
    <h2>${rulesText(lang, 'rulesAbilities')}</h2>
    ${budget(rv, piece, lang)} ${stances(rv, piece, { table, lang, act })}
    ${
      piece.abilities.length === 0
        ? html`<p class="muted rules-none">${rulesText(lang, 'rulesNoAbilities')}</p>`
        : html`<ul class="actions">
          ${piece.abilities.map((a) => {
            const target: Aim = { type: 'ability', ability: a.id, name: a.name };
            const offered = aimActions(table.legal, target);
            const can = offered.length > 0;
            const aiming = table.aiming?.type === 'ability' && table.aiming.ability === a.id;
            const cost = a.actionType ? ruleName(rv, 'actionTypes', a.actionType, lang) : rulesText(lang, 'rulesNoCost');
            const name = pick(a.name, lang);
            const why = can
              ? rulesText(lang, 'rulesAbilityHint', { name, cost })
              : !mine
                ? t(lang, 'noUseNow')
                : a.actionType && (piece.actionsLeft[a.actionType] ?? 0) === 0
                  ? rulesText(lang, 'rulesNoActionLeft', { cost })
                  : rulesText(lang, 'rulesNoTarget');
            const key = nextKey();
            const targets = aiming
              ? offered.flatMap((o) => (o.target === undefined ? [] : [o as Extract<Action, { type: 'ability' }> & { target: string }]))
              : [];
            return html`<li>
              <button
                class="use rules-ability"
                style=${styleProps({ '--_tint': tintOf(a) })}
                data-action="ability"
                data-ability=${a.id}
                data-action-type=${a.actionType ?? nothing}
                aria-pressed=${aiming ? 'true' : 'false'}
                ?disabled=${(!can || table.pending) && !aiming}
                aria-keyshortcuts=${key ?? nothing}
                title=${withKey(lang, why, key)}
                @click=${() => press(target)}
              >
                ${ABILITY}
                <span class="label">
                  <span class="title">${name}</span>
                  <span class="sub">${aiming ? t(lang, 'aiming') : abilityReach(a, lang)}</span>
                </span>
                <span class="cost rules-cost" data-cost=${a.actionType ?? ''}>${cost}</span>
              </button>
              ${
                targets.length > 0
                  ? html`<ul class="rules-targets" aria-label=${rulesText(lang, 'rulesTargets', { name })}>
                    ${targets.map(
                      (o) => html`<li>
                        <button class="secondary rules-target" data-ability=${a.id} data-target=${o.target} ?disabled=${table.pending} @click=${() => act(o)}>${unitName(o.target)}</button>
                      </li>`,
                    )}
                  </ul>`
                  : nothing
              }
            </li>`;
          })}
        </ul>`
    }
  </section>`;
}

/** Styles of the abilities section: the action types left as small pills, each ability's cost, the targets' buttons. */
export const rulesActionStyles = css`
  .rules-ability .star {
    fill: var(--_tint);
  }
  .rules-budget {
    list-style: none;
    margin: 0 0 0.4rem;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    font-size: 0.72rem;
    color: var(--_muted);
  }
  .rules-budget li {
    padding: 0.05rem 0.45rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
  }
  .rules-budget li.left b {
    color: var(--_fg);
  }
  .rules-budget li.spent {
    opacity: 0.6;
  }
  .rules-cost {
    color: var(--_muted);
    font-weight: 600;
  }
  .rules-targets {
    list-style: none;
    margin: 0.3rem 0 0 2rem;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .rules-target {
    font-size: 0.8rem;
    padding: 0.2rem 0.6rem;
  }
  .rules-none {
    font-size: 0.8rem;
  }
  .rules-stances {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
    margin: 0 0 0.5rem;
    font-size: 0.8rem;
  }
  .rules-stances-label {
    color: var(--_muted);
    margin-right: 0.2rem;
  }
  .rules-stance {
    font-size: 0.8rem;
    padding: 0.2rem 0.6rem;
  }
  .rules-stance[aria-pressed='true'] {
    border-color: var(--_accent, currentColor);
    font-weight: 600;
    opacity: 1;
  }
`;
