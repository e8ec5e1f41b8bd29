/**
 * A hero whose id is `constructor` (a valid slug, and a key every JavaScript object has) in the join flow of the
 * REAL server: every free hero still shows its colour, description and stats. The join panel once read the room's
 * `heroPieces` record by hero id through the prototype, found `Object` for `constructor`, and drew nothing. Then
 * the interface's and the Archive's other tables read by ids and codes.
 */
import '../../components/quest-board.ts';
import { mapPlaceholders } from '../../components/archive/heroscribe-import.ts';
import { fieldLabel } from '../../components/archive/i18n.ts';
import { getIn, setIn } from '../../components/archive/schema-tools.ts';
import { elementName, isKnownElement } from '../../components/i18n.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, deepQuery, inPart, putContent, waitFor } from './support/page.ts';

const board = boardMounter();

describe('a hero named constructor', () => {
  it('the join panel shows every hero with its colour, description and stats', async () => {
    const barbaro = await api<Record<string, unknown>>('/api/heroes/barbaro');
    await putContent('heroes', { ...(barbaro as { id: string }), id: 'constructor', name: { it: 'Costruttore', en: 'Builder' }, color: '#123456' } as never);
    try {
      const master = await createRoom('la-prova');
      const el = board({ room: master.room });
      // the room lists the free heroes, then their profiles (stats, colours) arrive
      const heroes = await waitFor(() => {
        const items = inPart(el, 'qb-join-panel', 'li[data-hero]');
        return items.some((li) => li.dataset.hero === 'constructor') && items.every((li) => li.querySelector('.stats')) ? items : null;
      }, 'every free hero, constructor included, with its stats');
      assert(heroes.length >= 2, `several free heroes: ${heroes.length}`);
      for (const li of heroes) equal(li.querySelectorAll('.stats span').length, 4, `${li.dataset.hero}: body, mind, attack and defence`);
      // the default pack's heroes (other test files add heroes without a description or a colour to this server)
      for (const id of ['barbaro', 'constructor']) {
        const li = heroes.find((h) => h.dataset.hero === id)!;
        assert(li.querySelector('.desc')!.textContent!.trim().length > 0, `${id}: a description`);
        assert(
          getComputedStyle(li.querySelector('.swatch')!).backgroundColor !== 'rgb(136, 136, 136)',
          `${id}: its own colour, not the grey of a hero without profile`,
        );
      }
      const mine = heroes.find((li) => li.dataset.hero === 'constructor')!;
      equal(getComputedStyle(mine.querySelector('.swatch')!).backgroundColor, 'rgb(18, 52, 86)', 'the colour of constructor');
      equal(
        [...mine.querySelectorAll('.stats span')].map((s) => s.textContent!.replace(/\s+/g, ' ').trim()),
        ['Corpo 8', 'Mente 2', 'Attacco 3', 'Difesa 2'],
        "constructor's stats (the barbarian's)",
      );
      assert(deepQuery(el, 'qb-join-panel') !== null, 'the join panel');
    } finally {
      await api('/api/heroes/constructor', { method: 'DELETE', token: window.QB_ADMIN_TOKEN });
    }
  });

  it('the interface and the Archive read their tables by own keys: element names, field labels, placeholder maps, document paths', () => {
    equal(isKnownElement('constructor'), false);
    equal(isKnownElement('fuoco'), true);
    equal(elementName('toString', 'en'), 'toString');
    equal(elementName('fuoco', 'en'), 'fire');
    equal(fieldLabel(['rules', 'extra', 'board', 'authored', 'tiers', 'constructor'], 'en'), 'constructor');
    // a HeroScribe placeholder kind named like a prototype key, with no mapping chosen, keeps its kind
    const mission = { id: 'x', monsters: [{ kind: 'constructor', x: 1, y: 1 }], wandering_monster: 'toString' } as unknown as Parameters<
      typeof mapPlaceholders
    >[0];
    const mapped = mapPlaceholders(mission, { goblin: 'orco' }) as unknown as { monsters: { kind: string }[]; wandering_monster: string };
    equal(mapped.monsters[0]!.kind, 'constructor');
    equal(mapped.wandering_monster, 'toString');
    equal(getIn({ a: {} }, ['a', 'constructor']), undefined);
    equal(getIn({ a: { constructor: 2 } }, ['a', 'constructor']), 2);
    const set = setIn({}, ['tiers', '__proto__'], 1) as { tiers: object };
    equal(Object.getPrototypeOf(set.tiers), Object.prototype);
    equal(JSON.stringify(set), '{"tiers":{"__proto__":1}}');
  });
});
