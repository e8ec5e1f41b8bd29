/**
 * One turn of a `rules` ruleset in `<quest-board>`, against the REAL server (started by web-test-runner.config.mjs), in
 * Italian and then in English: the small ruleset of test/support/rules-turn-fixture.ts (a parting blow, two level-1
 * slots, concentration, English names for the blow and the Guardia stat), stored through the admin API with a fighter
 * who knows Arcane ward (a level-1 concentration spell on herself), a goblin and a mission on an open floor. On her
 * turn the fighter's seat casts the ward with the keyboard: her card shows the slot spent and the spell held, the
 * board a focus badge over her piece, the chronicle tells it. Then the master walks the goblin out of her reach: her seat is shown the
 * reaction prompt (the opportunity's name, the foe, the seconds left, React and Let it go), reacts by clicking, and
 * the blow shows in the dice tray and the chronicle, with the seed's own numbers. Letting a reaction go is
 * test/browser/reactions.test.ts's.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { Action, GameEvent } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { turnContent } from '../support/rules-turn-fixture.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, inPart, joinRoom, putContent, waitFor } from './support/page.ts';
import { send, serverLog, serverView, textIn, type Grant } from './support/seat.ts';

const board = boardMounter();

/** Stores the turn's ruleset, fighter, goblin and mission (test/support/rules-turn-fixture.ts), once. */
async function storeContent(): Promise<void> {
  const content = turnContent();
  await putContent('rulesets', content.ruleset as never);
  await putContent('heroes', content.hero as never);
  await putContent('creatures', content.creature as never);
  await putContent('missions', content.mission as never);
}

/** Ends the turns under way over HTTP (each by its own seat) until `unit`'s turn. */
async function untilTurnOf(unit: string, master: Grant, hero: Grant): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const { view } = await serverView(master);
    if (view.turn?.unit === unit) return;
    await send(view.turn!.seat === hero.seat ? hero : master, { type: 'end_turn' });
  }
  throw new Error(`no turn of ${unit} came`);
}

/** Presses Enter on an enabled button of the element's part `tag`, focused first (the keyboard alone casts). */
async function enterOn(el: QuestBoard, tag: string, selector: string): Promise<void> {
  const button = await waitFor(() => inPart<HTMLButtonElement>(el, tag, `${selector}:not([disabled])`)[0], `${selector} enabled`);
  button.focus();
  await waitFor(() => button.matches(':focus'), `${selector} focused`);
  await sendKeys({ press: 'Enter' });
}

/** The first chronicle line of the event `type` in the element, once it shows. */
function chronicleLine(el: QuestBoard, type: string): Promise<string> {
  return waitFor(
    () =>
      inPart(el, 'qb-event-log', `li.${type}`)
        .map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '')
        .find((l) => l.length > 0),
    `the chronicle line of ${type}`,
  );
}

/** The events of the room's log of `type`. */
async function logged<T extends GameEvent['type']>(seat: Grant, type: T): Promise<Extract<GameEvent, { type: T }>[]> {
  return (await serverLog(seat)).flatMap((e) => (e.event.type === type ? [e.event as Extract<GameEvent, { type: T }>] : []));
}

/** What a language shows of the turn (the i18n tables' texts, the document's names as written or translated). */
interface Texts {
  slots: string;
  concentration: string;
  ward: string;
  blow: string;
  concentrates: string;
  kind: string;
  foe: string;
  react: string;
  letGo: string;
  reacts: string;
  vs: string;
  outcome: Record<string, string>;
  damage: (n: number) => string;
}

/** The blow a seed rolls: the check's die, bonus and total, its outcome and damage. */
interface Blow {
  natural: number;
  bonus: number;
  total: number;
  outcome: string;
  damage: number;
}

