/**
 * A d20 ruleset as content: a ruleset document may leave out the classic combat-die fields only when
 * another module plays it (its `rules.extra.board.system` is `"d20"`, say); a classic one is told, field by field,
 * that it needs them.
 * The shipped `forsaken-woods` ruleset loads with the pack, and its board (`rules.extra.board`) is checked with
 * every problem at its path.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { Ruleset } from './schemas/index.ts';
import { parsedRules } from './schemas/ruleset.ts';
import { D20Board, D20_CONDITION_ROLES, checkRules, type RulesIssue } from './schemas/rules/index.ts';

const t = (s: string) => ({ it: s, en: s });

/** A ruleset with no classic combat die and no rules document. */
const dieless = { id: 'senza-dado', name: t('Senza dado'), heroMovement: { count: 2, sides: 6 } };

/** The issues of parsing `doc` as a Ruleset, as [path, message]. */
function issuesOf(doc: unknown): [string, string][] {
  const r = Ruleset.safeParse(doc);
  assert.ok(!r.success, 'the ruleset is refused');
  return r.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the classic combat-die fields of a ruleset', () => {
  test('are required, each named, of a ruleset the classic rules play', () => {
    const needs = (key: string) => [
      key,
      `"${key}" is required by the classic rules unless rules.extra.board gives it (give a "rules" document, or a board.system, to play by another module)`,
    ];
    assert.deepEqual(issuesOf(dieless), [needs('combatDie'), needs('hit'), needs('heroBlock'), needs('creatureBlock')]);
    assert.deepEqual(issuesOf({ ...dieless, combatDie: { faces: ['skull', 'white_shield'] }, hit: 'skull', heroBlock: 'white_shield' }), [
      needs('creatureBlock'),
    ]);
  });

  test('a face of the classic fields must still be on the die', () => {
    assert.deepEqual(
      issuesOf({ ...dieless, combatDie: { faces: ['skull', 'white_shield'] }, hit: 'skull', heroBlock: 'white_shield', creatureBlock: 'black_shield' }),
      [['creatureBlock', 'face "black_shield" is not on the combat die']],
    );
  });

  test('heroMovement stays required of a ruleset the classic rules play', () => {
    const { heroMovement: _, ...still } = dieless;
    assert.ok(
      issuesOf(still).some(
        ([path, message]) =>
          path === 'heroMovement' && message === '"heroMovement" is required by the classic rules unless rules.extra.board gives it: heroes roll it to move',
      ),
    );
  });
});

/** The shipped Forsaken Woods ruleset, as written. */
const forsakenFile = JSON.parse(readFileSync(new URL('./packs/default/rulesets/forsaken-woods.json', import.meta.url), 'utf8'));

/** The issues of the shipped document's `rules` after `edit` changes a copy of its d20 board. */
function boardIssues(edit: (board: any) => void): RulesIssue[] {
  const rules = structuredClone(forsakenFile.rules);
  edit(rules.extra.board);
  return checkRules(rules).issues;
}

