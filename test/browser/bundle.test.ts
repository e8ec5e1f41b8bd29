/**
 * The built bundle `/quest-board.js` (what embedders load; `npm run test:browser` builds it first) in the browser,
 * loaded as an embed on another site loads it: from the REAL server, whose origin is not this page's, so the module
 * and its chunks come over CORS and the chunks' URLs resolve against the module's own. Importing it defines
 * `<quest-board>` as the class it exports, a real `HTMLElement` (the bundle takes Lit's Node builds so that it also
 * imports without a DOM, see components/build/index.ts), and that element plays a room: the board draws with the three.js
 * shaders the build kept (components/build/three.ts), and the parts split off (components/lazy-parts.ts: the
 * master's panel, the campaign shell, the join picker, the English texts) are fetched from the server's `/chunks/` only when the
 * element shows them, as are the d20 and `rules` rulesets' parts (components/rulesets/registry.ts) only for a room
 * of theirs.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import { DungeonBoard, type BoardScene } from '../../components/board/index.ts';
import { NO_NAMES } from '../../components/context.ts';
import { marksFor } from '../../components/marks.ts';
import { assert, equal } from './support/assert.ts';
import { seatView, startedGame } from './support/views.ts';
import { boardMounter, createRoom, deepQuery, joinRoom, serverUrl, waitFor } from './support/page.ts';
import { threeBoard } from './support/three-board.ts';

const board = boardMounter();
// the page's own modules are resource entries too: room for all of them
performance.setResourceTimingBufferSize(10_000);

/** The chunks of the bundle this page has fetched so far (their URLs). */
function chunksFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => url.startsWith(`${serverUrl()}/chunks/`));
}

