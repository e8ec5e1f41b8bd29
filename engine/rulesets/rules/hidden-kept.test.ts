/**
 * `updateHidden` asks again only what an action changed (perception.ts): the hidden flags it keeps must be, after
 * every action, exactly what asking every pair of foes gives. Checked over random games of the default pack's
 * missions that play perception (fixed seeds, random legal actions of the seat on turn, reactions answered and
 * stances taken as they come), flag by flag, against `notices` asked of every living foe with a piece.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import type { Mission } from '../../../content/schemas/index.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { legalActions, type GameState, type SeatAction } from '../../index.ts';
import { packGame, play } from '../../../test/support/fixtures.ts';
import { notices, perceptionPlays } from './perception.ts';
import { pieceOf } from './piece.ts';
import { rulesIn } from './settings.ts';

const pack = loadDefaultPack();

const started = (mission: Mission, seed: string): GameState => packGame(pack, mission, seed);

/** The units whose kept flag differs from asking every living foe, as `id: kept → asked`. */
function wrongFlags(s: GameState): string[] {
  const out: string[] = [];
  for (const unit of s.units) {
    const sensing = pieceOf(unit)?.sensing;
    if (!sensing) continue;
    const asked = unit.alive && sensing.stance !== null && !s.units.some((o) => o.alive && o.side !== unit.side && pieceOf(o) !== null && notices(s, o, unit));
    if (sensing.hidden !== asked) out.push(`${unit.id}: ${sensing.hidden} → ${asked}`);
  }
  return out;
}

/** The pack's missions under the `rules` module whose document plays perception (senses and stances). */
const missions = pack.missions.filter((m) => {
  const ruleset = pack.rulesets.find((r) => r.id === m.ruleset)!;
  const system = (ruleset.rules?.extra as { board?: { system?: string } } | undefined)?.board?.system;
  return !ruleset.combatDie && system === undefined && perceptionPlays(rulesIn(started(m, 'which')));
});

describe('hidden pieces worked out from what changed', () => {
  test('the pack has missions that play perception', () => {
    assert.deepEqual(missions.map((m) => m.id).sort(), ['il-mulino-di-valbrace', 'la-diga-di-valbrace']);
  });

  for (const mission of missions) {
    test(`${mission.id}: after every action of random games, every flag is what asking every pair of foes gives`, () => {
      let actions = 0;
      let hiddenSeen = 0;
      let flips = 0;
      for (let g = 0; g < 12; g++) {
        const pick = new Rng(seedRng(`hidden-kept-${mission.id}-${g}`));
        let s = started(mission, `hidden-kept-${g}`);
        assert.deepEqual(wrongFlags(s), [], `${mission.id} game ${g}: at the start`);
        for (let i = 0; i < 250 && s.phase === 'playing' && s.turn; i++) {
          // the seat on turn, or now and then a hero seat answering a reaction offered to it
          const offered = s.units.find((u) => pieceOf(u)?.offer);
          const seat = offered && pick.int(2) === 0 ? offered.id : s.turn.seat;
          const choices = legalActions(s, seat).filter((a) => a.type !== 'declare');
          if (choices.length === 0) break;
          const action = { seat, ...choices[pick.int(choices.length)]! } as SeatAction;
          const next = play(s, action);
          actions++;
          const before = new Map(s.units.map((u) => [u.id, pieceOf(u)?.sensing?.hidden]));
          for (const u of next.units) if (before.has(u.id) && before.get(u.id) !== pieceOf(u)?.sensing?.hidden) flips++;
          hiddenSeen += next.units.filter((u) => pieceOf(u)?.sensing?.hidden).length;
          const wrong = wrongFlags(next);
          if (wrong.length > 0) assert.fail(`${mission.id} game ${g}, action ${i} ${JSON.stringify(action)}: ${wrong.join(', ')}`);
          s = next;
        }
      }
      // the games did hide pieces and bring them out again: the check was not of flags that never moved
      assert.ok(actions > 1000, `${actions} actions`);
      assert.ok(hiddenSeen > 0, 'some piece was hidden');
      assert.ok(flips > 10, `${flips} flags changed`);
    });
  }
});