const ITALIAN: Texts = {
  slots: 'Slot 1°',
  concentration: 'Concentrazione',
  ward: 'Scudo arcano',
  blow: 'Colpo di congedo',
  concentrates: 'Guerriera si concentra su Scudo arcano',
  kind: 'Reazione',
  foe: 'contro Goblin',
  react: 'Reagisci',
  letGo: 'Lascia perdere',
  reacts: 'Guerriera reagisce al goblin: Colpo di congedo',
  vs: 'contro Guardia 12',
  outcome: { hit: 'colpito', critical: 'critico!' },
  damage: (n) => `${n} danni`,
};

const ENGLISH: Texts = {
  slots: 'Slots L1',
  concentration: 'Concentration',
  ward: 'Arcane ward',
  blow: 'Parting blow',
  concentrates: 'Guerriera concentrates on Arcane ward',
  kind: 'Reaction',
  foe: 'against Goblin',
  react: 'React',
  letGo: 'Let it go',
  reacts: 'Guerriera reacts to the goblin: Parting blow',
  vs: 'against Guard 12',
  outcome: { hit: 'hit', critical: 'critical!' },
  damage: (n) => `${n} damage`,
};

/**
 * Plays the turn in a room of `seed` with the element in `lang`: the ward cast with the keyboard, the goblin walked
 * away, the prompt answered with React; the blow is `blow`, in the log and in the dice tray. Returns the element.
 */
