/**
 * A concentration spell cast in `<quest-board>` against the REAL server: the default pack's Embervale Mill stored
 * again under a ruleset given `spellcasting` (two level-1 slots, concentration kept by a nerve save), with a Bram
 * who knows Arcane ward (a level-1 concentration spell on himself, a quick action). Bram casts it with the keyboard;
 * his card shows the slot spent and what he concentrates on, and the chronicle tells it, in Italian and English.
 */
import { sendKeys } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { equal } from './support/assert.ts';
import { api, boardMounter, createRoom, inPart, joinRoom, putContent, waitFor } from './support/page.ts';
import { textIn } from './support/seat.ts';
import mill from '../../content/packs/default/missions/il-mulino-di-valbrace.json';

const board = boardMounter();

/** Presses Enter on an enabled button of the element's part `tag`, focused first. */
async function enterOn(el: QuestBoard, tag: string, selector: string): Promise<void> {
  const button = await waitFor(() => inPart<HTMLButtonElement>(el, tag, `${selector}:not([disabled])`)[0], `${selector} enabled`);
  button.focus();
  await waitFor(() => button.matches(':focus'), `${selector} focused`);
  await sendKeys({ press: 'Enter' });
}

const WARD = {
  id: 'ward',
  name: { it: 'Scudo arcano', en: 'Arcane ward' },
  actionType: 'quick',
  target: 'self',
  range: 0,
  spellLevel: 1,
  concentration: true,
  effects: [{ applyCondition: { target: { ref: 'actor.id' }, condition: 'inspired' } }],
};

describe('<quest-board> casts a concentration spell of a rules ruleset with the real server', () => {
  it('the card shows the slot spent and the spell held, and the chronicle tells it, in Italian and English', async () => {
    const ruleset = await api<Record<string, any>>('/api/rulesets/embervale');
    const bram = await api<Record<string, any>>('/api/heroes/bram');
    const spellcasting = { mode: 'slots', slotTable: { '1': [2] }, concentration: { savingThrow: 'nerve' } };
    await putContent('rulesets', { ...ruleset, id: 'embervale-magia', rules: { ...ruleset.rules, spellcasting } } as never);
    await putContent('heroes', {
      ...bram,
      id: 'bram-mago',
      ruleset: 'embervale-magia',
      rules: { ...bram.rules, abilities: [WARD, ...bram.rules.abilities] },
    } as never);
    await putContent('missions', { ...mill, id: 'mulino-magia', ruleset: 'embervale-magia' } as never);
    try {
      const host = await createRoom('mulino-magia', 'spells-ui-1');
      const seat = await joinRoom(host.room, 'bram-mago');
      const el = board({ room: host.room, token: seat.token });
      const start = await waitFor(() => inPart<HTMLButtonElement>(el, 'qb-turn-bar', 'button[data-action="start"]')[0], 'the Start button');
      start.click();
      // the creatures are the computer's: Bram's turn comes without anyone else acting
      await waitFor(() => el.view?.phase === 'playing' && el.view.turn?.unit === seat.seat && !el.pending, "Bram's turn", 60000);
      equal(textIn(el, 'qb-hero-card', '[data-slots="1"]'), '2/2', 'two level-1 slots before casting');
      await enterOn(el, 'qb-hero-card', 'button[data-ability="ward"]');
      await waitFor(() => textIn(el, 'qb-hero-card', '[data-concentrating]') === 'Scudo arcano', 'the spell held, on the card');
      equal(textIn(el, 'qb-hero-card', '[data-slots="1"]'), '1/2', 'one slot spent');
      equal(textIn(el, 'qb-hero-card', '[data-kind="slots"] dt'), 'Slot 1°', 'the slot cell in Italian');
      equal(textIn(el, 'qb-hero-card', '[data-kind="concentration"] dt'), 'Concentrazione', 'the concentration cell in Italian');
      await waitFor(
        () => inPart(el, 'qb-event-log', 'li.concentration_started').some((li) => li.textContent?.trim() === 'Bram si concentra su Scudo arcano'),
        'the chronicle line in Italian',
      );
      el.lang = 'en';
      await waitFor(() => textIn(el, 'qb-hero-card', '[data-concentrating]') === 'Arcane ward', 'the spell held, in English');
      equal(textIn(el, 'qb-hero-card', '[data-kind="slots"] dt'), 'Slots L1', 'the slot cell in English');
      equal(textIn(el, 'qb-hero-card', '[data-kind="concentration"] dt'), 'Concentration', 'the concentration cell in English');
      await waitFor(
        () => inPart(el, 'qb-event-log', 'li.concentration_started').some((li) => li.textContent?.trim() === 'Bram concentrates on Arcane ward'),
        'the chronicle line in English',
      );
    } finally {
      await api('/api/missions/mulino-magia', { method: 'DELETE', token: window.QB_ADMIN_TOKEN });
      await api('/api/heroes/bram-mago', { method: 'DELETE', token: window.QB_ADMIN_TOKEN });
      await api('/api/rulesets/embervale-magia', { method: 'DELETE', token: window.QB_ADMIN_TOKEN });
    }
  });
});
