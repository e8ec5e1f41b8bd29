/**
 * The numbers of a piece under the `rules` module as a card shows them (the hero card, the master's panel, the
 * board's piece card and the join panel), named as the ruleset's document names them: its vital resource (its life)
 * and other resources against their maximum, its attributes (score, and the modifier when it differs), its derived
 * stats (the defence stat marked), a caster's spell slots left per level and the spells it holds by concentration,
 * and its conditions as chips with the turns they have left. Before the game the
 * hero's starting piece gives the scores and resources; a piece with no `rules` numbers (a mission's NPC without
 * them) shows the classic cells.
 * @module
 */
import { statCellStyles } from '../styles.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { HeroPiece, Unit } from '../../../engine/index.ts';
import type { RulesPieceView, RulesView } from '../../../engine/rulesets/rules/view-types.ts';
import type { HeroProfile } from '../../api.ts';
import { signedNumber } from '../../grammar.ts';
import { pick, type Lang } from '../../i18n.ts';
import { classicHeroStats, classicProfileStats, classicStatusChips, classicUnitStats } from '../classic/card.ts';
import type { HeroStatsInput, ModuleView } from '../parts.ts';
import { abilityName, attributeAbbrev, conditionLabel, pieceView, ruleName, rulesViewOf } from './words.ts';
import { rulesText } from './texts.ts';

/** A piece's numbers as the card lists them, each named by the document (or by its id when no view names it). */
export interface RulesNumbers {
  /** The vital resource's id, listed first among the resources. */
  vital: string;
  resources: { id: string; name: string; value: number; max: number }[];
  /** Each attribute's score, and its modifier (null before the game: the server works modifiers out in play). */
  attributes: { id: string; abbrev: string; name: string; score: number; mod: number | null }[];
  derived: { id: string; name: string; value: number }[];
  /** The stat an attack roll is against (the board's `defenceStat`), null when unknown. */
  defenceStat: string | null;
  /** Spell slots left per level, and the names of the spells held by concentration (none before the game, or for a piece with no spell). */
  slots?: { level: number; left: number; max: number }[];
  concentrating?: string[];
}

/**
 * The numbers of a piece in play, from the view's worked-out values, named in `lang` where the ruleset's `names` say
 * (the spells it holds by their ability's name in `lang`; English when none is given).
 */
export function numbersOf(rv: RulesView, piece: RulesPieceView, lang?: Lang): RulesNumbers {
  const vital = rv.vitalResource;
  const resources = rv.resources.map((r) => ({
    id: r.id,
    name: ruleName(rv, 'resources', r.id, lang),
    value: piece.resources[r.id]?.value ?? 0,
    max: piece.resources[r.id]?.max ?? 0,
  }));
  return {
    vital,
    resources: [...resources.filter((r) => r.id === vital), ...resources.filter((r) => r.id !== vital)],
    attributes: rv.attributes.map((a) => ({
      id: a.id,
      abbrev: attributeAbbrev(rv, a.id, a.abbrev, lang),
      name: ruleName(rv, 'attributes', a.id, lang),
      score: piece.attributes[a.id]?.score ?? 0,
      mod: piece.attributes[a.id]?.mod ?? 0,
    })),
    derived: rv.derivedStats.map((d) => ({ id: d.id, name: ruleName(rv, 'derivedStats', d.id, lang), value: piece.derived[d.id] ?? 0 })),
    defenceStat: rv.settings.defenceStat,
    slots: piece.spells?.slots ?? [],
    concentrating: (piece.spells?.concentrating ?? []).map((id) => {
      const a = piece.abilities.find((x) => x.id === id);
      return a ? pick(a.name, lang ?? 'en') : abilityName(rv, id, lang ?? 'en');
    }),
  };
}

/** The shape of a starting piece's `ext` this card reads (the module's `RulesPiece`: its creature's scores and resources, and their limits). */
interface StartingPiece {
  actor: { attributes: Record<string, number>; resources: Record<string, number> };
  limits: Record<string, { min: number; max: number }>;
}

function isStartingPiece(ext: unknown): ext is StartingPiece {
  const e = ext as Partial<StartingPiece> | null | undefined;
  return (
    typeof e === 'object' && e !== null && typeof e.actor?.attributes === 'object' && typeof e.actor.resources === 'object' && typeof e.limits === 'object'
  );
}

