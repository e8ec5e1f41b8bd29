/**
 * The demo front page (a front page that invites), its script run in this page against the REAL server
 * (its `/api/*` reached through the test server's proxy, as the page reaches its own origin):
 * - "Start here" is The Trial, the first mission the page shows, with its one big button; the page has its `h1`;
 * - the other missions follow easiest first (by their `difficulty`, the unrated last);
 * - each mission card draws a thumbnail of that mission's map: as many rooms as the mission has, its doors but the
 *   secret ones, its start squares, and nothing else (no creature, object or trap);
 * - each campaign card draws its adventure's map: a place per location, a route per route and the town's road.
 * The documents in full, to compare with, are read with the administrator token.
 */
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { CHOSEN_LANG_KEY } from '../../components/reader-lang.ts';

type Square = [number, number];
interface FullMission {
  id: string;
  difficulty?: number;
  map: { rows: string[]; rooms: { id: string; char: string }[]; doors: { between: [Square, Square]; secret?: boolean }[] };
  start: Square[];
  monsters: unknown[];
  objects: { x: number; y: number; hidden?: boolean }[];
}
interface FullAdventure {
  id: string;
  locations: { id: string; routes: string[] }[];
}

/** The default pack's missions, easiest first (test/demo-order.test.ts holds the same order). */
const PACK_ORDER = [
  'la-prova',
  'il-guado-dei-rovi',
  'il-mulino-di-valbrace',
  'il-salvataggio',
  'la-torre-del-mago',
  'la-vecchia-strada',
  'il-ragno-del-carbonaio',
  'la-biblioteca-proibita',
  'la-diga-di-valbrace',
  'la-radura-muschiosa',
  'la-tana-degli-orchi',
  'la-veglia',
  'la-cripta-del-negromante',
  'la-torre-di-guardia',
  'il-prologo',
  'la-strada-sigillata',
];

const doorKey = ([[ax, ay], [bx, by]]: [Square, Square]) => `${ax},${ay},${bx},${by}`;

let missions: FullMission[] = [];
let adventures: FullAdventure[] = [];

before(async () => {
  localStorage.setItem(CHOSEN_LANG_KEY, 'en');
  document.body.append(Object.assign(document.createElement('header'), { id: 'header' }), Object.assign(document.createElement('main'), { id: 'app' }));
  await import('../../demo/demo.ts');
  // the page lists what anyone may read: the pack's missions and adventures (other test files, running beside this
  // one, store and publish documents of their own: the cards shown are compared with those documents in full)
  const shown = async (attr: string, least: number) => {
    const ids = () => [...document.querySelectorAll(`main article[data-card] [${attr}]`)].map((e) => e.getAttribute(attr)!);
    await waitFor(() => ids().length >= least || null, `a card for each of the ${least} ${attr} of the pack at least`);
    return new Set(ids());
  };
  const [shownMissions, shownAdventures] = [await shown('data-mission', PACK_ORDER.length), await shown('data-adventure', 2)];
  missions = (await api<{ items: FullMission[] }>('/api/missions', { token: window.QB_ADMIN_TOKEN })).items.filter((m) => shownMissions.has(m.id));
  adventures = (await api<{ items: FullAdventure[] }>('/api/adventures', { token: window.QB_ADMIN_TOKEN })).items.filter((a) => shownAdventures.has(a.id));
  equal(missions.length, shownMissions.size, 'every mission shown is one the server holds');
  equal(adventures.length, shownAdventures.size, 'every adventure shown is one the server holds');
});

