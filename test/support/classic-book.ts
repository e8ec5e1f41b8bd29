/**
 * A deterministic classic quest book for the tests of classic campaigns: a one-room classic mission with a
 * treasure of 300 gold in plain sight, won when the heroes have found 300 gold, and an adventure of two quests of it
 * in a row with the town (the Armory) between them. Plain documents (as `PUT /api/<kind>/<id>` takes them), so the
 * Node tests parse and store them and the browser tests store them through the API; no runtime dependency.
 * @module
 */
import type { z } from 'zod';
import type { Adventure } from '../../content/schemas/adventure.ts';
import type { Mission } from '../../content/schemas/mission.ts';

/** The one-room classic mission: a treasure of 300 gold at [5, 2], won when the heroes have found 300 gold. */
export const TREASURE_ROOM = {
  id: 'la-stanza-del-tesoro',
  name: { it: 'La stanza del tesoro', en: 'The treasure room' },
  ruleset: 'classic',
  auto: false,
  map: { rows: ['#######', '#AAAAA#', '#AAAAA#', '#######'], rooms: [{ id: 'sala', char: 'A', name: { it: 'Sala', en: 'Hall' } }] },
  start: [
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
  ],
  monsters: [],
  objects: [{ type: 'treasure', x: 5, y: 2, name: { it: 'Forziere', en: 'Chest' }, effects: [{ type: 'gold', amount: 300 }] }],
  win: { mode: 'any', conditions: [{ type: 'gold', amount: 300 }] },
  lose: [],
} satisfies z.input<typeof Mission>;

/** Two quests of {@link TREASURE_ROOM} in a row (`prima`, then `seconda`, which completes the book), the town between them. */
export const TRIAL_BOOK = {
  id: 'libro-di-prova',
  name: { it: 'Libro di prova', en: 'Trial book' },
  ruleset: 'classic',
  town: { name: { it: 'Villaggio', en: 'Village' } },
  start: 'prima',
  locations: [
    {
      id: 'prima',
      name: { it: 'Prima missione', en: 'First quest' },
      nodes: [
        { id: 'prima-missione', kind: 'encounter', name: { it: 'Il tesoro', en: 'The treasure' }, at: 0.5, mandatory: true, mission: 'la-stanza-del-tesoro' },
        { id: 'prima-fine', kind: 'exit', name: { it: 'Ritorno', en: 'Back' }, at: 1 },
      ],
      routes: ['seconda'],
    },
    {
      id: 'seconda',
      name: { it: 'Seconda missione', en: 'Second quest' },
      nodes: [
        { id: 'seconda-missione', kind: 'encounter', name: { it: 'Di nuovo', en: 'Again' }, at: 0.5, mandatory: true, mission: 'la-stanza-del-tesoro' },
        { id: 'seconda-fine', kind: 'exit', name: { it: 'Fine', en: 'The end' }, at: 1, completes: true },
      ],
    },
  ],
} satisfies z.input<typeof Adventure>;
