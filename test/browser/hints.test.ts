/**
 * The hint under the board follows the server's legal actions: real views of `la-prova` built by the engine, with
 * the legal lists the seat would get.
 */
import { NO_NAMES, type TableState } from '../../components/context.ts';
import { hintFor } from '../../components/hints.ts';
import { loadTexts } from '../../components/i18n.ts';
import { MASTER, type Action } from '../../engine/index.ts';
import { assert, equal } from './support/assert.ts';
import { play, seatView, startedGame } from './support/views.ts';

function table(seat: string, state = startedGame(), legal?: Action[], selected: string | null = null): TableState {
  const s = seatView(state, seat);
  return { seq: s.view.seq, view: s.view, legal: legal ?? s.legal, log: [], lastAttack: null, selected, pending: false, aiming: null, names: NO_NAMES };
}

describe('hints', () => {
  // the English texts are a chunk of their own, loaded before a language shows them
  before(() => loadTexts('en'));

  it('names every kind of action the hero may take, and only those', () => {
    const start = table('h1');
    assert(
      start.legal.some((a) => a.type === 'roll'),
      'the hero may roll',
    );
    const hint = hintFor(start, 'it')!;
    assert(hint.startsWith('Tira i dadi per muoverti'), hint);
    assert(!hint.includes('casella verde'), `no green squares before the roll: ${hint}`);
    // an attack possible at the start of the turn is named too
    const withAttack = table('h1', undefined, [{ type: 'roll' }, { type: 'attack', target: 'm1' }, { type: 'end_turn' }]);
    equal(hintFor(withAttack, 'it'), 'Tira i dadi per muoverti o clicca una creatura cerchiata di rosso per attaccarla.');
    equal(hintFor(withAttack, 'en'), 'Roll the dice to move or click a creature with a red ring to attack it.');
    // after acting with no steps left only End turn is left
    equal(hintFor(table('h1', undefined, [{ type: 'end_turn' }]), 'it'), 'Non ti resta altro da fare: premi «Fine turno».');
    const moving = hintFor(table('h1', undefined, [{ type: 'move', to: [1, 1] }, { type: 'search', for: 'treasure' }, { type: 'end_turn' }]), 'en')!;
    equal(moving, 'Click a green square to move or search for treasure or traps with the Search buttons.');
  });

  it('tells a waiting hero whose turn it is, and a hero in the lobby that the master starts the game', () => {
    equal(hintFor(table('h2'), 'it'), 'Tocca al barbaro: aspetta il tuo turno.');
    equal(hintFor(table('h2'), 'en'), 'It is the barbarian’s turn: wait for yours.');
    const lobby = table('h1');
    const inLobby: TableState = { ...lobby, view: { ...lobby.view, phase: 'lobby', turn: null }, legal: [] };
    equal(hintFor(inLobby, 'en'), 'You have a seat: the game begins when the master presses “Start the game”.');
  });

  it('guides the master: pick a creature, move or attack with it, end the turn', () => {
    let state = startedGame();
    state = play(state, { seat: 'h1', type: 'end_turn' }, { seat: 'h2', type: 'end_turn' });
    const master = table(MASTER, state);
    equal(master.view.turn?.seat, MASTER);
    if (master.legal.some((a) => a.type === 'move_creature'))
      equal(hintFor(master, 'it'), 'Scegli una creatura cerchiata di chiaro, sul tabellone o nel pannello.');
    const picked = table(MASTER, state, [{ type: 'move_creature', creature: 'm1', to: [1, 1] }, { type: 'end_turn' }], 'm1');
    assert(/^Clicca una casella verde per muovere (il|lo|l'|la) /.test(hintFor(picked, 'it')!), hintFor(picked, 'it')!);
    // nobody acted and every creature stands in a room the heroes have not found: say so, not "they are done"
    const idle = table(MASTER, state, [{ type: 'end_turn' }]);
    const roomOf = (u: { x: number; y: number }) => idle.view.board.rooms[(idle.view.board.areas[u.y * idle.view.board.width + u.x] ?? 0) - 1]?.id;
    const creatures = idle.view.units.filter((u) => u.side === 'master' && u.alive && !u.npc);
    const hidden: TableState = {
      ...idle,
      view: { ...idle.view, turn: { ...idle.view.turn!, creatures: {} }, revealed: idle.view.revealed.filter((r) => !creatures.some((u) => roomOf(u) === r)) },
    };
    assert(
      creatures.every((u) => roomOf(u) !== undefined),
      'the creatures of la-prova stand in rooms',
    );
    equal(hintFor(hidden, 'it'), 'Le creature aspettano in stanze che gli eroi non hanno ancora scoperto: premi «Fine turno».');
    equal(hintFor(hidden, 'en'), 'The creatures wait in rooms the heroes have not found yet: press “End turn”.');
    // once one has acted, they are done
    const acted: TableState = {
      ...hidden,
      view: { ...hidden.view, turn: { ...hidden.view.turn!, creatures: { [creatures[0]!.id]: { steps: 1, attacked: false } } } },
    };
    equal(hintFor(acted, 'en'), 'The creatures are done: press “End turn”.');
    equal(hintFor(table(MASTER), 'it'), 'Tocca al barbaro.');
  });
});
