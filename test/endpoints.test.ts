/**
 * The addresses of a `<quest-board>`'s `server` attribute (components/endpoints.ts): which one the element uses, and
 * where it goes when one gets no answer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Endpoints, endpoints, parseAddresses } from '../components/endpoints.ts';
import { seatKey } from '../components/seat-store.ts';

describe('the server addresses of an element', () => {
  it('reads one address, several separated by white space, or none (this page)', () => {
    assert.deepEqual(parseAddresses('https://a.example/'), ['https://a.example']);
    assert.deepEqual(parseAddresses('  https://a.example   https://b.example/\nhttps://c.example '), [
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
    assert.deepEqual(parseAddresses(''), ['']);
    assert.deepEqual(parseAddresses('   '), ['']);
  });

  it('moves round robin past an address that failed, once for failures of the same address', () => {
    const list = new Endpoints('https://a.example https://b.example https://c.example');
    assert.equal(list.current, 'https://a.example');
    assert.equal(list.failed('https://a.example'), 'https://b.example');
    // a second request that was sent to a.example fails after the first: b.example stays
    assert.equal(list.failed('https://a.example'), 'https://b.example');
    assert.equal(list.failed('https://b.example'), 'https://c.example');
    assert.equal(list.failed('https://c.example'), 'https://a.example');
  });

  it('a single address never moves', () => {
    const list = new Endpoints('https://a.example');
    assert.equal(list.failed('https://a.example'), 'https://a.example');
    assert.equal(new Endpoints('').failed(''), '');
  });

  it('one list per set of addresses on the page, however the attribute spells it', () => {
    assert.equal(endpoints('https://a.example https://b.example'), endpoints(' https://a.example/  https://b.example/ '));
    assert.notEqual(endpoints('https://a.example https://b.example'), endpoints('https://a.example'));
  });

  it('remembers a seat under the first address', () => {
    assert.equal(seatKey('https://a.example https://b.example', 'r1'), 'quest-board:seat:https://a.example|r1');
    assert.equal(seatKey('https://a.example/', 'r1'), 'quest-board:seat:https://a.example|r1');
  });
});
