/**
 * Real input in the Archive's frame (the walks): the mouse moved and clicked where an element is drawn
 * (`sendMouse`), the keyboard typing into the focused field (`sendKeys`), as a person would. Choices in drop-down
 * lists are set as their `change` event (`fill` of support/archive.ts), since headless Chromium opens no list to click.
 * @module
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { waitFor } from './page.ts';
import { archive, el, win } from './archive.ts';

/** Resolves after the Archive's frame has drawn (one animation frame). */
export const frame = () => new Promise((resolve) => win.requestAnimationFrame(() => resolve(null)));

/** The middle of an element, in the page's coordinates (the Archive's frame sits at the page's top left corner). */
export async function middleOf(e: Element): Promise<[number, number]> {
  e.scrollIntoView({ block: 'center', inline: 'nearest' });
  await frame();
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/**
 * Clicks an element with the mouse, as a person does: the pointer brought over it first, then the click where it is
 * drawn once the page has settled (the pointer leaving a form gives back the room its problems held, and the page may
 * scroll a little when it gets shorter).
 */
export async function press(e: Element): Promise<void> {
  await sendMouse({ type: 'move', position: await middleOf(e) });
  await frame();
  await frame();
  const r = e.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

/** Waits for the element of `selector` (below `root`), then clicks it with the mouse. */
export async function pressOn(selector: string, root: Element = archive): Promise<void> {
  await press(await el(selector, root));
}

/** The focused element, through the shadow trees. */
export function focused(): Element | null {
  let e = win.document.activeElement;
  while (e?.shadowRoot?.activeElement) e = e.shadowRoot.activeElement;
  return e;
}

/** Clicks into a text field and types `text` with the keyboard (what it held first selected and replaced). */
export async function typeInto(selector: string, text: string, root: Element = archive): Promise<void> {
  const input = await el<HTMLInputElement>(selector, root);
  await press(input);
  await waitFor(() => focused() === input, `${selector} to have the focus`);
  if (input.value) {
    input.select();
    await sendKeys({ press: 'Backspace' });
  }
  await sendKeys({ type: text });
  await waitFor(() => input.value === text, `${selector} to hold "${text}" (it holds "${input.value}")`);
}