/**
 * A hero's numbers before the game gives it a unit, from the piece the server worked out for it (`heroPieces`): its
 * attribute scores and resources, named by the view's `rules` part when there is one (else by their ids; the join
 * panel has no view). No derived stats: the server works them out once the piece is in play. Null when the piece has
 * no `rules` numbers.
 */
export function startingNumbers(piece: HeroPiece | undefined, rv: RulesView | null, lang?: Lang): RulesNumbers | null {
  if (!piece || !isStartingPiece(piece.ext)) return null;
  const { actor, limits } = piece.ext;
  const attributeIds = rv ? rv.attributes.map((a) => a.id) : Object.keys(actor.attributes);
  const resourceIds = rv ? rv.resources.map((r) => r.id) : Object.keys(limits);
  // the vital resource mirrors the piece's body: without a view, the one whose value and maximum are the body's
  const vital = rv?.vitalResource ?? resourceIds.find((id) => actor.resources[id] === piece.body && limits[id]?.max === piece.maxBody) ?? resourceIds[0] ?? '';
  const resources = resourceIds.map((id) => ({ id, name: ruleName(rv, 'resources', id, lang), value: actor.resources[id] ?? 0, max: limits[id]?.max ?? 0 }));
  return {
    vital,
    resources: [...resources.filter((r) => r.id === vital), ...resources.filter((r) => r.id !== vital)],
    attributes: attributeIds.map((id) => {
      const a = rv?.attributes.find((x) => x.id === id);
      return {
        id,
        abbrev: attributeAbbrev(rv, id, a?.abbrev ?? id.slice(0, 3).toUpperCase(), lang),
        name: a ? ruleName(rv, 'attributes', id, lang) : id,
        score: actor.attributes[id] ?? 0,
        mod: null,
      };
    }),
    derived: [],
    defenceStat: rv?.settings.defenceStat ?? null,
  };
}

/**
 * The stat list of a `rules` piece: its resources (the vital one first, `data-stat="body"` as every ruleset's life
 * is), its attributes and its derived stats, each cell with `data-kind` and `data-stat` (the document's id);
 * `cls` adds the host's class.
 */
export function rulesStatList(n: RulesNumbers, lang: Lang, cls = ''): TemplateResult {
  return html`<dl class="stat-cells rules ${cls}">
    ${n.resources.map(
      (
        r,
      ) => html`<div class="resource ${r.id === n.vital ? 'vital' : ''}" data-kind="resource" title=${rulesText(lang, 'rulesResourceTitle', { name: r.name, value: r.value, max: r.max })}>
        <dt>${r.name}</dt>
        <dd data-stat=${r.id === n.vital ? 'body' : r.id} data-resource=${r.id}>${r.value}/${r.max}</dd>
      </div>`,
    )}
    ${n.attributes.map(
      (
        a,
      ) => html`<div class="attribute" data-kind="attribute" title=${a.mod === null || a.mod === a.score ? a.name : rulesText(lang, 'rulesAttributeTitle', { name: a.name, mod: signedNumber(a.mod) })}>
        <dt>${a.abbrev}</dt>
        <dd data-stat=${a.id} data-mod=${a.mod ?? nothing}>${a.score}${a.mod !== null && a.mod !== a.score ? html`<span class="mod">${signedNumber(a.mod)}</span>` : nothing}</dd>
      </div>`,
    )}
    ${n.derived.map(
      (
        d,
      ) => html`<div class="derived ${d.id === n.defenceStat ? 'defence' : ''}" data-kind="derived" title=${d.id === n.defenceStat ? rulesText(lang, 'rulesDefenceTitle', { name: d.name }) : d.name}>
        <dt>${d.name}</dt>
        <dd data-stat=${d.id}>${d.value}</dd>
      </div>`,
    )}
    ${(n.slots ?? []).map(
      (s) => html`<div class="slots" data-kind="slots" title=${rulesText(lang, 'rulesSlotsTitle', { n: s.level, left: s.left, max: s.max })}>
        <dt>${rulesText(lang, 'rulesSlots', { n: s.level })}</dt>
        <dd data-slots=${s.level}>${s.left}/${s.max}</dd>
      </div>`,
    )}
    ${
      n.concentrating && n.concentrating.length > 0
        ? html`<div class="concentration" data-kind="concentration" title=${rulesText(lang, 'rulesConcentrationTitle')}>
          <dt><svg class="spark" viewBox="-1 -1 2 2" aria-hidden="true"><path d=${SPARK} /></svg>${rulesText(lang, 'rulesConcentration')}</dt>
          <dd data-concentrating>${n.concentrating.join(', ')}</dd>
        </div>`
        : nothing
    }
  </dl>`;
}

