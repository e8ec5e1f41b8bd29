/**
 * Dice notation (rules-dsl.md, "Dice notation"): parsed into structures, rolled with the seeded PRNG keeping
 * every die, advantage and disadvantage with the exact means of 2d20kh1 (13.825) and 2d20kl1 (7.175), the
 * board game's combat die, errors with their position, and a fuzz of the parser.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COMBAT_DIE, DiceNotationError, formatDice, parseDice, rollDice, type DiceRoll, type RolledDiceTerm } from './dice-notation.ts';
import { Rng, seedRng } from './rng.ts';

const d = (sides: number) => ({ kind: 'numeric' as const, sides });

describe('parsing', () => {
  test('the notations of rules-dsl.md become terms', () => {
    assert.deepEqual(parseDice('1d20').terms, [{ kind: 'dice', sign: 1, count: 1, die: d(20) }]);
    assert.deepEqual(parseDice('2d6+3').terms, [
      { kind: 'dice', sign: 1, count: 2, die: d(6) },
      { kind: 'constant', sign: 1, value: 3 },
    ]);
    assert.deepEqual(parseDice('4d6kh3').terms, [{ kind: 'dice', sign: 1, count: 4, die: d(6), keep: { which: 'highest', count: 3 } }]);
    assert.deepEqual(parseDice('2d20kh1').terms, [{ kind: 'dice', sign: 1, count: 2, die: d(20), keep: { which: 'highest', count: 1 } }]);
    assert.deepEqual(parseDice('2d20kl1').terms, [{ kind: 'dice', sign: 1, count: 2, die: d(20), keep: { which: 'lowest', count: 1 } }]);
    assert.deepEqual(parseDice('1d8+1d4-1'), {
      text: '1d8+1d4-1',
      numeric: true,
      terms: [
        { kind: 'dice', sign: 1, count: 1, die: d(8) },
        { kind: 'dice', sign: 1, count: 1, die: d(4) },
        { kind: 'constant', sign: -1, value: 1 },
      ],
    });
  });

  test('constants alone, a leading sign, spaces between terms, a count of one left out', () => {
    assert.deepEqual(parseDice('5').terms, [{ kind: 'constant', sign: 1, value: 5 }]);
    assert.deepEqual(parseDice(' - 1d4 + 2 ').terms, [
      { kind: 'dice', sign: -1, count: 1, die: d(4) },
      { kind: 'constant', sign: 1, value: 2 },
    ]);
    assert.deepEqual(parseDice('d6').terms, [{ kind: 'dice', sign: 1, count: 1, die: d(6) }]);
    assert.deepEqual(parseDice('1D6').terms, parseDice('1d6').terms);
  });

  test('the combat die of the board game, by name or by its faces', () => {
    const named = parseDice('3dcombat');
    assert.equal(named.numeric, false);
    assert.deepEqual(named.terms, [
      {
        kind: 'dice',
        sign: 1,
        count: 3,
        die: { kind: 'faces', name: 'combat', faces: ['skull', 'skull', 'skull', 'white_shield', 'white_shield', 'black_shield'] },
      },
    ]);
    const inline = parseDice('3d{skull*3, white_shield*2, black_shield}');
    assert.deepEqual(inline.terms, [{ kind: 'dice', sign: 1, count: 3, die: { kind: 'faces', faces: [...COMBAT_DIE] } }]);
    assert.equal(parseDice('1d{-1,0,1}+2').numeric, true);
  });

  test('named dice passed in the options, beside the standard ones', () => {
    const fate = parseDice('4dfate', { dice: { fate: [-1, -1, 0, 0, 1, 1] } });
    assert.deepEqual(fate.terms[0], { kind: 'dice', sign: 1, count: 4, die: { kind: 'faces', name: 'fate', faces: [-1, -1, 0, 0, 1, 1] } });
    assert.equal(fate.numeric, true);
  });

  test('formatDice writes the canonical text, which parses to the same terms', () => {
    for (const [text, canonical] of [
      ['1d20', '1d20'],
      [' d6 + 3 ', '1d6+3'],
      ['-1d4-2+1d8', '-1d4-2+1d8'],
      ['4d6kh3', '4d6kh3'],
      ['2d20kl1', '2d20kl1'],
      ['3dcombat', '3dcombat'],
      ['1d{skull,skull,skull,white_shield*2,black_shield}', '1d{skull*3,white_shield*2,black_shield}'],
      ['1d{1,1,2}', '1d{1,1,2}'],
    ] as const) {
      const parsed = parseDice(text);
      assert.equal(formatDice(parsed), canonical);
      assert.deepEqual(parseDice(canonical).terms, parsed.terms);
    }
  });
});

describe('invalid notation', () => {
  test('is a DiceNotationError naming the position and the problem', () => {
    const cases: [string, number, string][] = [
      ['', 0, 'expected a number or dice'],
      ['2d', 2, 'expected the number of sides or a die name after "d"'],
      ['2d6+', 4, 'expected a number or dice'],
      ['2x6', 1, 'expected "+", "-" or the end, found "x"'],
      ['1d20 1d4', 5, 'expected "+", "-" or the end, found "1"'],
      ['0d6', 0, 'roll at least one die'],
      ['1d0', 2, 'a die has at least one side'],
      ['2d6kh3', 3, 'can keep 1 to 2 of 2 dice, not 3'],
      ['2d6kh', 5, 'expected how many dice to keep after "kh"'],
      ['2d6kh0', 3, 'can keep 1 to 2 of 2 dice, not 0'],
      ['1001d6', 0, 'the number of dice 1001 is above the limit of 1000'],
      ['600d6+600d6', 6, 'more than 1000 dice in all'],
      ['1d1000001', 2, 'the number of sides 1000001 is above the limit of 1000000'],
      ['3dcombo', 2, 'no die named "combo"; the named dice are: combat'],
      ['3dcombatkh1', 8, 'only dice with numbers on every face can be kept highest or lowest'],
      ['3d{skull,shield}kh1', 16, 'only dice with numbers on every face can be kept highest or lowest'],
      ['1d6-2dcombat', 4, 'dice with symbol faces cannot be subtracted'],
      ['1d{skull', 8, 'the face list is not closed with "}"'],
      ['1d{}', 3, 'expected a face (a number or a name such as skull), found "}"'],
      ['1d{a;b}', 4, 'expected "," or "}", found ";"'],
      ['1d{a*0}', 5, 'a face repeats at least once'],
      ['1d6'.padEnd(201, ' '), 200, 'longer than 200 characters'],
    ];
    for (const [text, position, reason] of cases) {
      assert.throws(
        () => parseDice(text),
        (e: unknown) => {
          assert.ok(e instanceof DiceNotationError, `${text}: ${String(e)}`);
          assert.deepEqual([e.position, e.reason], [position, reason], text);
          assert.equal(
            e.message,
            `bad dice notation ${JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)}: ${reason} (at position ${position})`,
          );
          return true;
        },
      );
    }
  });

  test('something that is not a string is refused the same way', () => {
    assert.throws(() => parseDice(42 as unknown as string), DiceNotationError);
  });
});

describe('rolling', () => {
  test('with a fixed seed: each die is one draw of the PRNG, in order, and every die is kept for display', () => {
    const roll = rollDice('4d6kh3+1d8-2', new Rng(seedRng('fixed')));
    const again = new Rng(seedRng('fixed'));
    const expected = [1 + again.int(6), 1 + again.int(6), 1 + again.int(6), 1 + again.int(6)];
    const d8 = 1 + again.int(8);
    const four = roll.terms[0] as RolledDiceTerm;
    assert.deepEqual(
      four.dice.map((x) => x.face),
      expected,
    );
    const lowest = expected.indexOf(Math.min(...expected));
    assert.deepEqual(
      four.dice.map((x) => x.kept),
      expected.map((_, i) => i !== lowest),
    );
    assert.equal(four.subtotal, expected.reduce((a, b) => a + b, 0) - expected[lowest]!);
    assert.deepEqual((roll.terms[1] as RolledDiceTerm).dice, [{ face: d8, value: d8, kept: true }]);
    assert.deepEqual(roll.terms[2], { kind: 'constant', sign: -1, value: 2 });
    assert.equal(roll.total, four.subtotal + d8 - 2);
    assert.equal(roll.notation, '4d6kh3+1d8-2');
  });

  test('the same seed rolls the same dice (a pinned example)', () => {
    const rng = new Rng(seedRng('pinned'));
    const rolls = ['1d20', '2d20kh1', '2d20kl1', '1d8+1d4-1'].map((n) => rollDice(n, rng));
    const faces = rolls.map((r) => r.terms.flatMap((t) => (t.kind === 'dice' ? (t as RolledDiceTerm).dice.map((x) => x.face) : [])));
    const rng2 = new Rng(seedRng('pinned'));
    assert.deepEqual(faces, [
      [1 + rng2.int(20)],
      [1 + rng2.int(20), 1 + rng2.int(20)],
      [1 + rng2.int(20), 1 + rng2.int(20)],
      [1 + rng2.int(8), 1 + rng2.int(4)],
    ]);
    assert.deepEqual(
      rolls.map((r) => r.total),
      [faces[0]![0], Math.max(...(faces[1] as number[])), Math.min(...(faces[2] as number[])), (faces[3]![0] as number) + (faces[3]![1] as number) - 1],
    );
  });

  test('ties keep the earlier die', () => {
    const rng = new Rng(seedRng('ties'));
    for (let i = 0; i < 200; i++) {
      const r = rollDice('3d2kh1', rng).terms[0] as RolledDiceTerm;
      const best = Math.max(...r.dice.map((x) => x.value));
      assert.deepEqual(
        r.dice.map((x) => x.kept),
        r.dice.map((_, j) => j === r.dice.findIndex((x) => x.value === best)),
      );
    }
  });

  test('2d20kh1 over 100,000 rolls has mean 13.825 ± 0.05, 2d20kl1 7.175 ± 0.05', () => {
    const rng = new Rng(seedRng('advantage'));
    const kh = parseDice('2d20kh1');
    const kl = parseDice('2d20kl1');
    let high = 0;
    let low = 0;
    for (let i = 0; i < 100_000; i++) {
      high += rollDice(kh, rng).total;
      low += rollDice(kl, rng).total;
    }
    assert.ok(Math.abs(high / 100_000 - 13.825) < 0.05, `2d20kh1 mean ${high / 100_000}`);
    assert.ok(Math.abs(low / 100_000 - 7.175) < 0.05, `2d20kl1 mean ${low / 100_000}`);
  });

  test('4d6kh3 over 100,000 rolls has mean 12.2446 ± 0.05, and stays within 3..18', () => {
    const rng = new Rng(seedRng('stats'));
    const n = parseDice('4d6kh3');
    let sum = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < 100_000; i++) {
      const t = rollDice(n, rng).total;
      sum += t;
      lo = Math.min(lo, t);
      hi = Math.max(hi, t);
    }
    assert.ok(Math.abs(sum / 100_000 - 12.2446) < 0.05, `4d6kh3 mean ${sum / 100_000}`);
    assert.deepEqual([lo, hi], [3, 18]);
  });

  test('the combat die counts its symbols: 1/2 skulls, 1/3 white shields, 1/6 black shields', () => {
    const rng = new Rng(seedRng('combat'));
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const r: DiceRoll = rollDice('6dcombat', rng);
      assert.equal(r.total, 0);
      for (const [face, n] of Object.entries(r.symbols)) counts[face] = (counts[face] ?? 0) + n;
    }
    assert.equal((counts['skull'] ?? 0) + (counts['white_shield'] ?? 0) + (counts['black_shield'] ?? 0), 60_000);
    assert.ok(Math.abs(counts['skull']! / 60_000 - 1 / 2) < 0.01);
    assert.ok(Math.abs(counts['white_shield']! / 60_000 - 1 / 3) < 0.01);
    assert.ok(Math.abs(counts['black_shield']! / 60_000 - 1 / 6) < 0.01);
  });

  test('mixed faces: numbers are summed, symbols counted', () => {
    const r = rollDice('2d{2,star}+1', new Rng(seedRng('mixed')));
    const dice = (r.terms[0] as RolledDiceTerm).dice;
    assert.equal(r.total, 1 + dice.filter((x) => x.face === 2).length * 2);
    const stars = dice.filter((x) => x.face === 'star').length;
    assert.deepEqual(r.symbols, stars > 0 ? { star: stars } : {});
  });
});

describe('fuzzing the parser', () => {
  test('100,000 random inputs (seeded) throw nothing but DiceNotationError', () => {
    const rng = new Rng(seedRng('dice-fuzz'));
    const pieces = [
      'd',
      'd',
      '1',
      '2',
      '6',
      '20',
      '0',
      'k',
      'h',
      'l',
      'kh',
      'kl',
      '+',
      '-',
      ' ',
      '{',
      '}',
      ',',
      '*',
      'skull',
      'combat',
      'x',
      '%',
      '.',
      '999999',
      'D',
      '_',
    ];
    let valid = 0;
    for (let i = 0; i < 100_000; i++) {
      let text = '';
      const n = rng.int(12);
      for (let j = 0; j < n; j++) text += pieces[rng.int(pieces.length)];
      try {
        const parsed = parseDice(text);
        valid++;
        assert.deepEqual(parseDice(formatDice(parsed)).terms, parsed.terms, text);
        const roll = rollDice(parsed, rng);
        assert.ok(Number.isFinite(roll.total), text);
      } catch (e) {
        if (!(e instanceof DiceNotationError)) throw new Error(`${JSON.stringify(text)} threw ${String(e)}`);
        assert.ok(e.position >= 0 && e.position <= text.length, `${JSON.stringify(text)}: position ${e.position}`);
      }
    }
    assert.ok(valid > 1000, `only ${valid} valid inputs: the fuzz should reach the happy path too`);
  });
});
