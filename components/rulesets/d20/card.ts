/**
 * The numbers of a piece under a d20 ruleset as a card shows them (the hero card, the master's panel, the board's
 * piece card and the join panel): hit points, armour (base AC, and the armour its statuses make now), attack bonus,
 * damage, initiative, mana or stamina, and the elements it is weak to or resists; its statuses by name and size.
 * A piece with no d20 numbers (a mission's NPC) shows the classic cells.
 * @module
 */
import { statCellStyles } from '../styles.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { HeroPiece, Unit } from '../../../engine/index.ts';
import { VANISH_COST } from '../../../engine/rulesets/d20/actions.ts';
import { armourOf, attackBonusOf } from '../../../engine/rulesets/d20/guide-inputs.ts';
import type { HeroProfile } from '../../api.ts';
import { signedNumber } from '../../grammar.ts';
import { elementName, t, type Lang } from '../../i18n.ts';
import { classicHeroStats, classicProfileStats, classicStatusChips, classicUnitStats } from '../classic/card.ts';
import type { CatalogSpell, HeroStatsInput } from '../parts.ts';
import { isD20Unit, isHelpful, statusLabel, type D20Unit } from './words.ts';
import { d20Text } from './texts.ts';

/** What the stat list shows: a piece's numbers now, or a hero profile's before the game. */
export interface D20Numbers {
  body: number;
  maxBody: number;
  /** Base AC, and the effective armour now (equal without statuses). */
  ac: number;
  armour: number;
  /** The attack bonus, and the bonus now (equal without statuses). */
  attack: number;
  attackNow: number;
  damage: string;
  initiative: number;
  resource: 'mana' | 'stamina' | null;
  res: number;
  resMax: number;
}

/** A piece's d20 numbers now. */
export function unitNumbers(unit: D20Unit): D20Numbers {
  const d = unit.ext;
  return {
    body: unit.body,
    maxBody: unit.maxBody,
    ac: d.ac,
    // the engine's own reckoning, from the view alone (the statuses hold the board's protection values)
    armour: armourOf(unit),
    attack: d.attack,
    attackNow: attackBonusOf(unit),
    damage: d.damageBonus === 0 ? d.damageDie : `${d.damageDie}${signedNumber(d.damageBonus)}`,
    initiative: d.initiative,
    resource: d.resource,
    res: d.res,
    resMax: d.resMax,
  };
}

/**
 * A hero's numbers before the game gives it a unit: the piece the server worked out for it (`heroPieces` of the view
 * or the room), with no status yet.
 */
export function pieceNumbers(piece: HeroPiece): D20Numbers {
  return unitNumbers({ ...piece, statuses: [] } as unknown as D20Unit);
}

/** A number shown against its base: tinted up or down, with the base in the title, when they differ. */
function against(now: number, base: number, text: (n: number) => string): TemplateResult {
  return now === base ? html`${text(now)}` : html`<span class=${now > base ? 'up' : 'down'}>${text(now)}</span>`;
}

/** The stat list of a d20 piece: six cells (five without a resource), each with a `data-stat`; `cls` adds the host's class. */
export function d20StatList(n: D20Numbers, lang: Lang, cls = ''): TemplateResult {
  const armourTitle = d20Text(lang, 'armourTitle', { base: n.ac, now: n.armour });
  const resource = n.resource ? t(lang, `resource_${n.resource}`) : '';
  return html`<dl class="stat-cells d20 ${cls}">
    <div><dt>${d20Text(lang, 'hitPoints')}</dt><dd data-stat="body">${n.body}/${n.maxBody}</dd></div>
    <div title=${armourTitle}><dt>${d20Text(lang, 'armour')}</dt><dd data-stat="armour" data-base=${n.ac}>${against(n.armour, n.ac, String)}</dd></div>
    <div title=${d20Text(lang, 'attackBonusTitle', { bonus: signedNumber(n.attack) })}>
      <dt>${t(lang, 'attack')}</dt><dd data-stat="attack" data-base=${n.attack}>${against(n.attackNow, n.attack, signedNumber)}</dd>
    </div>
    <div><dt>${d20Text(lang, 'damageDie')}</dt><dd data-stat="damage">${n.damage}</dd></div>
    <div title=${d20Text(lang, 'initiativeTitle')}><dt>${d20Text(lang, 'initiative')}</dt><dd data-stat="initiative">${n.initiative}</dd></div>
    ${
      n.resource
        ? html`<div title=${d20Text(lang, 'resourceTitle', { resource, res: n.res, max: n.resMax })}>
          <dt>${resource}</dt><dd data-stat="resource" data-resource=${n.resource}>${n.res}/${n.resMax}</dd>
        </div>`
        : nothing
    }
  </dl>`;
}

