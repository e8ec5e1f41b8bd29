/**
 * The map editor's inspector of the selected square: its area, every thing on it (a start, a creature, an NPC, an
 * object) in its schema-driven form or removed with ×, and the events of its room (or of the square itself, in a
 * corridor), each in its form, with buttons adding one fired there.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { VOCABULARY, wordsOf } from '../../content/vocabulary.ts';
import { squareName } from '../../content/square-name.ts';
import type { Issue } from './api.ts';
import { choicesFor, type Catalog } from './choices.ts';
import { t, type Lang } from './i18n.ts';
import { addEvent, charAt, eventsAt, roomAt, roomName, thingsAt, type DraftMission, type Sq, type Thing } from './map-model.ts';
import { issuesUnder, schemaOf, type JsonSchema, type Path } from './schema-tools.ts';

/** What the inspector shows from, and how it edits the mission. */
export type InspectorContext = {
  mission: DraftMission;
  catalog: Catalog;
  lang: Lang;
  problems: readonly Issue[];
  /** A creature kind's name in the editor's language. */
  creatureName: (kind: string) => string;
  /** Applies an edit as one undo step (merged with the last one of the same `coalesceKey`). */
  commit: (next: DraftMission, coalesceKey?: string) => void;
  /** The mission as drawn now (an edit of a form applies to it, not to the one rendered). */
  current: () => DraftMission;
};

/** The issues of `problems` under `base`, their paths from it. */
const under = (problems: readonly Issue[], base: string) =>
  issuesUnder(problems, base).map((p) => ({ path: p.path.slice(base.length).replace(/^\./, ''), message: p.message }));

/** The inspector of square `[x, y]`. */
export function renderInspector(ctx: InspectorContext, [x, y]: Sq): TemplateResult {
  const { lang, mission: m } = ctx;
  const things = thingsAt(m, x, y);
  const c = charAt(m, x, y);
  const room = m.map.rooms.find((r) => r.char === c);
  const area = c === '#' ? t(lang, 'toolRock') : c === '.' ? t(lang, 'toolCorridor') : `${t(lang, 'toolRoom')} ${room ? roomName(room, lang) : c}`;
  return html`<section data-role="inspector">
    <h2>${t(lang, 'selection', { square: squareName(x, y, lang) })} · ${area}</h2>
    ${things.length === 0 ? html`<p class="hint">${t(lang, 'nothingHere')}</p>` : nothing}
    ${things.map((th) => renderThing(ctx, th))}
    ${c === '#' ? nothing : renderEventsHere(ctx, [x, y])}
  </section>`;
}

/**
 * The events of the selected square's room (or of the square itself, in a corridor), each in its form, and buttons
 * adding one fired there: when a hero enters, when the room is revealed (events where the map shows
 * them, not only under "Dettagli").
 */
