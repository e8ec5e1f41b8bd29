/**
 * A game of the third ruleset in `<quest-board>` against the REAL server (started by web-test-runner.config.mjs): the
 * default pack's Embervale Mill (`il-mulino-di-valbrace`, an `auto` mission played by the `rules` module) with Orsola
 * and Bram. The hero picker and the card show the document's numbers (Vigour, Resolve, Might, Grace, Wits, Guard,
 * Initiative) and conditions, named in Italian by the ruleset's names table (Vigore, Saldo, Azione rapida, Guardia); Bram binds a wound with the keyboard alone (Quick bandage on himself alone goes at once, with an ally in reach it aims: its targets are
 * buttons too); Orsola Braces with the keyboard (her guard rises on the card), walks to a creature over HTTP and strikes
 * it by clicking it on the board. The dice come from the server's seeded PRNG: the test reads the strike from the
 * room's log and checks the dice tray shows its check dice, bonus, total and the target's Guard, and the outcome, in
 * Italian and in English.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { Action, GameEvent, Unit, View } from '../../engine/index.ts';
import type { RulesView } from '../../engine/rulesets/rules/view-types.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, clickAt, createRoom, deepQuery, inPart, joinRoom, waitFor } from './support/page.ts';
import { send, serverLog, serverView, textIn, type Grant } from './support/seat.ts';

type RulesAttack = Extract<GameEvent, { type: 'rules_attack' }>;

const board = boardMounter();

/** The `rules` part of a view. */
function rulesOf(view: View): RulesView {
  const rv = view.rules as RulesView | null;
  assert(rv?.module === 'rules', `the view has the rules module's part: ${JSON.stringify(view.module)}`);
  return rv;
}

/** Presses Enter on a button of the element's part `tag` once it is enabled, focused from the keyboard's point of view. */
async function enterOn(el: QuestBoard, tag: string, selector: string): Promise<HTMLButtonElement> {
  const button = await waitFor(() => inPart<HTMLButtonElement>(el, tag, `${selector}:not([disabled])`)[0], `${selector} enabled`);
  button.focus();
  await waitFor(() => button.matches(':focus'), `${selector} focused`);
  await sendKeys({ press: 'Enter' });
  return button;
}

/** A creature the seat may strike now, by the legal list. */
function strikeTarget(legal: readonly Action[]): string | undefined {
  return legal.flatMap((a) => (a.type === 'attack' ? [a.target] : []))[0];
}

/** A hero's next step towards the nearest creature in sight (a closed door when none is): open a door, walk nearer, else End turn. */
function stepTowards(view: View, legal: readonly Action[], me: Unit): Action {
  const door = legal.find((a) => a.type === 'open_door');
  if (door) return door;
  const foes = view.units.filter((u) => u.side === 'master' && u.alive);
  const goals = foes.length > 0 ? foes : view.board.doors.filter((d) => !d.open).flatMap((d) => d.between.map(([x, y]) => ({ x, y })));
  const far = (x: number, y: number) => Math.min(...goals.map((g) => Math.abs(g.x - x) + Math.abs(g.y - y)));
  const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move').sort((a, b) => far(...a.to) - far(...b.to));
  const best = moves[0];
  return best && far(...best.to) < far(me.x, me.y) ? best : { type: 'end_turn' };
}