/** "Elemento dell'attacco: vuoto", "Vulnerabile a: sacro, terra" and "Resiste a: vuoto" lines of a piece, when it has any. */
export function elementLines(unit: D20Unit, lang: Lang): TemplateResult | typeof nothing {
  const list = (ids: string[]) => ids.map((e) => elementName(e, lang)).join(', ');
  const { element, weak, resist } = unit.ext;
  if (!element && weak.length === 0 && resist.length === 0) return nothing;
  return html`<p class="elements">
    ${element ? html`<span data-element=${element}>${d20Text(lang, 'attackElement', { element: elementName(element, lang) })}</span>` : nothing}
    ${weak.length > 0 ? html`<span data-weak=${weak.join(',')}>${d20Text(lang, 'weakTo', { list: list(weak) })}</span>` : nothing}
    ${resist.length > 0 ? html`<span data-resist=${resist.join(',')}>${d20Text(lang, 'resists', { list: list(resist) })}</span>` : nothing}
  </p>`;
}

/** The hero card's cells: its unit's d20 numbers now, or before the game the piece the server worked out for it. */
export function d20HeroStats(input: HeroStatsInput): TemplateResult {
  const { unit, piece, lang } = input;
  const numbers = isD20Unit(unit) ? unitNumbers(unit) : !unit && piece ? pieceNumbers(piece) : null;
  return numbers ? d20StatList(numbers, lang) : classicHeroStats(input);
}

/** A piece's card cells: its d20 numbers and elements (the classic cells for a piece with none, an NPC). */
export function d20UnitStats(u: Unit, lang: Lang): TemplateResult {
  return isD20Unit(u) ? html`${d20StatList(unitNumbers(u), lang, 'stats')}${elementLines(u, lang)}` : classicUnitStats(u, lang);
}

/**
 * A d20 status lasts until its own rule ends it: a chip with its name and size, green when it helps (a piece with no
 * d20 numbers, an NPC, has the classic chips).
 */
export function d20StatusChips(unit: Unit, lang: Lang): TemplateResult[] {
  if (!isD20Unit(unit)) return classicStatusChips(unit, lang);
  return unit.statuses.map((s) => {
    const cls = s.status === 'poison' ? 'poison' : s.status === 'freeze' ? 'frozen' : isHelpful(s.status) ? 'up' : 'down';
    return html`<li class="chip ${cls}" data-status=${s.status}>${statusLabel(s.status, s.amount, lang)}</li>`;
  });
}

/** A free hero's numbers in the join panel: its piece's (as the server works it out) and its own action. */
export function d20ProfileStats(p: HeroProfile, piece: HeroPiece | undefined, lang: Lang): TemplateResult {
  if (!piece) return classicProfileStats(p, lang);
  const personal = p.d20?.personal;
  return html`${d20StatList(pieceNumbers(piece), lang)}
    ${
      personal
        ? html`<div class="personal" data-personal=${personal} title=${d20Text(lang, `ability_${personal}_hint`, { n: VANISH_COST })}>
          ${d20Text(lang, 'personalAction', { name: d20Text(lang, `ability_${personal}`) })}
        </div>`
        : nothing
    }`;
}

/** A spell with a cost spends mana, not uses: its cost and the mana the unit has. */
export function d20SpellCost(unit: Unit, spell: CatalogSpell | undefined): { cost: number; left: number } | null {
  return isD20Unit(unit) && spell?.cost !== undefined ? { cost: spell.cost, left: unit.ext.res } : null;
}

/** Styles of the d20 stat list (three columns) and the element lines; the cells take the card's own `dl` look. */
export const d20Styles = css`
  dl.d20 {
    grid-template-columns: repeat(3, 1fr);
  }
  dl.d20 dt {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .elements {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.8rem;
    margin: 0.45rem 0 0;
    font-size: 0.78rem;
    color: var(--_muted);
  }
`;

/** Styles of a free hero's d20 numbers in the join panel: the card's stat cells, smaller, and its own action. */
export const d20JoinStyles = css`
  ${statCellStyles}
  .personal {
    font-size: 0.78rem;
    color: var(--_muted);
  }
`;