describe('the shipped ruleset forsaken-woods', () => {
  const pack = loadDefaultPack();
  const ruleset = pack.rulesets.find((r) => r.id === 'forsaken-woods');

  test('loads with the default pack, after classic, named in Italian and English, with no combat die', () => {
    assert.ok(ruleset);
    assert.equal(pack.rulesets[0]!.id, 'classic');
    assert.deepEqual(ruleset.name, { it: 'Il bosco abbandonato', en: 'Forsaken Woods' });
    assert.equal(ruleset.combatDie, undefined);
    assert.equal(ruleset.hit, undefined);
    assert.deepEqual(ruleset.heroMovement, { count: 2, sides: 6 });
    assert.deepEqual(checkRules(forsakenFile.rules).issues, []);
  });

  test('its board parses as a D20Board', () => {
    const board = D20Board.parse(forsakenFile.rules.extra.board);
    assert.equal(board.system, 'd20');
    assert.equal(parsedRules(ruleset!)!.extra.board !== undefined, true);
  });

  test("has the guide's resources, derived stats, damage types and conditions, stacking as the guide says", () => {
    const rules = parsedRules(ruleset!)!;
    assert.deepEqual(
      rules.resources.map((r) => r.id),
      ['hp', 'mana', 'stamina'],
    );
    assert.equal(rules.vitalResource, 'hp');
    for (const id of ['attack', 'armour', 'initiative'])
      assert.ok(
        rules.derivedStats.some((d) => d.id === id),
        id,
      );
    assert.equal(rules.initiativeStat, 'initiative');
    assert.deepEqual(
      rules.damageTypes.map((d) => d.id),
      ['physical', 'fire', 'frost', 'void', 'holy', 'wind', 'earth'],
    );
    const stacking = Object.fromEntries(rules.conditions.map((c) => [c.id, c.stacking]));
    assert.deepEqual(Object.keys(stacking).sort(), [...D20_CONDITION_ROLES].sort());
    assert.equal(stacking['frozen'], 'refresh', 'reapplying Freeze refreshes, never queues skips');
    assert.equal(stacking['poisoned'], 'ignore', 'poison does not stack');
    assert.equal(stacking['shieldWall'], 'refresh', 'refreshing Shield Wall replaces the pending set');
    assert.deepEqual(rules.conditions.find((c) => c.id === 'shieldWall')!.tags, ['isDefended']);
  });

  test('twelve levels, the cap of 12, each reached by the XP the guild took for the levels before (60 × level each)', () => {
    const p = parsedRules(ruleset!)!.progression;
    assert.equal(p.maxLevel, 12);
    assert.deepEqual(
      p.levels.map((l) => l.level),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    let spent = 0;
    for (const l of p.levels) {
      assert.equal(l.xpRequired, spent, `level ${l.level}`);
      spent += 60 * l.level;
    }
  });

  test('the numbers the guide does not give are marked as samples of ours', () => {
    assert.equal(forsakenFile.rules.extra.board.authored.origin, 'sample');
  });
});

describe('the d20 board schema', () => {
  test('names the path under rules.extra.board of each problem', () => {
    const cases: [string, (b: any) => void, RulesIssue[]][] = [
      [
        'an unknown field, with its near name',
        (b) => (b.protection.vanishd = 5),
        [{ path: 'rules.extra.board.protection.vanishd', message: 'unknown field "vanishd": did you mean "vanished"?' }],
      ],
      ['a missing number', (b) => delete b.exposedBonus, [{ path: 'rules.extra.board.exposedBonus', message: 'missing required field "exposedBonus"' }]],
      [
        'a field a fumble entry of its kind does not have',
        (b) => (b.fumble.entries[1].percent = 5),
        [
          {
            path: 'rules.extra.board.fumble.entries.1.percent',
            message: 'unknown field "percent"; expected one of: id, weight, needsResource, kind, percentOfMaxHp, min, leavesAtLeast',
          },
        ],
      ],
      [
        'a condition role naming no condition',
        (b) => (b.conditions.frozen = 'frozn'),
        [{ path: 'rules.extra.board.conditions.frozen', message: 'no condition "frozn": did you mean "frozen"?' }],
      ],
      [
        'a toll of an unknown element',
        (b) => (b.partyTolls[0].element = 'vod'),
        [{ path: 'rules.extra.board.partyTolls.0.element', message: 'no element "vod": did you mean "void"?' }],
      ],
      [
        'tier numbers missing',
        (b) => delete b.authored.tiers.expert,
        [{ path: 'rules.extra.board.authored.tiers', message: 'give the numbers of tier "expert"' }],
      ],
      [
        'a duplicate fumble id',
        (b) => (b.fumble.entries[2].id = 'stumble'),
        [{ path: 'rules.extra.board.fumble.entries.2.id', message: 'duplicate id "stumble": rules.extra.board.fumble.entries.0 has it already' }],
      ],
      [
        'no entry left for an actor without a resource',
        (b) => (b.fumble.entries = b.fumble.entries.slice(0, 1)),
        [
          {
            path: 'rules.extra.board.fumble.entries',
            message: 'an actor without a resource must have an entry to draw: give an entry with "needsResource": false a weight above 0',
          },
        ],
      ],
    ];
    for (const [what, edit, expected] of cases) assert.deepEqual(boardIssues(edit), expected, what);
  });

  test('an element must be a damage type of the document', () => {
    const issues = boardIssues((b) => b.elements.ids.push('shadow'));
    assert.deepEqual(issues, [
      {
        path: 'rules.extra.board.elements.ids.6',
        message: 'an element is a damage type: no damage type "shadow"; expected one of: physical, fire, frost, void, holy, wind, earth',
      },
    ]);
  });

  test("the guide's validation of a timed action: rounds, kind, target, no direct damage, known elements, resisted chance not above base", () => {
    const at = 'rules.extra.board.timedActions.0';
    const paths = (edit: (b: any) => void) => boardIssues(edit).map((i) => i.path);
    assert.deepEqual(
      paths((b) => (b.timedActions[0].round = 0)),
      [`${at}.round`],
    );
    assert.deepEqual(
      paths((b) => (b.timedActions[0].round = 2.5)),
      [`${at}.round`],
    );
    assert.deepEqual(
      paths((b) => (b.timedActions[0].effect.kind = 'burn')),
      [`${at}.effect.kind`],
    );
    assert.deepEqual(
      paths((b) => (b.timedActions[0].effect.target = 'one')),
      [`${at}.effect.target`],
    );
    assert.deepEqual(
      paths((b) => (b.timedActions[0].effect.damage = 3)),
      [`${at}.effect.damage`],
    );
    assert.deepEqual(
      paths((b) => (b.timedActions[0].effect.element = 'ice')),
      [`${at}.effect.element`],
    );
    assert.deepEqual(
      boardIssues((b) => (b.timedActions[0].effect.resistedChance = 34)),
      [{ path: `${at}.effect.resistedChance`, message: 'the resisted chance 34 is above the base chance 33' }],
    );
    assert.deepEqual(
      boardIssues((b) => (b.timedActions[0].effect.resistedChance = 33)),
      [],
      'equal to the base chance is allowed',
    );
    assert.deepEqual(
      paths((b) => delete b.timedActions[0].effect.resistedChance),
      [`${at}.effect.resistedChance`],
      'mitigation needs its resisted chance',
    );
  });

  test('a broken board reaches the ruleset schema with its path under rules.extra.board, and a d20 ruleset still needs heroMovement', () => {
    const doc = structuredClone(forsakenFile);
    doc.rules.extra.board.attack.criticalNatural = 1;
    assert.deepEqual(issuesOf(doc), [['rules.extra.board.attack.criticalNatural', 'a natural roll cannot both fumble and hit critically']]);
    const { heroMovement: _, ...noMove } = structuredClone(forsakenFile);
    assert.ok(issuesOf(noMove).some(([path]) => path === 'heroMovement'));
  });

  test('a board whose system is not "d20" is left to the open extra bag, as the classic board is', () => {
    assert.deepEqual(boardIssues((b) => (b.system = 'classic')).length, 0);
  });
});