function renderEventsHere(ctx: InspectorContext, [x, y]: Sq): TemplateResult {
  const { lang, mission: m } = ctx;
  const room = roomAt(m, x, y);
  const here = eventsAt(m, x, y);
  const schema = (schemaOf('missions').properties?.events?.items ?? {}) as JsonSchema;
  const rootChoices = choicesFor(ctx.catalog, m, lang);
  const trigger = (type: 'enter' | 'room_revealed') => VOCABULARY.triggers[type][lang];
  const add = (when: Parameters<typeof addEvent>[1]) => ctx.commit(addEvent(ctx.current(), when).mission);
  return html`<div class="events-here" data-role="events-here">
    <h3>${room ? t(lang, 'roomEvents', { room: roomName(room, lang) }) : t(lang, 'squareEvents')}</h3>
    ${here.length === 0 ? html`<p class="hint">${t(lang, room ? 'roomEventsNone' : 'squareEventsNone')}</p>` : nothing}
    ${here.map((i) => {
      const base = `events[${i}]`;
      const remove = () => ctx.commit({ ...ctx.current(), events: (ctx.current().events as unknown[]).filter((_, j) => j !== i) });
      return html`<div class="thing" data-event=${base}>
        <header><span>${t(lang, 'eventN', { n: i + 1 })}</span><button class="small secondary" data-action="remove-event" title=${t(lang, 'remove')} @click=${remove}>×</button></header>
        <qb-json-form
          compact
          .schema=${schema}
          .value=${(m.events as unknown[])[i]}
          .at=${['events', i]}
          .pickSquares=${true}
          .issues=${under(ctx.problems, base)}
          .choices=${(path: Path, key: string, v: unknown) => rootChoices(['events', i, ...path], key, v)}
          lang=${lang}
          @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
            e.stopPropagation();
            const events = (ctx.current().events as unknown[]).slice();
            events[i] = e.detail.value;
            ctx.commit({ ...ctx.current(), events }, base);
          }}
        ></qb-json-form>
      </div>`;
    })}
    <div class="row add-event">
      ${
        room
          ? html`<button class="small" data-action="add-event-enter" title=${trigger('enter').hint} @click=${() => add({ type: 'enter', room: room.id })}>+ ${t(lang, 'addEventEnter')}</button>
            <button class="small secondary" data-action="add-event-revealed" title=${trigger('room_revealed').hint} @click=${() => add({ type: 'room_revealed', room: room.id })}>+ ${t(lang, 'addEventRevealed')}</button>`
          : html`<button class="small" data-action="add-event-enter" title=${trigger('enter').hint} @click=${() => add({ type: 'enter', cells: [[x, y]] })}>+ ${t(lang, 'addEventStep')}</button>`
      }
    </div>
  </div>`;
}

/** A thing on the selected square: a start with its number, or a piece or object in its form; each removed with ×. */
function renderThing(ctx: InspectorContext, th: Thing): TemplateResult {
  const { lang, mission: m } = ctx;
  const remove = () => {
    const list = (m[th.list] as unknown[]).filter((_, j) => j !== th.index);
    ctx.commit({ ...m, [th.list]: list } as DraftMission);
  };
  if (th.list === 'start') {
    return html`<div class="thing" data-thing="start">
      <header><span>${t(lang, 'startN', { n: th.index + 1 })}</span><button class="small secondary" @click=${remove}>×</button></header>
    </div>`;
  }
  const base = `${th.list}[${th.index}]`;
  const full = (schemaOf('missions').properties?.[th.list]?.items ?? {}) as JsonSchema;
  const item = m[th.list][th.index] as unknown as Record<string, unknown>;
  const rootChoices = choicesFor(ctx.catalog, m, lang);
  // a creature's starting stance is offered only under a ruleset with stances (unless one is written already)
  const stanceless = th.list === 'monsters' && item.stance === undefined && !rootChoices([th.list, th.index, 'stance'], 'stance', undefined);
  const schema = stanceless ? { ...full, properties: Object.fromEntries(Object.entries(full.properties ?? {}).filter(([k]) => k !== 'stance')) } : full;
  const title =
    th.list === 'monsters'
      ? `${t(lang, 'toolCreature')}: ${ctx.creatureName(String(item.kind))}`
      : th.list === 'npcs'
        ? `${t(lang, 'toolNpc')}: ${String(item.name)}`
        : (wordsOf(VOCABULARY.objectTypes, String(item.type), lang)?.name ?? String(item.type));
  return html`<div class="thing" data-thing=${base}>
    <header><span>${title}</span><button class="small secondary" title=${t(lang, 'remove')} @click=${remove}>×</button></header>
    <qb-json-form
      compact
      .schema=${schema}
      .value=${item}
      .at=${[th.list, th.index]}
      .pickSquares=${true}
      .issues=${under(ctx.problems, base)}
      .choices=${(path: Path, key: string, v: unknown) => rootChoices([th.list, th.index, ...path], key, v)}
      lang=${lang}
      @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
        e.stopPropagation();
        const list = (ctx.current()[th.list] as unknown[]).slice();
        list[th.index] = e.detail.value;
        ctx.commit({ ...ctx.current(), [th.list]: list } as DraftMission, `${base}`);
      }}
    ></qb-json-form>
  </div>`;
}
