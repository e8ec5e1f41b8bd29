/**
 * A point added to a location of an adventure (components/archive/adventure-nodes.ts): it goes before the location's
 * exit, halfway to it on the path, named in the author's language with an id made from that name; a fight or a
 * challenge is on the way, a dialogue has its first page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newNode } from '../components/archive/adventure-nodes.ts';

const location = () => ({
  id: 'mill',
  nodes: [
    { id: 'wolves', kind: 'encounter', at: 0.2 },
    { id: 'uscita', kind: 'exit', at: 1 },
  ],
});

test('a chest goes before the exit, halfway between the point before it and the exit', () => {
  assert.deepEqual(newNode(location(), 'chest', 'en', ['wolves', 'uscita']), {
    node: { id: 'chest', kind: 'chest', name: { en: 'Chest' }, at: 0.6 },
    index: 1,
  });
});

test('an id already taken is not given again', () => {
  assert.equal(newNode(location(), 'chest', 'en', ['wolves', 'uscita', 'chest']).node.id, 'chest-2');
});

test('a dialogue starts on its one page, spoken by a speaker named as the point', () => {
  const { node } = newNode(location(), 'dialogue', 'it', ['wolves']);
  assert.deepEqual([node.speaker, node.start, node.pages], [{ it: 'Dialogo' }, 'pagina', [{ id: 'pagina', text: { it: 'Dialogo' }, choices: [] }]]);
});

test('a challenge is on the way, against a 10', () => {
  const { node } = newNode(location(), 'challenge', 'en', []);
  assert.deepEqual([node.mandatory, node.dc], [true, 10]);
});

test('an exit goes last, at the end of the path', () => {
  assert.deepEqual(newNode({ id: 'empty', nodes: [] }, 'exit', 'en', []), { node: { id: 'exit', kind: 'exit', name: { en: 'Exit' }, at: 1 }, index: 0 });
});
