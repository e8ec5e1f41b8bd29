/**
 * The card's magic under the `rules` module: a caster's spell slots left per level and the spell it holds by
 * concentration, by the ability's name in Italian and English (components/rulesets/rules/card.ts), the board's focus
 * badge over a caster holding a spell (components/rulesets/rules/badges.ts), and the chronicle's lines of concentration started and ended (components/rulesets/rules/words.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rulesPieceBadges } from '../components/rulesets/rules/badges.ts';
import { numbersOf } from '../components/rulesets/rules/card.ts';
import { rulesEventLine, rulesViewOf } from '../components/rulesets/rules/words.ts';
import { viewFor, type GameEvent } from '../engine/index.ts';
import { ok } from './support/rules-fixture.ts';
import { game } from './support/spells-fixture.ts';

describe("the card's spells", () => {
  const cast = ok(game(), { seat: 'h1', type: 'ability', ability: 'benedizione' });
  const rv = rulesViewOf(viewFor(cast.state, 'h1').rules)!;

  test('slots left per level and the spell held, named in the reader’s language', () => {
    const n = numbersOf(rv, rv.pieces['h1']!, 'it');
    assert.deepEqual([n.slots, n.concentrating], [[{ level: 1, left: 1, max: 2 }], ['Benedizione']]);
    // a piece without spells: nothing of the kind
    const other = numbersOf(rv, rv.pieces['h2']!, 'en');
    assert.deepEqual([other.slots, other.concentrating], [[], []]);
  });

  test("the board's focus badge over the caster while it holds the spell, and none before", () => {
    assert.deepEqual([...rulesPieceBadges(viewFor(cast.state, 'h1'))], [['h1', ['focus']]]);
    assert.deepEqual([...rulesPieceBadges(viewFor(game(), 'h1'))], []);
  });

  test('the chronicle tells concentration started and broken, in Italian and English', () => {
    const words = (lang: 'it' | 'en') => ({ lang, unit: (id: string) => (id === 'h1' ? 'Incantatrice' : id), moduleView: rv });
    const started = cast.events.find((e) => e.type === 'concentration_started')!;
    assert.equal(rulesEventLine(started, words('it')), 'Incantatrice si concentra su Benedizione');
    assert.equal(rulesEventLine(started, words('en')), 'Incantatrice concentrates on Benedizione');
    const broken: GameEvent = { type: 'concentration_ended', unit: 'h1', spell: 'benedizione', reason: 'save_failed' };
    assert.equal(rulesEventLine(broken, words('it')), 'Incantatrice perde la concentrazione: Benedizione finisce');
    assert.equal(rulesEventLine(broken, words('en')), 'Incantatrice loses concentration: Benedizione ends');
  });
});
