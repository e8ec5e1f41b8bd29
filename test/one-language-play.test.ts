/**
 * One language is enough in play: a game whose mission, heroes, creatures and event texts are written in
 * Italian only starts, moves, fires its events and reveals its rooms like any other, and the chronicle of an English
 * element reads those texts in Italian (the written language) instead of breaking or showing nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Hero } from '../content/schemas/index.ts';
import { apply, createGame, MASTER, viewFor, type GameEvent, type GameState, type SeatAction } from '../engine/index.ts';
import { describeEvent } from '../components/log-lines.ts';
import { loadTexts } from '../components/i18n.ts';
import { classic, mission, play, withSteps } from './support/fixtures.ts';

await loadTexts('en');

const it = (s: string) => ({ it: s });

function run(s: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(s, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r;
}

describe('a mission written in Italian only, played', () => {
  test('starts, fires its event and reveals its room; an English chronicle reads the Italian texts', () => {
    const m = mission({
      name: it('La sala dimenticata'),
      map: {
        rows: ['........', '#AAA####'],
        rooms: [{ id: 'sala', char: 'A', name: it('Sala dei ricordi') }],
        doors: [
          {
            between: [
              [1, 0],
              [1, 1],
            ],
          },
        ],
      },
      start: [[0, 0]],
      monsters: [{ kind: 'gobbo', x: 3, y: 1 }],
      events: [
        { when: { type: 'enter', cells: [[2, 0]] }, text: it('Un vento gelido spegne le torce.') },
        { when: { type: 'room_revealed', room: 'sala' }, effects: [{ type: 'message', text: it('Qualcosa si muove nel buio.') }] },
      ],
    });
    const lobby = createGame({
      mission: m,
      heroes: [Hero.parse({ id: 'barbaro', name: it('Barbaro'), body: 8, mind: 2, attack: 3, defence: 2 })],
      creatures: [Creature.parse({ id: 'gobbo', name: it('Gobbo di palude'), move: 10, attack: 2, defence: 1, body: 1, mind: 1 })],
      ruleset: classic,
      seed: 'una-lingua',
    });
    let s = play(lobby, { seat: 'h1', type: 'join', hero: 'barbaro' }, { seat: MASTER, type: 'start' });
    const view = viewFor(s, 'h1');
    assert.deepEqual(view.mission.name, { it: 'La sala dimenticata' });

    s = withSteps(s, 4);
    const walked = run(s, { seat: 'h1', type: 'move', to: [2, 0] });
    const event = walked.events.find((e) => e.type === 'mission_event')!;
    assert.deepEqual(event, { type: 'mission_event', index: 0, text: { it: 'Un vento gelido spegne le torce.' } });
    assert.equal(describeEvent(event, viewFor(walked.state, 'h1'), 'en'), 'Un vento gelido spegne le torce.');

    const back = run(walked.state, { seat: 'h1', type: 'move', to: [1, 0] });
    const opened = run(back.state, { seat: 'h1', type: 'open_door', door: 'd0' });
    const message = opened.events.find((e) => e.type === 'message')!;
    assert.equal(describeEvent(message, viewFor(opened.state, 'h1'), 'en'), 'Qualcosa si muove nel buio.');
    const lines = opened.events.map((e) => describeEvent(e, viewFor(opened.state, 'h1'), 'en'));
    assert.deepEqual(lines, ['The barbaro opens a door', 'A room is revealed: Sala dei ricordi', 'Mission event', 'Qualcosa si muove nel buio.']);
    assert.ok(
      viewFor(opened.state, 'h1').units.some((u) => u.name.it === 'Gobbo di palude' && u.name.en === undefined),
      'the creature is seen, named in Italian',
    );
  });
});
