/**
 * The map editor's rooms panel (`map-editor.ts`): each room of the mission picked to paint with, named in both
 * languages (its id following its name while it is new, or typed by an expert), its problems, a button showing its
 * events, removed with ×; and the "new room" box.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Issue } from './api.ts';
import { t, type Lang } from './i18n.ts';
import { eventsAt, nameRoom, removeRoom, setRoomId, type DraftMission } from './map-model.ts';
import { roomColor } from './map-grid.ts';
import type { Tool } from './map-tools.ts';
import { issuesUnder } from './schema-tools.ts';
import { styleProps } from '../style-props.ts';

/** The editor the rooms panel reads and edits: the map editor. */
export type RoomsHost = {
  readonly lang: Lang;
  /** The mission as drawn now. */
  readonly value: DraftMission;
  tool: Tool;
  /** The room char the room tool paints. */
  roomChar: string;
  /** The name typed for the next room. */
  newRoomName: string;
  /** The rooms (by char) whose id follows their name. */
  followRooms: ReadonlySet<string>;
  /** Applies an edit as one undo step (merged with the last one of the same `coalesceKey`). */
  commit(next: DraftMission, coalesceKey?: string): void;
  /** Adds the room named in the "new room" box and picks it to paint with. */
  addNewRoom(): void;
  /** Selects square `[x, y]`, showing the events of its room. */
  showRoomEvents(x: number, y: number): void;
};

/** The "new room" box and its "+ Add" button (Enter in the box adds too). */
export function renderNewRoom(host: RoomsHost): TemplateResult {
  const lang = host.lang;
  return html`<span class="newroom"><label
      >${t(lang, 'roomNew')}
      <input
        type="text"
        data-role="new-room"
        placeholder=${t(lang, 'roomNewName')}
        .value=${host.newRoomName}
        @input=${(e: Event) => (host.newRoomName = (e.target as HTMLInputElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key !== 'Enter' || e.isComposing) return;
          e.preventDefault();
          host.addNewRoom();
        }}
    /></label>
    <button class="chip" data-action="add-room" @click=${() => host.addNewRoom()}>+ ${t(lang, 'add')}</button></span>`;
}

/** The mission's rooms, each picked to paint with, named in both languages, its id (for experts), its problems, its events' button, removed with ×; then the "new room" box. */
export function renderRooms(host: RoomsHost, problems: readonly Issue[]): TemplateResult {
  const lang = host.lang;
  const m = host.value;
  return html`<div class="rooms">
    ${m.map.rooms.map((r, i) => {
      const mine = issuesUnder(problems, `map.rooms[${i}]`);
      return html`<div class="roomrow" data-room=${r.id}>
          <input
            type="radio"
            name="room"
            title=${t(lang, 'roomPick')}
            aria-label=${`${t(lang, 'roomPick')}: ${r.name?.[lang] || r.name?.it || r.id}`}
            .checked=${host.tool === 'room' && host.roomChar === r.char}
            @change=${() => {
              host.tool = 'room';
              host.roomChar = r.char;
            }}
          />
          <span class="swatch" style=${styleProps({ background: roomColor(i) })} title=${r.char}></span>
          <span>
            <span class="row names">
              ${(['it', 'en'] as const).map(
                (l) =>
                  html`<input
                    type="text"
                    lang=${l}
                    placeholder=${!r.name?.[l] && r.name?.[l === 'it' ? 'en' : 'it'] ? t(lang, 'toTranslate', { text: r.name[l === 'it' ? 'en' : 'it']! }) : `${t(lang, 'name')} (${l})`}
                    data-role=${`room-name-${l}`}
                    data-path=${`map.rooms[${i}].name.${l}`}
                    aria-label=${`${t(lang, 'name')} (${l})`}
                    .value=${r.name?.[l] ?? ''}
                    @input=${(e: Event) => host.commit(nameRoom(host.value, r.char, l, (e.target as HTMLInputElement).value, host.followRooms.has(r.char)), `room-name-${i}-${l}`)}
                  />`,
              )}
            </span>
            <details class="roomid expert" data-role="room-id-expert">
              <summary>${t(lang, 'expertId')}</summary>
              <label title=${t(lang, host.followRooms.has(r.char) ? 'roomIdFollows' : 'roomIdHint')}
                >${t(lang, 'roomId')}
                <input
                  type="text"
                  data-role="room-id"
                  .value=${live(r.id)}
                  @input=${(e: Event) => {
                    if (host.followRooms.has(r.char)) host.followRooms = new Set([...host.followRooms].filter((c) => c !== r.char));
                    host.commit(setRoomId(host.value, r.char, (e.target as HTMLInputElement).value), `room-id-${i}`);
                  }}
              /></label>
            </details>
            ${mine.map((p) => html`<div class="err hint">${p.message}</div>`)}
            ${renderRoomEventsButton(host, r)}
          </span>
          <button class="small secondary" data-action="remove-room" title=${t(lang, 'remove')} @click=${() => host.commit(removeRoom(host.value, r.char))}>×</button>
        </div>`;
    })}
    <div>${renderNewRoom(host)}</div>
  </div>`;
}

/** A room's "Events (n)" button: selects the room's first square, whose inspector lists and adds its events. */
function renderRoomEventsButton(host: RoomsHost, r: DraftMission['map']['rooms'][number]): TemplateResult | typeof nothing {
  const m = host.value;
  const y = m.map.rows.findIndex((row) => row.includes(r.char));
  if (y < 0) return nothing;
  const x = m.map.rows[y]!.indexOf(r.char);
  const n = eventsAt(m, x, y).length;
  return html`<button
    class="small secondary"
    data-action="room-events"
    @click=${() => host.showRoomEvents(x, y)}
  >
    ${t(host.lang, 'roomEventsButton', { n })}
  </button>`;
}
