/**
 * Builds `docs/effects.md` from the zod schemas: the targets, every effect brick (fields, types, defaults, rules and
 * an example each), the creature powers, and the fields of spells, items, decks and cards. Field texts come from the
 * schemas' `.describe()` calls, types and defaults from `z.toJSONSchema(..., { io: 'input' })`, rules from the
 * schemas' refinements; every example is parsed with its schema before it is written.
 * A test (`content/effects-doc.test.ts`) regenerates the page and fails when the committed one differs.
 *
 * Usage (from the repository root):
 *
 *     npm run docs:effects
 *     node --import tsx content/tools/effects-doc.ts [--check]
 *
 * `--check` writes nothing and exits with 1 when `docs/effects.md` differs from a fresh build.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { Ability, Card, Deck, EFFECT_TYPES, Effect, Item, Picture, Slug, Spell, Target, TARGETED_EFFECT_TYPES, type EffectType } from '../schemas/index.ts';
import { formatJson } from './format-json.ts';

/** Where the page lives. */
export const EFFECTS_DOC: string = path.resolve(import.meta.dirname, '..', '..', 'docs', 'effects.md');

/** What each target means, in the engine's terms (engine/core/effects.ts, `resolveTargets`). */
const TARGET_MEANINGS: Record<Target, string> = {
  chosen:
    "the unit named with the action: the spell's target (within its range), the unit an item is used on (the user or a unit adjacent to it), the unit the master names when playing a card. If none was named, nothing happens. A spell or item whose chosen bricks harm (damage, a status, a lost turn, a lowered stat) is aimed only at foes; one whose chosen bricks all help (healing, a raised stat, gold, an item) only at companions (the user included); any other at anyone.",
  self: 'the acting unit: the caster, or the hero using the item. A card the master plays from the panel has no acting unit (nothing happens), unless a spell or an item drew it.',
  all_heroes: 'every living hero, wherever it stands.',
  all_monsters: 'every living creature, also those in rooms not revealed yet.',
  adjacent:
    'every living unit of the other side orthogonally adjacent to the acting unit, with no wall or closed door between: for a hero, the creatures beside it. Needs an acting unit, like `self`.',
  room_monsters:
    "every living creature in the room of the acting unit (for a master's card, of the chosen unit). From a corridor it is every creature on the stretch of corridor in straight lines from that unit, up to a wall or a closed door (the same stretch a search covers).",
};

/** Examples of every brick, written as an author would (defaults left out). Each is parsed with `Effect`. */
const BRICK_EXAMPLES: Record<EffectType, Effect[]> = {
  damage: [
    { type: 'damage', amount: 2 },
    { type: 'damage', target: 'adjacent', dice: 2, defend: true },
    { type: 'damage', target: 'chosen', roll: '1d8+3' },
  ],
  heal: [
    { type: 'heal', amount: 4 },
    { type: 'heal', target: 'all_heroes', full: true },
    { type: 'heal', target: 'chosen', roll: '1d8+4' },
  ],
  revive: [{ type: 'revive', target: 'chosen', roll: '1d6+3' }],
  restore: [{ type: 'restore', target: 'self', amount: 1 }],
  stat: [{ type: 'stat', target: 'all_monsters', stat: 'att', delta: 1, duration: 'round' }],
  status: [
    { type: 'status', status: 'poison', rounds: 3, amount: 1 },
    { type: 'status', target: 'chosen', status: 'stun', rounds: 2 },
    { type: 'status', target: 'chosen', status: 'freeze', rounds: 1, chance: 40 },
    { type: 'status', target: 'all_heroes', status: 'guard', rounds: 2, amount: 3 },
  ],
  teleport: [{ type: 'teleport', target: 'self', x: 4, y: 2 }],
  skip_turn: [{ type: 'skip_turn', target: 'chosen' }],
  gold: [
    { type: 'gold', amount: 50 },
    { type: 'gold', dice: 2, times: 10 },
  ],
  item: [{ type: 'item', item: 'pozione-curativa' }],
  spawn: [{ type: 'spawn', kind: 'goblin', count: 2, x: 8, y: 3 }],
  reveal: [{ type: 'reveal', room: 'b' }],
  draw: [{ type: 'draw', deck: 'tesori' }],
  end: [{ type: 'end', winner: 'heroes' }],
  message: [{ type: 'message', text: { it: 'Un ululato lontano echeggia nei sotterranei.', en: 'A distant howl echoes through the dungeons.' } }],
  custom: [
    {
      type: 'custom',
      text: { it: 'Il master sceglie una creatura in vista: attacca subito.', en: 'The master picks a creature in sight: it attacks at once.' },
    },
  ],
};

