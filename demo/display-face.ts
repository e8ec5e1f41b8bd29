/**
 * The demo page's display face (Cinzel), loaded once the page is idle.
 * @module
 */

/** The display face's file, served by the server (cms/http/static.ts, `/fonts/`): Cinzel, SIL Open Font License. */
const DISPLAY_FACE_URL = '/fonts/cinzel-latin-700-normal.woff2';

/**
 * Adds the display face of the titles (demo.css's `--display`) once the page has loaded and painted, when the browser
 * is idle: nothing the first paint (or a room's board) needs waits for it; the titles then swap to it.
 */
export function loadDisplayFace(): void {
  const load = () => {
    const face = new FontFace('Cinzel', `url('${DISPLAY_FACE_URL}') format('woff2')`, { weight: '700', display: 'swap' });
    document.fonts.add(face);
    face.load().catch(() => {
      // without it the titles keep their fallback face
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
