/**
 * How each HeroScribe catalogue object becomes part of a mission: creature kinds for monsters, furniture kinds,
 * trap kinds, doors, markers. Documented in `docs/heroscribe.md`.
 * @module
 */
import type { Effect, FURNITURE_KINDS, TRAP_KINDS } from '../../schemas/index.ts';
import type { BothLangs } from '../../text.ts';

type FurnitureKind = (typeof FURNITURE_KINDS)[number];
type TrapKind = (typeof TRAP_KINDS)[number];

/**
 * The default pack's creature kind of every monster of the classic catalogue (`Objects.xml`, kind `monster`).
 * The monsters only the Enhanced catalogue has (`HighMage`, `OrcShaman`, `StormMaster`, `DerfelNecromancer`) have
 * none: they become placeholder kinds, which the author maps (option `monsterKinds`).
 */
export const MONSTER_KINDS: Readonly<Record<string, string>> = {
  Goblin: 'goblin',
  Orc: 'orco',
  Fimir: 'fimir',
  Skeleton: 'scheletro',
  Zombie: 'zombi',
  Mummy: 'mummia',
  ChaosWarrior: 'guerriero-del-caos',
  Gargoyle: 'gargoyle',
  OgreWarrior: 'ogre-guerriero',
  OgreChampion: 'ogre-campione',
  OgreChieftain: 'capo-ogre',
  OgreLord: 'signore-degli-ogre',
  DeathMist: 'nebbia-mortale',
  DarkWarrior: 'guerriero-oscuro',
  FrozenHorror: 'orrore-dei-ghiacci',
  IceGremlin: 'gremlin-dei-ghiacci',
  PolarWarbear: 'orso-polare-da-guerra',
  Yeti: 'yeti',
  ElvenArcher: 'arciere-elfico',
  ElvenWarrior: 'guerriero-elfico',
  GiantWolf: 'lupo-gigante',
};

/** The slug of a placeholder creature kind for a monster id with no kind: `HighMage` → `heroscribe-high-mage`. */
export function placeholderKindOf(catalogueId: string): string {
  const words = catalogueId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return ['heroscribe', ...words].join('-').slice(0, 64).replace(/-+$/, '');
}

/** Furniture pieces of the catalogue and the furniture kind each becomes. */
export const FURNITURE: Readonly<Record<string, FurnitureKind>> = {
  AlchemistsBench: 'alchemist_bench',
  Bookcase: 'bookcase',
  Cupboard: 'cupboard',
  Fireplace: 'fireplace',
  Rack: 'torture_rack',
  SorcerersTable: 'sorcerer_table',
  Table: 'table',
  Throne: 'throne',
  Tomb: 'tomb',
  TreasureChest: 'chest',
  TreasureChestTrap: 'chest',
  WeaponsRack: 'weapons_rack',
  OgreThrone: 'throne',
  Coffin: 'sarcophagus',
  DwarvenForge: 'fireplace',
};

/** Pieces that block their squares as rubble. */
export const RUBBLE: ReadonlySet<string> = new Set(['SingleBlockedSquare', 'DoubleBlockedSquare', 'GiantStoneBoulder']);

/** The Italian names of the furniture kinds (the English name is the catalogue's). */
export const FURNITURE_NAMES_IT: Readonly<Record<FurnitureKind, string>> = {
  table: 'Tavolo',
  bookcase: 'Libreria',
  cupboard: 'Credenza',
  weapons_rack: 'Rastrelliera',
  alchemist_bench: "Banco dell'alchimista",
  sorcerer_table: 'Tavolo dello stregone',
  fireplace: 'Camino',
  throne: 'Trono',
  tomb: 'Tomba',
  sarcophagus: 'Sarcofago',
  torture_rack: 'Cavalletto',
  statue: 'Statua',
  rubble: 'Macerie',
  chest: 'Forziere',
  barrel: 'Botte',
  altar: 'Altare',
};

/**
 * Trap pieces and the trap kind each becomes; `exact: false` when our kinds have no match and the nearest one is used
 * (reported).
 */
export const TRAPS: Readonly<Record<string, { kind: TrapKind; exact: boolean }>> = {
  PitTrap: { kind: 'pit', exact: true },
  DeepPitTrap: { kind: 'pit', exact: true },
  DeepPitTrapAlternate: { kind: 'pit', exact: true },
  LongPitTrap: { kind: 'pit', exact: true },
  SpearTrap: { kind: 'spear', exact: true },
  FallingRock: { kind: 'rock', exact: true },
  Stalactite: { kind: 'rock', exact: true },
  SwingingBladeTrap: { kind: 'spikes', exact: false },
  SwingingAxe: { kind: 'spikes', exact: false },
  FireburstTrap: { kind: 'spikes', exact: false },
  HurricaneTrap: { kind: 'spikes', exact: false },
  StarBurst: { kind: 'spikes', exact: false },
};

/** What a sprung trap of each kind does, by the classic rules (pit: 1 body point; spear: 1 combat die; falling block: 3 dice). */
export const TRAP_EFFECTS: Readonly<Record<TrapKind, Effect[]>> = {
  pit: [{ type: 'damage', amount: 1 }],
  spear: [{ type: 'damage', dice: 1 }],
  rock: [{ type: 'damage', dice: 3 }],
  spikes: [{ type: 'damage', amount: 1 }],
};

/** The Italian names of the trap kinds. */
export const TRAP_NAMES_IT: Readonly<Record<TrapKind, string>> = {
  pit: 'Trabocchetto',
  spear: 'Trappola a lancia',
  rock: 'Masso che cade',
  spikes: 'Trappola',
};

/** Secret doors (1 × 1, beside the wall they open). */
export const SECRET_DOORS: ReadonlySet<string> = new Set(['SecretDoor', 'SecretDoorAlternate']);

/** Doors that are more than a door in HeroScribe; they become plain closed doors, and the difference is reported. */
export const SPECIAL_DOORS: Readonly<Record<string, BothLangs>> = {
  OpenDoor: { en: 'an open door: our doors all start closed', it: 'una porta aperta: da noi le porte partono tutte chiuse' },
  DoorTrap: { en: 'a door with a trap: the trap is prose', it: 'una porta con trappola: la trappola resta come testo' },
  Portcullis: { en: 'a portcullis: it becomes an ordinary door', it: 'una saracinesca: diventa una porta normale' },
  StoneDoorway: { en: 'a stone doorway: it opens like an ordinary door here', it: 'un passaggio di pietra: qui si apre come una porta normale' },
};

/** The stairway: start squares and the way out. */
export const STAIRWAY = 'Stairway';

/** The label of a marker piece (`LetterA` → `A`, `Number11` → `11`, `Number1-2` → `1`, `2`), or null. */
export function markerLabels(catalogueId: string): string[] | null {
  const letter = /^Letter([A-Z])$/.exec(catalogueId);
  if (letter) return [letter[1]!];
  const numbers = /^Number(\d+)(?:-(\d+))?$/.exec(catalogueId);
  if (numbers) return numbers[2] ? [numbers[1]!, numbers[2]] : [numbers[1]!];
  return null;
}

/** The same text in both languages (HeroScribe files hold one language). */
export const both = (text: string): BothLangs => ({ it: text, en: text });
