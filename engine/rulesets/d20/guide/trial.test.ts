/**
 * The save-time trial of a d20 board: a formula that would fail in play is refused when the ruleset is
 * saved, at its path, instead of stopping a room — the cases a tester found passing the save and failing mid-game.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkRulesDocument } from '../../../dsl/rules.ts';
// the built-in ruleset modules registered: the trial runs as the d20 module's own check of a document
import '../../index.ts';

const shipped = JSON.parse(readFileSync(new URL('../../../../content/packs/default/rulesets/forsaken-woods.json', import.meta.url), 'utf8')) as {
  rules: Record<string, any>;
};

/** The issues of the shipped rules with `edit` applied to a copy of its board. */
function issuesWith(edit: (board: any, rules: any) => void): { path: string; message: string }[] {
  const rules = structuredClone(shipped.rules);
  edit(rules.extra.board, rules);
  return checkRulesDocument(rules).issues;
}

test('the shipped board passes its trial', () => {
  assert.deepEqual(checkRulesDocument(shipped.rules).issues, []);
});

test('formulas that would fail in play are refused at their path, saying with which inputs', () => {
  const cases: [string, (b: any, r: any) => void, string, RegExp][] = [
    ['rolling dice', (b) => (b.progression.maxHp = { roll: '1d6' }), 'rules.extra.board.progression.maxHp', /rolls no dice/],
    [
      'dividing by zero at level 1',
      (b) => (b.progression.maxHp = { div: [{ ref: 'base' }, { sub: [{ ref: 'level' }, 1] }] }),
      'rules.extra.board.progression.maxHp',
      /division by zero.*level = 1/,
    ],
    ['a fraction', (b) => (b.progression.maxHp = { div: [{ ref: 'base' }, 3] }), 'rules.extra.board.progression.maxHp', /whole number/],
    ['a maximum below 1', (b) => (b.progression.maxHp = -5), 'rules.extra.board.progression.maxHp', /of 1 or more/],
    ['a string', (b) => (b.progression.attack = 'x'), 'rules.extra.board.progression.attack', /whole number/],
    ['an overflow', (b) => (b.elements.neutral = { mul: [1e300, 1e300] }), 'rules.extra.board.elements.neutral', /./],
    [
      'a name only the save check knows',
      (b, r) => ((r.extra.myBonus = 2), (b.elements.neutral = { add: [{ ref: 'damage' }, { ref: 'rules.extra.myBonus' }] })),
      'rules.extra.board.elements.neutral',
      /myBonus/,
    ],
    ['negative damage', (b) => (b.elements.resistance = { sub: [{ ref: 'damage' }, 5] }), 'rules.extra.board.elements.resistance', /of 0 or more.*damage = 0/],
    ['a resource the document lacks', (b) => (b.progression.resource.kind = 'focus'), 'rules.extra.board.progression.resource.kind', /"mana" or "stamina"/],
    ['an attack die with symbol faces', (b) => (b.attack.dice = '1d{skull,blank}'), 'rules.extra.board.attack.dice', /not numbers/],
    ['an attack die that cannot fumble', (b) => (b.attack.dice = '5'), 'rules.extra.board.attack.dice', /must be among them/],
    ['a critical natural the die never rolls', (b) => (b.attack.criticalNatural = 25), 'rules.extra.board.attack.dice', /must be among them/],
  ];
  for (const [what, edit, path, message] of cases) {
    const issues = issuesWith(edit);
    const hit = issues.find((i) => i.path === path);
    assert.ok(hit, `${what}: no issue at ${path} in ${JSON.stringify(issues)}`);
    assert.match(hit.message, message, what);
  }
});
