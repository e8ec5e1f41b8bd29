/**
 * The adventure editor's route pieces for the chosen location: its routes listed (each removed with ×), a route added
 * by a pick or drawn on the map, and for a location no route reaches, a route into it from one that is reached.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { textIn } from '../../content/text.ts';
import type { LocationDraft } from './adventure-draft.ts';
import { t, type Lang } from './i18n.ts';

/**
 * The `change` handler of a "pick one to add" `<select>`: calls `use` with the picked option's value (never the empty
 * first option) and puts the select back on that empty option, ready for the next pick.
 */
export function pickOnce(use: (value: string) => void): (e: Event) => void {
  return (e) => {
    const sel = e.target as HTMLSelectElement;
    if (sel.value) use(sel.value);
    sel.value = '';
  };
}

/** A location's name in `lang`, its id when it has none. */
const label = (x: LocationDraft, lang: Lang) => textIn(x.name, lang, x.id);

/** What the route pieces do: add the route `from` → `to`, remove one, start drawing one from a location on the map. */
export type RouteActions = { link: (from: string, to: string) => void; unlink: (from: string, to: string) => void; drawFrom: (from: string) => void };

/** Location `l`'s routes among `locations`: the list with a × each, the "add a route" pick and the "draw" button. */
export function renderRoutes(l: LocationDraft, locations: readonly LocationDraft[], lang: Lang, act: RouteActions): TemplateResult {
  const routes = l.routes ?? [];
  const others = locations.filter((x) => x.id !== l.id);
  return html`<h3>${t(lang, 'advRoutes')}</h3>
    ${
      routes.length
        ? html`<ul data-role="routes">
          ${routes.map((r) => {
            const to = locations.find((x) => x.id === r);
            return html`<li data-route=${r}>
              ${t(lang, 'advRouteTo', { name: to ? label(to, lang) : r })}
              <button class="small secondary" data-action="unlink" data-to=${r} aria-label=${t(lang, 'advRemoveRoute', { name: to ? label(to, lang) : r })} @click=${() => act.unlink(l.id, r)}>×</button>
            </li>`;
          })}
        </ul>`
        : html`<p class="hint">${t(lang, 'advNoRoutes')}</p>`
    }
    <div class="row">
      <label
        >${t(lang, 'advAddRoute')}
        <select
          data-role="add-route"
          @change=${pickOnce((v) => act.link(l.id, v))}
        >
          <option value="">${t(lang, 'none')}</option>
          ${others.filter((x) => !routes.includes(x.id)).map((x) => html`<option value=${x.id}>${label(x, lang)}</option>`)}
        </select></label
      >
      <button class="small secondary" data-action="link" title=${t(lang, 'advLinkHint')} @click=${() => act.drawFrom(l.id)}>${t(lang, 'advLink')}</button>
    </div>`;
}

/** For location `l`, which no route reaches: a route into it from one of the `reachable` locations, in one pick. */
export function renderRouteInto(
  l: LocationDraft,
  locations: readonly LocationDraft[],
  reachable: ReadonlySet<string>,
  lang: Lang,
  link: (from: string, to: string) => void,
): TemplateResult {
  const from = locations.filter((x) => x.id !== l.id && reachable.has(x.id));
  if (from.length === 0) return html``;
  return html`<div class="row">
    <label
      >${t(lang, 'advRouteInto')}
      <select
        data-role="route-into"
        @change=${pickOnce((v) => link(v, l.id))}
      >
        <option value="">${t(lang, 'none')}</option>
        ${from.map((x) => html`<option value=${x.id}>${label(x, lang)}</option>`)}
      </select></label
    >
  </div>`;
}
