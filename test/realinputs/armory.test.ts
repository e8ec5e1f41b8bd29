/**
 * The classic ruleset's Armory against the real inputs (`npm run test:realinputs`): every piece of equipment it sells
 * carries the price and the dice of the EU 1989 equipment cards (`classic/heroquest-classic-stats.json`,
 * `equipmentEU1989`, source S6), the edition of the Italian game the default pack follows.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { REAL } from './inputs.ts';

interface EquipmentRow {
  id: string;
  cost: number;
  attack?: number;
  defendBonus?: number;
  defendTotal?: number;
}
interface ClassicStats {
  heroes: { id: string; defendDice: number }[];
  equipmentEU1989: { rows: EquipmentRow[]; sources: string[] };
}

/** The Armory's item documents and their equipment card in the stat tables. */
const CARDS: Record<string, string> = {
  'spada-corta': 'short-sword',
  spadone: 'broadsword',
  'ascia-da-battaglia': 'battle-axe',
  bastone: 'staff',
  scudo: 'shield',
  celata: 'helmet',
  'cotta-di-maglia': 'chain-mail',
  'armatura-a-piastre': 'plate-armour',
};

test("the classic Armory's prices and dice are the EU 1989 equipment cards'", () => {
  const stats = JSON.parse(readFileSync(REAL.classicStats, 'utf8')) as ClassicStats;
  assert.ok(stats.equipmentEU1989.sources.includes('S6'));
  const pack = loadDefaultPack();
  const shop = pack.rulesets.find((r) => r.id === 'classic')!.campaign!.shop;
  assert.deepEqual(shop.map((e) => e.item).sort(), Object.keys(CARDS).sort(), 'the Armory sells the cards this test knows');
  // every hero defends with 2 dice: a card's "total" defence is 2 plus what the armour adds
  const heroDefence = new Set(stats.heroes.map((h) => h.defendDice));
  assert.deepEqual([...heroDefence], [2]);
  for (const entry of shop) {
    const card = stats.equipmentEU1989.rows.find((r) => r.id === CARDS[entry.item]);
    assert.ok(card, `${CARDS[entry.item]} is an EU 1989 card`);
    const item = pack.items.find((i) => i.id === entry.item)!;
    assert.equal(entry.stock, 'hero', entry.item);
    assert.equal(entry.price, card.cost, `${entry.item}: the Armory's price`);
    assert.equal(item.value, card.cost, `${entry.item}: the item's value`);
    const defence = card.defendBonus ?? (card.defendTotal === undefined ? undefined : card.defendTotal - 2);
    assert.deepEqual(
      item.equipment,
      { ...(card.attack === undefined ? {} : { attack: card.attack }), ...(defence === undefined ? {} : { defence }) },
      entry.item,
    );
  }
});