type AbilityType = Ability['type'];
const ABILITY_EXAMPLES: Record<AbilityType, Ability> = {
  ranged: { type: 'ranged', range: 6 },
  regen: { type: 'regen', amount: 1 },
  immune: { type: 'immune', to: ['fuoco', 'sonno'] },
  dormant: { type: 'dormant' },
  fly: { type: 'fly' },
  custom: { type: 'custom', text: { it: 'Una volta per giro può rialzare uno scheletro caduto.', en: 'Once per round it may raise a fallen skeleton.' } },
};

const SPELL_EXAMPLE = {
  id: 'palla-di-fuoco',
  name: { it: 'Palla di fuoco', en: 'Ball of Flame' },
  element: 'fuoco',
  range: 'line',
  uses: 1,
  effects: [{ type: 'damage', amount: 2 }],
};

const ITEM_EXAMPLE = {
  id: 'pozione-curativa',
  name: { it: 'Pozione curativa', en: 'Potion of Healing' },
  effects: [{ type: 'heal', amount: 4 }],
  consumable: true,
  value: 100,
};

const DECK_EXAMPLE = {
  id: 'tesori',
  name: { it: 'Tesori', en: 'Treasure' },
  cards: [
    {
      id: 'monete',
      name: { it: "Monete d'oro", en: 'Gold Coins' },
      text: { it: "Tra la polvere luccicano 25 monete d'oro.", en: '25 gold coins glint in the dust.' },
      effects: [{ type: 'gold', amount: 25 }],
      copies: 3,
    },
    {
      id: 'trappola-a-dardi',
      name: { it: 'Trappola a dardi', en: 'Dart Trap' },
      text: { it: "Un dardo nascosto colpisce l'eroe.", en: 'A hidden dart strikes the hero.' },
      effects: [{ type: 'damage', amount: 1 }],
    },
  ],
};

/** The examples of the page that name other documents, for the test to check them against the default pack. */
export const DOC_EXAMPLES = { spell: SPELL_EXAMPLE, item: ITEM_EXAMPLE, deck: DECK_EXAMPLE, bricks: BRICK_EXAMPLES } as const;

// ---------------------------------------------------------------------------------------------------------------
// JSON Schema to text

/** The parts of a JSON Schema (draft 2020-12, as zod writes it) the page reads. */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  description?: string;
  oneOf?: JsonSchema[];
}

function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
}

const SLUG_PATTERN = inputSchema(Slug).pattern;
const TARGET_OPTIONS: readonly string[] = Target.options;

