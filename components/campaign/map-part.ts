/**
 * `<qb-campaign-map>`: the adventure's map as a drawn parchment map — the town and the places the Company
 * knows at the positions the Archive draws them (`view.layout`, engine/campaign/map-layout.ts), the routes it knows
 * drawn as paths, fog over the places it does not know yet (`map-view.ts`), and the Company's token on the place it
 * stands at, moving along the route when it travels (eased; not under `prefers-reduced-motion` or `motion="off"`).
 * A place the Company may travel to now (from `legal`) is a button on the map (keyboard and touch); the others are
 * labels with their state in words (open, locked, excluded). It dispatches `qb-campaign-act` (events.ts) and never
 * calls the API.
 * @module
 */
import { css, html, LitElement, nothing, svg, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { styleProps } from '../style-props.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import type { CampaignView, LocationView } from '../../engine/campaign/view.ts';
import { defineOnce } from '../define.ts';
import { pick, type Lang } from '../i18n.ts';
import { langSentence } from '../lang-text.ts';
import { CAMPAIGN_ACT, emitCampaign } from './events.ts';
import { ct, type CampaignTextKey } from './i18n.ts';
import { drawnMap, TOWN, type DrawnMap, type MapPlace } from './map-view.ts';
import { placeName } from './names.ts';
import { sameWords } from '../../content/text.ts';
import { campaignPortraitStyles, portraitFor } from './portraits.ts';
import { locationPicture } from '../../content/place-pictures.ts';
import { campaignStyles } from './styles.ts';

/** Whether the location's exit is resolved (its routes opened). */
export function locationResolved(l: LocationView): boolean {
  return (l.nodes ?? []).some((n) => n.kind === 'exit' && n.resolved);
}

/** Where the location leads, as far as the view tells (once visited: {@link LocationView.routes}). */
export function locationRoutes(l: LocationView): string[] {
  return l.routes ?? [];
}

/** How long the token takes to travel one route, in ms. */
const TRAVEL_MS = 900;

/** The words of a place's state, for a label that is no button. */
const STATE_TEXT: Record<MapPlace['state'], CampaignTextKey> = { here: 'locHere', opened: 'locOpened', locked: 'locLocked', excluded: 'locExcluded' };

/** A curved path from `a` to `b` (a road bends a little), in map units. */
function roadPath(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const bend = 0.12;
  return `M${a.x} ${a.y} Q${mx - dy * bend} ${my + dx * bend} ${b.x} ${b.y}`;
}

/**
 * Where a point of the map (map units) is drawn: within the parchment's inner area, inset by `--pad-x` on the sides,
 * `--pad-top` above (the Company's marker stands over its pin) and `--pad-bottom` below (a name on two lines and its
 * state tag hang under the pin), so nothing a place draws is cut by the parchment's edge.
 */
function placed(p: { x: number; y: number }, height: number): { left: string; top: string } {
  return {
    left: `calc(var(--pad-x) + (100% - 2 * var(--pad-x)) * ${p.x / 100})`,
    top: `calc(var(--pad-top) + (100% - var(--pad-top) - var(--pad-bottom)) * ${height > 0 ? p.y / height : 0.5})`,
  };
}

/** How high the map is drawn, in map units: as its places need (the layout's height may leave rows empty below them). */
function drawnHeight(map: DrawnMap): number {
  return Math.min(map.height, Math.max(...map.places.map((p) => p.y), ...map.fog.map((f) => f.y)) + 6);
}

/** The map part (see the module). */
export class QbCampaignMap extends LitElement {
  static override styles = [
    ...campaignStyles,
    ...campaignPortraitStyles,
    css`
      :host {
        display: block;
        --_ink: #3b2a17;
        --_paper: #ead9b0;
      }
      h2 {
        margin: 0 0 0.5rem;
        font-size: 1.05rem;
      }
      .hint {
        margin: 0 0 0.5rem;
        font-size: 0.85rem;
      }
      .scroll {
        /* the parchment's height follows its width (as the layout's proportions), never less than its places need */
        container-type: inline-size;
        overflow-x: auto;
        border-radius: var(--_radius);
        box-shadow: 0 6px 24px rgb(0 0 0 / 0.45);
      }
      .parchment {
        position: relative;
        min-width: 34rem;
        color: var(--_ink);
        /* the inner area the places are drawn in (see placed()): room for the marker above, a label's two lines and its tag below, half a label beside */
        --pad-x: max(7%, 4rem);
        --pad-top: 4rem;
        --pad-bottom: 5.6rem;
      }
      svg.paper {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        display: block;
      }
      svg.roads {
        position: absolute;
        left: var(--pad-x);
        right: var(--pad-x);
        top: var(--pad-top);
        bottom: var(--pad-bottom);
        width: calc(100% - 2 * var(--pad-x));
        height: calc(100% - var(--pad-top) - var(--pad-bottom));
        overflow: visible;
        display: block;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      li.place {
        position: absolute;
        transform: translate(-50%, -1.4rem);
        display: flex;
        flex-direction: column;
        align-items: center;
        text-align: center;
        width: 8rem;
        gap: 0.1rem;
      }
      li.place:focus-visible {
        outline: 3px solid var(--_ink);
      }
      .pin {
        width: 2.8rem;
        height: 2.8rem;
        border-radius: 50%;
        display: grid;
        place-items: center;
        background: #f6ecd0;
        border: 2px solid var(--_ink);
        box-shadow: 0 2px 4px rgb(59 42 23 / 0.45);
      }
      .pin svg {
        width: 1.7rem;
        height: 1.7rem;
        fill: var(--_ink);
      }
      .label {
        font-family: var(--qb-display-font, Cinzel, Georgia, serif);
        font-weight: 700;
        font-size: 0.82rem;
        line-height: 1.15;
        padding: 0.05rem 0.35rem;
        border-radius: 4px;
        background: rgb(246 236 208 / 0.85);
        color: var(--_ink);
      }
      .state {
        font-size: 0.72rem;
        color: #5a4226;
        background: rgb(246 236 208 / 0.85);
        border-radius: 4px;
        padding: 0 0.3rem;
      }
      li.excluded .label {
        text-decoration: line-through;
      }
      li.locked .pin,
      li.excluded .pin {
        border-style: dashed;
        background: #e2cfa1;
      }
      button.go {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.1rem;
        background: none;
        border: none;
        padding: 0.1rem;
        color: var(--_ink);
        min-height: 44px;
      }
      button.go .pin {
        background: #fbe7a8;
        border-color: #7a4f12;
        box-shadow:
          0 0 0 4px rgb(217 164 65 / 0.55),
          0 2px 6px rgb(59 42 23 / 0.5);
      }
      button.go:hover .pin,
      button.go:focus-visible .pin {
        box-shadow:
          0 0 0 6px rgb(217 164 65 / 0.85),
          0 2px 6px rgb(59 42 23 / 0.5);
      }
      button.go:focus-visible {
        outline: 3px solid var(--_ink);
        outline-offset: 2px;
      }
      button.go .label {
        text-decoration: underline;
        text-decoration-color: #7a4f12;
      }
      .token {
        position: absolute;
        width: 2rem;
        height: 2rem;
        margin: -3.1rem 0 0 0.6rem;
        border-radius: 50% 50% 50% 0;
        background: #9b1d1d;
        border: 2px solid #f6ecd0;
        box-shadow: 0 3px 6px rgb(0 0 0 / 0.5);
        display: grid;
        place-items: center;
        pointer-events: none;
      }
      .token svg {
        width: 1.1rem;
        height: 1.1rem;
        fill: #f6ecd0;
      }
      .cost {
        margin: 0.5rem 0 0;
        font-size: 0.82rem;
      }
      @media (prefers-reduced-motion: reduce) {
        .token {
          transition: none;
        }
      }
    `,
  ];

  /** The player's view of the campaign. */
  @property({ attribute: false }) accessor view: CampaignView | undefined = undefined;
  /** What the player may do now. */
  @property({ attribute: false }) accessor legal: readonly CampaignAction[] = [];
  /** The interface language. */
  @property() override accessor lang: Lang = 'it';
  /** `off`: the token jumps to its new place instead of travelling there. */
  @property() accessor motion: 'auto' | 'off' = 'auto';

  /** Where the token stood at the last render (the place it travels from when the Company moves). */
  private tokenAt: { id: string; x: number; y: number } | null = null;
  /** The place whose Travel button had the focus before this render (the party travelling there by keyboard). */
  private travelFocused: string | null = null;

  protected override willUpdate(): void {
    const active = this.shadowRoot?.activeElement as HTMLElement | null | undefined;
    this.travelFocused = active?.dataset['travel'] ?? null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const view = this.view;
    if (!view) return;
    const map = drawnMap(view);
    const here = map.places.find((p) => p.id === map.here);
    if (here) {
      const from = this.tokenAt;
      if (from && from.id !== here.id) this.travelToken(from, here, drawnHeight(map));
      this.tokenAt = { id: here.id, x: here.x, y: here.y };
    }
    // a Travel button pressed is gone once the party stands there: the focus goes to that place, not the page
    if (this.travelFocused !== null && !this.shadowRoot?.activeElement) this.renderRoot.querySelector<HTMLElement>('li.here')?.focus();
  }

  /** Whether the token may travel (not with `motion="off"` nor under the reader's reduced motion). */
  private moves(): boolean {
    return this.motion !== 'off' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  }

  /** Moves the token from `from` to `to` along their road (or straight), eased. */
  private travelToken(from: { x: number; y: number }, to: { x: number; y: number }, height: number): void {
    const token = this.renderRoot.querySelector<HTMLElement>('.token');
    const box = this.renderRoot.querySelector<SVGSVGElement>('svg.roads');
    if (!token || !box || !this.moves() || typeof token.animate !== 'function') return;
    const area = box.getBoundingClientRect();
    const w = area.width / 100;
    const h = area.height / height;
    const dx = (from.x - to.x) * w;
    const dy = (from.y - to.y) * h;
    // along the road's bend: through its middle, pulled aside as roadPath bends it
    const mx = dx / 2 + dy * 0.06 * (w / h);
    const my = dy / 2 - dx * 0.06 * (h / w);
    token.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: `translate(${mx}px, ${my}px)` }, { transform: 'translate(0, 0)' }], {
      duration: TRAVEL_MS,
      easing: 'ease-in-out',
    });
    token.dataset['travelling'] = '';
    setTimeout(() => delete token.dataset['travelling'], TRAVEL_MS);
  }

  private travel(to: string): CampaignAction | undefined {
    return this.legal.find((a) => a.type === 'travel' && a.to === to);
  }

  private act(action: CampaignAction): void {
    emitCampaign(this, CAMPAIGN_ACT, action);
  }

  /** A place's mark: its picture (the town's, a location's own or its first node kind's), else a plain tower or waymark. */
  private mark(p: MapPlace) {
    const location = this.view?.map.find((l) => l.id === p.id);
    const picture =
      p.id === TOWN
        ? portraitFor('town', p.id, this.view?.adventure.townPicture)
        : portraitFor('location', p.id, location ? locationPicture(location) : undefined);
    if (picture) return picture;
    return p.id === TOWN
      ? html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 21V10l3-2V4h2v3l4-3 4 3V4h2v4l3 2v11h-7v-5h-4v5z" /></svg>`
      : html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2l3 7h7l-5.6 4.3L18.5 21 12 16.6 5.5 21l2.1-7.7L2 9h7z" /></svg>`;
  }

  private renderPlace(view: CampaignView, p: MapPlace, height: number) {
    const lang = this.lang;
    const town = p.id === TOWN;
    // a town left with its default name ("Città") is not labelled "Città: Città"
    const townName = pick(view.adventure.town, lang);
    const name = town ? (sameWords(townName, ct(lang, 'mapTownWord')) ? townName : ct(lang, 'mapTown', { town: townName })) : placeName(view, p.id, lang);
    const location = town ? undefined : view.map.find((l) => l.id === p.id);
    // none to where the Company stands: it is there already
    const action = p.state === 'here' ? undefined : this.travel(p.id);
    const description = location?.description ? pick(location.description, lang) : undefined;
    return html`<li
      class="place ${p.state}"
      tabindex="-1"
      style=${styleProps(placed(p, height))}
      data-location=${p.id}
      data-state=${p.state}
      ?data-visited=${location?.visited ?? false}
      ?data-resolved=${location ? locationResolved(location) : false}
      title=${description ?? nothing}
    >
      ${
        action
          ? html`<button class="go" data-travel=${p.id} aria-label=${town ? `${ct(lang, 'travelToTown')}: ${name}` : ct(lang, 'travelTo', { place: name })} @click=${() => this.act(action)}>
            <span class="pin">${this.mark(p)}</span><span class="label">${name}</span>
          </button>`
          : html`<span class="pin">${this.mark(p)}</span><span class="label">${name}</span>
            <span class="state ${p.state === 'here' ? 'badge here' : ''}">${ct(lang, STATE_TEXT[p.state])}</span>`
      }
    </li>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const lang = this.lang;
    const map = drawnMap(view);
    const at = new Map(map.places.map((p) => [p.id, p]));
    const here = at.get(map.here);
    const H = drawnHeight(map);
    const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    const anyTravel = this.legal.some((a) => a.type === 'travel');
    return html`<h2 id="map-title">${langSentence((adventure) => ct(lang, 'mapTitle', { adventure }), view.adventure.name, lang)}</h2>
      ${anyTravel ? html`<p class="hint muted">${ct(lang, touch ? 'mapHint_touch' : 'mapHint')}</p>` : nothing}
      <div class="scroll">
        <div class="parchment" data-role="adventure-map" style=${styleProps({ height: `max(${(H / 100).toFixed(4)} * max(100cqw, 34rem), 9.6rem + ${(H / 11).toFixed(2)} * 6.5rem)` })}>
          <svg class="paper" viewBox=${`0 0 100 ${H}`} preserveAspectRatio="none" aria-hidden="true">
            <defs>
              <filter id="grain" x="0" y="0" width="100%" height="100%">
                <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="3" seed="7" result="n" />
                <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.33  0 0 0 0 0.18  0 0 0 0.22 0" />
              </filter>
              <radialGradient id="age" cx="50%" cy="50%" r="75%">
                <stop offset="55%" stop-color="#ead9b0" />
                <stop offset="100%" stop-color="#b98f55" />
              </radialGradient>
            </defs>
            <rect width="100" height=${H} fill="url(#age)" />
            <rect width="100" height=${H} filter="url(#grain)" />
            <rect x="1" y="1" width="98" height=${H - 2} fill="none" stroke="#7a5a33" stroke-width="0.3" />
          </svg>
          <svg class="roads" viewBox=${`0 0 100 ${H}`} preserveAspectRatio="none" aria-hidden="true">
            <defs>
              <filter id="cloud" x="-50%" y="-50%" width="200%" height="200%">
                <feGaussianBlur stdDeviation="2.2" />
              </filter>
            </defs>
            ${map.routes.map(([from, to]) => {
              const a = at.get(from)!;
              const b = at.get(to)!;
              const walked = [from, to].every((id) => id === TOWN || view.map.find((l) => l.id === id)?.visited);
              return svg`<path class="route" data-route-from=${from} data-route-to=${to} d=${roadPath(a, b)} fill="none" stroke="#6b4a2b" stroke-width=${walked ? 4 : 3} stroke-dasharray=${walked ? 'none' : '8 6'} stroke-linecap="round" vector-effect="non-scaling-stroke" />`;
            })}
            ${map.fog.map(
              (f) => svg`<g data-fog=${f.id} filter="url(#cloud)" opacity="0.85">
                <ellipse cx=${f.x} cy=${f.y} rx="11" ry="7" fill="#8f7d5c" />
                <ellipse cx=${f.x - 5} cy=${f.y + 2} rx="7" ry="5" fill="#a39070" />
                <ellipse cx=${f.x + 5} cy=${f.y - 1.5} rx="7" ry="5" fill="#9a8766" />
              </g>`,
            )}
          </svg>
          <ol aria-labelledby="map-title">
            ${map.places.map((p) => this.renderPlace(view, p, H))}
          </ol>
          ${
            here
              ? html`<div class="token" data-role="company-token" data-at=${here.id} aria-hidden="true" style=${styleProps(placed(here, H))}>
                <svg viewBox="0 0 24 24"><path d="M5 3h14v9c0 5-3.5 8-7 9.5C8.5 20 5 17 5 12z" /></svg>
              </div>`
              : nothing
          }
        </div>
      </div>
      ${view.run.place.at === 'town' ? nothing : html`<p class="cost muted">${ct(lang, 'travelToTown')}: ${ct(lang, 'travelTownCost')}</p>`}`;
  }
}

defineOnce('qb-campaign-map', QbCampaignMap);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-map': QbCampaignMap;
  }
}
