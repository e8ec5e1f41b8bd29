/**
 * `<qb-campaign-map>`: the adventure's map as the player's view has it — the town, then every location in the
 * adventure's order with where the party stands, what it visited, resolved, may enter (opened), and what a branch
 * excluded; the routes the party knows (the view's `routes` of each visited location, and the town's road to the
 * adventure's start), each destination a button that brings the focus to that place on the map; and a Travel button
 * for each place the party may travel to now (from `legal`), the others disabled with the reason (none on the place
 * the party stands at; a locked or excluded place's reason is its badge, said once). Every control is a
 * real button (keyboard and touch); it dispatches `qb-campaign-act` (events.ts) and never calls the API.
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import type { CampaignView, LocationView } from '../../engine/campaign/view.ts';
import { defineOnce } from '../define.ts';
import { pick, type Lang } from '../i18n.ts';
import { placeName } from './names.ts';
import { CAMPAIGN_ACT, emitCampaign } from './events.ts';
import { ct, type CampaignTextKey } from './i18n.ts';
import { campaignStyles } from './styles.ts';
import { locationPicture, TOWN_PICTURE } from '../../content/place-pictures.ts';
import { portrait, portraitSlot } from '../pictures/portrait-tag.ts';

/** Whether the location's exit is resolved (its routes opened). */
export function locationResolved(l: LocationView): boolean {
  return (l.nodes ?? []).some((n) => n.kind === 'exit' && n.resolved);
}

/** Where the location leads, as far as the view tells (once visited: {@link LocationView.routes}). */
export function locationRoutes(l: LocationView): string[] {
  return l.routes ?? [];
}

/** The map part (see the module). */
export class QbCampaignMap extends LitElement {
  static override styles = [
    ...campaignStyles,
    portraitSlot,
    css`
      :host {
        display: block;
      }
      .place {
        display: flex;
        align-items: center;
        gap: 0.6rem;
      }
      .place qb-portrait {
        width: 2.75rem;
        height: 2.75rem;
      }
      li.locked qb-portrait {
        filter: grayscale(0.8);
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
        gap: 0.6rem;
      }
      li {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.6rem 0.75rem;
        background: var(--_surface);
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      li.here {
        border-color: var(--_accent);
        box-shadow: 0 0 0 1px var(--_accent) inset;
      }
      li.locked,
      li.excluded {
        opacity: 0.7;
      }
      li.excluded .name {
        text-decoration: line-through;
      }
      .name {
        font-weight: 700;
      }
      .routes {
        font-size: 0.82rem;
      }
      ul.leads {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
      }
      ul.leads li {
        border: none;
        padding: 0;
        background: none;
        display: inline;
      }
      ul.leads button.excluded {
        text-decoration: line-through;
      }
      .why {
        font-size: 0.78rem;
      }
      li button {
        align-self: flex-start;
      }
    `,
  ];

  /** The player's view of the campaign. */
  @property({ attribute: false }) accessor view: CampaignView | undefined = undefined;
  /** What the player may do now. */
  @property({ attribute: false }) accessor legal: readonly CampaignAction[] = [];
  /** The interface language. */
  @property() override accessor lang: Lang = 'it';

  /** The place whose Travel button had the focus before this render (the party travelling there by keyboard). */
  private travelFocused: string | null = null;

  protected override willUpdate(): void {
    const active = this.shadowRoot?.activeElement as HTMLElement | null | undefined;
    this.travelFocused = active?.dataset['travel'] ?? null;
  }

  /** A Travel button pressed is gone once the party stands there: the focus goes to that place's entry, not the page. */
  protected override updated(): void {
    if (this.travelFocused === null || this.shadowRoot?.activeElement) return;
    const here = this.renderRoot.querySelector<HTMLElement>('li.here');
    if (here && !this.shadowRoot?.activeElement) here.focus();
  }

  private travel(to: string): CampaignAction | undefined {
    return this.legal.find((a) => a.type === 'travel' && a.to === to);
  }

  /** Brings the focus to place `to`'s entry on the map (a route followed by keyboard or touch). */
  private showPlace(to: string): void {
    const target = this.renderRoot.querySelector<HTMLElement>(`li[data-location="${CSS.escape(to)}"]`);
    target?.scrollIntoView?.({ block: 'nearest' });
    target?.focus();
  }