describe('the built bundle quest-board.js, embedded from another origin', () => {
  it('defines <quest-board> as its exported class, an HTMLElement, which draws a room; the master panel comes when it shows', async () => {
    assert(new URL(serverUrl()).origin !== location.origin, 'the server is another origin than this page');
    assert(customElements.get('quest-board') === undefined, 'nothing defines the element before the bundle');
    const bundle = (await import(/* @vite-ignore */ `${serverUrl()}/quest-board.js`)) as { QuestBoard: typeof QuestBoard };
    equal(customElements.get('quest-board') === bundle.QuestBoard, true, 'the defined element is the exported class');
    assert(bundle.QuestBoard.prototype instanceof HTMLElement, 'the element extends the browser HTMLElement');
    const upFront = chunksFetched();
    assert(upFront.length > 0, 'the bundle imports its shared chunks from the server');
    equal(customElements.get('qb-master-panel'), undefined, "the master's panel is not loaded up front");
    equal(customElements.get('qb-campaign'), undefined, 'nor is the campaign shell');
    equal(customElements.get('qb-join-panel'), undefined, 'nor is the join picker');

    const master = await createRoom('la-prova');
    const el = board({ room: master.room, token: master.token });
    assert(el instanceof bundle.QuestBoard, 'a created <quest-board> is upgraded to the bundle class');
    await waitFor(() => el.view?.phase === 'lobby', "the master's lobby view over the live stream");
    equal(el.seat, 'master');
    await waitFor(() => deepQuery(el, 'qb-master-panel')?.shadowRoot?.querySelector('[data-role="quest-book"]'), "the master's panel");
    const later = chunksFetched().filter((url) => !upFront.includes(url));
    assert(
      later.some((url) => /\/chunks\/master-panel-[A-Z0-9]+\.js$/.test(url)),
      `the master panel's chunk is fetched when the master's view shows: ${later.join(', ')}`,
    );

    await joinRoom(master.room, 'barbaro');
    const start = await waitFor(() => {
      const button = deepQuery<HTMLButtonElement>(el, 'button[data-action="start"]');
      return button && !button.disabled ? button : null;
    }, 'the start button, once a hero joined');
    start.click();
    await waitFor(() => el.view?.phase === 'playing', 'the game to start');
    const b = threeBoard(await waitFor(() => el.board, 'the board'));
    el.scrollIntoView();
    await b.whenRendered();
    // the board's materials (Lambert floors, walls and pieces, unlit marks) draw with the shaders the build kept
    assert(b.drawCalls > 0, `the renderer made no draw call (${b.drawCalls})`);
    const floor = b.readSquarePixel(6, 5)!;
    const rect = b.canvas.getBoundingClientRect();
    const background = b.readPixel(rect.left + 3, rect.top + 3)!;
    assert(floor && background, 'pixels could not be read');
    assert(
      floor.some((v, i) => Math.abs(v - background[i]!) > 30),
      `floor pixel ${floor} looks like the background ${background}`,
    );
  });

  it('fetches the campaign shell only for a campaign, and it runs the join flow', async () => {
    const before = chunksFetched();
    const el = board({ adventure: 'forsaken-woods' });
    await waitFor(() => deepQuery(el, '[data-action="create-company"]'), "the campaign's join flow");
    assert(customElements.get('qb-campaign') !== undefined, 'the shell defined <qb-campaign>');
    const later = chunksFetched().filter((url) => !before.includes(url));
    assert(
      later.some((url) => /\/chunks\/shell-[A-Z0-9]+\.js$/.test(url)),
      `the shell's chunk is fetched for the campaign: ${later.join(', ')}`,
    );
  });

  it("fetches a ruleset's parts only for its rooms, their styles with them: a d20 room's hero picker and hero card", async () => {
    const chunksOf = (name: string) => chunksFetched().filter((url) => new RegExp(`/chunks/${name}-[A-Z0-9]+\\.js$`).test(url));
    equal(chunksOf('d20').length, 0, "a classic room and a campaign's join flow fetch no d20 parts");
    const host = await createRoom('la-torre-di-guardia');
    const picker = board({ room: host.room });
    const armour = await waitFor(() => deepQuery(picker, 'li[data-hero="xov"] [data-stat="armour"]'), "Xov's armour in the hero picker (the d20 parts)");
    equal(armour.textContent, '13');
    equal(chunksOf('d20').length, 1, "the d20 parts' chunk is fetched for the d20 room");
    equal(chunksOf('rules').length, 0, "the rules module's is not");
    equal(chunksOf('join-panel').length, 1, "the join picker's chunk, fetched once when the first picker shows");
    // the join panel showed before the parts came: their styles were adopted into it when they did
    equal(getComputedStyle(armour.closest('dl')!).display, 'grid', "the d20 join styles' stat cells");
    picker.remove();
    const xov = await joinRoom(host.room, 'xov');
    const el = board({ room: host.room, token: xov.token });
    const cells = await waitFor(() => deepQuery(el, 'qb-hero-card')?.shadowRoot?.querySelector('dl.d20'), "the hero card's d20 numbers");
    equal(getComputedStyle(cells).gridTemplateColumns.split(' ').length, 3, "the d20 card styles' three columns (the hero card's own are four)");
  });

  it('fetches the English texts only for lang="en", before its first render: no Italian text shows, not even for a frame', async () => {
    const english = () => chunksFetched().filter((url) => /\/chunks\/i18n-en-[A-Z0-9]+\.js$/.test(url));
    equal(english(), [], 'the Italian elements before fetched no English texts');
    const master = await createRoom('la-prova');
    const el = board({ room: master.room, token: master.token, lang: 'en' });
    // every text the element's own shadow root ever shows, from before its first render
    const shown: string[] = [];
    const record = () => shown.push(el.shadowRoot!.textContent ?? '');
    const observer = new MutationObserver(record);
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await el.updateComplete;
    record();
    equal(english().length, 1, 'the English chunk, fetched once');
    const panel = await waitFor(() => deepQuery(el, 'qb-master-panel')?.shadowRoot?.querySelector('[data-role="quest-book"]'), "the master's panel");
    equal(panel.textContent?.trim(), 'Quest book open: you see the hidden monsters, traps and secret doors; the heroes do not.');
    const bar = await waitFor(() => deepQuery(el, 'qb-turn-bar')?.shadowRoot?.querySelector('[data-lobby]'), 'the turn bar in the lobby');
    equal(bar.textContent, 'Waiting for heroes');
    observer.disconnect();
    assert(
      shown.some((text) => text.includes('Connecting…')),
      `the first render says "Connecting…": ${JSON.stringify(shown.slice(0, 3))}`,
    );
    const italian = shown.filter((text) => /Connessione|Caricamento|In attesa|Inizia la partita/.test(text));
    equal(italian, [], 'no Italian text ever shown');

    // switched at run time, the element re-renders in the language asked for
    el.lang = 'it';
    await waitFor(
      () => deepQuery(el, 'qb-turn-bar')?.shadowRoot?.querySelector('[data-lobby]')?.textContent === 'In attesa degli eroi',
      'the turn bar in Italian',
    );
    el.lang = 'en';
    await waitFor(
      () => deepQuery(el, 'qb-turn-bar')?.shadowRoot?.querySelector('[data-lobby]')?.textContent === 'Waiting for heroes',
      'the turn bar in English again',
    );
    equal(english().length, 1, 'the English chunk is not fetched again');
  });

  it("draws a board pixel for pixel as all of three.js does: the shaders' code the build left out is never run", async () => {
    const bundle = (await import(/* @vite-ignore */ `${serverUrl()}/quest-board.js`)) as { DungeonBoard: typeof DungeonBoard };
    assert(bundle.DungeonBoard !== DungeonBoard, "the bundle's board is its own copy, with its own three.js");
    const { view, legal } = seatView(startedGame(), 'master');
    const scene: BoardScene = { board: view.board, revealed: view.revealed, units: view.units, seeAll: true };
    const marks = marksFor({ seq: view.seq, view, legal, log: [], lastAttack: null, selected: null, pending: false, aiming: null, names: NO_NAMES });
    const draw = async (Board: typeof DungeonBoard) => {
      const box = document.createElement('div');
      box.style.cssText = 'width:640px;height:420px;position:relative;';
      document.body.append(box);
      const b = new Board();
      b.attach(box);
      b.setScene(scene);
      b.setMarks(marks);
      await b.whenRendered();
      const image = b.pixels();
      const calls = b.drawCalls;
      b.dispose();
      box.remove();
      return { pixels: image.data, calls, width: image.width, height: image.height };
    };
    const built = await draw(bundle.DungeonBoard);
    const whole = await draw(DungeonBoard);
    equal([built.width, built.height], [whole.width, whole.height]);
    equal(built.calls, whole.calls, 'as many draw calls');
    let differ = 0;
    let covered = 0;
    for (let i = 0; i < whole.pixels.length; i += 4) {
      if (whole.pixels[i + 3]! > 0) covered++;
      if (
        built.pixels[i] !== whole.pixels[i] ||
        built.pixels[i + 1] !== whole.pixels[i + 1] ||
        built.pixels[i + 2] !== whole.pixels[i + 2] ||
        built.pixels[i + 3] !== whole.pixels[i + 3]
      )
        differ++;
    }
    assert(covered > (whole.pixels.length / 4) * 0.2, `the board covers a fifth of its canvas at least (${covered} pixels)`);
    equal(differ, 0, `pixels that differ between the bundle's three.js and all of it (of ${whole.pixels.length / 4})`);
  });
});
