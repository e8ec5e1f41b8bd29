/**
 * The cross-reference and consistency checks of a `rules` document (spec 002): ids unique within their list;
 * every field the reference types as `rules.<list>` names an entry that exists (`vitalResource`,
 * `initiativeStat`, `defaultSize`, `defaultMovementMode`, a saving throw's `attribute`, a condition's
 * `savingThrow.save`, spellcasting's `pointResource`, `recoverOn`, `concentration.savingThrow` and
 * `componentActionTypes`, a stance's `emits` senses, an opportunity's `actionType`, an item property's
 * `attackStats`, perception's `sightSense` and `defaultStance`, temperament's `investigates`, and
 * `spellcasting.extra.ability`, the attribute the engine reads `actor.castingMod` from); attribute ranges,
 * levels in order, a custom opportunity's event, a points caster's resource.
 *
 * The checks read the raw input defensively, so they report alongside shape errors rather than after them.
 * Bare ids the reference marks as unchecked (`prevents`, `implies`, `suppressesSenses`, `ignores`) and ids of
 * other documents (`concealedBy`, `use`, text keys) are left alone.
 * @module
 */
import { rulesPath, type RulesIssue } from './issues.ts';
import { didYouMean, quote } from './suggest.ts';

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function field(o: unknown, key: string): unknown {
  return isObj(o) && Object.hasOwn(o, key) ? o[key] : undefined;
}

/** The object entries of the list at `key`, with their index. */
function entries(o: unknown, key: string): [Obj, number][] {
  const v = field(o, key);
  if (!Array.isArray(v)) return [];
  const out: [Obj, number][] = [];
  v.forEach((e, i) => {
    if (isObj(e)) out.push([e, i]);
  });
  return out;
}

/** The lists whose entries carry an `id`, with the noun a message uses for one entry. */
export const ID_LISTS = {
  attributes: 'attribute',
  resources: 'resource',
  derivedStats: 'derived stat',
  damageTypes: 'damage type',
  conditions: 'condition',
  actionTypes: 'action type',
  equipmentSlots: 'equipment slot',
  itemProperties: 'item property',
  masteryTiers: 'mastery tier',
  rests: 'rest',
  savingThrows: 'saving throw',
  sizes: 'size',
  creatureTypes: 'creature type',
  senses: 'sense',
  stances: 'stance',
  movementModes: 'movement mode',
  languages: 'language',
  alignments: 'alignment',
  opportunities: 'opportunity',
  coverTypes: 'cover type',
  dispositionBands: 'disposition band',
} as const;
/** The name of a list of `rules` whose entries have ids. */
export type IdListName = keyof typeof ID_LISTS;

/** The ids declared in each list of a raw `rules` object, in document order, without repeats. */
export function declaredIds(raw: unknown): Record<IdListName, string[]> {
  const out = {} as Record<IdListName, string[]>;
  for (const list of Object.keys(ID_LISTS) as IdListName[]) {
    const seen = new Set<string>();
    for (const [e] of entries(raw, list)) {
      const id = field(e, 'id');
      if (typeof id === 'string') seen.add(id);
    }
    out[list] = [...seen];
  }
  return out;
}

function checkDuplicates(raw: unknown, out: RulesIssue[]): void {
  for (const list of Object.keys(ID_LISTS) as IdListName[]) {
    const first = new Map<string, number>();
    for (const [e, i] of entries(raw, list)) {
      const id = field(e, 'id');
      if (typeof id !== 'string') continue;
      const at = first.get(id);
      if (at === undefined) first.set(id, i);
      else out.push({ path: rulesPath([list, i, 'id']), message: `duplicate id ${quote(id)}: ${rulesPath([list, at])} has it already` });
    }
  }
}