describe('the demo front page', () => {
  it('opens on a banner with its h1, then "Start here": The Trial, the first mission shown, with one big button that opens a room', () => {
    const h1 = document.querySelectorAll('h1');
    equal(h1.length, 1, 'one h1');
    equal(h1[0]!.textContent, 'Go down into the dungeon, together');
    const first = document.querySelector('main [data-mission]')!;
    equal(first.getAttribute('data-mission'), 'la-prova', 'the first mission of the page');
    assert(first.closest('#start-here'), 'inside "Start here"');
    assert(first.classList.contains('big'), 'its big button');
    equal(first.textContent, 'Open a room');
    equal(document.querySelector('#start-here h2')!.textContent, 'The Trial');
    equal(document.querySelector('#start-here .kicker')!.textContent, 'Start here');
    equal(document.querySelectorAll('#start-here [data-mission]').length, 1, 'one button there');
  });

  it('lists the other missions easiest first, the unrated last', () => {
    const shown = [...document.querySelectorAll('main [data-mission]')].map((b) => b.getAttribute('data-mission')!);
    equal(shown.length, missions.length);
    const rank = (id: string) => missions.find((m) => m.id === id)!.difficulty ?? Infinity;
    for (let i = 1; i < shown.length; i++)
      assert(rank(shown[i - 1]!) <= rank(shown[i]!), `${shown[i - 1]} (${rank(shown[i - 1]!)}) before ${shown[i]} (${rank(shown[i]!)})`);
    // the default pack's, in their exact order (other tests may have stored missions of their own)
    equal(
      shown.filter((id) => PACK_ORDER.includes(id)),
      PACK_ORDER,
    );
    // each card says its difficulty
    equal(document.querySelector('[data-card="la-prova"] .difficulty')!.getAttribute('data-difficulty'), '1');
    equal(document.querySelector('[data-card="la-strada-sigillata"] .difficulty .visually-hidden')!.textContent, 'Difficulty 5 of 5: Deadly');
  });

  it("draws each mission's own map on its card: its rooms, its doors but the secret ones, its start squares, nothing hidden", () => {
    let secretDoors = 0;
    for (const m of missions) {
      const svg = document.querySelector(`article[data-card="${m.id}"] svg[data-thumb="mission"]`);
      assert(svg, `${m.id} has a map thumbnail`);
      equal(svg.getAttribute('role'), 'img', `${m.id}: a picture`);
      assert(svg.getAttribute('aria-label')!.includes(`${m.map.rooms.length} rooms`), `${m.id}: its label counts its rooms: ${svg.getAttribute('aria-label')}`);
      equal(svg.querySelectorAll('g[data-room]').length, m.map.rooms.length, `${m.id}: its rooms`);
      equal(
        [...svg.querySelectorAll('g[data-room]')].map((g) => g.getAttribute('data-room')).sort(),
        m.map.rooms.map((r) => r.char).sort(),
        `${m.id}: each room by its character`,
      );
      const drawn = [...svg.querySelectorAll('[data-door]')].map((d) => d.getAttribute('data-door')).sort();
      equal(
        drawn,
        m.map.doors
          .filter((d) => !d.secret)
          .map((d) => doorKey(d.between))
          .sort(),
        `${m.id}: its doors but the secret ones`,
      );
      for (const secret of m.map.doors.filter((d) => d.secret)) {
        secretDoors++;
        assert(
          !drawn.includes(doorKey(secret.between)) && !drawn.includes(doorKey([secret.between[1], secret.between[0]])),
          `${m.id}: the secret door ${doorKey(secret.between)} is not drawn`,
        );
      }
      equal(
        [...svg.querySelectorAll('[data-start]')].map((c) => c.getAttribute('data-start')),
        m.start.map(([x, y]) => `${x},${y}`),
        `${m.id}: its start squares`,
      );
      // nothing else: the corridors, the rooms, one path of walls, the doors and the start squares
      const kinds = [...svg.children].map((c) =>
        c.hasAttribute('data-room')
          ? 'room'
          : c.hasAttribute('data-corridor')
            ? 'corridors'
            : c.hasAttribute('data-door')
              ? 'door'
              : c.hasAttribute('data-start')
                ? 'start'
                : c.tagName,
      );
      equal(
        kinds,
        ['corridors', ...m.map.rooms.map(() => 'room'), 'path', ...drawn.map(() => 'door'), ...m.start.map(() => 'start')],
        `${m.id}: what its thumbnail draws`,
      );
    }
    assert(secretDoors > 0, 'a mission of the pack has a secret door, left out');
  });

  it("draws each adventure's map on its card: a place per location, its routes and the town's road", () => {
    for (const a of adventures) {
      const svg = document.querySelector(`article[data-card="${a.id}"] svg[data-thumb="adventure"]`);
      assert(svg, `${a.id} has a map thumbnail`);
      equal(svg.getAttribute('role'), 'img');
      equal(svg.querySelectorAll('[data-place]').length, a.locations.length, `${a.id}: its places`);
      const routes = a.locations.flatMap((l, i) => l.routes.map((r) => `${i}-${a.locations.findIndex((x) => x.id === r)}`));
      equal(
        [...svg.querySelectorAll('path[data-route]')].map((p) => p.getAttribute('data-route')),
        ['town', ...routes],
        `${a.id}: its routes`,
      );
    }
    equal(adventures.find((a) => a.id === 'forsaken-woods')?.locations.length, 10, 'Forsaken Woods: ten places');
  });
});