describe('<quest-board> plays the Embervale Mill (the rules module) with the real server', () => {
  it('shows the card, uses abilities from the keyboard, and the check a hero clicks on a creature in the dice tray, in Italian and English', async () => {
    const host = await createRoom('il-mulino-di-valbrace', 'rules-ui-1');
    equal(host.role, 'host', 'an auto mission has a host, not a master');
    // the hero picker shows a free hero's starting numbers: Orsola's vigour 6 + 2 × might 3 = 12, resolve 1 + wits 1 = 2
    const picker = board({ room: host.room });
    const cell = (hero: string, stat: string) => textIn(picker, 'qb-join-panel', `li[data-hero="${hero}"] [data-stat="${stat}"]`);
    await waitFor(() => cell('orsola', 'body') === '12/12', "Orsola's vigour in the hero picker");
    equal(cell('orsola', 'resolve'), '2/2', "Orsola's resolve");
    equal(cell('orsola', 'might'), '3', "Orsola's might");
    equal(cell('bram', 'grace'), '2', "Bram's grace");
    assert(!textIn(picker, 'qb-join-panel', 'li[data-hero="orsola"]')!.includes('Mente'), 'no classic stats for a rules hero');
    picker.remove();

    const orsola = await joinRoom(host.room, 'orsola');
    const bram = await joinRoom(host.room, 'bram');
    const seats: Record<string, Grant> = { [orsola.seat]: orsola, [bram.seat]: bram };
    const o = board({ room: host.room, token: orsola.token });
    const b = board({ room: host.room, token: bram.token });
    await waitFor(() => textIn(o, 'qb-hero-card', '[data-stat="might"]') === '3', "Orsola's might on her card in the lobby");
    const start = await waitFor(() => inPart<HTMLButtonElement>(o, 'qb-turn-bar', 'button[data-action="start"]')[0], "Orsola's Start button");
    start.click();
    await waitFor(() => o.view?.phase === 'playing' && b.view?.phase === 'playing', 'the game to start on both seats');

    // the card: the server's numbers of Orsola's piece, named by the document
    const first = await serverView(orsola);
    const rv = rulesOf(first.view);
    const mine = rv.pieces[orsola.seat]!;
    await waitFor(
      () => textIn(o, 'qb-hero-card', '[data-stat="body"]') === `${mine.resources.vigour!.value}/${mine.resources.vigour!.max}`,
      'vigour on the card',
    );
    equal(textIn(o, 'qb-hero-card', 'dl.rules .vital dt'), 'Vigore', "the vital resource by its Italian name (the ruleset's names table)");
    equal(textIn(o, 'qb-hero-card', '[data-stat="resolve"]'), `${mine.resources.resolve!.value}/${mine.resources.resolve!.max}`, 'resolve');
    equal(textIn(o, 'qb-hero-card', '[data-stat="might"]'), String(mine.attributes.might!.score), 'might');
    equal(textIn(o, 'qb-hero-card', '[data-stat="grace"]'), String(mine.attributes.grace!.score), 'grace');
    equal(textIn(o, 'qb-hero-card', '[data-stat="wits"]'), String(mine.attributes.wits!.score), 'wits');
    equal(textIn(o, 'qb-hero-card', '[data-stat="guard"]'), String(mine.derived.guard), 'guard');
    equal(mine.derived.guard, 10, 'guard 8 + grace 1 + shield 1');
    equal(textIn(o, 'qb-hero-card', '[data-stat="initiative"]'), String(mine.derived.initiative), 'initiative (the stat)');
    equal(textIn(o, 'qb-hero-card', 'li.chip[data-status="stalwart"]'), 'Saldo', 'Stalwart (Saldo), a condition with no end');
    equal(textIn(o, 'qb-hero-card', '[data-stat="mind"]'), undefined, 'no classic mind');
    equal(
      inPart(o, 'qb-hero-card', 'button[data-ability]')
        .map((x) => x.getAttribute('data-ability'))
        .join(','),
      'brace,shield-bash',
      "Orsola's abilities",
    );
    equal(textIn(o, 'qb-hero-card', 'button[data-ability="brace"] .rules-cost'), 'Azione rapida', 'Brace spends the quick action');
    equal(textIn(o, 'qb-hero-card', 'button[data-ability="shield-bash"] .rules-cost'), 'Azione', 'Shield bash spends the action');
    equal(textIn(o, 'qb-dice-tray', '.movement'), undefined, 'no movement dice: heroes move by their speed');

    // play: Bram binds a wound and Orsola braces, both with the keyboard alone, then she walks to a creature
    let bandaged = false;
    let braced = false;
    let target: string | undefined;
    for (let i = 0; i < 80 && !target; i++) {
      const now = await serverView(orsola);
      assert(now.view.phase === 'playing', `the game ended first: ${JSON.stringify(now.view.result)}`);
      const acting = now.view.turn!.unit!;
      const seat = seats[acting];
      assert(seat, `a creature's turn at rest in an auto mission: ${acting}`);
      const { view, legal } = await serverView(seat);
      const el = seat === orsola ? o : b;
      await waitFor(() => el.view && el.view.seq >= now.seq && !el.pending, 'the element to catch up');
      if (seat === bram && !bandaged) {
        // Quick bandage is on an ally within a square (himself too): when the server offers Bram alone, Enter binds his
        // own wound at once (nothing to aim at); with an ally beside him, Enter aims and a target's button sends it
        const offered = legal.flatMap((a) => (a.type === 'ability' && a.ability === 'quick-bandage' && a.target ? [a.target] : []));
        const before = (await serverLog(bram)).length;
        await enterOn(b, 'qb-hero-card', 'button[data-ability="quick-bandage"]');
        if (offered.length === 1 && offered[0] === bram.seat) {
          equal(inPart(b, 'qb-hero-card', 'button[data-ability="quick-bandage"][aria-pressed="true"]').length, 0, 'no aiming at himself alone');
        } else {
          await waitFor(() => inPart(b, 'qb-hero-card', 'button[data-ability="quick-bandage"][aria-pressed="true"]')[0], 'Bram aiming Quick bandage');
          equal(deepQuery(b, '[part="hint"]')?.textContent?.trim(), 'Scegli sul tabellone il bersaglio di Benda lesta (Esc per annullare).', 'the aiming hint');
          const listed = await waitFor(() => {
            const ids = inPart(b, 'qb-hero-card', 'button.rules-target[data-ability="quick-bandage"]').map((x) => x.getAttribute('data-target'));
            return ids.length > 0 ? ids : null;
          }, 'the targets listed as buttons');
          equal(listed.join(','), offered.join(','), 'the targets are the server’s');
          await enterOn(b, 'qb-hero-card', `button.rules-target[data-target="${bram.seat}"]`);
        }
        const used = await waitFor(async () => (await serverLog(bram)).slice(before).find((e) => e.event.type === 'ability_used'), 'the bandage in the log');
        equal(JSON.stringify(used.event), JSON.stringify({ type: 'ability_used', unit: bram.seat, ability: 'quick-bandage', target: null }), 'on himself');
        await waitFor(() => textIn(b, 'qb-hero-card', '.rules-budget [data-action-type="quick"]') === 'Azione rapida 0/1', 'the quick action spent');
        await waitFor(() => inPart(b, 'qb-event-log', 'li.ability_used').some((li) => li.textContent?.trim() === 'Bram usa Benda lesta'), 'the chronicle line');
        bandaged = true;
        continue;
      }
      if (seat === orsola && !braced) {
        // Brace is on herself: Enter sends it at once, and the card shows Braced and her guard 2 higher
        await enterOn(o, 'qb-hero-card', 'button[data-ability="brace"]');
        await waitFor(
          () => textIn(o, 'qb-hero-card', 'li.chip[data-status="braced"]') === 'Preparato · 2 turni',
          'Braced on her card, until the end of her next turn',
        );
        await waitFor(() => textIn(o, 'qb-hero-card', '[data-stat="guard"]') === '12', 'guard 10 + 2 while braced');
        braced = true;
        continue;
      }
      if (seat === orsola && braced && bandaged) {
        target = strikeTarget(legal);
        if (target) break;
      }
      await send(seat, seat === orsola ? stepTowards(view, legal, view.units.find((u) => u.id === orsola.seat)!) : { type: 'end_turn' });
    }
    assert(target, 'Orsola never reached a creature');

    // the strike, clicked on the board
    await waitFor(() => !o.pending && o.legal.some((a) => a.type === 'attack' && a.target === target), 'the element to offer the attack');
    const bd = o.board!;
    o.scrollIntoView();
    await bd.whenRendered();
    const at = await waitFor(() => bd.unitToClient(target!), "the creature's piece");
    const before = (await serverLog(orsola)).length;
    clickAt(bd.canvas, at.x, at.y);
    const strike = await waitFor(async () => {
      const log = await serverLog(orsola);
      return log
        .slice(before)
        .find(
          (e): e is { seq: number; event: RulesAttack } => e.event.type === 'rules_attack' && e.event.attacker === orsola.seat && e.event.target === target,
        );
    }, "Orsola's strike in the room's log");
    const s = strike.event;
    assert(s.total === s.natural + s.bonus && s.defenceStat === 'guard', `a check against guard: ${JSON.stringify(s)}`);

    // the dice tray shows that check: its dice, bonus, total against the creature's Guard, and the outcome
    const row = `.check[data-attack="${orsola.seat}>${target}"]`;
    const shown = await waitFor(() => inPart(o, 'qb-dice-tray', row)[0], 'the strike in the dice tray');
    equal(shown.getAttribute('data-dice'), s.dice.join(','), 'the check dice');
    equal(shown.getAttribute('data-natural'), String(s.natural), 'the natural roll');
    equal(shown.getAttribute('data-bonus'), String(s.bonus), 'the bonus');
    equal(shown.getAttribute('data-total'), String(s.total), 'the total');
    equal(shown.getAttribute('data-defence'), String(s.defence), 'the defence');
    equal(shown.getAttribute('data-outcome'), s.outcome, 'the outcome');
    equal(
      inPart(o, 'qb-dice-tray', `${row} .die`)
        .map((d) => d.getAttribute('aria-label'))
        .join(' '),
      s.dice.map((d) => `dado: ${d}`).join(' '),
      'each die in words',
    );
    const bonus = s.bonus >= 0 ? `+${s.bonus}` : `−${-s.bonus}`;
    const italian = textIn(o, 'qb-dice-tray', row)!;
    for (const part of [`${bonus} = ${s.total}`, `contro Guardia ${s.defence}`]) assert(italian.includes(part), `"${part}" in ${italian}`);
    const outcomeIt = { hit: 'colpito', miss: 'mancato', critical: 'critico!', fumble: 'maldestro!' }[s.outcome];
    const outcomeEn = { hit: 'hit', miss: 'miss', critical: 'critical!', fumble: 'fumble!' }[s.outcome];
    equal(textIn(o, 'qb-dice-tray', `${row} .outcome`), outcomeIt, 'the outcome in Italian');
    if (s.outcome === 'hit' || s.outcome === 'critical')
      equal(textIn(o, 'qb-dice-tray', `${row} .damage`), s.damage === 1 ? '1 danno' : `${s.damage} danni`, 'the damage');
    else equal(inPart(o, 'qb-dice-tray', `${row} .damage`).length, 0, 'no damage on a miss');
    // Bram's tray shows the same check: the dice tray shows the last rolls the seat saw
    await waitFor(() => inPart(b, 'qb-dice-tray', row)[0]?.getAttribute('data-total') === String(s.total), "the strike in Bram's dice tray");
    // the chronicle tells it with the same numbers
    const line = await waitFor(
      () =>
        inPart(o, 'qb-event-log', 'li.rules_attack')
          .map((li) => li.textContent?.trim() ?? '')
          .find((l) => l.startsWith('Orsola ')),
      'the chronicle line',
    );
    assert(line.includes(String(s.natural)), line);

    // in English
    o.lang = 'en';
    await waitFor(() => textIn(o, 'qb-dice-tray', `${row} .outcome`) === outcomeEn, 'the outcome in English');
    const english = textIn(o, 'qb-dice-tray', row)!;
    for (const part of [`${bonus} = ${s.total}`, `against Guard ${s.defence}`]) assert(english.includes(part), `"${part}" in ${english}`);
    equal(
      inPart(o, 'qb-dice-tray', `${row} .die`)
        .map((d) => d.getAttribute('aria-label'))
        .join(' '),
      s.dice.map((d) => `die: ${d}`).join(' '),
      'each die in English',
    );
    equal(textIn(o, 'qb-hero-card', '.rules-actions h2'), 'Abilities', 'the abilities in English');
    equal(textIn(o, 'qb-hero-card', 'button[data-ability="brace"] .title'), 'Brace', "the ability's English name");
  });
});
