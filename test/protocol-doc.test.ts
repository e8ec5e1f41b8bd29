/**
 * docs/protocol.md must name every action, event and error code the engine has, so the reference cannot drift.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Action, ERROR_CODES } from '../engine/index.ts';
import type { GameEvent, View } from '../engine/index.ts';
import { ERROR_STATUS } from '../cms/rooms/status.ts';
import { SeatChannel, type SeatFrame } from '../cms/rooms/channel.ts';
import { ClientMessage } from '../cms/rooms/live.ts';

const doc = readFileSync(new URL('../docs/protocol.md', import.meta.url), 'utf8');
const errorSection = doc.slice(doc.indexOf('## Errors'));

/** Every event type, listed through a record so that adding an event type without listing it here fails to compile. */
const EVENT_TYPES: Record<GameEvent['type'], true> = {
  seat_joined: true,
  game_started: true,
  turn_started: true,
  movement_rolled: true,
  unit_moved: true,
  door_opened: true,
  room_revealed: true,
  attack: true,
  unit_died: true,
  turn_ended: true,
  game_over: true,
  spell_cast: true,
  item_used: true,
  spell_taught: true,
  card_drawn: true,
  deck_shuffled: true,
  damaged: true,
  healed: true,
  stat_changed: true,
  stat_expired: true,
  status_applied: true,
  status_tick: true,
  status_ended: true,
  turn_skipped: true,
  thawed: true,
  d20_attack: true,
  fumbled: true,
  freeze_roll: true,
  resource_changed: true,
  revived: true,
  special_action: true,
  teleported: true,
  gold_gained: true,
  item_gained: true,
  spawned: true,
  regenerated: true,
  awakened: true,
  message: true,
  custom: true,
  custom_resolved: true,
  effect_skipped: true,
  searched: true,
  object_found: true,
  trap_sprung: true,
  mission_event: true,
  rules_attack: true,
  condition_changed: true,
  save_rolled: true,
  stabilised: true,
  initiative_rolled: true,
  xp_gained: true,
  ability_used: true,
  concentration_started: true,
  concentration_ended: true,
  reaction_offered: true,
  reaction_taken: true,
  reaction_declined: true,
  stance_changed: true,
  seat_released: true,
  creatures_handed: true,
  computer_turn: true,
};

test('docs/protocol.md has a row and a valid JSON example for every action', () => {
  for (const option of Action.options) {
    const type = option.shape.type.value;
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${type}\` |`));
    assert.ok(row, `no row for action ${type}`);
    const example = row.match(/`(\{.*\})` \|$/)?.[1];
    assert.ok(example, `no example for action ${type}`);
    assert.deepEqual(Action.parse(JSON.parse(example)).type, type);
  }
});

test('docs/protocol.md has a row with a JSON example for every event', () => {
  for (const type of Object.keys(EVENT_TYPES)) {
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${type}\` |`));
    assert.ok(row, `no row for event ${type}`);
    const example = JSON.parse(row.match(/`(\{.*\})` \|$/)![1]!);
    assert.equal(example.type, type);
  }
});

test('docs/protocol.md gives every engine error code the status the server answers with', () => {
  for (const code of ERROR_CODES) {
    const row = errorSection.split('\n').find((l) => l.startsWith(`| \`${code}\` |`));
    assert.ok(row, `error code ${code} is not documented`);
    assert.equal(Number(row.split('|')[2]!.trim()), ERROR_STATUS[code], `status of ${code}`);
  }
});

