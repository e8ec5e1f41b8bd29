/**
 * The dice tray's row of a `rules` strike tells the target's cover ("copertura: +2" / "cover: +2") when its event
 * carries one, and nothing of cover in the open. The row's template is read as text here (its strings and values in
 * order), without a page.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { TemplateResult } from 'lit';
import { loadTexts } from '../components/i18n.ts';
import { rulesRollRows } from '../components/rulesets/rules/dice.ts';
import type { RulesAttackEvent } from '../components/rulesets/rules/words.ts';

/** The text a template would show: its strings with its values in between, nested templates and lists flattened. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join('');
  if (value && typeof value === 'object' && 'strings' in value && 'values' in value) {
    const r = value as TemplateResult;
    return r.strings.map((s, i) => s + (i < r.values.length ? textOf(r.values[i]) : '')).join('');
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const attack: RulesAttackEvent = {
  type: 'rules_attack',
  attacker: 'h1',
  target: 'm1',
  dice: [9],
  natural: 9,
  lean: 'normal',
  bonus: 3,
  total: 12,
  defence: 14,
  defenceStat: 'guardia',
  outcome: 'miss',
  damage: 0,
  damageType: 'taglio',
  cover: { id: 'mezza', bonus: 2 },
};
const naming = { unit: (id: string) => id, line: () => '' };
const row = (a: RulesAttackEvent, lang: 'it' | 'en') =>
  textOf(rulesRollRows({ seq: 1, rolls: [{ kind: 'strike', attack: a, feedback: null }] }, null, lang, naming));

before(async () => {
  await loadTexts('it');
  await loadTexts('en');
});

test("a strike behind cover shows the cover's bonus in the reader's language; one in the open shows none", () => {
  assert.match(row(attack, 'it'), /<span class="cover" data-cover="?mezza"?>copertura: \+2<\/span>/);
  assert.match(row(attack, 'en'), /<span class="cover" data-cover="?mezza"?>cover: \+2<\/span>/);
  const { cover: _cover, ...open } = attack;
  assert.doesNotMatch(row({ ...open, defence: 12, outcome: 'hit' }, 'en'), /cover/);
});
