/**
 * Steady forms: the Archive (the REAL server's `/archive`, in an iframe at the test page's top left, so
 * the iframe's client positions are the page's) with the real pointer and wheel of the browser:
 * - a solved problem does not pull the fields below it up under the pointer: a creature's field below its name keeps
 *   its place when the name's problem goes, and the space comes back once the pointer leaves the form;
 * - a group's problem (an effect given two amounts) shows below the group's fields: the field being typed in stays;
 * - the wheel changes a number field only after a click into it: over a field reached with Tab it scrolls, the value
 *   and the focus untouched (a real wheel turn, `Input.dispatchMouseEvent` through the `wheel` command);
 * - the map editor's object tool keeps "hidden" across object types: ticked on a treasure, still ticked on an exit,
 *   off (disabled) for furniture, ticked again for a trap, and the object placed carries `hidden: true`.
 */
import { executeServerCommand, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, newMission, signIn as signInAs, win } from './support/archive.ts';

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `stabile-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

afterEach(() => resetMouse());
after(() => closeArchive());

/** The centre of an element of the Archive's frame, in the test page's CSS pixels (whole, as the pointer moves). */
function centre(e: Element): [number, number] {
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** Waits until the Archive's page stops scrolling (a wheel turn may scroll it smoothly). */
async function scrollSettled(): Promise<void> {
  let last = -1;
  let same = 0;
  await waitFor(async () => {
    await new Promise((r) => win.requestAnimationFrame(r));
    same = win.scrollY === last ? same + 1 : 0;
    last = win.scrollY;
    return same >= 5 || null;
  }, 'the page to stop scrolling');
}

/** A new creature in the editor; its details form. */
async function newCreature(): Promise<{ editor: HTMLElement & { draft: Record<string, unknown> }; form: HTMLElement }> {
  await signInAs(userName, PASSWORD);
  await click('nav [data-section="creatures"]');
  await click('button[data-action="new"]');
  const editor = await el<HTMLElement & { draft: Record<string, unknown> }>('qb-doc-editor');
  const form = await el('qb-json-form[data-role="details-form"]', editor);
  return { editor, form };
}

describe('steady forms in the Archive', () => {
  it('keeps a field in its place under the pointer when the problem of the field above it is solved', async () => {
    const { form } = await newCreature();
    const problem = await el('[data-issue="name"]', form, "the missing name's problem under it");
    // under the name's two lines, each problem says which line it is about
    equal(problem.textContent, 'è vuoto: scrivilo in italiano o in inglese (basta una lingua)');
    equal(find(form, '[data-issue="name.en"]'), null, 'one language is enough: English is not asked for');
    const slot = problem.parentElement!;
    const below = await el<HTMLInputElement>('input[data-path="move"]', form);
    below.scrollIntoView({ block: 'center' });
    // the reader's pointer rests on the field below, as it moves to click it
    await sendMouse({ type: 'move', position: centre(below) });
    const before = below.getBoundingClientRect().top;
    const problemHeight = slot.getBoundingClientRect().height;
    assert(problemHeight > 0, 'the problem takes a line');

    await fill('input[data-path="name.it"]', 'Ombra', form);
    await waitFor(() => !find(form, '[data-issue="name"]'), 'the problem to go');
    await new Promise((r) => win.requestAnimationFrame(r));
    equal(below.getBoundingClientRect().top, before, 'the field below stays where the pointer is');
    equal(slot.getBoundingClientRect().height, problemHeight, 'the solved problem leaves its line empty');

    // the pointer leaves the form: the empty line is given back
    const header = await el('header', archive);
    await sendMouse({ type: 'move', position: centre(header) });
    await waitFor(() => slot.getBoundingClientRect().height === 0 || null, 'the empty line to close');
    equal(below.getBoundingClientRect().top, before - problemHeight, 'the field below moves up by the line, with no pointer over the form');
  });

  it("keeps the field being typed in where it is when its group's problem appears (an effect given two amounts)", async () => {
    const { editor } = await newMission(userName, PASSWORD);
    await click('[data-tab="form"]', editor);
    const form = await el('qb-json-form[data-role="details-form"]', editor);
    await click('button[data-add="events"]', form);
    await click('button[data-add="events[0].effects"]', form);
    await fill('select[data-path="events[0].effects[0].type"]', 'damage', form);
    await fill('input[data-path="events[0].effects[0].amount"]', '1', form);
    await waitFor(() => !find(form, '[data-issue="events[0].effects[0]"]'), 'one amount: no problem');
    const dice = await el<HTMLInputElement>('input[data-path="events[0].effects[0].dice"]', form);
    dice.scrollIntoView({ block: 'center' });
    const amount = find<HTMLInputElement>(form, 'input[data-path="events[0].effects[0].amount"]')!;
    const before = [amount.getBoundingClientRect().top, dice.getBoundingClientRect().top];
    // the author types dice too: the effect now has two amounts, and says so — below its fields, not above them
    await sendMouse({ type: 'click', position: centre(dice) });
    await sendKeys({ type: '2' });
    const problem = await el('[data-issue="events[0].effects[0]"]', form, 'the two-amounts problem');
    assert(problem.textContent!.startsWith('indicane esattamente uno tra «Quantità»'), problem.textContent!);
    await new Promise((r) => win.requestAnimationFrame(r));
    equal([amount.getBoundingClientRect().top, dice.getBoundingClientRect().top], before, 'the fields being typed in stay where they were');
    assert(problem.getBoundingClientRect().top > dice.getBoundingClientRect().bottom, "the problem is below the effect's fields");
  });

  it('changes a number with the wheel only after a click into it', async () => {
    const { editor, form } = await newCreature();
    await fill('input[data-path="move"]', '6', form);
    const field = await el<HTMLInputElement>('input[data-path="move"]', form);
    field.scrollIntoView({ block: 'center' });
    await scrollSettled();
    // the field is reached with Tab from the one before it
    const focusable = findAll<HTMLElement>(form, 'input, select, textarea, button');
    focusable[focusable.indexOf(field) - 1]!.focus();
    await sendKeys({ press: 'Tab' });
    equal(form.shadowRoot!.activeElement, field, 'Tab reached the field');

    // a wheel turn over it: the value stays, the focus too
    await executeServerCommand('wheel', { x: centre(field)[0], y: centre(field)[1], deltaY: -120 });
    await scrollSettled();
    equal(field.value, '6', 'the wheel did not change the field reached with Tab');
    equal(editor.draft.move, 6);
    equal(form.shadowRoot!.activeElement, field, 'the field keeps the focus');

    // a click into it: now the wheel steps it
    await sendMouse({ type: 'click', position: centre(field) });
    await executeServerCommand('wheel', { x: centre(field)[0], y: centre(field)[1], deltaY: -120 });
    await waitFor(() => field.value === '7' || null, 'the wheel to step the clicked field');
    equal(editor.draft.move, 7, 'the step is an edit of the document');

    // once it lost the focus, a field is guarded again
    await sendKeys({ press: 'Tab' });
    assert(form.shadowRoot!.activeElement !== field, `Tab left the field (${form.shadowRoot!.activeElement?.outerHTML.slice(0, 80)})`);
    field.focus();
    await executeServerCommand('wheel', { x: centre(field)[0], y: centre(field)[1], deltaY: -120 });
    await scrollSettled();
    equal(field.value, '7', 'focused again without a click: the wheel leaves it');
  });

  it('keeps the object tools\' "hidden" across object kinds, and the placed object is hidden', async () => {
    const { editor, map } = await newMission<
      HTMLElement & { draft: { objects?: unknown[] } },
      HTMLElement & { cellToClient(x: number, y: number): { x: number; y: number } }
    >(userName, PASSWORD);
    // each kind of object is a tool of its own
    const type = (value: string) => click(`button[data-tool="${value}"]`, map);
    await type('treasure');
    const hidden = () => find<HTMLInputElement>(map, 'input[data-role="object-hidden"]')!;
    await waitFor(() => hidden(), 'the "hidden" box');
    equal(find(map, 'button[data-tool="treasure"]')!.getAttribute('aria-pressed'), 'true');
    equal(hidden().checked, false, 'a treasure starts in sight');

    hidden().click();
    await waitFor(() => hidden().checked || null, 'the box ticked');
    await type('exit');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    equal(hidden().checked, true, 'still ticked on an exit');
    await type('furniture');
    await waitFor(() => !hidden() || null, 'no "hidden" box for furniture (never hidden)');
    await type('trap');
    await waitFor(() => (!hidden().disabled && hidden().checked) || null, 'ticked again for a trap');
    await type('marker');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    equal(hidden().checked, true, 'still ticked on a marker');

    // placed on a corridor square (3, 2): hidden
    const grid = await el<SVGSVGElement>('svg[data-role="grid"]', map);
    const at = map.cellToClient(3, 2);
    const init = {
      bubbles: true,
      composed: true,
      cancelable: true,
      clientX: at.x,
      clientY: at.y,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
    };
    grid.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
    grid.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
    await waitFor(() => (editor.draft.objects?.length ?? 0) > 0 || null, 'the object placed');
    equal(editor.draft.objects, [{ type: 'marker', hidden: true, x: 3, y: 2 }]);

    // an unticked box stays unticked, even for a trap (the author chose)
    hidden().click();
    await type('trap');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    equal(hidden().checked, false, 'unticked stays unticked on a trap');
  });
});
