/**
 * The options of the map editor's tool in hand (`map-editor.ts`), beside the palette: the brush or the rectangle for
 * the painting tools, the room to paint (or a new one), the creature kind and its tag, an object's kind and whether it
 * is hidden, an NPC's name; the other tools' hint.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { FURNITURE_KINDS, TRAP_KINDS } from '../../content/schemas/index.ts';
import { VOCABULARY, wordsOf } from '../../content/vocabulary.ts';
import type { Catalog } from './choices.ts';
import { docName } from './doc-list.ts';
import { fieldLabel, t } from './i18n.ts';
import { roomName } from './map-model.ts';
import { roomColor } from './map-grid.ts';
import { renderNewRoom, type RoomsHost } from './map-rooms-panel.ts';
import { SHAPES, type Shape } from './map-tools.ts';
import { toolIcon } from './tool-icons.ts';
import { styleProps } from '../style-props.ts';

/** The editor whose tool's options these are: the map editor. */
export type ToolOptionsHost = RoomsHost & {
  readonly catalog: Catalog;
  /** How the room, corridor and rock tools paint. */
  shape: Shape;
  creatureKind: string;
  tag: string;
  objectKind: string;
  /** The object tools' "hidden" box. */
  readonly objectHidden: boolean;
  npcName: string;
  /** The author ticks (or unticks) the "hidden" box. */
  chooseHidden(hidden: boolean): void;
  /** The one-line hint of the tool in hand. */
  hint(): string;
};

/** The options of the tool in hand, beside the palette: what it paints or places, and how. */
export function renderToolOptions(host: ToolOptionsHost): TemplateResult | typeof nothing {
  const lang = host.lang;
  const m = host.value;
  switch (host.tool) {
    case 'room':
      return html`${renderShapes(host)}<label class="current-room"
          >${t(lang, 'roomPick')}
          <span class="swatch" aria-hidden="true" style=${styleProps({
            background: roomColor(
              Math.max(
                0,
                m.map.rooms.findIndex((r) => r.char === host.roomChar),
              ),
            ),
          })}></span>
          <select data-role="room-pick" @change=${(e: Event) => (host.roomChar = (e.target as HTMLSelectElement).value)}>
            ${m.map.rooms.length === 0 ? html`<option value="">${t(lang, 'none')}</option>` : nothing}
            ${m.map.rooms.map((r) => html`<option value=${r.char} ?selected=${r.char === host.roomChar}>${r.char} · ${roomName(r, lang)}</option>`)}
          </select></label
        >
        ${m.map.rooms.length === 0 ? renderNewRoom(host) : nothing}`;
    case 'creature':
      return html`<label
          >${t(lang, 'creatureKind')}
          <select data-role="creature-kind" @change=${(e: Event) => (host.creatureKind = (e.target as HTMLSelectElement).value)}>
            ${(host.catalog.creatures ?? []).map((c) => html`<option value=${c.id} ?selected=${c.id === host.creatureKind}>${docName(c, lang) || c.id}</option>`)}
          </select></label
        >
        <label title=${t(lang, 'tagToolHint')}>${t(lang, 'tagTool')} <input type="text" data-role="tag" placeholder=${t(lang, 'tagToolExample')} .value=${host.tag} @input=${(e: Event) => (host.tag = (e.target as HTMLInputElement).value)} /></label>`;
    case 'treasure':
    case 'trap':
    case 'furniture':
    case 'exit':
    case 'marker': {
      const type = host.tool;
      const kinds = type === 'trap' ? TRAP_KINDS : type === 'furniture' ? FURNITURE_KINDS : null;
      const kindWords = type === 'trap' ? VOCABULARY.trapKinds : type === 'furniture' ? VOCABULARY.furniture : null;
      return html`${
        kinds
          ? html`<label
              >${t(lang, 'kind')}
              <select data-role="object-kind" @change=${(e: Event) => (host.objectKind = (e.target as HTMLSelectElement).value)}>
                ${kinds.map((k) => {
                  const words = wordsOf(kindWords!, k, lang);
                  return html`<option value=${k} ?selected=${k === host.objectKind} title=${words?.hint ?? nothing}>${words?.name ?? k}</option>`;
                })}
              </select></label
            >`
          : nothing
      }
        ${
          type === 'furniture'
            ? html`<span class="hint">${t(lang, 'furnitureInSight')}</span>`
            : html`<label
              ><input
                type="checkbox"
                data-role="object-hidden"
                .checked=${host.objectHidden}
                @change=${(e: Event) => {
                  host.chooseHidden((e.target as HTMLInputElement).checked);
                }}
              />
              ${fieldLabel('hidden', lang)}</label
            >`
        }`;
    }
    case 'npc':
      return html`<label>${t(lang, 'name')} <input type="text" data-role="npc-name" placeholder="Bruno" .value=${host.npcName} @input=${(e: Event) => (host.npcName = (e.target as HTMLInputElement).value)} /></label>`;
    case 'corridor':
    case 'rock':
      return html`${renderShapes(host)}<span class="hint">${host.hint()}</span>`;
    default:
      return html`<span class="hint">${host.hint()}</span>`;
  }
}

/** The painting tools' choice: the brush or the rectangle. */
function renderShapes(host: ToolOptionsHost): TemplateResult {
  const lang = host.lang;
  return html`<span class="shapes" role="group" aria-label=${t(lang, 'shape')}>
    ${SHAPES.map(
      ({ shape, label, hint, icon }) =>
        html`<button class="chip" data-tool=${shape} aria-pressed=${host.shape === shape ? 'true' : 'false'} title=${t(lang, hint)} @click=${() => (host.shape = shape)}>
          ${toolIcon(icon)}${t(lang, label)}
        </button>`,
    )}
  </span>`;
}
