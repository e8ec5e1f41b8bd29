/**
 * Undo and redo from the keyboard for an editor: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac) while the
 * editor shows, wherever the focus is (the page, a button, the editor's own parts), and the browser's own document
 * undo is prevented (it would put a number box back and leave the editor's content as it is); in a field (a text or
 * number box, a text area, a select, editable text) the keys are the field's own.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The editor the keys undo and redo. */
export type UndoableHost = ReactiveControllerHost & HTMLElement & { undo(): void; redo(): void };

/** The undo and redo keys of one editor, listened to on its document while it is connected. */
export class UndoKeysController implements ReactiveController {
  /** The document whose keys undo and redo, while connected. */
  private keyTarget: Document | null = null;

  constructor(private readonly host: UndoableHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.keyTarget = this.host.ownerDocument;
    this.keyTarget.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.keyTarget?.removeEventListener('keydown', this.onKey);
    this.keyTarget = null;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (isField(e.composedPath()[0]) || this.host.getClientRects().length === 0) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) {
      e.preventDefault();
      this.host.undo();
    } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
      e.preventDefault();
      this.host.redo();
    }
  };
}

/** Input types that take typing (and so keep their own Ctrl+Z); a checkbox, radio or button does not. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether a key's target is a field that keeps its own Ctrl+Z: a typed input, a text area, a select, editable text. */
function isField(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
}