const code = (s: string) => `\`${s}\``;
const json = (v: unknown) => code(JSON.stringify(v));
/** Escapes a text for a table cell. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function range(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === 0 && max > 0 ? `up to ${max}` : `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  if (max !== undefined) return `at most ${max}`;
  return '';
}

function isLocalizedText(s: JsonSchema): boolean {
  return s.type === 'object' && s.properties !== undefined && Object.keys(s.properties).sort().join() === 'en,it';
}

function isBricks(s: JsonSchema): boolean {
  return s.type === 'array' && (s.items?.oneOf?.map((o) => o.properties?.type?.const).join() ?? '') === EFFECT_TYPES.join();
}

/** A short description of a JSON Schema type: `integer 1–99`, `slug`, `text { it, en }`, `bricks (≤ 50)`. */
function typeText(s: JsonSchema, cardName = 'objects'): string {
  if (s.const !== undefined) return json(s.const);
  if (s.enum) {
    if (s.enum.join() === TARGET_OPTIONS.join()) return 'a target (see [Targets](#targets))';
    const values = s.enum.map(json);
    return values.length === 1 ? values[0]! : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  }
  if (isLocalizedText(s)) return 'text `{ "it", "en" }` (one language is enough)';
  if (isBricks(s)) return `list of bricks (${range(s.minItems ?? 0, s.maxItems)})`;
  switch (s.type) {
    case 'integer':
    case 'number': {
      const r = range(s.minimum, s.maximum);
      return r ? `${s.type} ${r}` : s.type;
    }
    case 'boolean':
      return 'boolean';
    case 'string':
      if (s.pattern === SLUG_PATTERN) return 'slug';
      return s.pattern ? `string matching ${code(s.pattern)}` : 'string';
    case 'array': {
      const item = s.items ?? {};
      const inner = item.type === 'object' && !isLocalizedText(item) ? cardName : `${typeText(item)}s`;
      return `list of ${inner} (${range(s.minItems ?? 0, s.maxItems)})`;
    }
    case 'object':
      return 'object';
    default:
      throw new Error(`effects-doc: no text for the JSON Schema ${JSON.stringify(s)}`);
  }
}

function presence(name: string, parent: JsonSchema, s: JsonSchema): string {
  if (s.default !== undefined) return `default ${json(s.default)}`;
  return parent.required?.includes(name) ? 'required' : 'optional';
}

/** A table of an object schema's fields: field, type, required or default, meaning. */
function fieldTable(s: JsonSchema, options: { cardName?: string } = {}): string {
  const rows = Object.entries(s.properties ?? {}).map(([name, f]) => {
    const meaning = f.description ?? (f.const !== undefined ? `always ${json(f.const)}` : '');
    if (!meaning) throw new Error(`effects-doc: the field "${name}" has no .describe() text`);
    return `| ${code(name)} | ${cell(typeText(f, options.cardName))} | ${cell(presence(name, s, f))} | ${cell(meaning)} |`;
  });
  return ['| field | type | | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Rules the JSON Schema cannot say (zod refinements)

/** The parts of a zod schema's internals that hold its refinements. */
interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: { check: string; path?: PropertyKey[]; error?: () => unknown } } }[];
      innerType?: ZodInternals;
      shape?: Record<string, ZodInternals>;
    };
  };
}

/**
 * Rules of `superRefine` checks, which carry no message of their own: written here, by schema. A schema with a
 * check that has neither a message nor an entry here stops the build, so no rule goes unsaid.
 */
const SUPER_REFINE_RULES = new Map<unknown, string[]>([
  [Deck, ['every card `id` is used once in the deck']],
  [Picture, ['a game-icons name of quest-board\'s catalogue (`content/pictures.ts`, docs/embedding.md "Pictures"); another is refused, naming it']],
]);

function customChecks(schema: ZodInternals): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const c of schema._zod.def.checks ?? []) {
    if (c._zod.def.check !== 'custom') continue;
    const message = c._zod.def.error?.();
    if (typeof message === 'string') out.push({ path: (c._zod.def.path ?? []).join('.'), message });
    else if (SUPER_REFINE_RULES.has(schema)) out.push(...SUPER_REFINE_RULES.get(schema)!.map((m) => ({ path: '', message: m })));
    else throw new Error('effects-doc: a refinement without a message text: add it to SUPER_REFINE_RULES');
  }
  return out;
}

function unwrap(schema: ZodInternals): ZodInternals {
  let s = schema;
  while (s._zod.def.innerType) s = s._zod.def.innerType;
  return s;
}

