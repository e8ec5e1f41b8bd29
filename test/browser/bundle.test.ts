/**
 * The built bundle `components/dist/quest-board.js` (what embedders load; `npm run test:browser` builds it first) in
 * the browser: importing it defines `<quest-board>` as the class it exports, a real `HTMLElement`, and that element
 * plays a room of the real server. The bundle takes Lit's Node builds (so that it also imports without a DOM, see
 * components/build.ts); this is the test that they still give the browser its own `HTMLElement`.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, waitFor } from './support/page.ts';

const BUNDLE = '/components/dist/quest-board.js';
const board = boardMounter();

describe('the built bundle quest-board.js', () => {
  it('defines <quest-board> as its exported class, an HTMLElement, which plays a room', async () => {
    assert(customElements.get('quest-board') === undefined, 'nothing defines the element before the bundle');
    const bundle = (await import(BUNDLE)) as { QuestBoard: typeof QuestBoard };
    equal(customElements.get('quest-board') === bundle.QuestBoard, true, 'the defined element is the exported class');
    assert(bundle.QuestBoard.prototype instanceof HTMLElement, 'the element extends the browser HTMLElement');
    const master = await createRoom('la-prova');
    const el = board({ room: master.room, token: master.token });
    assert(el instanceof bundle.QuestBoard, 'a created <quest-board> is upgraded to the bundle class');
    await waitFor(() => el.view?.phase === 'lobby', "the master's lobby view over the live stream");
    equal(el.seat, 'master');
    equal(el.shadowRoot !== null, true, 'the element rendered its shadow root');
  });
});
