/**
 * The base of the parts: it consumes the table and the language from `<quest-board>` and offers `t()`.
 * @module
 */
import { consume } from '@lit/context';
import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import type { Action, Unit } from '../../engine/index.ts';
import { langContext, tableContext, type TableState } from '../context.ts';
import { t, type Lang, type MessageKey, type Params } from '../i18n.ts';
import { ACT, emit } from '../internal-events.ts';

/** A child element of `<quest-board>` that shows part of the table. */
export class TablePart extends LitElement {
  /** The table as the seat sees it (from `<quest-board>`). */
  @consume({ context: tableContext, subscribe: true })
  @state()
  accessor table: TableState | undefined = undefined;

  /** The interface language (from `<quest-board>`). */
  @consume({ context: langContext, subscribe: true })
  @state()
  accessor uiLang: Lang = 'it';

  /** A message of the table in the interface language. */
  protected t(key: MessageKey, params?: Params): string {
    return t(this.uiLang, key, params);
  }

  /** Whether the seat may take an action of this type now. */
  protected can(type: Action['type']): boolean {
    return this.table?.legal.some((a) => a.type === type) ?? false;
  }

  /** Asks `<quest-board>` to send an action. */
  protected act(action: Action): void {
    emit(this, ACT, action);
  }

  /** The unit with this id in the view. */
  protected unit(id: string | null | undefined): Unit | undefined {
    return id ? this.table?.view.units.find((u) => u.id === id) : undefined;
  }
}
