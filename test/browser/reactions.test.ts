/**
 * A reaction offered to a hero in `<quest-board>`, against the REAL server (started by web-test-runner.config.mjs):
 * a small `rules` ruleset with a parting blow (test/support/rules-fixture.ts plus `opportunities`), stored through the
 * admin API with a fighter, a goblin and a mission on an open floor. The master walks the goblin away from the
 * fighter; the fighter's seat sees the prompt over the board (the opportunity's name, the foe, React / Let it go) and
 * lets it go: the log and the chronicle say so, and no prompt waits any more. Reacting (the blow in the dice tray and
 * the chronicle, in Italian and English, beside a concentration spell) is test/browser/rules-turn.test.ts's. The
 * setting up is one function (`offeredRoom`), so another kind of prompt can be added beside it.
 */
import type { Action, GameEvent, View } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { prova, provaHeroes } from '../support/rules-fixture.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, inPart, joinRoom, putContent, waitFor } from './support/page.ts';
import { send, serverLog, serverView, textIn, type Grant } from './support/seat.ts';

const RULESET = 'prova-reazioni';
const t = (it: string, en: string) => ({ it, en });
const board = boardMounter();

/** Stores the ruleset (with the parting blow), the fighter, the goblin and the mission, once. */
async function storeContent(): Promise<void> {
  await putContent('rulesets', {
    id: RULESET,
    name: t('Prova delle reazioni', 'Reactions test'),
    board: { defenceStat: 'guardia', attackAction: 'azione', abilityAction: 'azione' },
    rules: { ...prova(), opportunities: [{ id: 'congedo', name: 'Colpo di congedo', on: 'moveAway', use: 'colpo' }] },
  } as never);
  const fighter = provaHeroes.find((h) => h.id === 'guerriera')!;
  await putContent('heroes', { ...fighter, id: 'guerriera-reazioni', ruleset: RULESET } as never);
  await putContent('creatures', {
    id: 'goblin-reazioni',
    name: t('Goblin', 'Goblin'),
    move: 1,
    attack: 0,
    defence: 0,
    body: 1,
    mind: 0,
    rules: { attributes: { forza: 8, destrezza: 14 }, weapon: { damage: '1d6', stat: 'destrezza', damageType: 'taglio' } },
  } as never);
  await putContent('missions', {
    id: 'prova-reazioni',
    name: t('Prova delle reazioni', 'Reactions test'),
    ruleset: RULESET,
    map: { rows: ['..........', '..........', '..........', '..........', '..........'], rooms: [], doors: [] },
    start: [[2, 2]],
    monsters: [{ kind: 'goblin-reazioni', x: 3, y: 2 }],
  } as never);
}

/**
 * A started room where the master has just walked the goblin (m1) away from the fighter: the fighter's seat is
 * offered the parting blow. Turns before the goblin's are ended over HTTP.
 */
async function offeredRoom(seed: string): Promise<{ master: Grant; hero: Grant }> {
  const host = await createRoom('prova-reazioni', seed);
  const master: Grant = { room: host.room, seat: host.seat, token: host.token };
  const hero = await joinRoom(host.room, 'guerriera-reazioni');
  await send(master, { type: 'start' });
  for (let i = 0; i < 4; i++) {
    const { view } = await serverView(master);
    if (view.turn?.unit === 'm1') break;
    await send(view.turn!.seat === hero.seat ? hero : master, { type: 'end_turn' });
  }
  await send(master, { type: 'move_creature', creature: 'm1', to: [6, 2] } as Action);
  const { legal } = await serverView(hero);
  equal(JSON.stringify(legal), JSON.stringify([{ type: 'react' }, { type: 'decline' }]), "the fighter's seat may answer, off its turn");
  return { master, hero };
}

/** The prompt's text parts in `el`, once it shows. */
async function promptOf(el: QuestBoard): Promise<{ kind: string; name: string; foe: string; react: string; letGo: string; seconds: number }> {
  await waitFor(() => inPart(el, 'qb-rules-prompt', '.prompt')[0], 'the reaction prompt over the board');
  const text = (sel: string) => textIn(el, 'qb-rules-prompt', sel) ?? '';
  const seconds = Number(inPart(el, 'qb-rules-prompt', '.seconds')[0]?.getAttribute('data-seconds'));
  return {
    kind: text('.kind'),
    name: text('.name'),
    foe: text('.foe'),
    react: text('button[data-action="react"]'),
    letGo: text('button[data-action="decline"]'),
    seconds,
  };
}

/** The events of the room's log of `type`. */
async function logged<T extends GameEvent['type']>(seat: Grant, type: T): Promise<Extract<GameEvent, { type: T }>[]> {
  return (await serverLog(seat)).flatMap((e) => (e.event.type === type ? [e.event as Extract<GameEvent, { type: T }>] : []));
}

describe('<quest-board> offers a hero a reaction (a parting blow) with the real server', () => {
  before(storeContent);

  it('in English: the prompt says React / Let it go, and letting it go ends it (the chronicle says so)', async () => {
    const { hero } = await offeredRoom('reazioni-en');
    const el = board({ room: hero.room, token: hero.token });
    el.lang = 'en';
    const shown = await promptOf(el);
    equal(shown.kind, 'Reaction', 'the kind');
    equal(shown.name, 'Colpo di congedo', "the opportunity's name as the document writes it");
    equal(shown.foe, 'against Goblin', 'the foe');
    equal(shown.react, 'React', 'React');
    equal(shown.letGo, 'Let it go', 'Let it go');
    assert(shown.seconds > 0 && shown.seconds <= 20, `a countdown within the room's 20 seconds: ${shown.seconds}`);
    inPart<HTMLButtonElement>(el, 'qb-rules-prompt', 'button[data-action="decline"]')[0]!.click();
    const declined = await waitFor(async () => (await logged(hero, 'reaction_declined'))[0], 'the decline in the log');
    equal(declined.reason, 'declined', 'let go by the seat');
    await waitFor(() => inPart(el, 'qb-rules-prompt', '.prompt').length === 0, 'the prompt gone');
    const line = await waitFor(
      () =>
        inPart(el, 'qb-event-log', 'li.reaction_declined')
          .map((li) => li.textContent?.trim() ?? '')
          .find((l) => l.length > 0),
      'the chronicle line',
    );
    equal(line, 'Guerriera lets Colpo di congedo go', 'the chronicle in English');
    const view: View = (await serverView(hero)).view;
    equal(view.promptDeadline ?? null, null, 'no prompt waits any more');
  });
});
