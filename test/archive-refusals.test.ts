/**
 * Refusals that say why: every refusal the Archive shows is worded in the reader's language from the
 * server's `code` (components/archive/refusal-words.ts), never the server's English `message` nor a raw room id. The
 * refusals come from a real listening server through the Archive's own client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ArchiveApi, ArchiveError } from '../components/archive/api.ts';
import { refusalWords } from '../components/archive/refusal-words.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';
import { call, overHttp } from './support/http.ts';

/** The error `work` rejects with. */
async function refusal(work: () => Promise<unknown>): Promise<ArchiveError> {
  try {
    await work();
  } catch (err) {
    assert.ok(err instanceof ArchiveError, String(err));
    return err;
  }
  assert.fail('the server accepted it');
}

describe("the Archive words the server's refusals from their code", () => {
  const tmp = tempDir();
  const tmpLimited = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let limited: Awaited<ReturnType<typeof inspectableServer>>;
  before(async () => {
    server = await inspectableServer(tmp.dir);
    // three rooms or seats a minute from one address: the fourth is refused
    limited = await inspectableServer(tmpLimited.dir, { creationsPerMinute: 3 });
  });
  after(async () => {
    await server.close();
    await limited.close();
    tmp.remove();
    tmpLimited.remove();
  });

  test('heroes taken from outside before "Start": no English sentence, no room id', async () => {
    const req = overHttp(server.url);
    const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { room, token: master } = created.body as { room: string; token: string };
    const api = new ArchiveApi(server.url);
    const chosen = (await api.freeHeroes(room)).map((h) => h.id).slice(0, 4);
    assert.equal(chosen.length, 4);
    // someone joins as the barbarian by the heroes' link meanwhile
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } })).status, 201);
    const err = await refusal(() => api.holdSeats(room, master, chosen));
    assert.equal(err.code, 'room_full');
    assert.match(err.message, /has room for 3 more heroes, not 4/);
    assert.equal(refusalWords(err, 'it'), 'La missione non ha più posto per tutti gli eroi scelti: qualcuno è entrato nel frattempo. Scegline meno e riprova.');
    assert.equal(refusalWords(err, 'en'), 'The mission no longer has room for every hero chosen: someone joined meanwhile. Choose fewer and try again.');
    for (const lang of ['it', 'en'] as const) assert.ok(!refusalWords(err, lang).includes(room));

    // the barbarian alone, named: taken
    const taken = await refusal(() => api.holdSeats(room, master, ['barbaro']));
    assert.equal(taken.code, 'hero_taken');
    assert.equal(refusalWords(taken, 'it'), 'Uno degli eroi scelti è già di un altro giocatore: toglilo dalla scelta e riprova.');
  });

  test('too many rooms or seats a minute from one address: what to do, in Italian', async () => {
    const req = overHttp(limited.url);
    const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova' } });
    const api = new ArchiveApi(limited.url);
    let err: ArchiveError | undefined;
    for (const hero of ['barbaro', 'nano', 'elfo', 'mago']) {
      try {
        await api.call('POST', `/api/rooms/${created.body.room}/seats`, { hero });
      } catch (e) {
        err = e as ArchiveError;
        break;
      }
    }
    assert.ok(err instanceof ArchiveError, 'a seat past the limit is refused');
    assert.equal(err.status, 429);
    assert.match(err.message, /a minute from this address/);
    assert.equal(refusalWords(err, 'it'), 'Troppe richieste in un minuto da questa rete: aspetta un minuto e riprova.');
    assert.equal(refusalWords(err, 'en'), 'Too many requests in a minute from this network: wait a minute and try again.');
  });

  test("a game refusal reads as the board reads it; a code nobody knows still says what to do, never the server's words", () => {
    assert.equal(refusalWords(new ArchiveError(403, 'not_your_turn', "it is h1's turn, not h2's"), 'it'), 'Non è il tuo turno.');
    const unknown = new ArchiveError(409, 'brand_new_code', 'room "abc" did something new');
    assert.equal(refusalWords(unknown, 'it'), 'Qualcun altro l’ha cambiato nel frattempo: ricarica la pagina e riprova.');
    assert.equal(
      refusalWords(new ArchiveError(503, 'brand_new_code', 'x'), 'en'),
      'The server had a problem: try again shortly; if it happens again, tell whoever runs it.',
    );
    assert.equal(refusalWords(new ArchiveError(0, 'network', 'fetch failed'), 'it'), 'Il server non risponde: controlla la connessione e riprova.');
    assert.equal(refusalWords(new TypeError('x is undefined'), 'it'), 'Qualcosa non ha funzionato: riprova; se si ripete, ricarica la pagina.');
  });
});
