/**
 * A d20 game in `<quest-board>` against the REAL server (started by web-test-runner.config.mjs): the default pack's
 * Watchtower (`la-torre-di-guardia`, an `auto` mission of the Forsaken Woods ruleset) with Xov and Vestin. The host
 * starts it over HTTP; Xov's seat is mounted, rolls with the Roll button, walks to the tower and opens its door over
 * HTTP, then strikes a Dawn Sentinel by clicking it on the board. The dice come from the server's seeded PRNG: the
 * test reads the strike from the room's log and checks the dice tray shows that roll and its outcome, in Italian and
 * in English, with the card, Defend, the hero's own action and the turn bar of a d20 game around it.
 */
import type { Action, GameEvent, Unit, View } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import type { D20Piece } from '../../engine/rulesets/d20/pieces.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, clickAt, createRoom, deepQuery, hoverAt, inPart, joinRoom, press, waitFor } from './support/page.ts';
import { send, serverLog, serverView, textIn, type Grant } from './support/seat.ts';

type D20Attack = Extract<GameEvent, { type: 'd20_attack' }>;

const board = boardMounter();

/** A Dawn Sentinel the seat may strike now, by the legal list. */
function sentinelTarget(view: View, legal: readonly Action[]): string | undefined {
  const sentinels = new Set(view.units.filter((u) => u.kind === 'dawn-sentinel' && u.alive).map((u) => u.id));
  return legal.flatMap((a) => (a.type === 'attack' && sentinels.has(a.target) ? [a.target] : []))[0];
}

/**
 * A hero's next step towards a Dawn Sentinel, from the legal list: open the tower's door, then walk to the square
 * nearest a sentinel (the door's square before the tower is open); End turn when no step gets nearer.
 */
function stepTowards(view: View, legal: readonly Action[], me: Unit): Action {
  const door = legal.find((a) => a.type === 'open_door');
  if (door) return door;
  const sentinels = view.units.filter((u) => u.kind === 'dawn-sentinel' && u.alive);
  const goals = view.revealed.includes('torre') && sentinels.length > 0 ? sentinels : [{ x: 6, y: 5 }];
  const far = (x: number, y: number) => Math.min(...goals.map((g) => Math.abs(g.x - x) + Math.abs(g.y - y)));
  const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move').sort((a, b) => far(...a.to) - far(...b.to));
  const best = moves[0];
  return best && far(...best.to) < far(me.x, me.y) ? best : { type: 'end_turn' };
}

