/**
 * A tool pulls a ruleset over HTTP as other programs would: public, cacheable with ETag / If-None-Match, an older
 * version on request, and valid against the published JSON Schema checked by an independent validator (ajv).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { call, overHttp } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const live = serverForFile();

test('GET /api/rulesets/classic: ETag and 304, ?version=, CORS, and valid against /api/schemas/ruleset.json', async () => {
  const url = live().url;
  const first = await fetch(`${url}/api/rulesets/classic`, { headers: { Origin: 'https://tools.example' } });
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('access-control-allow-origin'), '*');
  const etag = first.headers.get('etag');
  assert.equal(etag, '"1"');
  const ruleset = (await first.json()) as Record<string, unknown> & { id: string };
  assert.equal(ruleset.id, 'classic');

  const again = await fetch(`${url}/api/rulesets/classic`, { headers: { 'If-None-Match': etag! } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');

  // a new version: the old ETag no longer matches, and ?version=1 still gives the first one
  const req = overHttp(url);
  const changed = await call(req, 'PUT', '/api/rulesets/classic', {
    token: ADMIN_TOKEN,
    body: { ...ruleset, description: { it: 'Le regole del gioco da tavolo', en: 'The board game rules' } },
  });
  assert.equal(changed.status, 200);
  const fresh = await fetch(`${url}/api/rulesets/classic`, { headers: { 'If-None-Match': etag! } });
  assert.equal(fresh.status, 200);
  assert.equal(fresh.headers.get('etag'), '"2"');
  const v1 = await fetch(`${url}/api/rulesets/classic?version=1`);
  assert.equal(v1.status, 200);
  assert.deepEqual(await v1.json(), ruleset);
  assert.equal((await fetch(`${url}/api/rulesets/classic?version=9`)).status, 404);

  const schema = await fetch(`${url}/api/schemas/ruleset.json`).then((r) => r.json());
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  assert.ok(validate(ruleset), JSON.stringify(validate.errors));
  assert.ok(!validate({ ...ruleset, combatDie: { faces: ['sword'] } }), 'the schema refuses a face the rules do not know');
  // `rules` is stored as written, but its schema still describes every field of a rules document
  const rulesSchema = (schema as { properties: { rules: { properties: Record<string, unknown>; required: string[] } } }).properties.rules;
  assert.deepEqual(new Set(rulesSchema.required), new Set(['attributes', 'resources', 'progression', 'vitalResource']));
  assert.ok('spellcasting' in rulesSchema.properties && 'conditions' in rulesSchema.properties);
  const rules = ruleset.rules as Record<string, unknown>;
  assert.ok(!validate({ ...ruleset, rules: { ...rules, vitalResourse: 'bodyPoints' } }), 'the schema refuses an unknown field of rules');
  const { vitalResource: _, ...withoutVital } = rules;
  assert.ok(!validate({ ...ruleset, rules: withoutVital }), 'the schema wants the required fields of rules');
  const list = (await fetch(`${url}/api/rulesets`).then((r) => r.json())) as { items: { id: string }[] };
  for (const r of list.items) assert.ok(validate(r), `${r.id}: ${JSON.stringify(validate.errors)}`);
});
