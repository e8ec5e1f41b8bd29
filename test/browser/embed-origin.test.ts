/**
 * `<quest-board>` on another site's page (a blog embedding the element with `server=`), against the REAL server: every
 * request goes to the `server` the embedder gave, none to the page's own origin — not even while the lazily loaded
 * join picker is being defined (its properties are set before its definition comes, and a query made before its first
 * update would have gone to `/api/heroes` of the page). The page is a fresh document in a frame (the test page's
 * origin, not the server's) with the one script tag of docs/embedding.md (the server's built `/quest-board.js`), so
 * the element's chunks load there for the first time, as on the blog.
 */
import { assert, equal } from './support/assert.ts';
import { createRoom, serverUrl, waitFor } from './support/page.ts';

describe('<quest-board> on another origin', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    for (const f of frames.splice(0)) f.remove();
    await new Promise((r) => setTimeout(r, 400));
  });

  it("the join flow asks only the server the embedder gave, never the page's origin", async () => {
    const master = await createRoom('la-prova');
    const frame = document.createElement('iframe');
    frame.style.width = '1000px';
    frame.style.height = '700px';
    // the frame's requests, as the element makes them: a fetch that notes its address and goes on unchanged
    frame.srcdoc = `<!doctype html><html><body>
      <script>window.asked = []; const real = window.fetch; window.fetch = (input, init) => { window.asked.push(String(input instanceof Request ? input.url : new URL(input, document.baseURI))); return real(input, init); };</script>
      <script type="module" src="${serverUrl()}/quest-board.js"></script>
      <quest-board server="${serverUrl()}" room="${master.room}" lang="it"></quest-board>
    </body></html>`;
    document.body.append(frame);
    frames.push(frame);
    const win = () => frame.contentWindow as (Window & { asked?: string[] }) | null;
    // the join picker lists the free heroes (the room and the heroes read from the server)
    await waitFor(() => {
      const board = win()?.document.querySelector('quest-board');
      const join = board?.shadowRoot?.querySelector('qb-join-panel');
      return join?.shadowRoot?.querySelector('button[data-hero="barbaro"]');
    }, "the join picker's heroes");
    const asked = win()!.asked!;
    assert(
      asked.some((url) => url.startsWith(`${serverUrl()}/api/heroes`)),
      `the heroes read from the server: ${asked.join(', ')}`,
    );
    equal(
      asked.filter((url) => !url.startsWith(`${serverUrl()}/`)),
      [],
      'no request anywhere but the server',
    );
    // the frame's own record of what it loaded agrees: nothing of /api from the page's origin
    const own = win()!
      .performance.getEntriesByType('resource')
      .filter((e) => e.name.startsWith(`${location.origin}/api`));
    equal(
      own.map((e) => e.name),
      [],
      "no resource of the page's own /api",
    );
  });
});