describe('<quest-board> plays a d20 game with the real server', () => {
  it('gives the host of an auto mission the Start its hint speaks of, once a hero has a seat', async () => {
    const host = await createRoom('la-torre-di-guardia');
    const h = board({ room: host.room, token: host.token });
    await waitFor(() => h.view?.role === 'host', 'the host seat');
    equal(inPart(h, 'qb-master-panel', 'button[data-action="start"]').length, 0, 'no Start before a hero sits');
    await joinRoom(host.room, 'xov');
    // a new user read "Premi «Inizia la partita»" on the host's board and found no such button
    const start = await waitFor(() => inPart<HTMLButtonElement>(h, 'qb-master-panel', 'button[data-action="start"]')[0], "the host's Start button");
    equal(start.textContent?.trim(), 'Inizia la partita', "the host's Start button");
    start.click();
    await waitFor(() => h.view?.phase === 'playing', 'the game started by its host');
    h.remove();
  });

  it('shows the card, Defend and Vanish, whose turn it is, and the d20 strike a hero clicks on a Dawn Sentinel, in Italian and English', async () => {
    // a fixed seed (the admin token's privilege) keeps the run the same; the test still reads every roll from the server
    const host = await createRoom('la-torre-di-guardia', 'd20-ui-1');
    equal(host.role, 'host', 'an auto mission has a host, not a master');
    // the hero picker shows a d20 hero's profile: armour, initiative, stamina by the guide's rule, its own action
    const picker = board({ room: host.room });
    const cell = (stat: string) => textIn(picker, 'qb-join-panel', `li[data-hero="xov"] [data-stat="${stat}"]`);
    await waitFor(() => cell('armour') === '13', "Xov's armour in the hero picker");
    equal(cell('initiative'), '19', "Xov's initiative in the hero picker");
    equal(cell('body'), '20/20', "Xov's hit points in the hero picker");
    equal(cell('resource'), '2/2', 'base mana 0: 2 stamina');
    equal(textIn(picker, 'qb-join-panel', 'li[data-hero="xov"] [data-personal="vanish"]'), 'Azione propria: Svanisci', "Xov's own action");
    equal(textIn(picker, 'qb-join-panel', 'li[data-hero="vestin"] [data-personal="shield_wall"]'), 'Azione propria: Muro di scudi', "Vestin's own action");
    assert(!textIn(picker, 'qb-join-panel', 'li[data-hero="xov"]')!.includes('Mente'), 'no classic stats for a d20 hero');
    picker.remove();
    const xov = await joinRoom(host.room, 'xov');
    const vestin = await joinRoom(host.room, 'vestin');
    const seats: Record<string, Grant> = { [xov.seat]: xov, [vestin.seat]: vestin };
    const x = board({ room: host.room, token: xov.token });
    const v = board({ room: host.room, token: vestin.token });

    // in the lobby the card reads the profile's d20 numbers
    await waitFor(() => textIn(x, 'qb-hero-card', '[data-stat="armour"]') === '13', "Xov's armour in the lobby");
    // a seated hero may start an auto mission too: Vestin presses the turn bar's Start
    const start = await waitFor(() => inPart<HTMLButtonElement>(v, 'qb-turn-bar', 'button[data-action="start"]')[0], "Vestin's Start button");
    equal(start.textContent?.trim(), 'Inizia la partita', 'the Start button');
    start.click();
    await waitFor(() => x.view?.phase === 'playing' && v.view?.phase === 'playing', 'the game to start on both seats');
    // the host of an auto mission is not at the table (it started the room over HTTP): no "Host away" row for the heroes
    await waitFor(() => inPart(x, 'qb-players-panel', 'li[data-seat="h1"]').length === 1, "the players panel lists Xov's seat");
    equal(inPart(x, 'qb-players-panel', 'li[data-seat="master"]').length, 0, 'no row for an absent host of an auto mission');

    // Xov (initiative 19) plays first: his card, his turn, his actions
    await waitFor(() => x.view?.turn?.unit === xov.seat, "Xov's turn");
    const me = x.view!.units.find((u) => u.id === xov.seat)!;
    const d = me.ext as D20Piece | undefined;
    assert(d, 'Xov has d20 numbers');
    equal(textIn(x, 'qb-hero-card', '[data-stat="body"]'), `${me.body}/${me.maxBody}`, 'hit points');
    equal(textIn(x, 'qb-hero-card', '[data-stat="armour"]'), String(d.ac), 'armour');
    equal(textIn(x, 'qb-hero-card', '[data-stat="attack"]'), `+${d.attack}`, 'attack bonus');
    equal(textIn(x, 'qb-hero-card', '[data-stat="initiative"]'), String(d.initiative), 'initiative');
    equal(textIn(x, 'qb-hero-card', '[data-stat="resource"][data-resource="stamina"]'), `${d.res}/${d.resMax}`, 'stamina');
    equal(textIn(x, 'qb-hero-card', '[data-stat="mind"]'), undefined, 'no classic mind');
    const defend = await waitFor(
      () => inPart<HTMLButtonElement>(x, 'qb-hero-card', 'button[data-action="defend"]:not([disabled])')[0],
      'an enabled Defend on his turn',
    );
    assert(defend.textContent?.includes('Difenditi'), `Defend in Italian: ${defend.textContent}`);
    assert(defend.title.startsWith('Più armatura fino al tuo prossimo turno'), `Defend's hint: ${defend.title}`);
    const vanish = inPart<HTMLButtonElement>(x, 'qb-hero-card', 'button[data-action="ability"][data-ability="vanish"]')[0];
    assert(vanish && !vanish.disabled && vanish.textContent?.includes('Svanisci'), 'Vanish, enabled');
    equal(inPart(x, 'qb-hero-card', 'button[data-ability="shield_wall"]').length, 0, 'no Shield Wall for Xov');
    equal(textIn(x, 'qb-turn-bar', '.turn'), 'È il tuo turno');
    equal(textIn(x, 'qb-turn-bar', '.round'), 'Giro 1');
    // the other hero's bar names Xov; his Defend waits for his own turn
    await waitFor(() => textIn(v, 'qb-turn-bar', '.turn') === 'Turno: Xov', "Vestin's bar names Xov");
    const vDefend = await waitFor(() => inPart<HTMLButtonElement>(v, 'qb-hero-card', 'button[data-action="defend"]')[0], "Vestin's Defend");
    assert(vDefend.disabled, "Vestin's Defend is disabled on Xov's turn");

    // play until a hero may strike a Dawn Sentinel: Xov rolls with the Roll button and walks over HTTP; Vestin waits
    let target: string | undefined;
    for (let i = 0; i < 60 && !target; i++) {
      const now = await serverView(xov);
      assert(now.view.phase === 'playing', `the game ended first: ${JSON.stringify(now.view.result)}`);
      const acting = now.view.turn!.unit!;
      const seat = seats[acting];
      assert(seat, `a creature's turn at rest in an auto mission: ${acting}`);
      if (acting !== xov.seat) {
        await send(seat, { type: 'end_turn' });
        continue;
      }
      const { legal } = now;
      target = sentinelTarget(now.view, legal);
      if (target) break;
      if (legal.some((a) => a.type === 'roll')) {
        await waitFor(() => x.view && x.view.seq >= now.seq && !x.pending, 'the element to catch up');
        await press(x, 'button[data-action="roll"]');
        await waitFor(() => x.view?.turn?.roll, 'the roll to come back over the stream');
        continue;
      }
      await send(xov, stepTowards(now.view, legal, now.view.units.find((u) => u.id === xov.seat)!));
    }
    assert(target, 'Xov never reached a Dawn Sentinel');

    // the strike, clicked on the board: the element offers it once its stream has caught up
    await waitFor(() => !x.pending && x.legal.some((a) => a.type === 'attack' && a.target === target), 'the element to offer the attack');
    const b = x.board!;
    x.scrollIntoView();
    await b.whenRendered();
    const at = await waitFor(() => b.unitToClient(target!), "the sentinel's piece");
    const picked = b.pick(at.x, at.y);
    const sentinel = x.view!.units.find((u) => u.id === target)!;
    assert(
      (picked?.kind === 'unit' && picked.id === target) || (picked?.kind === 'square' && picked.x === sentinel.x && picked.y === sentinel.y),
      `the click lands on the sentinel: ${JSON.stringify(picked)}`,
    );
    // the hero sees the sentinel's card on the board: its hit points, armour and elements
    hoverAt(b.canvas, at.x, at.y);
    const card = `[part="unit-card"][data-unit="${target}"]`;
    const cardText = (sel: string) => deepQuery(x, `${card} ${sel}`)?.textContent?.replace(/\s+/g, ' ').trim();
    await waitFor(() => cardText('[data-stat="body"]') === `${sentinel.body}/${sentinel.maxBody}`, "the sentinel's hit points on its card");
    equal(deepQuery(x, `${card} [data-stat="armour"]`)?.getAttribute('data-base'), String((sentinel.ext as D20Piece).ac), "the sentinel's armour on its card");
    assert(cardText('dl')!.startsWith('Punti vita'), `hit points, not body: ${cardText('dl')}`);
    equal(cardText('[data-weak]'), 'Vulnerabile a: sacro, terra', "the sentinel's weaknesses");
    equal(cardText('.powers'), 'Nessun potere speciale.', 'a plain striker');
    const before = (await serverLog(xov)).length;
    clickAt(b.canvas, at.x, at.y);
    const strike = await waitFor(async () => {
      const log = await serverLog(xov);
      return log
        .slice(before)
        .find((e): e is { seq: number; event: D20Attack } => e.event.type === 'd20_attack' && e.event.attacker === xov.seat && e.event.target === target);
    }, "Xov's d20 strike in the room's log");
    const s = strike.event;
    assert(s.natural >= 1 && s.natural <= 20 && s.total === s.natural + s.bonus, `a d20 strike: ${JSON.stringify(s)}`);

    // the dice tray shows that roll and its outcome
    const row = `.strike[data-attack="${xov.seat}>${target}"]`;
    const shown = await waitFor(() => inPart(x, 'qb-dice-tray', row)[0], 'the strike in the dice tray');
    equal(shown.getAttribute('data-natural'), String(s.natural), 'the natural d20');
    equal(shown.getAttribute('data-outcome'), s.outcome, 'the outcome');
    const outcomeIt = { hit: 'colpito', miss: 'mancato', critical: 'critico!', fumble: 'maldestro!' }[s.outcome];
    const outcomeEn = { hit: 'hit', miss: 'miss', critical: 'critical!', fumble: 'fumble!' }[s.outcome];
    const bonus = s.bonus >= 0 ? `+${s.bonus}` : `−${-s.bonus}`;
    const italian = textIn(x, 'qb-dice-tray', row)!;
    for (const part of [`Xov → la sentinella dell'alba`, `${bonus} = ${s.total}`, `contro armatura ${s.armour}`])
      assert(italian.includes(part), `"${part}" in ${italian}`);
    equal(textIn(x, 'qb-dice-tray', `${row} .outcome`), outcomeIt, 'the outcome in Italian');
    equal(inPart(x, 'qb-dice-tray', `${row} .die.d20`)[0]?.getAttribute('aria-label'), `d20: ${s.natural}`, "the die's face");
    const damage = (await serverLog(xov)).find((e) => e.seq === strike.seq && e.event.type === 'damaged' && e.event.unit === target)?.event as
      | Extract<GameEvent, { type: 'damaged' }>
      | undefined;
    if (s.outcome === 'hit' || s.outcome === 'critical') {
      assert(damage, 'a hit deals damage');
      equal(textIn(x, 'qb-dice-tray', `${row} .damage`), damage.amount === 1 ? '1 danno' : `${damage.amount} danni`, 'the damage');
    }
    // the card follows the strike: the sentinel's hit points now, or no card once it has fallen
    await waitFor(() => x.view && x.view.seq >= strike.seq, 'the strike on the hero seat');
    const struck = x.view!.units.find((u) => u.id === target && u.alive);
    if (struck) await waitFor(() => cardText('[data-stat="body"]') === `${struck.body}/${struck.maxBody}`, "the sentinel's hit points after the strike");
    else await waitFor(() => deepQuery(x, card) === null, 'no card for a fallen sentinel');
    if (damage && struck) assert(struck.body < struck.maxBody, 'the card shows the wound');
    // the chronicle tells it too
    const line = await waitFor(
      () =>
        inPart(x, 'qb-event-log', 'li.d20_attack')
          .map((li) => li.textContent ?? '')
          .find((l) => l.startsWith('Xov attacca la sentinella')),
      'the chronicle line',
    );
    assert(line.includes(`d20 ${s.natural}`), line);

    // in English
    x.lang = 'en';
    await waitFor(() => textIn(x, 'qb-dice-tray', `${row} .outcome`) === outcomeEn, 'the outcome in English');
    const english = textIn(x, 'qb-dice-tray', row)!;
    for (const part of ['Xov → the dawn sentinel', `${bonus} = ${s.total}`, `against armour ${s.armour}`])
      assert(english.includes(part), `"${part}" in ${english}`);
    if (damage) equal(textIn(x, 'qb-dice-tray', `${row} .damage`), damage.amount === 1 ? '1 damage' : `${damage.amount} damage`, 'the damage in English');
    assert(
      inPart(x, 'qb-event-log', 'li.d20_attack').some((li) => li.textContent?.startsWith('Xov attacks the dawn sentinel')),
      'the chronicle in English',
    );
    equal(
      inPart<HTMLButtonElement>(x, 'qb-hero-card', 'button[data-action="defend"]')[0]?.textContent?.replace(/\s+/g, ' ').trim().startsWith('Defend'),
      true,
      'Defend in English',
    );

    // the strike was Xov's action: the turn goes on, and whoever's it is has Defend (and the others see their name)
    const next = await waitFor(async () => {
      const now = await serverView(xov);
      return now.view.turn?.unit && now.view.turn.unit !== xov.seat ? now : null;
    }, 'the next turn');
    const nextSeat = seats[next.view.turn!.unit!];
    assert(nextSeat, `a hero's turn after the strike: ${next.view.turn!.unit}`);
    const nextBoard = nextSeat === xov ? x : v;
    await waitFor(() => nextBoard.view && nextBoard.view.seq >= next.seq, 'the board of the hero whose turn it is to catch up');
    const nextDefend = await waitFor(
      () => inPart<HTMLButtonElement>(nextBoard, 'qb-hero-card', 'button[data-action="defend"]:not([disabled])')[0],
      'Defend enabled for the hero whose turn it is',
    );
    assert(nextDefend, 'Defend');
    if (nextSeat === vestin) {
      assert(inPart<HTMLButtonElement>(v, 'qb-hero-card', 'button[data-ability="shield_wall"]:not([disabled])')[0], "Vestin's Shield Wall");
      await waitFor(() => textIn(x, 'qb-turn-bar', '.turn') === 'Turn: Vestin', "Xov's bar names Vestin, in English");
      assert(inPart<HTMLButtonElement>(x, 'qb-hero-card', 'button[data-action="defend"]')[0]?.disabled, "Xov's Defend waits for his turn");
      equal(deepQuery(x, '[part="hint"]')?.textContent?.trim(), 'It is Vestin’s turn: wait for yours.', "Xov's hint names Vestin");
    }
  });
});
