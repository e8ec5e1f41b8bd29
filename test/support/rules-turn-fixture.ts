/**
 * The content of one turn of a `rules` ruleset as a player sees it (test/browser/rules-turn.test.ts, and the pictures
 * of test/rules-turn-shots.ts): the small ruleset of rules-fixture.ts given a parting blow (`opportunities`,
 * `moveAway`) and `spellcasting` (two level-1 slots at level 1, concentration kept by a Tempra save), with English
 * names beside the document for the blow and the Guardia stat (`names`); a fighter who knows Arcane ward (a level-1
 * concentration spell on herself, a quick action: Benedetto while she holds it), a goblin, and a mission on an open
 * floor of 10 × 5 squares with the fighter at (2, 2) and the goblin beside her at (3, 2). Plain documents, for the
 * admin API.
 * @module
 */
import { prova, provaHeroes } from './rules-fixture.ts';

const t = (it: string, en: string) => ({ it, en });

/** The ruleset's id. */
const RULESET = 'prova-turno';

/** A level-1 concentration spell on the caster herself: Benedetto while she holds it. */
const WARD = {
  id: 'scudo',
  name: t('Scudo arcano', 'Arcane ward'),
  actionType: 'rapida',
  target: 'self',
  range: 0,
  spellLevel: 1,
  concentration: true,
  effects: [{ applyCondition: { target: { ref: 'actor.id' }, condition: 'benedetto' } }],
};

/** The turn's documents: `ruleset`, `hero` (the fighter), `creature` (the goblin) and `mission`, each with its `id`. */
export function turnContent(): {
  ruleset: Record<string, unknown> & { id: string };
  hero: Record<string, unknown> & { id: string };
  creature: Record<string, unknown> & { id: string };
  mission: Record<string, unknown> & { id: string };
} {
  const fighter = provaHeroes.find((h) => h.id === 'guerriera')!;
  return {
    ruleset: {
      id: RULESET,
      name: t('Prova del turno', 'Turn test'),
      board: { defenceStat: 'guardia', attackAction: 'azione', abilityAction: 'azione' },
      names: { en: { 'opportunities.congedo': 'Parting blow', 'derivedStats.guardia': 'Guard' } },
      rules: {
        ...prova(),
        opportunities: [{ id: 'congedo', name: 'Colpo di congedo', on: 'moveAway', use: 'colpo' }],
        spellcasting: { mode: 'slots', slotTable: { '1': [2] }, concentration: { savingThrow: 'tempra' } },
      },
    },
    hero: { ...fighter, id: 'guerriera-turno', ruleset: RULESET, rules: { ...fighter.rules, abilities: [WARD, ...(fighter.rules?.abilities ?? [])] } },
    creature: {
      id: 'goblin-turno',
      name: t('Goblin', 'Goblin'),
      move: 1,
      attack: 0,
      defence: 0,
      body: 1,
      mind: 0,
      rules: { attributes: { forza: 8, destrezza: 14 }, weapon: { damage: '1d6', stat: 'destrezza', damageType: 'taglio' } },
    },
    mission: {
      id: 'prova-turno',
      name: t('Prova del turno', 'Turn test'),
      ruleset: RULESET,
      map: { rows: ['..........', '..........', '..........', '..........', '..........'], rooms: [], doors: [] },
      start: [[2, 2]],
      monsters: [{ kind: 'goblin-turno', x: 3, y: 2 }],
    },
  };
}