/** The refinements of an object schema and of its fields, as list lines. */
function rules(schema: z.ZodType): string[] {
  const obj = schema as unknown as ZodInternals;
  const out = customChecks(obj).map((r) => (r.path ? `- ${code(r.path)}: ${r.message}` : `- ${r.message}`));
  for (const [name, field] of Object.entries(obj._zod.def.shape ?? {})) {
    for (const r of customChecks(unwrap(field))) out.push(`- ${code(name)}: ${r.message}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The page

function example(schema: z.ZodType, value: unknown, what: string): string {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`effects-doc: the example of ${what} is not valid: ${r.error.message}`);
  return ['```json', formatJson(value).trimEnd(), '```'].join('\n');
}

function brickSection(option: (typeof Effect.options)[number], js: JsonSchema): string {
  const type = option.shape.type.value;
  const examples = BRICK_EXAMPLES[type];
  for (const e of examples) if (e.type !== type) throw new Error(`effects-doc: an example of "${type}" is a "${e.type}"`);
  const ruleLines = rules(option);
  return [
    `### ${code(type)}`,
    '',
    js.description ?? '',
    '',
    fieldTable(js),
    ...(ruleLines.length > 0 ? ['', 'Rules:', '', ...ruleLines] : []),
    '',
    examples.length === 1 ? 'Example:' : 'Examples:',
    '',
    examples.map((e) => example(Effect, e, `"${type}"`)).join('\n\n'),
  ].join('\n');
}

function abilitySection(option: (typeof Ability.options)[number], js: JsonSchema): string {
  const type = option.shape.type.value;
  return [
    `### Power ${code(type)}`,
    '',
    js.description ?? '',
    '',
    fieldTable(js),
    '',
    'Example:',
    '',
    example(Ability, ABILITY_EXAMPLES[type], `the power "${type}"`),
  ].join('\n');
}

function docSection(title: string, intro: string, schema: z.ZodType, value: unknown, opts: { cardName?: string } = {}): string {
  const ruleLines = rules(schema);
  return [
    `## ${title}`,
    '',
    intro,
    '',
    fieldTable(inputSchema(schema), opts),
    ...(ruleLines.length > 0 ? ['', 'Rules:', '', ...ruleLines] : []),
    ...(value === undefined ? [] : ['', 'Example:', '', example(schema, value, title)]),
  ].join('\n');
}

/** The whole page, as markdown text ending with a newline. */
export function effectsDoc(): string {
  const bricks = inputSchema(Effect).oneOf!;
  const abilities = inputSchema(Ability).oneOf!;
  const out: string[] = [];
  /** Adds blocks of text, each followed by a blank line. */
  const p = (...blocks: string[]) => {
    for (const b of blocks) out.push(b, '');
  };

  p(
    '# Effects, creature powers, spells, items and decks',
    '<!-- Generated by `npm run docs:effects` (content/tools/effects-doc.ts) from the zod schemas in content/schemas/. Do not edit by hand: content/effects-doc.test.ts fails when this page and the schemas differ. -->',
    'Cards, spells, items and creature powers are described with a few **bricks** (spec 000, "Effetti"). An effect brick is a small JSON object with a `type` and, for the bricks that act on units, a `target`; a list of bricks runs in order, and stops if the mission ends on the way. Anything the bricks do not foresee is a `custom` brick: a text the master resolves aloud. Nobody has to write these by hand — the Archive builds them with visual editors — but the JSON is meant to be easy to read and write.',
    'This page is generated from the schemas in `content/schemas/` (`effect.ts`, `creature.ts`, `spell.ts`, `item.ts`, `deck.ts`); when the page and a schema disagree, the schema wins. In the tables, *slug* is a lowercase id such as `pozione-curativa`, and *text* is an object with the Italian and the English text, both required: `{ "it": "Goblin", "en": "Goblin" }`.',
    'Where bricks run:',
    [
      "- **spells** — when a hero casts one, as the turn's action; the chosen unit is the spell's target, picked within its `range`;",
      "- **items** — when a hero uses one, as the turn's action; the chosen unit is the user or a unit adjacent to it;",
      '- **cards** — when the master plays the top card of a deck from its panel, naming a unit if it likes, or when a `draw` brick draws one; a card drawn by a brick keeps the acting and the chosen unit of that brick.',
    ].join('\n'),
    "A brick aimed at a dead or absent unit does nothing and says so in the game's events (`effect_skipped`); so does any brick of a spell on a creature immune to that spell or its element (see [`immune`](#power-immune)), and a `damage` brick (or poison) on a dormant creature.",
  );

  p(
    '## Targets',
    `The bricks that act on units (${[...TARGETED_EFFECT_TYPES].map(code).join(', ')}) take an optional \`target\`. **When \`target\` is left out, the brick acts on the chosen unit if the action names one, else on the acting unit.**`,
    ['| target | acts on |', '|---|---|', ...Target.options.map((t) => `| ${code(t)} | ${cell(TARGET_MEANINGS[t])} |`)].join('\n'),
  );

  p(
    '## Bricks',
    [
      '| type | what it does | takes a target |',
      '|---|---|---|',
      ...Effect.options.map((o, i) => {
        const type = o.shape.type.value;
        return `| [${code(type)}](#${type}) | ${cell(bricks[i]!.description ?? '')} | ${TARGETED_EFFECT_TYPES.has(type) ? 'yes' : 'no'} |`;
      }),
    ].join('\n'),
  );
  Effect.options.forEach((o, i) => p(brickSection(o, bricks[i]!)));

  p(
    '## Creature powers',
    'A creature kind lists its powers in `abilities` (spec 000, "Poteri delle creature"): a list of objects, each with a `type`. The engine plays every power.',
    [
      '| power | what it does |',
      '|---|---|',
      ...Ability.options.map((o, i) => `| [${code(o.shape.type.value)}](#power-${o.shape.type.value}) | ${cell(abilities[i]!.description ?? '')} |`),
    ].join('\n'),
  );
  Ability.options.forEach((o, i) => p(abilitySection(o, abilities[i]!)));

  p(
    docSection(
      'Spells',
      'A spell (`spells/<id>.json`, spec 000, "Magie, oggetti, carte"). A hero knows the spells its profile lists in `spells`, or those the master teaches it during play (Insegna); casting is the turn\'s action and spends one of the spell\'s uses. A `self` spell needs no target (its chosen unit is the caster), nor does a spell whose bricks all have a `target` other than `chosen`.',
      Spell,
      SPELL_EXAMPLE,
    ),
    docSection(
      'Items',
      "An item (`items/<id>.json`): equipment or treasure in a hero's inventory. A hero starts with the items its profile lists in `items`; the `item` brick gives more. Items have no uses: one with effects that is not `consumable` may be used again every turn.",
      Item,
      ITEM_EXAMPLE,
    ),
    docSection(
      'Decks',
      "A deck of cards (`decks/<id>.json`). When a room is created every deck is shuffled with the room's seeded dice; a drawn card goes to the discard pile, and the discard pile is shuffled back when the deck runs out.",
      Deck,
      DECK_EXAMPLE,
      { cardName: 'cards' },
    ),
    docSection('Cards', 'A card of a deck (`cards[i]` of a deck).', Card, undefined),
  );

  return `${out.join('\n').trimEnd()}\n`;
}

function main(argv: string[]): void {
  const text = effectsDoc();
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(EFFECTS_DOC, 'utf8');
    } catch {
      // a missing page differs
    }
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), EFFECTS_DOC)} is out of date: run npm run docs:effects`);
      process.exit(1);
    }
    console.log(`${path.relative(process.cwd(), EFFECTS_DOC)} is up to date`);
    return;
  }
  writeFileSync(EFFECTS_DOC, text);
  console.log(`wrote ${path.relative(process.cwd(), EFFECTS_DOC)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main(process.argv.slice(2));
