/**
 * Bad spells, items, decks and heroes are refused, with messages that name the place: the zod path inside the
 * document (`effects[2].type`), the pack path from `checkPack` (`heroes[0].spells[0]`), and through the loader the
 * file too (`heroes/x.json: spells[0]: no spell "..."`).
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DEFAULT_PACK_DIR, PackError, formatIssue, formatPath, loadDefaultPack, loadPackDir } from './load-pack.ts';
import { checkPack, Deck, Hero, Item, Spell, type Pack } from './schemas/index.ts';

const t = (s: string) => ({ it: s, en: s });

function goodSpell() {
  return {
    id: 'fulmine',
    name: t('Fulmine'),
    element: 'aria',
    range: 'line',
    effects: [{ type: 'damage', dice: 2, defend: true } as Record<string, unknown>, { type: 'message', text: t('Zap!') }, { type: 'skip_turn' }],
  };
}

function goodDeck() {
  const card = (id: string, effects: Record<string, unknown>[]) => ({ id, name: t(id), text: t(id), effects });
  return {
    id: 'prove',
    name: t('Prove'),
    cards: [
      card('oro', [{ type: 'gold', dice: 2, times: 10 }]),
      card('cura', [{ type: 'heal', full: true }]),
      card('veleno', [{ type: 'status', status: 'poison', rounds: 2 }]),
      card('trappola', [{ type: 'damage', amount: 2 }]),
    ],
  };
}

/** The issues of parsing `doc` with `schema`, as [path, message]. */
function issuesOf(
  schema: { safeParse(x: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  doc: unknown,
): [string, string][] {
  const r = schema.safeParse(doc);
  assert.ok(!r.success, 'the document is refused');
  return r.error!.issues.map((i) => [formatPath(i.path), i.message]);
}

describe('bad bricks are refused at their path', () => {
  test('the good spell and deck are accepted', () => {
    assert.equal(Spell.parse(goodSpell()).uses, 1);
    assert.equal(Deck.parse(goodDeck()).cards[3]!.copies, 1);
  });

  test('an unknown brick type, at effects[i].type', () => {
    const s = goodSpell();
    s.effects[2] = { type: 'fulminare', target: 'chosen' };
    const issues = issuesOf(Spell, s);
    assert.equal(issues.length, 1);
    assert.equal(issues[0]![0], 'effects[2].type');
    assert.match(issues[0]![1], /damage/, 'the message lists the known types');
  });

  test('a missing field: damage with neither amount nor dice at effects[i]; status without rounds at effects[i].rounds', () => {
    const s = goodSpell();
    s.effects[0] = { type: 'damage', target: 'chosen' };
    assert.deepEqual(issuesOf(Spell, s), [['effects[0]', 'give exactly one of "amount", "dice" or "roll"']]);
    s.effects[0] = { type: 'damage', amount: 1, dice: 1 };
    assert.deepEqual(issuesOf(Spell, s), [['effects[0]', 'give exactly one of "amount", "dice" or "roll"']]);
    s.effects[0] = { type: 'status', status: 'stun' };
    const issues = issuesOf(Spell, s);
    assert.deepEqual(
      issues.map(([p]) => p),
      ['effects[0].rounds'],
    );
  });

  test('a negative count at effects[i].count', () => {
    const s = goodSpell();
    s.effects[0] = { type: 'spawn', kind: 'goblin', count: -1, x: 3, y: 4 };
    const issues = issuesOf(Spell, s);
    assert.deepEqual(
      issues.map(([p]) => p),
      ['effects[0].count'],
    );
    assert.match(issues[0]![1], />=1/);
  });

  test('a field of another brick, or one that needs another, at its path', () => {
    const s = goodSpell();
    s.effects[1] = { type: 'heal', amount: 2, dice: 2 };
    assert.deepEqual(
      issuesOf(Spell, s).map(([p]) => p),
      ['effects[1]'],
    );
    s.effects[1] = { type: 'gold', amount: 5, times: 3 };
    assert.deepEqual(issuesOf(Spell, s), [['effects[1].times', '"times" needs "dice"']]);
    s.effects[1] = { type: 'status', status: 'stun', rounds: 1, amount: 2 };
    assert.deepEqual(issuesOf(Spell, s), [['effects[1].amount', '"amount" is for poison, guard and weaken']]);
  });

  test('a bad brick on a card of a deck at cards[i].effects[j]...', () => {
    const d = goodDeck();
    d.cards[3]!.effects[0] = { type: 'damage', amount: 0 };
    const issues = issuesOf(Deck, d);
    assert.deepEqual(
      issues.map(([p]) => p),
      ['cards[3].effects[0].amount'],
    );
    const d2 = goodDeck();
    d2.cards[1]!.effects.push({ type: 'stat', stat: 'forza', delta: 1, duration: 'turn' });
    assert.deepEqual(
      issuesOf(Deck, d2).map(([p]) => p),
      ['cards[1].effects[1].stat'],
    );
  });

  test('a card id used twice in a deck at cards[i].id', () => {
    const d = goodDeck();
    d.cards[2]!.id = 'oro';
    assert.deepEqual(issuesOf(Deck, d), [['cards[2].id', 'card id "oro" is used twice in this deck']]);
  });
});

describe('references to missing documents are refused at their path', () => {
  const pack = loadDefaultPack();
  const hero = (spells: string[], items: string[] = []) => Hero.parse({ id: 'x', name: t('X'), body: 5, mind: 5, attack: 2, defence: 2, spells, items });
  const plus = (extra: Partial<Pack>): Pack => ({
    ...pack,
    heroes: [...pack.heroes, ...(extra.heroes ?? [])],
    spells: [...pack.spells, ...(extra.spells ?? [])],
    items: [...pack.items, ...(extra.items ?? [])],
    decks: [...pack.decks, ...(extra.decks ?? [])],
  });

  test('a hero knowing a spell that does not exist, or carrying a missing item', () => {
    const i = pack.heroes.length;
    assert.deepEqual(checkPack(plus({ heroes: [hero(['sonno', 'incantesimo-perduto'], ['chiave', 'anello'])] })), [
      { path: `heroes[${i}].spells[1]`, message: 'no spell "incantesimo-perduto"' },
      { path: `heroes[${i}].items[1]`, message: 'no item "anello"' },
    ]);
  });

  test('an item effect naming a missing item, a spawn a missing creature kind', () => {
    const i = pack.items.length;
    const bag = Item.parse({
      id: 'sacca',
      name: t('Sacca'),
      effects: [
        { type: 'item', target: 'self', item: 'pozione-curativa' },
        { type: 'item', item: 'pozione-perduta' },
        { type: 'spawn', kind: 'drago', x: 1, y: 1 },
      ],
      consumable: true,
    });
    assert.deepEqual(checkPack(plus({ items: [bag] })), [
      { path: `items[${i}].effects[1].item`, message: 'no item "pozione-perduta"' },
      { path: `items[${i}].effects[2].kind`, message: 'no creature kind "drago"' },
    ]);
  });

  test('a draw naming a missing deck, in a spell and on a card', () => {
    const s = Spell.parse({ ...goodSpell(), effects: [{ type: 'draw', deck: 'mazzo-perduto' }] });
    const d = goodDeck();
    d.cards[3]!.effects.push({ type: 'draw', deck: 'tesori' }, { type: 'draw', deck: 'mazzo-perduto' });
    assert.deepEqual(checkPack(plus({ spells: [s], decks: [Deck.parse(d)] })), [
      { path: `spells[${pack.spells.length}].effects[0].deck`, message: 'no deck "mazzo-perduto"' },
      { path: `decks[${pack.decks.length}].cards[3].effects[2].deck`, message: 'no deck "mazzo-perduto"' },
    ]);
  });

  describe('through loadPackDir, naming the file', () => {
    const dirs: string[] = [];
    after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    /** A copy of the default pack with `files` (path in the pack -> document) added. */
    function packWith(files: Record<string, unknown>): string {
      const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-pack-'));
      dirs.push(dir);
      cpSync(DEFAULT_PACK_DIR, dir, { recursive: true });
      for (const [file, doc] of Object.entries(files)) writeFileSync(path.join(dir, file), JSON.stringify(doc));
      return dir;
    }
    function loadIssues(dir: string): string[] {
      try {
        loadPackDir(dir);
      } catch (err) {
        assert.ok(err instanceof PackError);
        for (const line of err.issues.map(formatIssue)) assert.ok(err.message.includes(line), 'the message lists every issue');
        return err.issues.map(formatIssue);
      }
      assert.fail('the pack is refused');
    }

    test('a mission whose win fits none of its shapes: the message names the shapes', () => {
      const mission = (win: unknown) => ({ ...structuredClone(loadDefaultPack().missions.find((m) => m.id === 'la-prova')!), id: 'x', win });
      assert.deepEqual(loadIssues(packWith({ 'missions/x.json': mission('sempre') })), [
        'missions/x.json: win: expected "kill_all", "manual" or an object {mode, conditions}',
      ]);
      assert.deepEqual(loadIssues(packWith({ 'missions/x.json': mission({ mode: 'any' }) })), [
        'missions/x.json: win: expected "kill_all", "manual" or an object {mode, conditions} (conditions: Invalid input: expected array, received undefined)',
      ]);
    });

    test('a __proto__ key anywhere in a file is refused at its path (zod would drop it without a word)', () => {
      const ruleset = JSON.parse(readFileSync(path.join(DEFAULT_PACK_DIR, 'rulesets', 'forsaken-woods.json'), 'utf8'));
      const tiers = ruleset.rules.extra.board.authored.tiers;
      // JSON.parse keeps "__proto__" as an own key, as a request body would
      ruleset.rules.extra.board.authored.tiers = JSON.parse(JSON.stringify(tiers).replace(/^\{/, `{"__proto__": ${JSON.stringify(tiers.basic)},`));
      assert.deepEqual(loadIssues(packWith({ 'rulesets/forsaken-woods.json': ruleset })), [
        'rulesets/forsaken-woods.json: rules.extra.board.authored.tiers.__proto__: "__proto__" is not allowed as a key',
      ]);
    });

    test('a hero naming a missing spell: heroes/x.json: spells[0]: no spell "..."', () => {
      const dir = packWith({ 'heroes/x.json': { id: 'x', name: t('X'), body: 5, mind: 5, attack: 2, defence: 2, spells: ['incantesimo-perduto', 'sonno'] } });
      assert.deepEqual(loadIssues(dir), ['heroes/x.json: spells[0]: no spell "incantesimo-perduto"']);
    });

    test('a bad brick in a spell file and on a card of a deck file', () => {
      const s = goodSpell();
      s.id = 'x';
      s.effects[2] = { type: 'fulminare' };
      const d = goodDeck();
      d.id = 'y';
      d.cards[3]!.effects[0] = { type: 'damage', amount: -2 };
      const issues = loadIssues(packWith({ 'spells/x.json': s, 'decks/y.json': d }));
      assert.equal(issues.length, 2, issues.join('\n'));
      assert.match(issues[0]!, /^spells\/x\.json: effects\[2\]\.type: /);
      assert.match(issues[1]!, /^decks\/y\.json: cards\[3\]\.effects\[0\]\.amount: /);
    });

    test('an item effect naming a missing item and a card drawing from a missing deck', () => {
      const d = goodDeck();
      d.id = 'y';
      d.cards[0]!.effects.push({ type: 'draw', deck: 'mazzo-perduto' });
      const issues = loadIssues(
        packWith({
          'items/x.json': { id: 'x', name: t('X'), effects: [{ type: 'item', item: 'pozione-perduta' }], consumable: true },
          'decks/y.json': d,
        }),
      );
      // kinds in CONTENT_KIND_NAMES order: items before decks
      assert.deepEqual(issues, ['items/x.json: effects[0].item: no item "pozione-perduta"', 'decks/y.json: cards[0].effects[1].deck: no deck "mazzo-perduto"']);
    });
  });
});