/** The spark of the board's focus badge (components/board/badges.ts): the concentration cell wears it too. */
const SPARK = 'M0 -0.9L0.23 -0.23L0.9 0L0.23 0.23L0 0.9L-0.23 0.23L-0.9 0L-0.23 -0.23Z';

/** The hero card's cells: its piece's numbers now, or before the game its starting piece's (the classic cells for a hero with none). */
export function rulesHeroStats(input: HeroStatsInput): TemplateResult {
  const { unit, piece, moduleView, lang } = input;
  const rv = rulesViewOf(moduleView);
  const now = pieceView(moduleView, unit);
  const numbers = rv && now ? numbersOf(rv, now, lang) : !unit ? startingNumbers(piece, rv, lang) : null;
  return numbers ? rulesStatList(numbers, lang) : classicHeroStats(input);
}

/** A piece's card cells: its `rules` numbers (the classic cells for a piece with none: an NPC without them). */
export function rulesUnitStats(u: Unit, lang: Lang, moduleView: ModuleView): TemplateResult {
  const rv = rulesViewOf(moduleView);
  const now = pieceView(moduleView, u);
  return rv && now ? rulesStatList(numbersOf(rv, now, lang), lang, 'stats') : classicUnitStats(u, lang);
}

/** A piece's conditions as chips, by the document's names, with their turns left and the condition's description as title. */
export function rulesStatusChips(unit: Unit, lang: Lang, moduleView: ModuleView): TemplateResult[] {
  const rv = rulesViewOf(moduleView);
  const now = pieceView(moduleView, unit);
  if (!rv || !now) return classicStatusChips(unit, lang);
  return now.conditions.map((c) => {
    const description = rv.conditions.find((x) => x.id === c.id)?.description ?? '';
    return html`<li class="chip condition" data-status=${c.id} data-duration=${c.duration ?? nothing} data-magnitude=${c.magnitude} title=${description || nothing}>
      ${conditionLabel(rv, c, lang)}
    </li>`;
  });
}

/** A free hero's numbers in the join panel: its starting piece's scores and resources (the classic numbers without one). */
export function rulesProfileStats(p: HeroProfile, piece: HeroPiece | undefined, lang: Lang): TemplateResult {
  const numbers = startingNumbers(piece, null);
  return numbers ? rulesStatList(numbers, lang) : classicProfileStats(p, lang);
}

/** Styles of the `rules` stat list (wrapping cells; the vital resource and the defence stat tinted); the cells take the card's own `dl` look. */
export const rulesStyles = css`
  dl.rules {
    grid-template-columns: repeat(auto-fill, minmax(4.2rem, 1fr));
  }
  dl.rules dt {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  dl.rules .vital dd {
    color: #ff9d8c;
  }
  dl.rules .defence dd {
    color: #9cc4ff;
  }
  dl.rules .slots dd {
    color: #c8b3ff;
  }
  dl.rules .concentration {
    grid-column: 1 / -1;
  }
  dl.rules .concentration dd {
    font-size: 0.85em;
    color: #dccbff;
  }
  dl.rules .concentration .spark {
    width: 0.9em;
    height: 0.9em;
    margin-right: 0.25em;
    vertical-align: -0.12em;
    fill: #c8b3ff;
  }
  dl.rules .mod {
    margin-left: 0.2rem;
    font-size: 0.72em;
    font-weight: 600;
    color: var(--_muted);
  }
  .chip.condition {
    background: color-mix(in srgb, #8a6bc9 22%, transparent);
    border-color: color-mix(in srgb, #8a6bc9 70%, transparent);
    color: #dccbff;
  }
`;

/** Styles of a free hero's `rules` numbers in the join panel: the card's stat cells, smaller. */
export const rulesJoinStyles = css`
  ${statCellStyles}
  dl.rules {
    grid-template-columns: repeat(auto-fill, minmax(3.6rem, 1fr));
  }
  dl.rules dt {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