  /** The routes from `from` to `routes`, each a button to that place (or nothing when it leads nowhere known). */
  private renderRoutes(view: CampaignView, from: string, routes: string[]) {
    if (routes.length === 0) return nothing;
    const lang = this.lang;
    const id = `leads-${from}`;
    return html`<span class="routes" id=${id}>${ct(lang, 'locLeadsTo')}</span>
      <ul class="leads" aria-labelledby=${id}>
        ${routes.map((to) => {
          const place = placeName(view, to, lang);
          const excluded = view.map.find((l) => l.id === to)?.excluded ?? false;
          return html`<li>
            <button class="secondary ${excluded ? 'excluded' : ''}" data-route-from=${from} data-route-to=${to} aria-label=${ct(lang, 'routeShow', { place })} @click=${() => this.showPlace(to)}>${place}</button>
          </li>`;
        })}
      </ul>`;
  }

  private act(action: CampaignAction): void {
    emitCampaign(this, CAMPAIGN_ACT, action);
  }

  /**
   * The Travel button of place `to`: none where the party stands (it is there already; the "You are here" badge says
   * so), else enabled when the travel is legal, otherwise disabled — with `why` beside it unless the place's badge
   * says it already (`null`: locked, excluded).
   */
  private travelButton(to: string, label: string, why: CampaignTextKey | null, here: boolean) {
    if (here) return nothing;
    const action = this.travel(to);
    // a locked or excluded place's button is described by its badge
    const badge = !action && !why ? `state-${to}` : null;
    return html`<button class=${action ? '' : 'secondary'} data-travel=${to} ?disabled=${!action} aria-describedby=${badge ?? nothing} @click=${() => action && this.act(action)}>${label}</button>
      ${action || !why ? nothing : html`<span class="why muted">${ct(this.lang, why)}</span>`}`;
  }

  private renderLocation(view: CampaignView, l: LocationView) {
    const lang = this.lang;
    const resolved = locationResolved(l);
    const routes = locationRoutes(l);
    const state = l.here ? 'here' : l.excluded ? 'excluded' : l.opened ? 'opened' : 'locked';
    // a locked or excluded place's badge says why it is no travel target: said once
    const why: CampaignTextKey | null = l.excluded || !l.opened ? null : 'cannotTravelNow';
    return html`<li class=${state} tabindex="-1" data-location=${l.id} data-state=${state} ?data-visited=${l.visited} ?data-resolved=${resolved}>
      <span class="place">${portrait('place', locationPicture(l))}<span class="name">${pick(l.name, lang)}</span></span>
      <span>
        ${l.here ? html`<span class="badge here">${ct(lang, 'locHere')}</span>` : nothing}
        ${l.excluded
          ? html`<span class="badge excluded" id=${`state-${l.id}`}>${ct(lang, 'locExcluded')}</span>`
          : l.opened
            ? html`<span class="badge">${ct(lang, 'locOpened')}</span>`
            : html`<span class="badge" id=${`state-${l.id}`}>${ct(lang, 'locLocked')}</span>`}
        ${l.visited ? html`<span class="badge">${ct(lang, 'locVisited')}</span>` : nothing}
        ${resolved ? html`<span class="badge resolved">${ct(lang, 'locResolved')}</span>` : nothing}
      </span>
      ${l.description ? html`<span class="muted routes">${pick(l.description, lang)}</span>` : nothing}
      ${this.renderRoutes(view, l.id, routes)}
      ${this.travelButton(l.id, ct(lang, 'travelTo', { place: pick(l.name, lang) }), why, l.here)}
    </li>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const lang = this.lang;
    const inTown = view.run.place.at === 'town';
    return html`<h2 id="map-title">${ct(lang, 'mapTitle', { adventure: pick(view.adventure.name, lang) })}</h2>
      <ol aria-labelledby="map-title">
        <li class=${inTown ? 'here' : 'opened'} tabindex="-1" data-location="town" data-state=${inTown ? 'here' : 'opened'}>
          <span class="place">${portrait('place', view.adventure.townPicture ?? TOWN_PICTURE)}<span class="name">${ct(lang, 'mapTown', { town: pick(view.adventure.town, lang) })}</span></span>
          <span>${inTown ? html`<span class="badge here">${ct(lang, 'locHere')}</span>` : nothing}</span>
          ${inTown ? nothing : html`<span class="muted routes">${ct(lang, 'travelTownCost')}</span>`}
          ${this.renderRoutes(view, 'town', [view.adventure.start])}
          ${this.travelButton('town', ct(lang, 'travelToTown'), 'cannotTravelNow', inTown)}
        </li>
        ${view.map.map((l) => this.renderLocation(view, l))}
      </ol>`;
  }
}

defineOnce('qb-campaign-map', QbCampaignMap);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-map': QbCampaignMap;
  }
}
