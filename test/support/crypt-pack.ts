/**
 * A small self-contained pack whose ids the default pack does not use: a ruleset, a creature kind, an item, a deck,
 * a spell, a hero, a mission (la-veglia's map and objects, with every reference pointed at these documents) and an
 * adventure. `cryptPack().missions[0]` uses the ruleset, creature, item and deck, and the deck the item and creature;
 * the ruleset's campaign rules name the hero (its roster), the item (its shop) and the spell (a Guild lesson); the
 * hero knows the spell and carries the item; the adventure plays the mission (an encounter and the prologue), pays
 * the item from a chest and recruits the hero. Nothing names the adventure.
 */
import { loadDefaultPack } from '../../content/load-pack.ts';
import {
  Adventure,
  type ContentKind,
  Creature,
  Deck,
  emptyPack,
  Hero,
  Item,
  Mission,
  type Pack,
  referencesOf,
  Ruleset,
  Spell,
} from '../../content/schemas/index.ts';

const t = (it: string, en = it) => ({ it, en });

/** The fixture's id of each kind. */
export const CRYPT: Record<ContentKind, string> = {
  heroes: 'cavaliere-errante',
  creatures: 'ratto-gigante',
  missions: 'la-cripta-dei-ratti',
  rulesets: 'regole-della-cripta',
  spells: 'lampo',
  items: 'chiave-d-oro',
  decks: 'mazzo-della-cripta',
  adventures: 'la-via-della-cripta',
};

/** The crypt ruleset's campaign rules: a Company of the crypt's hero, a shop selling its key, a Guild teaching its spell. */
const CRYPT_CAMPAIGN = {
  origin: 'sample',
  newCompany: { gold: 40, provisions: 3, potions: 4, roster: [CRYPT.heroes], active: 1 },
  shop: [{ item: CRYPT.items, price: 5, cap: 3 }],
  guild: { lessons: [{ spell: CRYPT.spells, role: 'mage', price: 10 }] },
  defeat: { goldPercent: 10 },
  travel: { provisions: 1, goldPercent: 10, goldCap: 50 },
  chests: { bonusOneIn: 6, fullStackGold: 15 },
};

/** Sets the value at a `referencesOf` path (`monsters[3].kind`) inside `doc`. */
export function setPath(doc: unknown, path: string, value: unknown): void {
  const keys = [...path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
  let at = doc as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[keys[keys.length - 1]!] = value;
}

/** A fresh copy of the fixture pack (every kind present). */
export function cryptPack(): Pack {
  const base = loadDefaultPack();
  const pack = emptyPack();
  pack.rulesets.push(
    Ruleset.parse({
      ...structuredClone(base.rulesets.find((r) => r.id === 'classic')!),
      id: CRYPT.rulesets,
      name: t('Regole della cripta', 'Crypt rules'),
      campaign: CRYPT_CAMPAIGN,
    }),
  );
  pack.creatures.push(
    Creature.parse({
      id: CRYPT.creatures,
      name: t('Ratto gigante', 'Giant rat'),
      move: 8,
      attack: 2,
      defence: 1,
      body: 1,
      mind: 0,
      abilities: [{ type: 'regen', amount: 1 }],
    }),
  );
  pack.items.push(Item.parse({ id: CRYPT.items, name: t("Chiave d'oro", 'Golden key'), effects: [{ type: 'heal', amount: 1 }], consumable: true, value: 50 }));
  pack.decks.push(
    Deck.parse({
      id: CRYPT.decks,
      name: t('Mazzo della cripta', 'Crypt deck'),
      cards: [
        { id: 'chiave', name: t('Chiave'), text: t('Trovi una chiave', 'You find a key'), effects: [{ type: 'item', item: CRYPT.items }] },
        {
          id: 'ratti',
          name: t('Ratti'),
          text: t('Arrivano i ratti', 'Rats come'),
          effects: [{ type: 'spawn', kind: CRYPT.creatures, count: 2, x: 1, y: 1 }],
          copies: 2,
        },
      ],
    }),
  );
  pack.spells.push(Spell.parse({ ...structuredClone(base.spells[0]!), id: CRYPT.spells, name: t('Lampo', 'Flash') }));
  pack.heroes.push(
    Hero.parse({
      id: CRYPT.heroes,
      name: t('Cavaliere errante', 'Knight errant'),
      body: 7,
      mind: 3,
      attack: 3,
      defence: 2,
      spells: [CRYPT.spells],
      items: [CRYPT.items],
    }),
  );
  const mission = structuredClone(base.missions.find((m) => m.id === 'la-veglia')!);
  mission.id = CRYPT.missions;
  mission.name = t('La cripta dei ratti', "The rats' crypt");
  for (const ref of referencesOf('missions', mission)) setPath(mission, ref.path, CRYPT[ref.kind]);
  mission.search_deck = CRYPT.decks;
  pack.missions.push(Mission.parse(mission));
  // the spell's own references, if any, point at the fixture too
  for (const ref of referencesOf('spells', pack.spells[0]!)) setPath(pack.spells[0], ref.path, CRYPT[ref.kind]);
  pack.adventures.push(
    Adventure.parse({
      id: CRYPT.adventures,
      name: t('La via della cripta', 'The crypt road'),
      ruleset: CRYPT.rulesets,
      town: { name: t('Borgo dei ratti', 'Ratford') },
      start: 'ingresso',
      locations: [
        {
          id: 'ingresso',
          name: t('Ingresso', 'Entrance'),
          nodes: [
            { id: 'ratti', kind: 'encounter', name: t('Ratti', 'Rats'), at: 0.3, mission: CRYPT.missions, rewards: { gold: 5, xp: 5 } },
            { id: 'forziere', kind: 'chest', name: t('Forziere', 'Chest'), at: 0.6, rewards: { items: [{ item: CRYPT.items, count: 1 }] } },
            { id: 'uscita', kind: 'exit', name: t('Uscita', 'Exit'), at: 1, completes: true },
          ],
        },
      ],
      prologue: { mission: CRYPT.missions },
      recruits: [CRYPT.heroes],
    }),
  );
  return pack;
}
