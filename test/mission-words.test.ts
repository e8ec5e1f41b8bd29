/**
 * The mission editor's fields a club organiser reads say what they are for. "Difficoltà" and "Livello di
 * difficoltà" were two fields with near names: one is a rating for whoever picks the mission, the other sets how
 * strong the creatures are under a d20 ruleset; each now says which, with a hint.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldHint, fieldLabel, t } from '../components/archive/i18n.ts';

test("the mission's difficulty rating and its creatures' strength have names that differ in meaning, each with a hint", () => {
  assert.equal(fieldLabel(['difficulty'], 'it'), 'Voto di difficoltà (1–5)');
  assert.equal(fieldLabel(['tier'], 'it'), 'Forza delle creature (d20)');
  assert.equal(fieldLabel(['difficulty'], 'en'), 'Difficulty rating (1–5)');
  assert.equal(fieldLabel(['tier'], 'en'), 'Creature strength (d20)');
  assert.match(fieldHint(['difficulty'], 'it')!, /^Solo un voto per chi sceglie la missione, non cambia il gioco/);
  assert.match(fieldHint(['tier'], 'it')!, /^Solo con un regolamento d20: quanto sono forti le creature/);
});

test("the creature tool's tag says what it is for: the victory and the events that name a creature", () => {
  assert.equal(t('it', 'tagTool'), 'Etichetta (per vittoria ed eventi)');
  assert.equal(t('it', 'tagToolExample'), 'come «capo»');
  assert.match(t('it', 'tagToolHint'), /«Creature indicate uccise» con l’etichetta «capo»/);
  assert.match(t('en', 'tagToolHint'), /“Chosen creatures killed” with the tag “boss”/);
});