test('every error code the server answers with is documented with its status (docs/protocol.md or docs/archive-api.md)', () => {
  const archive = readFileSync(new URL('../docs/archive-api.md', import.meta.url), 'utf8');
  const tables = [errorSection, archive.slice(archive.indexOf('## Error codes'))];
  const documented = (code: string, status: number) =>
    tables.some((t) => t.split('\n').some((l) => l.startsWith(`| \`${code}\` |`) && Number(l.split('|')[2]!.trim()) === status));
  const sources = readdirSync(new URL('../cms/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const thrown = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(new URL(`../cms/${file}`, import.meta.url), 'utf8');
    for (const m of text.matchAll(/new ApiError\((\d{3}), '([a-z_]+)'/g)) thrown.add(`${m[2]} ${m[1]}`);
  }
  assert.ok(thrown.size >= 10, `only ${thrown.size} codes found`);
  for (const entry of thrown) {
    const [code, status] = entry.split(' ') as [string, string];
    assert.ok(documented(code, Number(status)), `${code} (${status}) is not documented with that status`);
  }
});

/** The live connection's modules: the socket and its dispatch, the watches, the actions sent through a watch. */
const LIVE_SOURCES = ['live.ts', 'live-watch.ts', 'live-act.ts'];

test('docs/protocol.md documents the live connection: every message a page sends (checked against the server’s schema) and every refusal of a watch', () => {
  const live = doc.slice(doc.indexOf('### The live connection'), doc.indexOf('## The quest book'));
  const sent = live.split('\n').flatMap((l) => [...l.matchAll(/^\| `(\{"type":"(?:watch|unwatch|act)".*?\})` \|/g)].map((m) => JSON.parse(m[1]!)));
  assert.deepEqual(
    sent.map((m) => [m.type, m.token !== undefined, m.spectator === true, m.campaign !== undefined]),
    [
      ['watch', true, false, false],
      ['watch', false, true, false],
      ['watch', true, false, true],
      ['unwatch', false, false, false],
      ['act', false, false, false],
    ],
  );
  for (const m of sent) assert.ok(ClientMessage.safeParse(m).success, JSON.stringify(m));
  const source = LIVE_SOURCES.map((file) => readFileSync(new URL(`../cms/rooms/${file}`, import.meta.url), 'utf8')).join('\n');
  const codes = new Set([...source.matchAll(/sendError\(\s*(?:id|null|message\.watch),\s*'([a-z_]+)'/g)].map((m) => m[1]!));
  assert.ok(codes.has('too_many_spectators') && codes.size >= 5, [...codes].join(', '));
  for (const code of codes) assert.ok(live.includes(`\`${code}\``), `live error ${code} is not documented`);
});

test('docs/protocol.md has a "Watching" section naming the spectator’s watch message, its reads and its refusals', () => {
  const watching = doc.slice(doc.indexOf('## Watching'), doc.indexOf('## The quest book'));
  assert.ok(watching.startsWith('## Watching'));
  for (const needle of [
    '{"type":"watch","watch":"w1","room":"<room>","spectator":true}',
    'GET /api/rooms/:id/view?as=spectator',
    '/log?as=spectator',
    '403 `spectator`',
    '`too_many_spectators`',
    '`legal` is always `[]`',
  ]) {
    assert.ok(watching.includes(needle), `"Watching" lacks ${needle}`);
  }
  assert.ok(
    doc.split('\n').some((l) => l.startsWith('| `GET /api/rooms/:id/view?as=spectator` | none |')),
    'the HTTP table lists the spectator view',
  );
});

test('docs/protocol.md names every message the server sends on the live connection, and the fields of a delta as the server writes them', () => {
  const live = doc.slice(doc.indexOf('### The live connection'), doc.indexOf('## Watching'));
  const source = LIVE_SOURCES.map((file) => readFileSync(new URL(`../cms/rooms/${file}`, import.meta.url), 'utf8')).join('\n');
  const types = new Set([...source.matchAll(/JSON\.stringify\(\{ type: '([a-z]+)'|= `\{"type":"([a-z]+)"/g)].map((m) => m[1] ?? m[2]!));
  assert.deepEqual([...types].sort(), ['acted', 'closed', 'error', 'patch', 'update']);
  for (const type of types)
    assert.ok(
      live.split('\n').some((l) => l.startsWith(`| \`{"type":"${type}"`)),
      `no row for the server's "${type}" message`,
    );
  // a real delta, as a seat's channel writes it
  const base = { seq: 1, view: { seq: 1, turn: { moved: false } } as unknown as View, events: [], legal: [] };
  const channel = new SeatChannel('h1', base);
  let frame: SeatFrame | undefined;
  channel.add({ seat: 'h1', send: (f) => (frame = f), close: () => undefined });
  channel.publish({
    seq: 2,
    view: { seq: 2, turn: { moved: true } } as unknown as View,
    events: [{ type: 'turn_ended', seat: 'h1' }],
    legal: [{ type: 'roll' }],
  });
  const delta = JSON.parse(frame!.delta()!) as Record<string, unknown>;
  assert.deepEqual(delta.view, [['replace', '/turn/moved', true]]);
  const deltas = doc.slice(doc.indexOf('### Deltas'), doc.indexOf('## Watching'));
  for (const key of Object.keys(delta)) assert.ok(deltas.includes(`\`${key}\``), `the delta's field ${key} is not documented`);
  assert.ok(deltas.includes(JSON.stringify(delta.view).slice(1, -1)), 'the documented operation is the one the server writes');
  for (const word of ['Resync', 'watches again']) assert.ok(deltas.includes(word), `"Deltas" does not say ${word}`);
});

test('docs/protocol.md has a section for each part of the live protocol', () => {
  const sections = [
    '### The live connection',
    '### Deltas',
    '## Watching',
    '## Presence',
    '## Turn time',
    '## Skipping a turn',
    '## Releasing a seat',
    '## Handing the creatures to the computer',
    '## Sending an action once',
  ];
  for (const s of sections) assert.ok(doc.split('\n').includes(s), `no section "${s}"`);
  // the same-seq delta of a presence change, as written there, is a delta a page applies
  const presence = doc.slice(doc.indexOf('## Presence'), doc.indexOf('## Turn time'));
  const example = JSON.parse(presence.match(/`(\{"type":"patch".*?\})`/)![1]!) as { seq: number; from: number; view: unknown[] };
  assert.equal(example.from, example.seq);
  assert.deepEqual(example.view, [['add', '/presence/1', 'h1']]);
});
