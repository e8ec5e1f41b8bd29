/**
 * The board settings read from a spec 002 document that writes none: the exact choices over several documents as
 * written elsewhere (feet, squares, metres; English and Italian names), the notices that report them, explicit
 * settings winning, and the refusals that list the candidates.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inferBoard, wordsOf, type InferenceSource } from './schemas/rules/board-inference.ts';

/** A 5e-like document: armour class, an action, a bonus action and a reaction; walking 30 feet. */
const fifth: InferenceSource = {
  derivedStats: [
    { id: 'initiative', name: 'Initiative' },
    { id: 'armourClass', name: 'Armour Class' },
    { id: 'passivePerception', name: 'Passive Perception' },
  ],
  actionTypes: [
    { id: 'bonus', name: 'Bonus action' },
    { id: 'action', name: 'Action' },
    { id: 'reaction', name: 'Reaction' },
  ],
  movementModes: [
    { id: 'swim', defaultSpeed: 15 },
    { id: 'walk', defaultSpeed: 30 },
  ],
  defaultMovementMode: 'walk',
};

/** An Italian document counting squares: "Difesa" by name only, a move action, speeds of 6. */
const squares: InferenceSource = {
  derivedStats: [
    { id: 'd1', name: 'Difesa' },
    { id: 'd2', name: 'Iniziativa' },
  ],
  actionTypes: [
    { id: 'movimento', name: 'Movimento' },
    { id: 'principale', name: 'Azione principale' },
  ],
  movementModes: [{ id: 'passo', defaultSpeed: 6 }],
};

describe('board settings read from a document that writes none', () => {
  test('words are split at case changes, spaces and punctuation', () => {
    assert.deepEqual(wordsOf('armourClass'), ['armour', 'class']);
    assert.deepEqual(wordsOf('Classe Armatura (CA)'), ['classe', 'armatura', 'ca']);
    assert.deepEqual(wordsOf('base_AC'), ['base', 'ac']);
  });

  test('feet: armourClass by its id, the action type "action" over the first, 5-foot squares, no move action', () => {
    const r = inferBoard({}, fifth);
    assert.equal(r.refusal, null);
    assert.deepEqual(r.board, { defenceStat: 'armourClass', squareSize: 5, attackAction: 'action' });
    assert.deepEqual(
      r.notices.map((n) => [n.path, n.value, n.reason, n.word ?? n.speed ?? null]),
      [
        ['board.defenceStat', 'armourClass', 'namedLike', 'armour'],
        ['board.squareSize', 5, 'feet', 30],
        ['board.attackAction', 'action', 'namedLike', 'action'],
      ],
    );
    assert.equal(r.notices[0]!.message, 'board.defenceStat not written: attacks roll against derived stat "armourClass" (its id reads "armour")');
    assert.equal(r.notices[1]!.message, 'board.squareSize not written: 5 (a speed of 30: speeds read as feet on 5-foot squares)');
  });

  test('squares: "Difesa" by its name, speeds of 6 count squares, the move action named like moving', () => {
    const r = inferBoard({}, squares);
    assert.deepEqual(r.board, { defenceStat: 'd1', squareSize: 1, attackAction: 'principale', moveAction: 'movimento' });
    assert.deepEqual(
      r.notices.map((n) => [n.field, n.value, n.reason]),
      [
        ['defenceStat', 'd1', 'namedLike'],
        ['squareSize', 1, 'squares'],
        ['attackAction', 'principale', 'namedLike'],
        ['moveAction', 'movimento', 'namedLike'],
      ],
    );
    assert.equal(r.notices[0]!.message, 'board.defenceStat not written: attacks roll against derived stat "d1" (its name reads "difesa")');
  });

  test("metres on 1.5-metre squares, else a sixth of the speed; without movement modes the spec's 30", () => {
    assert.equal(inferBoard({}, { ...fifth, movementModes: [{ id: 'walk', defaultSpeed: 13.5 }] }).board.squareSize, 1.5);
    assert.equal(inferBoard({}, { ...fifth, movementModes: [{ id: 'walk', defaultSpeed: 16 }] }).board.squareSize, 16 / 6);
    assert.equal(inferBoard({}, { ...fifth, movementModes: [] }).board.squareSize, 5);
  });

  test('no action type named like an action: the first; none at all: no attack action and no notice for it', () => {
    const odd = inferBoard(
      {},
      {
        ...fifth,
        actionTypes: [
          { id: 'deed', name: 'Deed' },
          { id: 'quick', name: 'Quick' },
        ],
      },
    );
    assert.equal(odd.board.attackAction, 'deed');
    assert.equal(
      odd.notices.find((n) => n.field === 'attackAction')!.message,
      'board.attackAction not written: an attack or an ability spends action type "deed" (the first)',
    );
    const none = inferBoard({}, { ...fifth, actionTypes: [] });
    assert.equal(none.board.attackAction, undefined);
    assert.deepEqual(
      none.notices.map((n) => n.field),
      ['defenceStat', 'squareSize'],
    );
  });

  test('a match by id beats a match by name only', () => {
    const r = inferBoard(
      {},
      {
        derivedStats: [
          { id: 'ward', name: 'Armour' },
          { id: 'guard', name: 'Guard' },
        ],
      },
    );
    assert.equal(r.board.defenceStat, 'guard');
  });

  test('explicit settings win: a board writing some keeps the defaults for the rest and only the defence stat is read', () => {
    const r = inferBoard({ squareSize: 2 }, fifth);
    assert.deepEqual(r.board, { squareSize: 2, defenceStat: 'armourClass' });
    assert.deepEqual(
      r.notices.map((n) => n.field),
      ['defenceStat'],
    );
    const all = inferBoard({ defenceStat: 'initiative', attackAction: 'bonus' }, fifth);
    assert.deepEqual(all, { board: { defenceStat: 'initiative', attackAction: 'bonus' }, notices: [], refusal: null });
    // a board naming only its module writes no settings
    assert.equal(inferBoard({ system: 'rules' }, fifth).board.squareSize, 5);
  });

  test('two equally good candidates, or none: refused, listing the candidates', () => {
    const tie = inferBoard(
      {},
      {
        derivedStats: [
          { id: 'guard', name: 'Guard' },
          { id: 'armour', name: 'Armour' },
          { id: 'speed', name: 'Speed' },
        ],
      },
    );
    assert.equal(tie.board.defenceStat, undefined);
    assert.deepEqual(tie.refusal, {
      candidates: ['guard', 'armour'],
      message: 'cannot choose the stat an attack roll is against: "guard", "armour" read equally like a defence; name one in board.defenceStat',
    });
    const none = inferBoard(
      {},
      {
        derivedStats: [
          { id: 'speed', name: 'Speed' },
          { id: 'initiative', name: 'Initiative' },
        ],
      },
    );
    assert.deepEqual(none.refusal, {
      candidates: ['speed', 'initiative'],
      message: 'no derived stat reads like a defence: name the stat an attack roll is against in board.defenceStat',
    });
  });
});
