/**
 * The pictures: every hero, creature kind, item, spell, adventure location and town of the default pack
 * names a picture, and every default picture (per kind, adventure node kind, town service) is one; all of them are
 * in the icons the build extracts into the chunk a room loads (`components/build/pictures.ts`), the catalogue's
 * other icons in the second chunk, none of the game-icons set's other 3,700; the schema refuses a picture the
 * catalogue has not, naming it; the engine's units carry their document's picture.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractIcons, packPictureNames, pictureChunks } from '../components/build/pictures.ts';
import { loadDefaultPack } from '../content/load-pack.ts';
import { FALLBACK_PICTURES, PICTURE_KINDS } from '../content/picture-defaults.ts';
import { locationPicture, NODE_PICTURES, SERVICE_PICTURES, servicePicture, TOWN_PICTURE } from '../content/place-pictures.ts';
import { isPictureName, PICTURE_GROUP_NAMES, PICTURE_GROUPS, PICTURE_NAMES } from '../content/pictures.ts';
import { Adventure, Creature, Hero, Item, Spell } from '../content/schemas/index.ts';
import { creatureUnit, heroUnit } from '../engine/core/units.ts';

const pack = loadDefaultPack();
const chunks = pictureChunks();
const inPackChunk = new Set(chunks.pack);

describe("the default pack's pictures", () => {
  const documents = [
    ...pack.heroes.map((d) => ['hero', d.id, d.picture] as const),
    ...pack.creatures.map((d) => ['creature', d.id, d.picture] as const),
    ...pack.items.map((d) => ['item', d.id, d.picture] as const),
    ...pack.spells.map((d) => ['spell', d.id, d.picture] as const),
    ...pack.adventures.flatMap((a) => [
      ['town', a.id, a.town.picture] as const,
      ...a.locations.map((l) => ['location', `${a.id}/${l.id}`, l.picture] as const),
    ]),
  ];

  test('every hero, creature kind, item, spell, adventure location and town names a picture that the build extracts into the chunk a room loads', () => {
    assert.equal(
      documents.length,
      15 + 39 + 21 + 23 + 3 + 18,
      'the documents counted: 15 heroes, 39 creature kinds, 21 items, 23 spells, 3 towns and 18 locations',
    );
    for (const [kind, id, picture] of documents) {
      assert.ok(picture, `${kind} ${id} names no picture`);
      assert.ok(isPictureName(picture), `${kind} ${id}'s picture "${picture}" is not in the catalogue`);
      assert.ok(inPackChunk.has(picture), `${kind} ${id}'s picture "${picture}" is not in the extracted icons of the pack's chunk`);
    }
    const bodies = extractIcons(chunks.pack);
    for (const [kind, id, picture] of documents) assert.match(bodies[picture!]!, /^<path [^>]*d="[Mm]/, `${kind} ${id}'s icon "${picture}" is an SVG path`);
  });

  test('no two heroes and no two creature kinds share a picture', () => {
    for (const list of [pack.heroes, pack.creatures]) {
      const seen = new Map<string, string>();
      for (const d of list) {
        assert.equal(seen.get(d.picture!), undefined, `${seen.get(d.picture!)} and ${d.id} share the picture "${d.picture}"`);
        seen.set(d.picture!, d.id);
      }
    }
  });

  test('each kind of thing, adventure node kind and town service has a default picture, in the pack chunk', () => {
    assert.deepEqual(Object.keys(FALLBACK_PICTURES).sort(), [...PICTURE_KINDS].sort());
    assert.deepEqual(Object.keys(NODE_PICTURES).sort(), ['branch', 'camp', 'challenge', 'chest', 'dialogue', 'encounter', 'exit', 'puzzle']);
    assert.deepEqual(Object.keys(SERVICE_PICTURES), ['rest', 'shop', 'guild', 'blacksmith', 'temple', 'well', 'attire', 'roster', 'run']);
    for (const name of [...Object.values(FALLBACK_PICTURES), ...Object.values(NODE_PICTURES), ...Object.values(SERVICE_PICTURES), TOWN_PICTURE]) {
      assert.ok(isPictureName(name), `default picture "${name}" is in the catalogue`);
      assert.ok(inPackChunk.has(name), `default picture "${name}" is in the pack chunk`);
    }
    assert.equal(SERVICE_PICTURES.blacksmith, 'anvil-impact');
    assert.equal(SERVICE_PICTURES.rest, 'tavern-sign', 'the Inn');
  });

  test("a place's picture: its own, else its first node kind's once its nodes are known, else the default place's; a service's, else the default service's", () => {
    assert.equal(locationPicture({ picture: 'forest', nodes: [{ kind: 'camp' }] }), 'forest');
    assert.equal(locationPicture({ nodes: [{ kind: 'camp' }, { kind: 'exit' }] }), 'campfire');
    assert.equal(locationPicture({}), 'treasure-map');
    assert.equal(servicePicture('temple'), 'greek-temple');
    assert.equal(servicePicture('tailor-of-dreams'), 'wooden-sign');
  });
});

describe('the catalogue and the extracted icons', () => {
  test('the catalogue holds a few hundred game-icons icons in five groups, each of them in the package', () => {
    assert.deepEqual([...PICTURE_GROUP_NAMES], ['heroes', 'creatures', 'items', 'spells', 'places']);
    for (const group of PICTURE_GROUP_NAMES) assert.ok(PICTURE_GROUPS[group].length >= 60, `${group}: ${PICTURE_GROUPS[group].length} icons`);
    assert.ok(PICTURE_NAMES.length >= 300 && PICTURE_NAMES.length <= 400, `${PICTURE_NAMES.length} icons`);
    assert.equal(Object.keys(extractIcons(PICTURE_NAMES)).length, PICTURE_NAMES.length);
  });

  test("the two chunks split the catalogue: the pack's icons and the others, nothing else", () => {
    assert.deepEqual(chunks.pack, packPictureNames());
    assert.deepEqual([...chunks.pack, ...chunks.more].sort(), [...PICTURE_NAMES].sort());
    assert.equal(chunks.pack.filter((n) => chunks.more.includes(n)).length, 0);
    assert.ok(chunks.pack.length >= 100 && chunks.pack.length < PICTURE_NAMES.length, `${chunks.pack.length} icons in the pack chunk`);
  });

  test('an icon the package has not is refused by name', () => {
    assert.throws(() => extractIcons(['barbarian', 'no-such-icon']), /no icon "no-such-icon"/);
  });
});

describe("a document's picture field", () => {
  const barbaro = pack.heroes.find((h) => h.id === 'barbaro')!;

  test('the schema refuses a picture the catalogue has not, with a message naming it, at the field', () => {
    for (const [schema, doc] of [
      [Hero, barbaro],
      [Creature, pack.creatures[0]!],
      [Item, pack.items[0]!],
      [Spell, pack.spells[0]!],
    ] as const) {
      const result = (schema as typeof Hero).safeParse({ ...doc, picture: 'barbarien' });
      assert.equal(result.success, false);
      const issue = result.error!.issues.find((i) => i.path.join('.') === 'picture');
      assert.ok(issue, 'an issue at "picture"');
      assert.match(issue.message, /^no picture "barbarien": a picture is the name of a game-icons icon/);
      assert.deepEqual(issue.code === 'custom' ? issue.params : undefined, { code: 'unknown_picture', name: 'barbarien' });
    }
    const adventure = pack.adventures[0]!;
    const bad = { ...adventure, locations: adventure.locations.map((l, i) => (i === 1 ? { ...l, picture: 'not-a-place' } : l)) };
    const result = Adventure.safeParse(bad);
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error!.issues.map((i) => [i.path.join('.'), i.message.slice(0, 26)]),
      [['locations.1.picture', 'no picture "not-a-place": ']],
    );
  });

  test('a picture of the catalogue is kept, and left out stays out', () => {
    assert.equal(Hero.parse({ ...barbaro, picture: 'dwarf-king' }).picture, 'dwarf-king');
    const { picture: _, ...without } = barbaro;
    assert.equal('picture' in Hero.parse(without), false);
  });

  test("the engine's units carry their document's picture; documents without one leave it out", () => {
    const goblin = pack.creatures.find((c) => c.id === 'goblin')!;
    assert.equal(creatureUnit('g1', goblin, 1, 1, null).picture, 'goblin');
    assert.equal(heroUnit('s1', barbaro, 1, 1, pack.spells).picture, 'barbarian');
    const { picture: _, ...plain } = goblin;
    assert.equal('picture' in creatureUnit('g2', plain, 1, 1, null), false);
  });
});
