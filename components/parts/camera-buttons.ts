/**
 * `<qb-camera-buttons>`: the board's view buttons — a column over the board's top right corner, or on a narrow
 * element (≤ 760 px) a row in a strip of their own under the board, clear of its squares — zoom in and out, turn left and right by
 * a quarter turn, centre on the seat's hero (the master's and a spectator's: the piece whose turn it is, or the
 * picked one), the whole board. Each asks `<quest-board>` through a `qb-camera` event; each tooltip names its
 * keyboard shortcut ({@link CAMERA_KEYS}).
 * @module
 */
import { css, html, nothing } from 'lit';
import type { Unit } from '../../engine/index.ts';
import { actingUnit } from '../acting-unit.ts';
import type { TableState } from '../context.ts';
import { defineOnce } from '../define.ts';
import type { MessageKey } from '../i18n.ts';
import { CAMERA, emit, type CameraCommand } from '../internal-events.ts';
import { controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';

/** The keyboard shortcut of each camera command (`KeyboardEvent.key` values; the first is the one shown). */
export const CAMERA_KEYS: Readonly<Record<CameraCommand, readonly string[]>> = {
  'zoom-in': ['+', '='],
  'zoom-out': ['-', '_'],
  'turn-left': ['['],
  'turn-right': [']'],
  centre: ['.'],
  fit: ['0'],
};

/** The camera command of a key, or null. */
export function cameraCommandOfKey(key: string): CameraCommand | null {
  for (const [command, keys] of Object.entries(CAMERA_KEYS) as [CameraCommand, readonly string[]][]) if (keys.includes(key)) return command;
  return null;
}

/**
 * The piece "centre" goes to: a hero seat's own hero (alive); for the master and spectators the picked piece, else
 * the piece whose turn it is; undefined when there is none.
 */
export function focusUnit(table: TableState): Unit | undefined {
  const view = table.view;
  const alive = (id: string | null | undefined) => (id ? view.units.find((u) => u.id === id && u.alive) : undefined);
  if (view.role === 'hero') return alive(view.seat);
  const acting = actingUnit(view);
  return alive(table.selected) ?? (acting?.alive ? acting : undefined);
}

const BUTTONS: { command: CameraCommand; glyph: string; label: MessageKey }[] = [
  { command: 'zoom-in', glyph: '+', label: 'cameraZoomIn' },
  { command: 'zoom-out', glyph: '−', label: 'cameraZoomOut' },
  { command: 'turn-left', glyph: '⟲', label: 'cameraTurnLeft' },
  { command: 'turn-right', glyph: '⟳', label: 'cameraTurnRight' },
  { command: 'centre', glyph: '◎', label: 'cameraCentreHero' },
  { command: 'fit', glyph: '⤢', label: 'cameraFit' },
];

/** The view buttons over the board. */
export class QbCameraButtons extends TablePart {
  static override styles = [
    theme,
    controls,
    css`
      .bar {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      button {
        width: 2.25rem;
        height: 2.25rem;
        padding: 0;
        font-size: 1.1rem;
        line-height: 1;
        border-radius: 50%;
        background: color-mix(in srgb, var(--_surface) 88%, transparent);
        color: var(--_fg);
        border: 1px solid var(--_border);
        box-shadow: 0 2px 8px #0008;
      }
      /* fingers: targets of at least 44 px */
      @media (pointer: coarse) {
        button {
          width: 44px;
          height: 44px;
        }
      }
      @container (max-width: 760px) {
        .bar {
          flex-direction: row;
          flex-wrap: wrap;
          justify-content: flex-end;
          gap: 0.4rem;
        }
        button {
          width: 44px;
          height: 44px;
          box-shadow: none;
        }
      }
    `,
  ];

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const centre = focusUnit(table);
    return html`<div class="bar" role="toolbar" aria-label=${this.t('cameraTools')}>
      ${BUTTONS.map(({ command, glyph, label }) => {
        if (command === 'centre' && !centre) return nothing;
        const key = label === 'cameraCentreHero' && table.view.role !== 'hero' ? 'cameraCentreActive' : label;
        const text = this.t(key, { key: CAMERA_KEYS[command][0]! });
        return html`<button type="button" class="secondary" data-camera=${command} title=${text} aria-label=${text} @click=${() => emit(this, CAMERA, command)}>${glyph}</button>`;
      })}
    </div>`;
  }
}

defineOnce('qb-camera-buttons', QbCameraButtons);

declare global {
  interface HTMLElementTagNameMap {
    'qb-camera-buttons': QbCameraButtons;
  }
}
