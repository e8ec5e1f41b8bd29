/**
 * The default content pack against the real inputs (`npm run test:realinputs`): its classic heroes and creatures
 * carry the values of the classic stat tables (`classic/heroquest-classic-stats.json`, US 1990).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { REAL } from './inputs.ts';

interface ClassicStats {
  heroes: { id: string; body: number; mind: number; attackDice: number; defendDice: number }[];
  monstersUS1990: { id: string; move: number; attack: number; defend: number; body: number; mind: number }[];
}

const pack = loadDefaultPack();
const byId = <T extends { id: string }>(list: T[], id: string): T => {
  const doc = list.find((d) => d.id === id);
  assert.ok(doc, `${id} is in the default pack`);
  return doc;
};

test('the heroes and creatures agree with the classic stat tables', () => {
  const classic = JSON.parse(readFileSync(REAL.classicStats, 'utf8')) as ClassicStats;
  const heroIds: Record<string, string> = { barbarian: 'barbaro', dwarf: 'nano', elf: 'elfo', wizard: 'mago' };
  for (const row of classic.heroes) {
    const h = byId(pack.heroes, heroIds[row.id]!);
    assert.deepEqual([h.body, h.mind, h.attack, h.defence], [row.body, row.mind, row.attackDice, row.defendDice], row.id);
  }
  const creatureIds: Record<string, string> = {
    goblin: 'goblin',
    orc: 'orco',
    fimir: 'fimir',
    skeleton: 'scheletro',
    zombie: 'zombi',
    mummy: 'mummia',
    'chaos-warrior': 'guerriero-del-caos',
    gargoyle: 'gargoyle',
  };
  for (const row of classic.monstersUS1990) {
    const c = byId(pack.creatures, creatureIds[row.id]!);
    assert.deepEqual([c.move, c.attack, c.defence, c.body, c.mind], [row.move, row.attack, row.defend, row.body, row.mind], row.id);
  }
});