async function playTurn(seed: string, lang: 'it' | 'en', words: Texts, blow: Blow): Promise<QuestBoard> {
  const host = await createRoom(turnContent().mission.id, seed);
  const master: Grant = { room: host.room, seat: host.seat, token: host.token };
  const hero = await joinRoom(host.room, turnContent().hero.id);
  await send(master, { type: 'start' });
  await untilTurnOf(hero.seat, master, hero);
  const el = board({ room: hero.room, token: hero.token });
  el.lang = lang;
  await waitFor(() => el.view?.turn?.unit === hero.seat && !el.pending, "the fighter's turn in the element");

  // the concentration spell: a slot spent, the spell held, on the card and in the chronicle
  await waitFor(() => textIn(el, 'qb-hero-card', '[data-slots="1"]') === '2/2', 'two level-1 slots before casting');
  const drawn = await waitFor(() => el.board, 'the board');
  equal(drawn.badgeToClient(hero.seat), null, 'no badge over the fighter before the spell');
  await enterOn(el, 'qb-hero-card', 'button[data-ability="scudo"]');
  await waitFor(() => textIn(el, 'qb-hero-card', '[data-concentrating]') === words.ward, 'the spell held, on the card');
  // on the board too: the focus badge over her piece (her only badge)
  await waitFor(() => el.board?.badgeToClient(hero.seat, 0), 'the focus badge over the fighter on the board');
  equal(el.board!.badgeToClient(hero.seat, 1), null, 'one badge');
  equal(textIn(el, 'qb-hero-card', '[data-slots="1"]'), '1/2', 'one slot spent');
  equal(textIn(el, 'qb-hero-card', '[data-kind="slots"] dt'), words.slots, 'the slot cell');
  equal(textIn(el, 'qb-hero-card', '[data-kind="concentration"] dt'), words.concentration, 'the concentration cell');
  equal(await chronicleLine(el, 'concentration_started'), words.concentrates, 'the chronicle line of the spell');

  // her turn ends; on the goblin's, the master walks it out of her reach: she is offered the parting blow
  await untilTurnOf('m1', master, hero);
  await send(master, { type: 'move_creature', creature: 'm1', to: [6, 2] } as Action);
  equal(
    JSON.stringify((await serverView(hero)).legal),
    JSON.stringify([{ type: 'react' }, { type: 'decline' }]),
    "the fighter's seat may answer, off its turn",
  );
  await waitFor(() => inPart(el, 'qb-rules-prompt', '.prompt')[0], 'the reaction prompt over the board');
  const text = (sel: string) => textIn(el, 'qb-rules-prompt', sel);
  equal(text('.kind'), words.kind, 'the kind');
  equal(text('.name'), words.blow, "the opportunity's name: as written, or the ruleset's translation");
  equal(text('.foe'), words.foe, 'the foe');
  equal(text('button[data-action="react"]'), words.react, 'React');
  equal(text('button[data-action="decline"]'), words.letGo, 'Let it go');
  const seconds = Number(inPart(el, 'qb-rules-prompt', '.seconds')[0]?.getAttribute('data-seconds'));
  assert(seconds > 0 && seconds <= 20, `a countdown within the room's 20 seconds: ${seconds}`);
  equal(text('.seconds'), `${seconds} s`, 'the seconds left, in words');
  const bar = Number(inPart(el, 'qb-rules-prompt', '.time')[0]?.getAttribute('data-left'));
  assert(bar > 0 && bar <= 1, `the time bar shows the share of the seconds left: ${bar}`);
  // the spell is still held while the prompt shows: the card stays beside it
  equal(textIn(el, 'qb-hero-card', '[data-concentrating]'), words.ward, 'the concentration beside the prompt');

  inPart<HTMLButtonElement>(el, 'qb-rules-prompt', 'button[data-action="react"]')[0]!.click();
  const strike = (await waitFor(async () => (await logged(hero, 'rules_attack')).find((e) => e.opportunity === 'congedo'), 'the blow in the log'))!;
  equal(strike.attacker, hero.seat, 'the fighter strikes');
  equal(strike.target, 'm1', 'the goblin');
  const seen = { natural: strike.natural, bonus: strike.bonus, total: strike.total, outcome: strike.outcome, damage: strike.damage };
  equal(JSON.stringify(seen), JSON.stringify(blow), "the seed's blow");
  await waitFor(() => inPart(el, 'qb-rules-prompt', '.prompt').length === 0, 'the prompt gone once answered');
  const row = `.check[data-attack="${hero.seat}>m1"]`;
  await waitFor(() => inPart(el, 'qb-dice-tray', row)[0]?.getAttribute('data-total') === String(strike.total), 'the blow in the dice tray');
  const tray = (sel: string) => textIn(el, 'qb-dice-tray', `${row} ${sel}`);
  equal(tray('.bonus'), `+${blow.bonus}`, "the dice tray's bonus");
  equal(tray('.sum'), `= ${blow.total}`, "the dice tray's total");
  equal(tray('.vs'), words.vs, "the dice tray's roll against the goblin's Guardia");
  equal(tray('.outcome'), words.outcome[blow.outcome], "the dice tray's outcome");
  equal(tray('.damage'), words.damage(blow.damage), "the dice tray's damage");
  equal(await chronicleLine(el, 'reaction_taken'), words.reacts, 'the chronicle line of the reaction');
  return el;
}

describe('<quest-board> plays a turn of a rules ruleset with a concentration spell and a reaction prompt, with the real server', () => {
  before(storeContent);

  it('in Italian: Scudo arcano spends a slot and is held on the card, the goblin walks off, Reagisci strikes it', async () => {
    const el = await playTurn('turno-it', 'it', ITALIAN, { natural: 11, bonus: 3, total: 14, outcome: 'hit', damage: 7 });
    // the reader switches language mid-game: the card's cells follow at once
    el.lang = 'en';
    await waitFor(() => textIn(el, 'qb-hero-card', '[data-concentrating]') === ENGLISH.ward, 'the spell held, in English');
    equal(textIn(el, 'qb-hero-card', '[data-kind="slots"] dt'), ENGLISH.slots, 'the slot cell in English');
    equal(textIn(el, 'qb-hero-card', '[data-kind="concentration"] dt'), ENGLISH.concentration, 'the concentration cell in English');
  });

  it('in English: Arcane ward spends a slot and is held on the card, the goblin walks off, React strikes it (a critical)', async () => {
    await playTurn('turno-en', 'en', ENGLISH, { natural: 20, bonus: 3, total: 23, outcome: 'critical', damage: 20 });
  });
});
