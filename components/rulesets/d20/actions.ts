/**
 * The hero card's d20 actions: Defend and the hero's own action (Vanish with its stamina cost, Shield Wall, or the
 * artifact it wears in a campaign fight instead, once per fight), each
 * enabled when the server offers it and saying why not otherwise; in a campaign fight, Flee while the server offers it.
 * Each is the turn's action.
 * @module
 */
import { html, nothing, type SVGTemplateResult } from 'lit';
import type { Action } from '../../../engine/index.ts';
import { VANISH_COST } from '../../../engine/rulesets/d20/actions.ts';
import { t } from '../../i18n.ts';
import { KEYS, withKey } from '../../shortcuts.ts';
import { styleProps } from '../../style-props.ts';
import type { HeroActionsInput, Shown } from '../parts.ts';
import { ARTIFACT, DEFEND, FLEE, SHIELD_WALL, VANISH } from './icons.ts';
import { isD20Unit, specialName } from './words.ts';
import { d20Text } from './texts.ts';

/** A d20 action button of the hero card: its action, tint, badge, words, and why it may be short of its resource. */
interface D20Button {
  action: Extract<Action, { type: 'defend' | 'ability' | 'flee' }>;
  tint: string;
  icon: SVGTemplateResult;
  label: string;
  sub: string;
  hint: string;
  short: string;
}

/** The section of Defend and the hero's own action, in the hero card's `.use` buttons (`nothing` out of play). */
export function d20HeroActions({ unit, view, table, lang, act }: HeroActionsInput): Shown {
  if (!isD20Unit(unit) || view.phase !== 'playing' || !unit.alive) return nothing;
  const personal = unit.ext.personal;
  const buttons: D20Button[] = [
    {
      action: { type: 'defend' },
      tint: '#5b7bb0',
      icon: DEFEND,
      label: d20Text(lang, 'defend'),
      sub: d20Text(lang, 'defendSub'),
      hint: d20Text(lang, 'defendHint'),
      short: '',
    },
  ];
  const artifact = unit.ext.artifact;
  if (artifact) {
    // the artifact worn replaces the personal action, once per fight
    const words = { action: specialName(artifact.id, lang), dice: artifact.dice };
    const short = unit.ext.used.includes(artifact.id) ? d20Text(lang, 'artifactUsed') : '';
    buttons.push({
      action: { type: 'ability', ability: artifact.id },
      tint: '#b8a05a',
      icon: ARTIFACT,
      label: d20Text(lang, 'ability_artifact', words),
      sub: d20Text(lang, 'ability_artifact_sub', words),
      hint: d20Text(lang, 'ability_artifact_hint', words),
      short,
    });
  } else if (personal === 'vanish') {
    const short = unit.ext.res < VANISH_COST ? d20Text(lang, 'staminaShort', { n: VANISH_COST }) : '';
    const n = VANISH_COST;
    buttons.push({
      action: { type: 'ability', ability: 'vanish' },
      tint: '#7d6bb3',
      icon: VANISH,
      label: d20Text(lang, 'ability_vanish'),
      sub: d20Text(lang, 'ability_vanish_sub', { n }),
      hint: d20Text(lang, 'ability_vanish_hint', { n }),
      short,
    });
  } else if (personal === 'shield_wall') {
    buttons.push({
      action: { type: 'ability', ability: 'shield_wall' },
      tint: '#c9a25a',
      icon: SHIELD_WALL,
      label: d20Text(lang, 'ability_shield_wall'),
      sub: d20Text(lang, 'ability_shield_wall_sub'),
      hint: d20Text(lang, 'ability_shield_wall_hint'),
      short: '',
    });
  }
  // fleeing a campaign fight is offered only while it can be done (the Company has the provisions)
  if (table.legal.some((a) => a.type === 'flee')) {
    buttons.push({
      action: { type: 'flee' },
      tint: '#8a6d4b',
      icon: FLEE,
      label: d20Text(lang, 'flee'),
      sub: d20Text(lang, 'fleeSub'),
      hint: d20Text(lang, 'fleeHint'),
      short: '',
    });
  }
  const mine = view.turn?.seat === view.seat;
  return html`<section class="d20-actions">
    <h2>${d20Text(lang, 'd20Actions')}</h2>
    <ul class="actions">
      ${buttons.map((b) => {
        const { action } = b;
        const can = table.legal.some((a) => a.type === action.type && (action.type !== 'ability' || (a.type === 'ability' && a.ability === action.ability)));
        const why = can ? b.hint : !mine ? t(lang, 'noUseNow') : view.turn?.acted ? t(lang, 'searchActed') : b.short || t(lang, 'noUseNow');
        const key = action.type === 'defend' ? KEYS.defend : action.type === 'flee' ? KEYS.flee : KEYS.ability;
        return html`<li>
          <button
            class="use d20-action"
            style=${styleProps({ '--_tint': b.tint })}
            data-action=${action.type}
            data-ability=${action.type === 'ability' ? action.ability : nothing}
            ?disabled=${!can || table.pending}
            aria-keyshortcuts=${key}
            title=${withKey(lang, why, key)}
            @click=${() => act(action)}
          >
            ${b.icon}
            <span class="label"><span class="title">${b.label}</span><span class="sub">${b.sub}</span></span>
          </button>
        </li>`;
      })}
    </ul>
  </section>`;
}
