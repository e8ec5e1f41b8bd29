/**
 * The pictures a document may carry (portraits and pictures): a curated few hundred icons of the
 * game-icons set (game-icons.net, by Lorc, Delapouite and contributors, CC BY 3.0; the npm package
 * `@iconify-json/game-icons`), grouped as the Archive's picture picker offers them. A document's `picture` names one
 * of them (`content/schemas/picture.ts` refuses any other name); the build extracts exactly these icons from the
 * package into chunks the element and the Archive load on demand (`components/build/pictures.ts`), never the whole
 * set. To offer another icon, add its game-icons name to a group here.
 * @module
 */

/** The picker's groups, in the order it shows them. */
export const PICTURE_GROUP_NAMES = ['heroes', 'creatures', 'items', 'spells', 'places'] as const;
/** A group of the picker: heroes, creatures, items, spells, places (locations and town services). */
export type PictureGroup = (typeof PICTURE_GROUP_NAMES)[number];

/** The curated icons by group, each a game-icons name (an icon may sit in more than one group). */
export const PICTURE_GROUPS: Readonly<Record<PictureGroup, readonly string[]>> = {
  heroes: [
    'barbarian', 'bowman', 'tinker', 'elf-helmet', 'wizard-face', 'sun-priest', 'witch-face', 'hooded-figure',
    'dwarf-face', 'spartan-helmet', 'fencer', 'pyromaniac', 'robin-hood-hat', 'crested-helmet', 'hooded-assassin',
    'woman-elf-face', 'elf-ear', 'dwarf-helmet', 'dwarf-king', 'wizard-staff', 'warlock-hood', 'monk-face',
    'nun-face', 'viking-head', 'viking-helmet', 'samurai-helmet', 'centurion-helmet', 'knight-banner',
    'mounted-knight', 'archer', 'rogue', 'cowled', 'cloak-dagger', 'swordman', 'swordwoman', 'swords-emblem', 'hood',
    'ninja-head', 'ninja-mask', 'pirate-captain', 'bandit', 'duel', 'person',
    'crowned-skull', 'throne-king', 'witch-flight', 'sword-brandish', 'gauls-helm',
    'heavy-helm', 'horned-helm', 'light-helm', 'visored-helm', 'warlord-helmet', 'overlord-helm', 'black-knight-helm',
    'templar-shield', 'philosopher-bust', 'architect-mask', 'doctor-face', 'baby-face', 'kenku-head', 'mecha-head',
    'robot-golem', 'angel-outfit', 'meeple', 'three-friends',
  ],
  creatures: [
    'archer', 'witch-flight', 'cauldron', 'vine-whip', 'warlord-helmet', 'centurion-helmet', 'fire-silhouette',
    'cyclops', 'gargoyle', 'hanging-spider', 'goblin-head', 'goblin', 'imp', 'horned-helm', 'sword-brandish',
    'black-knight-helm', 'golem-head', 'wolf-head', 'imp-laugh', 'mummy-head', 'fog', 'skull-staff', 'brutal-helm',
    'ogre', 'orc-head', 'ice-golem', 'polar-bear', 'bat', 'skeleton', 'overlord-helm', 'rock-golem', 'boar', 'troll',
    'floating-ghost', 'worm-mouth', 'gorilla', 'shambling-zombie', 'raise-skeleton', 'raise-zombie', 'werewolf',
    'direwolf', 'wolf-howl', 'spider-face', 'long-legged-spider', 'angular-spider', 'ghost', 'dragon-head',
    'spiked-dragon-head', 'sea-dragon', 'dragon-breath', 'slime', 'minotaur', 'rat', 'snake', 'rattlesnake',
    'sand-snake', 'cultist', 'beast-eye', 'monster-grasp', 'fish-monster', 'kraken-tentacle', 'medusa-head',
    'daemon-skull', 'horned-skull', 'dread-skull', 'death-skull', 'diablo-skull', 'bear-head', 'bat-wing',
    'swamp-bat', 'metal-golem-head', 'stone-bust', 'tree-face', 'evil-tree', 'mimic-chest', 'eyeball',
    'all-seeing-eye', 'grim-reaper', 'vampire-dracula', 'vampire-cape', 'harpy', 'griffin-symbol', 'centaur',
    'wyvern', 'hydra', 'giant', 'troglodyte', 'ent-mouth', 'spectre', 'shark-jaws', 'scorpion', 'wasp-sting',
  ],
  items: [
    'corked-tube', 'breastplate', 'battle-axe', 'wizard-staff', 'visored-helm', 'key', 'hunting-horn', 'chain-mail',
    'light-helm', 'fire-bottle', 'gems', 'evil-book', 'health-potion', 'standing-potion', 'round-potion',
    'heart-bottle', 'bread', 'round-shield', 'gladius', 'broadsword', 'bubbling-flask', 'knapsack', 'backpack',
    'vial', 'poison-bottle', 'magic-potion', 'potion-ball', 'water-flask', 'waterskin', 'broad-dagger',
    'plain-dagger', 'daggers', 'crossbow', 'bow-arrow', 'arrow-cluster', 'quiver', 'spears', 'thrown-spear',
    'warhammer', 'flanged-mace', 'spiked-mace', 'war-axe', 'crossed-axes', 'two-handed-sword', 'rune-sword',
    'crossed-swords', 'leather-armor', 'chest-armor', 'spiked-armor', 'heavy-helm', 'horned-helm', 'viking-shield',
    'skeleton-key', 'three-keys', 'pendant-key', 'locked-chest', 'open-treasure-chest', 'chest', 'coins',
    'gold-stack', 'crown', 'gem-necklace', 'diamond-ring', 'skull-ring', 'spell-book', 'open-book', 'scroll-unfurled',
    'tied-scroll', 'treasure-map', 'torch', 'lantern', 'rope-coil', 'meat', 'cheese-wedge', 'lockpicks',
    'holy-symbol', 'holy-grail', 'crystal-ball', 'dragon-orb', 'magic-lamp', 'hourglass', 'compass', 'boots',
    'leather-boot', 'cape',
  ],
  spells: [
    'holy-water', 'fire-ring', 'snowing', 'mighty-force', 'healing', 'sunrise', 'rock', 'flame', 'concentration-orb',
    'frozen-orb', 'magic-lamp', 'health-increase', 'fireball', 'stone-sphere', 'angel-wings', 'sunbeams',
    'night-sleep', 'thorny-vine', 'lightning-storm', 'quake-stomp', 'whirlwind', 'magic-portal', 'tornado',
    'fire-breath', 'fire-ray', 'fire-wave', 'fire-shield', 'fire-spell-cast', 'ice-spell-cast', 'bolt-spell-cast',
    'ice-bolt', 'icicles-aura', 'frostfire', 'snowflake-2', 'chain-lightning', 'lightning-helix', 'water-bolt',
    'water-splash', 'big-wave', 'earth-crack', 'falling-rocks', 'stone-wall', 'magic-shield', 'magic-swirl', 'aura',
    'beams-aura', 'book-aura', 'spell-book', 'bottled-shadow', 'shadow-grasp', 'healing-shield', 'heart-plus',
    'regeneration', 'raise-skeleton', 'poison-cloud', 'poison-gas', 'vine-whip', 'star-swirl', 'sparkles',
    'crystal-growth', 'third-eye', 'psychic-waves', 'teleport', 'invisible', 'lion', 'shield-reflect', 'sun',
    'sun-radiations', 'moon', 'heaven-gate', 'divert', 'holy-symbol', 'fairy-wand', 'orb-wand', 'lunar-wand',
    'crystal-wand',
  ],
  places: [
    'village', 'tavern-sign', 'shop', 'graduate-cap', 'anvil-impact', 'greek-temple', 'well', 'cape', 'three-friends',
    'treasure-map', 'crossed-swords', 'chest', 'dice-twenty-faces-twenty', 'talk', 'puzzle', 'campfire', 'crossroad',
    'exit-door', 'horizon-road', 'direction-signs', 'vines', 'wood-cabin', 'old-wagon', 'forest', 'stone-tower',
    'stone-bridge', 'watchtower', 'dungeon-gate', 'sword-altar', 'imprisoned', 'cave-entrance', 'evil-tower',
    'crypt-entrance', 'candle-light', 'castle', 'castle-ruins', 'elven-castle', 'ancient-ruins', 'house',
    'spooky-house', 'medieval-village-01', 'huts-village', 'camping-tent', 'forest-camp', 'goblin-camp',
    'mountain-cave', 'underground-cave', 'forest-entrance', 'pine-tree', 'mountains', 'mountain-road', 'road',
    'bridge', 'rope-bridge', 'drawbridge', 'medieval-gate', 'gate', 'temple-gate', 'church', 'graveyard', 'tombstone',
    'stone-throne', 'throne-king', 'swamp', 'river', 'waterfall', 'windmill', 'water-mill', 'lighthouse', 'stairs',
    'door', 'locked-door', 'secret-door', 'anvil', 'sword-smithing', 'shopping-bag', 'bed', 'wooden-sign',
    'hanging-sign', 'stone-path', 'open-chest', 'trap-mask', 'wolf-trap', 'locked-box', 'direction-sign',
  ],
};

/** Every icon a document's `picture` may name: the groups' icons, once each, in group order. */
export const PICTURE_NAMES: readonly string[] = [...new Set(PICTURE_GROUP_NAMES.flatMap((g) => PICTURE_GROUPS[g]))];

const KNOWN = new Set(PICTURE_NAMES);

/** Whether `name` is an icon of the catalogue (one a document's `picture` may name). */
export function isPictureName(name: string): boolean {
  return KNOWN.has(name);
}

/** What a picture shows: the name as words, "hooded figure" for `hooded-figure` (the icons' names are English). */
export function pictureWords(name: string): string {
  return name.replace(/-/g, ' ');
}
