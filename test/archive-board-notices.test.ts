/**
 * The ruleset editor's panel of the board's choices: for a draft of a plain 002 document it lists, in Italian and
 * English, the defence stat, square size and action type the board reads from the document; a draft whose board writes
 * its settings, or that another module plays, has none; a tie says so with the candidates.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { boardNoticeText, boardRefusalText, draftBoardInference } from '../components/archive/board-notices.ts';

const PLAIN = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/plain-002-pack.json'), 'utf8')).rulesets[0];

describe("the ruleset editor's board choices", () => {
  test('a plain 002 draft: three choices, worded in Italian and English', () => {
    const { notices, refusal } = draftBoardInference(PLAIN);
    assert.equal(refusal, null);
    assert.deepEqual(
      notices.map((n) => boardNoticeText(n, 'it')),
      [
        'Difesa: gli attacchi tirano contro la statistica derivata «armourClass» (si legge «armour»).',
        'Casella: 5 (una velocità di 30 si legge in piedi, su caselle da 5 piedi).',
        'Attacchi e capacità spendono il tipo di azione «action» (si legge «action»).',
      ],
    );
    assert.deepEqual(
      notices.map((n) => boardNoticeText(n, 'en')),
      [
        'Defence: attacks roll against derived stat "armourClass" (it reads "armour").',
        'Square: 5 (a speed of 30 reads as feet, on 5-foot squares).',
        'Attacks and abilities spend action type "action" (it reads "action").',
      ],
    );
  });

  test('metres in Italian write their comma; a draft as typed (a half-written entry) does not throw', () => {
    const draft = structuredClone(PLAIN);
    draft.rules.movementModes = [{ id: 'walk', name: 'Walk', defaultSpeed: 13.5 }, { name: 'no id yet' }, 7];
    draft.rules.derivedStats.push({ name: 'Unfinished' }, null);
    const { notices } = draftBoardInference(draft);
    assert.equal(boardNoticeText(notices[1]!, 'it'), 'Casella: 1,5 (una velocità di 13,5 si legge in metri, su caselle da 1,5 metri).');
    assert.equal(boardNoticeText(notices[1]!, 'en'), 'Square: 1.5 (a speed of 13.5 reads as metres, on 1.5-metre squares).');
  });

  test('a board that writes its settings, or another module, gives no choices', () => {
    assert.deepEqual(draftBoardInference({ ...PLAIN, board: { defenceStat: 'armourClass', squareSize: 5 } }), { notices: [], refusal: null });
    assert.deepEqual(draftBoardInference({ ...PLAIN, board: { system: 'classic' } }), { notices: [], refusal: null });
    assert.deepEqual(draftBoardInference({ id: 'x' }), { notices: [], refusal: null });
  });

  test('two stats reading like a defence: the refusal names both, in either language', () => {
    const draft = structuredClone(PLAIN);
    draft.rules.derivedStats.push({ id: 'guard', name: 'Guard', formula: 10 });
    const { refusal } = draftBoardInference(draft);
    assert.equal(
      boardRefusalText(refusal!, 'it'),
      'La plancia non sa scegliere la statistica contro cui tira un attacco: «armourClass», «guard» si leggono ugualmente come una difesa. Scrivine una in board.defenceStat.',
    );
    assert.equal(
      boardRefusalText(refusal!, 'en'),
      'The board cannot choose the stat an attack roll is against: "armourClass", "guard" read equally like a defence. Write one in board.defenceStat.',
    );
  });
});
