/**
 * Sign-in, sessions, CSRF, roles, users and API tokens, through `app.request` over a real SQLite file.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { call, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, ADMIN_USER, tempDir, testApp, testDatabaseOption } from '../test/support/server.ts';
import { asUser, SAME_ORIGIN, sessionCookieOf, signIn } from '../test/support/session.ts';
import { countUsers } from './accounts/repository.ts';
import { openServices } from './server.ts';

const pack = loadDefaultPack();
const barbaro = () => structuredClone(pack.heroes.find((h) => h.id === 'barbaro')!);
const EVIL = 'https://evil.example';

describe('sign-in and sessions', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp({ admin: true });
    req = (path, init) => ctx.app.request(path, init);
  });
  after(() => ctx.close());

  const signInRaw = (body: unknown, url = '/api/session', headers: Record<string, string> = {}) =>
    req(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: SAME_ORIGIN, ...headers }, body: JSON.stringify(body) });

  test('the first administrator comes from ADMIN_NAME / ADMIN_PASSWORD; signing in sets an HttpOnly, SameSite=Lax cookie for 7 days', async () => {
    const res = await signInRaw(ADMIN_USER);
    assert.equal(res.status, 204);
    const header = res.headers.get('set-cookie') ?? '';
    assert.match(header, /^qb_session=[\w-]{43};/);
    assert.match(header, /HttpOnly/);
    assert.match(header, /SameSite=Lax/);
    assert.match(header, /Path=\//);
    assert.match(header, /Max-Age=604800/);
    assert.doesNotMatch(header, /Secure/, 'not over plain http');

    const cookie = sessionCookieOf(res)!;
    const me = await asUser(req, cookie, 'GET', '/api/session');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body, { user: { id: me.body.user.id, name: ADMIN_USER.name, role: 'admin' }, kind: 'session' });
    // the session id is stored only as its hash
    const rows = await ctx.services.db.selectFrom('sessions').select('id_hash').execute();
    assert.ok(rows.length >= 1);
    assert.ok(rows.every((r) => !cookie.includes(r.id_hash)));
  });

  test('over https (directly or behind a proxy saying so) the cookie is Secure', async () => {
    const direct = await signInRaw(ADMIN_USER, 'https://localhost/api/session', { origin: 'https://localhost' });
    assert.equal(direct.status, 204);
    assert.match(direct.headers.get('set-cookie') ?? '', /Secure/);
    const proxied = await signInRaw(ADMIN_USER, '/api/session', { 'x-forwarded-proto': 'https' });
    assert.equal(proxied.status, 204);
    assert.match(proxied.headers.get('set-cookie') ?? '', /Secure/);
  });

  test('a wrong password and an unknown name are the same 401: no hint which part was wrong', async () => {
    const wrongPassword = await signInRaw({ name: ADMIN_USER.name, password: 'non-e-questa' });
    const unknownName = await signInRaw({ name: 'nessuno', password: ADMIN_USER.password });
    assert.equal(wrongPassword.status, 401);
    assert.equal(unknownName.status, 401);
    assert.equal(wrongPassword.headers.get('set-cookie'), null);
    assert.deepEqual(await wrongPassword.json(), await unknownName.json());
    // and a bad body is a 400, never a 500
    for (const body of [{}, { name: 'x' }, { name: 1, password: 2 }, 'text']) {
      const res = await signInRaw(body);
      assert.equal(res.status, 400, JSON.stringify(body));
    }
  });

  test('signing out ends the session: the cookie is cleared and refused afterwards', async () => {
    const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const before = (await ctx.services.db.selectFrom('sessions').select('id_hash').execute()).length;
    const out = await asUser(req, cookie, 'DELETE', '/api/session');
    assert.equal(out.status, 204);
    assert.match(out.headers.get('set-cookie') ?? '', /qb_session=;.*Max-Age=0/);
    assert.equal((await ctx.services.db.selectFrom('sessions').select('id_hash').execute()).length, before - 1);
    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 401);
    assert.equal((await asUser(req, cookie, 'PUT', '/api/heroes/barbaro', { body: barbaro() })).status, 401);
    // signing out again (or without a session) is fine
    assert.equal((await asUser(req, cookie, 'DELETE', '/api/session')).status, 204);
    assert.equal((await call(req, 'GET', '/api/session')).status, 401);
  });

  test('GET /api/session/status answers 200 whether or not anyone is signed in, and says who', async () => {
    // a page asking at load (the Archive's sign-in page) gets no failed request to log
    const nobody = await call(req, 'GET', '/api/session/status');
    assert.equal(nobody.status, 200);
    assert.deepEqual(nobody.body, { signedIn: false });
    const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const me = await asUser(req, cookie, 'GET', '/api/session/status');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body, { signedIn: true, user: { id: me.body.user.id, name: ADMIN_USER.name, role: 'admin' }, kind: 'session' });
    assert.deepEqual((await call(req, 'GET', '/api/session/status', { token: ADMIN_TOKEN })).body, {
      signedIn: true,
      user: { name: 'ADMIN_TOKEN', role: 'admin' },
      kind: 'admin-token',
    });
    // an altered cookie and a signed-out one are nobody, and still give no access
    assert.deepEqual((await asUser(req, `${cookie.slice(0, -2)}xx`, 'GET', '/api/session/status')).body, { signedIn: false });
    assert.equal((await asUser(req, cookie, 'DELETE', '/api/session')).status, 204);
    assert.deepEqual((await asUser(req, cookie, 'GET', '/api/session/status')).body, { signedIn: false });
    assert.equal((await asUser(req, cookie, 'PUT', '/api/heroes/barbaro', { body: barbaro() })).status, 401);
  });

  test('writing content without a session or token is refused with 401, and nothing changes', async () => {
    const before = await call(req, 'GET', '/api/heroes/barbaro');
    for (const [method, path, body] of [
      ['PUT', '/api/heroes/barbaro', { ...barbaro(), attack: 9 }],
      ['POST', '/api/heroes', { ...barbaro(), id: 'intruso' }],
      ['DELETE', '/api/heroes/barbaro', undefined],
      ['PUT', '/api/heroes/barbaro/status', { status: 'draft' }],
      ['POST', '/api/heroes/barbaro/versions/1/restore', undefined],
      ['POST', '/api/import', { pack: { heroes: [{ ...barbaro(), id: 'intruso' }] } }],
    ] as const) {
      const res = await call(req, method, path, body !== undefined ? { body } : {});
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.body.error.code, 'unauthorized');
    }
    for (const path of ['/api/export', '/api/heroes/barbaro/versions', '/api/users', '/api/tokens']) {
      assert.equal((await call(req, 'GET', path)).status, 401, path);
    }
    const now = await call(req, 'GET', '/api/heroes/barbaro');
    assert.deepEqual(now.body, before.body);
    assert.equal(now.headers.get('etag'), before.headers.get('etag'));
    assert.equal((await call(req, 'GET', '/api/heroes/intruso')).status, 404);
  });

  test('a signed-in user writes content with the cookie; a CSRF-less form post from another site is refused with 403', async () => {
    const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const put = await asUser(req, cookie, 'PUT', '/api/heroes/barbaro', { body: { ...barbaro(), attack: 4 } });
    assert.equal(put.status, 200);
    const etag = put.headers.get('etag');

    const form = new URLSearchParams({ id: 'falso', name: 'x' }).toString();
    for (const [method, path] of [
      ['POST', '/api/heroes'],
      ['PUT', '/api/heroes/barbaro'],
      ['POST', '/api/import'],
      ['POST', '/api/users'],
      ['DELETE', '/api/session'],
    ] as const) {
      const res = await asUser(req, cookie, method, path, { origin: EVIL, body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(res.body.error.code, 'forbidden');
    }
    // a DELETE from another origin (no body, so no JSON content type) is refused too
    assert.equal((await asUser(req, cookie, 'DELETE', '/api/heroes/barbaro', { origin: EVIL })).status, 403);
    // nothing changed, and the session still works
    const now = await call(req, 'GET', '/api/heroes/barbaro');
    assert.equal(now.headers.get('etag'), etag);
    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 200);
    // a sign-in form posted from another site is refused as well
    const login = await req('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      body: `name=${ADMIN_USER.name}&password=${ADMIN_USER.password}`,
    });
    assert.equal(login.status, 403);
    assert.equal(login.headers.get('set-cookie'), null);
    // a bearer request is not cookie-based: no CSRF check (a form body is simply not JSON)
    const bearer = await req('/api/heroes', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      body: form,
    });
    assert.equal(bearer.status, 400);
  });

  test('a tampered cookie and an expired session are refused with 401', async () => {
    const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const value = cookie.slice('qb_session='.length);
    const flipped = `qb_session=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, 'qb_session=', 'qb_session=not-a-session', `qb_session=${value}x`, `qb_session=${'A'.repeat(43)}`]) {
      assert.equal((await asUser(req, bad, 'GET', '/api/session')).status, 401, bad);
      assert.equal((await asUser(req, bad, 'PUT', '/api/heroes/barbaro', { body: barbaro() })).status, 401, bad);
      assert.equal((await asUser(req, bad, 'GET', '/api/export')).status, 401, bad);
    }
    // a stale cookie does not stop public reads
    assert.equal((await asUser(req, flipped, 'GET', '/api/heroes')).status, 200);

    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 200);
    await ctx.services.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 401);
    assert.equal((await asUser(req, cookie, 'PUT', '/api/heroes/barbaro', { body: barbaro() })).status, 401);
    assert.equal((await asUser(req, cookie, 'GET', '/api/missions/la-prova')).body.monsters, undefined, 'only the summary');
  });

  test('a signed-in user reads missions in full', async () => {
    const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const full = await asUser(req, cookie, 'GET', '/api/missions/la-prova');
    assert.equal(full.status, 200);
    assert.ok(Array.isArray(full.body.monsters));
    const list = await asUser(req, cookie, 'GET', '/api/missions');
    assert.ok(list.body.items.every((m: { map?: unknown }) => m.map !== undefined));
  });
});

describe('roles, users and API tokens', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  let admin: string;
  let author: string;
  let authorId: number;
  before(async () => {
    ctx = await testApp({ admin: true });
    req = (path, init) => ctx.app.request(path, init);
    admin = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    const created = await asUser(req, admin, 'POST', '/api/users', { body: { name: 'giulia', password: 'autrice-di-missioni', role: 'author' } });
    assert.equal(created.status, 201);
    assert.deepEqual(Object.keys(created.body).sort(), ['created_at', 'id', 'name', 'role']);
    authorId = created.body.id;
    author = await signIn(req, 'giulia', 'autrice-di-missioni');
  });
  after(() => ctx.close());

  test('an administrator lists users (never their password hashes); names are unique regardless of case', async () => {
    const list = await asUser(req, admin, 'GET', '/api/users');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.items.map((u: { name: string; role: string }) => [u.name, u.role]),
      [
        [ADMIN_USER.name, 'admin'],
        ['giulia', 'author'],
      ],
    );
    assert.ok(!JSON.stringify(list.body).includes('scrypt'));
    const dup = await asUser(req, admin, 'POST', '/api/users', { body: { name: 'Giulia', password: 'un-altra-password', role: 'author' } });
    assert.equal(dup.status, 409);
    const short = await asUser(req, admin, 'POST', '/api/users', { body: { name: 'marco', password: 'corta', role: 'author' } });
    assert.equal(short.status, 400);
    assert.equal(short.body.error.issues[0].path, 'password');
    const badRole = await asUser(req, admin, 'POST', '/api/users', { body: { name: 'marco', password: 'abbastanza-lunga', role: 'root' } });
    assert.equal(badRole.status, 400);
    assert.equal(badRole.body.error.issues[0].path, 'role');
  });

  test('an author edits content but cannot manage users or tokens (403 forbidden)', async () => {
    const me = await asUser(req, author, 'GET', '/api/session');
    assert.deepEqual(me.body.user, { id: authorId, name: 'giulia', role: 'author' });
    assert.equal((await asUser(req, author, 'PUT', '/api/heroes/barbaro', { body: { ...barbaro(), mind: 3 } })).status, 200);
    for (const [method, path, body] of [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', { name: 'complice', password: 'complice-password', role: 'admin' }],
      ['DELETE', '/api/users/1', undefined],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'mio' }],
      ['DELETE', '/api/tokens/1', undefined],
    ] as const) {
      const res = await asUser(req, author, method, path, body !== undefined ? { body } : {});
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(res.body.error.code, 'forbidden');
    }
    assert.equal(await countUsers(ctx.services.db), 2);
  });

  test('API tokens: created once by an administrator, used by another tool, listed without the secret, revoked', async () => {
    const created = await asUser(req, admin, 'POST', '/api/tokens', { body: { name: 'sito del club' } });
    assert.equal(created.status, 201);
    const { id, token } = created.body;
    assert.match(token, /^qbt_[\w-]{43}$/);

    const list = await asUser(req, admin, 'GET', '/api/tokens');
    assert.deepEqual(list.body.items, [{ id, name: 'sito del club', created_at: list.body.items[0].created_at, last_used_at: null }]);
    const stored = await ctx.services.db.selectFrom('api_tokens').select('token_hash').executeTakeFirstOrThrow();
    assert.notEqual(stored.token_hash, token);
    assert.ok(!JSON.stringify(list.body).includes(token.slice(4)));

    // the tool writes content, reads missions in full and exports, as an author
    const put = await call(req, 'PUT', '/api/heroes/barbaro', { token, body: { ...barbaro(), defence: 3 } });
    assert.equal(put.status, 200);
    assert.ok(Array.isArray((await call(req, 'GET', '/api/missions/la-prova', { token })).body.monsters));
    assert.equal((await call(req, 'GET', '/api/export', { token })).status, 200);
    assert.deepEqual((await call(req, 'GET', '/api/session', { token })).body, { user: { name: 'sito del club', role: 'author' }, kind: 'api-token' });
    assert.equal((await call(req, 'GET', '/api/users', { token })).status, 403);
    assert.equal((await call(req, 'POST', '/api/tokens', { token, body: { name: 'altro' } })).status, 403);
    const used = await asUser(req, admin, 'GET', '/api/tokens');
    assert.match(used.body.items[0].last_used_at, /^\d{4}-/);
    const versions = await call(req, 'GET', '/api/heroes/barbaro/versions', { token });
    assert.equal(versions.body.versions[0].saved_by, 'token:sito del club');

    assert.equal((await asUser(req, admin, 'DELETE', `/api/tokens/${id}`)).status, 204);
    assert.equal((await asUser(req, admin, 'DELETE', `/api/tokens/${id}`)).status, 404);
    const revoked = await call(req, 'PUT', '/api/heroes/barbaro', { token, body: barbaro() });
    assert.equal(revoked.status, 401);
    assert.deepEqual((await asUser(req, admin, 'GET', '/api/tokens')).body.items, []);
    // the ADMIN_TOKEN manages tokens and users too
    assert.equal((await call(req, 'GET', '/api/tokens', { token: ADMIN_TOKEN })).status, 200);
  });

  test('deleting a user ends its sessions; the last administrator cannot be deleted', async () => {
    const users = (await asUser(req, admin, 'GET', '/api/users')).body.items as { id: number; role: string }[];
    const adminId = users.find((u) => u.role === 'admin')!.id;
    const last = await asUser(req, admin, 'DELETE', `/api/users/${adminId}`);
    assert.equal(last.status, 409);
    assert.equal(last.body.error.code, 'last_admin');

    const extra = await asUser(req, admin, 'POST', '/api/users', { body: { name: 'temporaneo', password: 'temporaneo-password', role: 'author' } });
    const cookie = await signIn(req, 'temporaneo', 'temporaneo-password');
    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 200);
    assert.equal((await asUser(req, admin, 'DELETE', `/api/users/${extra.body.id}`)).status, 204);
    assert.equal((await asUser(req, cookie, 'GET', '/api/session')).status, 401);
    assert.equal((await asUser(req, admin, 'DELETE', `/api/users/${extra.body.id}`)).status, 404);
    assert.equal((await asUser(req, admin, 'DELETE', '/api/users/abc')).status, 400);
  });
});

describe('first start and sign-in limits', () => {
  test('ADMIN_NAME / ADMIN_PASSWORD create the first administrator only when no user exists', async () => {
    const tmp = tempDir();
    const lines: string[] = [];
    try {
      const first = await openServices({ dataDir: tmp.dir, ...testDatabaseOption(tmp.dir), adminToken: ADMIN_TOKEN, log: (l) => lines.push(l) });
      assert.equal(await countUsers(first.db), 0);
      assert.ok(lines.some((l) => l.includes('ADMIN_NAME')));
      await first.close();
      const second = await openServices({
        dataDir: tmp.dir,
        ...testDatabaseOption(tmp.dir),
        adminToken: ADMIN_TOKEN,
        admin: { name: 'capo', password: 'password-del-capo' },
        log: () => {},
      });
      assert.equal(await countUsers(second.db), 1);
      await second.close();
      const third = await openServices({
        dataDir: tmp.dir,
        ...testDatabaseOption(tmp.dir),
        adminToken: ADMIN_TOKEN,
        admin: { name: 'altro', password: 'un-altra-password' },
        log: () => {},
      });
      assert.deepEqual(await third.db.selectFrom('users').select(['name', 'role']).execute(), [{ name: 'capo', role: 'admin' }]);
      const hash = (await third.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
      assert.match(hash, /^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
      await third.close();
    } finally {
      tmp.remove();
    }
    const tmp2 = tempDir();
    try {
      await assert.rejects(
        openServices({ dataDir: tmp2.dir, ...testDatabaseOption(tmp2.dir), admin: { name: 'capo', password: 'corta' }, log: () => {} }),
        /ADMIN_PASSWORD/,
      );
    } finally {
      tmp2.remove();
    }
  });

  test('only a wrong name or password counts as a failed sign-in: bad bodies (400) and refused form posts (403) do not', async () => {
    const ctx = await testApp({ admin: true, failedSignInsPerMinute: 3 });
    try {
      const req: Requester = (path, init) => ctx.app.request(path, init);
      for (let i = 0; i < 10; i++) assert.equal((await call(req, 'POST', '/api/session', { body: { name: 1 } })).status, 400);
      const formFromElsewhere = () =>
        req('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
          body: 'name=capo&password=x',
        });
      for (let i = 0; i < 10; i++) assert.equal((await formFromElsewhere()).status, 403);
      const signedIn = await call(req, 'POST', '/api/session', { body: ADMIN_USER });
      assert.equal(signedIn.status, 204, JSON.stringify(signedIn.body));
      const wrong = () => call(req, 'POST', '/api/session', { body: { name: ADMIN_USER.name, password: 'sbagliata!' } });
      for (let i = 0; i < 3; i++) assert.equal((await wrong()).status, 401);
      assert.equal((await wrong()).status, 429);
    } finally {
      await ctx.close();
    }
  });

  test('failed sign-ins past the per-minute limit get a 429; successful ones do not count', async () => {
    const ctx = await testApp({ admin: true, failedSignInsPerMinute: 3 });
    try {
      const req: Requester = (path, init) => ctx.app.request(path, init);
      for (let i = 0; i < 5; i++) await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
      const wrong = () => call(req, 'POST', '/api/session', { body: { name: ADMIN_USER.name, password: 'sbagliata!' } });
      for (let i = 0; i < 3; i++) assert.equal((await wrong()).status, 401);
      const over = await wrong();
      assert.equal(over.status, 429);
      assert.equal(over.body.error.code, 'too_many_requests');
      assert.equal((await call(req, 'POST', '/api/session', { body: ADMIN_USER })).status, 429);
    } finally {
      await ctx.close();
    }
  });
});