function checkReferences(raw: unknown, ids: Record<IdListName, string[]>, out: RulesIssue[]): void {
  /** Reports `value` at `path` unless it is an id of `list` (values that are not strings are the schema's business). */
  const ref = (path: PropertyKey[], value: unknown, list: IdListName): void => {
    if (typeof value !== 'string' || ids[list].includes(value)) return;
    out.push({ path: rulesPath(path), message: `no ${ID_LISTS[list]} ${quote(value)}${didYouMean(value, ids[list])}` });
  };
  const refs = (path: PropertyKey[], value: unknown, list: IdListName): void => {
    if (Array.isArray(value)) value.forEach((v, j) => ref([...path, j], v, list));
  };

  ref(['vitalResource'], field(raw, 'vitalResource'), 'resources');
  ref(['initiativeStat'], field(raw, 'initiativeStat'), 'derivedStats');
  ref(['defaultSize'], field(raw, 'defaultSize'), 'sizes');
  ref(['defaultMovementMode'], field(raw, 'defaultMovementMode'), 'movementModes');
  for (const [s, i] of entries(raw, 'savingThrows')) ref(['savingThrows', i, 'attribute'], field(s, 'attribute'), 'attributes');
  for (const [c, i] of entries(raw, 'conditions')) ref(['conditions', i, 'savingThrow', 'save'], field(field(c, 'savingThrow'), 'save'), 'savingThrows');
  for (const [p, i] of entries(raw, 'itemProperties')) refs(['itemProperties', i, 'attackStats'], field(p, 'attackStats'), 'attributes');
  for (const [s, i] of entries(raw, 'stances')) {
    const emits = field(s, 'emits');
    if (isObj(emits)) for (const sense of Object.keys(emits)) ref(['stances', i, 'emits', sense], sense, 'senses');
  }
  for (const [o, i] of entries(raw, 'opportunities')) ref(['opportunities', i, 'actionType'], field(o, 'actionType'), 'actionTypes');

  const spells = field(raw, 'spellcasting');
  ref(['spellcasting', 'pointResource'], field(spells, 'pointResource'), 'resources');
  refs(['spellcasting', 'recoverOn'], field(spells, 'recoverOn'), 'rests');
  ref(['spellcasting', 'concentration', 'savingThrow'], field(field(spells, 'concentration'), 'savingThrow'), 'savingThrows');
  const components = field(spells, 'componentActionTypes');
  ref(['spellcasting', 'componentActionTypes', 'verbal'], field(components, 'verbal'), 'actionTypes');
  ref(['spellcasting', 'componentActionTypes', 'somatic'], field(components, 'somatic'), 'actionTypes');
  const ability = field(field(spells, 'extra'), 'ability');
  if (ability !== undefined && typeof ability !== 'string') {
    out.push({
      path: rulesPath(['spellcasting', 'extra', 'ability']),
      message: `"ability" names the attribute spells are cast with (read as actor.castingMod), an id of rules.attributes such as ${quote(ids.attributes[0] ?? 'int')}`,
    });
  } else ref(['spellcasting', 'extra', 'ability'], ability, 'attributes');

  const perception = field(raw, 'perception');
  ref(['perception', 'sightSense'], field(perception, 'sightSense'), 'senses');
  ref(['perception', 'defaultStance'], field(perception, 'defaultStance'), 'stances');
  refs(['temperament', 'investigates'], field(field(raw, 'temperament'), 'investigates'), 'senses');
}

function num(o: Obj, key: string, fallback: number): number | undefined {
  const v = o[key];
  if (v === undefined) return fallback;
  return typeof v === 'number' ? v : undefined;
}

function checkConsistency(raw: unknown, out: RulesIssue[]): void {
  for (const [a, i] of entries(raw, 'attributes')) {
    const min = num(a, 'min', 1);
    const max = num(a, 'max', 20);
    const def = num(a, 'default', 10);
    if (min === undefined || max === undefined || def === undefined) continue;
    if (min > max) out.push({ path: rulesPath(['attributes', i, 'min']), message: `min ${min} is above max ${max}` });
    else if (def < min || def > max) out.push({ path: rulesPath(['attributes', i, 'default']), message: `default ${def} is outside min ${min} to max ${max}` });
  }

  let prev: { level: number; xp: number } | undefined;
  for (const [l, i] of entries(field(raw, 'progression'), 'levels')) {
    const level = l['level'];
    const xp = l['xpRequired'];
    if (typeof level !== 'number' || typeof xp !== 'number') continue;
    if (prev && level <= prev.level) {
      out.push({
        path: rulesPath(['progression', 'levels', i, 'level']),
        message: `level ${level} comes after level ${prev.level}: list the levels in order, once each`,
      });
    } else if (prev && xp < prev.xp) {
      out.push({ path: rulesPath(['progression', 'levels', i, 'xpRequired']), message: `xpRequired ${xp} is below the ${prev.xp} of level ${prev.level}` });
    }
    prev = { level, xp };
  }

  for (const [o, i] of entries(raw, 'opportunities')) {
    if (o['on'] === 'custom' && o['event'] === undefined) {
      out.push({ path: rulesPath(['opportunities', i, 'event']), message: 'an opportunity "on": "custom" needs the name of the event it watches' });
    }
  }

  const spells = field(raw, 'spellcasting');
  const mode = field(spells, 'mode');
  if ((mode === 'points' || mode === 'both') && field(spells, 'pointResource') === undefined) {
    out.push({ path: rulesPath(['spellcasting', 'pointResource']), message: `mode "${mode}" spends points: name the resource they are drawn from` });
  }
}

/** Every cross-reference and consistency problem of a raw `rules` object, whatever its shape. */
export function crossReferenceIssues(raw: unknown): RulesIssue[] {
  const out: RulesIssue[] = [];
  checkDuplicates(raw, out);
  checkReferences(raw, declaredIds(raw), out);
  checkConsistency(raw, out);
  return out;
}
