/**
 * `POST /api/import/heroscribe` through `app.request`: the administrator token; refused files with their element
 * and line; an entity bomb; the 5 MB limit. The conversion of a real quest (GodsBlade.xml, a real input) is tested
 * in test/realinputs/heroscribe-import.test.ts (`npm run test:realinputs`), the Archive's import of a hand-written
 * quest in test/browser/heroscribe-import.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { overHttp, postHeroScribe, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, serverForFile, testApp } from '../test/support/server.ts';

/** A small valid quest: one board, a stairway and an orc. */
const QUEST =
  '<?xml version="1.0"?>\n<quest name="Prova" region="Europe" version="1.0" width="1" height="1">\n<board>\n<object id="Stairway" left="2" top="2" />\n<object id="Orc" left="6" top="3" />\n</board>\n</quest>\n';

describe('POST /api/import/heroscribe', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (p, init) => ctx.app.request(p, init);
  });
  after(() => ctx.close());

  const post = (body: string | Uint8Array<ArrayBuffer>, options: { token?: string; type?: string; query?: string } = {}) =>
    postHeroScribe(req, body, { token: ADMIN_TOKEN, ...options });

  test('needs the administrator token', async () => {
    const res = await post(QUEST, { token: '' });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.code, 'unauthorized');
    assert.equal((await post(QUEST, { token: 'wrong' })).status, 401);
    assert.equal((await post(QUEST)).status, 200, 'with it the same file converts');
  });

  test('refused files: 400 invalid_heroscribe with the element and line; an entity bomb; 413 above 5 MB', async () => {
    const catalogue = await post('<?xml version="1.0"?>\n<objectList version="1.5">\n</objectList>\n');
    assert.equal(catalogue.status, 400);
    assert.equal(catalogue.body.error.code, 'invalid_heroscribe');
    assert.deepEqual(catalogue.body.error.issues[0].path, '<objectList> 2:1');
    assert.match(catalogue.body.error.issues[0].message, /^wrong_root: /);
    const notXml = await post('{"this": "is JSON"}');
    assert.equal(notXml.status, 400);
    assert.equal(notXml.body.error.code, 'invalid_heroscribe');
    assert.match(notXml.body.error.issues[0].message, /^not_xml: /);
    const bomb = await post('<?xml version="1.0"?>\n<!DOCTYPE quest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<quest>&b;</quest>');
    assert.equal(bomb.status, 400);
    assert.match(bomb.body.error.issues[0].message, /^entities: /);
    // a board all in the dark is the file's problem, not a converter defect
    for (const board of [
      '<board><dark left="1" top="1" width="26" height="19"/></board>',
      '<board><dark left="1" top="1" width="26" height="19"/><object id="Stairway" left="2" top="2"/></board>',
    ]) {
      const dark = await post(`<?xml version="1.0"?>\n<quest name="Buio" width="1" height="1">${board}</quest>`);
      assert.equal(dark.status, 400, board);
      assert.deepEqual(
        dark.body.error.issues,
        [
          {
            path: '<quest> 2:1',
            message: 'no_playable_square: one <dark> area covers every square of the board: the quest has no square to play on, not even one to start from',
            text: {
              en: 'one <dark> area covers every square of the board: the quest has no square to play on, not even one to start from',
              it: 'una zona <dark> copre ogni casella del tabellone: la missione non ha caselle su cui giocare, nemmeno una da cui partire',
            },
          },
        ],
        board,
      );
    }
    const big = await post(new Uint8Array(6 * 1024 * 1024).fill(0x20));
    assert.equal(big.status, 413);
    assert.equal(big.body.error.code, 'too_large');
  });
});

describe("POST /api/import/heroscribe over a listening server: the file's bytes, in their own encoding", () => {
  const server = serverForFile();
  const post = (body: Uint8Array<ArrayBuffer>, type = 'application/xml') => postHeroScribe(overHttp(server().url), body, { token: ADMIN_TOKEN, type });
  /** A one-board quest named `name` (bytes as given) under the XML declaration `declaration`. */
  const questBytes = (declaration: string, name: number[]) =>
    new Uint8Array([...Buffer.from(`${declaration}<quest name="`, 'latin1'), ...name, ...Buffer.from('" width="1" height="1"><board/></quest>', 'latin1')]);
  const CAFE_LATIN1 = [0x43, 0x61, 0x66, 0xe9];

  test('a file declared ISO-8859-1 or windows-1252, as HeroScribe (a Java program) writes them: "Café" comes out right', async () => {
    const latin1 = await post(questBytes('<?xml version="1.0" encoding="ISO-8859-1"?>', CAFE_LATIN1));
    assert.equal(latin1.status, 200);
    assert.deepEqual(latin1.body.mission.name, { it: 'Café', en: 'Café' });
    assert.equal(latin1.body.mission.id, 'cafe');
    assert.equal(latin1.body.report.quest.name, 'Café');
    // windows-1252 has the euro and the typographic quotes where ISO-8859-1 has control characters
    const cp1252 = await post(questBytes("<?xml version='1.0' encoding='windows-1252'?>", [...CAFE_LATIN1, 0x20, 0x80, 0x20, 0x93, 0x61, 0x94]));
    assert.equal(cp1252.status, 200);
    assert.equal(cp1252.body.report.quest.name, 'Café € “a”');
    // UTF-8 as before, declared or not
    const utf8 = await post(new Uint8Array(Buffer.from('<quest name="Café" width="1" height="1"><board/></quest>', 'utf8')));
    assert.equal(utf8.status, 200);
    assert.equal(utf8.body.report.quest.name, 'Café');
  });

  test("the Content-Type's charset wins over the declaration (the Archive sends the text of its box as UTF-8)", async () => {
    const body = new Uint8Array(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><quest name="Café" width="1" height="1"><board/></quest>', 'utf8'));
    const res = await post(body, 'application/xml; charset=utf-8');
    assert.equal(res.status, 200);
    assert.equal(res.body.report.quest.name, 'Café');
    const unknown = await post(body, 'text/plain; charset="klingon"');
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.error.issues, [
      {
        path: '',
        message: 'not_text: the request\'s Content-Type names the charset "klingon", which is not supported',
        text: {
          en: 'the request\'s Content-Type names the charset "klingon", which is not supported',
          it: 'il Content-Type della richiesta indica il charset «klingon», che non è supportato',
        },
      },
    ]);
  });

  test('an encoding nobody knows, or bytes that are not text in the declared one: 400 not_text, in both languages', async () => {
    const foo = await post(questBytes('<?xml version="1.0" encoding="foo"?>', [0x43, 0xff]));
    assert.equal(foo.status, 400);
    assert.equal(foo.body.error.code, 'invalid_heroscribe');
    assert.deepEqual(foo.body.error.issues, [
      {
        path: '<document> 1:1',
        message: 'not_text: the XML declaration names the encoding "foo", which is not supported',
        text: {
          en: 'the XML declaration names the encoding "foo", which is not supported',
          it: 'la dichiarazione XML indica la codifica «foo», che non è supportata',
        },
      },
    ]);
    const notUtf8 = await post(questBytes('<?xml version="1.0"?>', CAFE_LATIN1));
    assert.equal(notUtf8.status, 400);
    assert.deepEqual(notUtf8.body.error.issues, [
      { path: '', message: 'not_text: the file is not utf-8 text', text: { en: 'the file is not utf-8 text', it: 'il file non è testo in codifica utf-8' } },
    ]);
  });
});
