/**
 * `<qb-campaign-town>`: the town's offers, grouped by service — rest, shop, Guild (level-up, training,
 * lessons, artifact), Blacksmith (weapon and armour ranks, attunement, wards), Temple, Wishing Well, attire, active
 * and reserve heroes, the run (next tier, replay, prologue) — each with its price and currency, enabled when the
 * Company can do it now, otherwise disabled with the refusal's reason in words. Grouped by the action's type, never
 * by ruleset: an action of a type this panel does not know (a ruleset's own service) gets its own group and a label
 * naming its fields. Besides `view.town`, the free town actions among `legal` (clear attunement or wards, wear,
 * artifact, swap, replay...) are listed too. When the heroes keep their own purses (the view's `system.purses`: the
 * classic Armory), each hero's gold is shown instead of the Company's, and the offers a hero's purse pays (`purse`)
 * are listed under that hero, with its gold, and a purse short of gold is said to be that hero's. A service of more
 * than a few offers starts folded (a `<details>` whose summary counts its offers and those possible now), so the
 * town stays a page or two long. Away from town (or in a fight) the panel says so in one line, with where the
 * Company is, instead of listing every offer refused.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TownOffer } from '../../../engine/campaign/town/index.ts';
import type { CampaignAction, Track } from '../../../engine/campaign/types.ts';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import { COIN } from '../../parts/icons.ts';
import { ct, type CampaignTextKey } from '../i18n.ts';
import { campaignPortraitStyles, portraitFor } from '../portraits.ts';
import { portrait } from '../../pictures/portrait-tag.ts';
import { placeName } from '../names.ts';
import { panelsIt } from '../texts-panels.ts';
import { actionKey, CampaignPart, refusalText } from './campaign-part.ts';

/** The Blacksmith's tracks (the rest are the Guild's). */
const BLACKSMITH_TRACKS: readonly Track[] = ['weapon', 'armour'];

/** The service an action belongs to: a known one, or the action's own type. */
export function serviceOf(action: CampaignAction): string {
  switch (action.type) {
    case 'rest':
      return 'rest';
    case 'buy':
      return 'shop';
    case 'level_up':
    case 'learn':
    case 'equip_artifact':
      return 'guild';
    case 'train':
      return BLACKSMITH_TRACKS.includes(action.track) ? 'blacksmith' : 'guild';
    case 'attune':
    case 'resist':
    case 'clear_attunement':
    case 'clear_resistances':
      return 'blacksmith';
    case 'resurrect':
      return 'temple';
    case 'wish':
      return 'well';
    case 'buy_attire':
    case 'wear':
      return 'attire';
    case 'swap':
      return 'roster';
    case 'next_tier':
    case 'replay':
    case 'skip_prologue':
    case 'prologue':
      return 'run';
    default:
      return action.type;
  }
}

/** The services in the order shown; any other comes after them. */
const ORDER = ['rest', 'shop', 'guild', 'blacksmith', 'temple', 'well', 'attire', 'roster', 'run'];
/** The free town actions taken from `legal` (never in `view.town`). */
const FREE_TOWN = new Set(['clear_attunement', 'clear_resistances', 'equip_artifact', 'wear', 'swap', 'next_tier', 'replay', 'skip_prologue', 'prologue']);

/** The town panel. */
export class QbCampaignTown extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    ...campaignPortraitStyles,
    css`
      .street {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(6.2rem, 1fr));
        gap: 0.5rem;
        padding: 0.75rem;
        border-radius: var(--_radius);
        background:
          linear-gradient(180deg, #2a2330 0%, #3a2c22 62%, #4a3726 62%, #3d2d20 100%);
        box-shadow: inset 0 -6px 0 #2a1f16;
      }
      button.sign {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.35rem;
        padding: 0.7rem 0.4rem 0.6rem;
        background: linear-gradient(180deg, #6b4a2b, #4e3520);
        color: #f6ecd0;
        border: 2px solid #9a7440;
        border-radius: 8px 8px 4px 4px;
        box-shadow: 0 4px 0 #2a1f16;
        font-weight: 700;
      }
      button.sign[aria-expanded='true'] {
        background: linear-gradient(180deg, #d9a441, #b07d22);
        color: #1b1610;
        border-color: #f6ecd0;
      }
      button.sign.quiet:not([aria-expanded='true']) {
        filter: saturate(0.5) brightness(0.85);
      }
      .sign-mark {
        display: inline-grid;
        place-items: center;
        width: 2.6rem;
        height: 2.6rem;
        border-radius: 50%;
        background: rgb(0 0 0 / 0.25);
      }
      .sign-mark svg {
        width: 1.6rem;
        height: 1.6rem;
        fill: currentColor;
      }
      .sign-name {
        font-size: 0.85rem;
        text-align: center;
      }
      #service-panel {
        margin-top: 0.75rem;
      }
      .pick {
        margin: 0;
      }
      section.service {
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
        padding: 0.75rem 1rem 1rem;
        background: var(--_surface);
        gap: 0.75rem;
      }
      section.service > h3 {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        font-size: 1.05rem;
      }
      section.service > h3 .sign-mark {
        width: 2rem;
        height: 2rem;
        color: var(--_accent);
      }
      .hero-group {
        border-top: 1px solid var(--_border);
        padding-top: 0.5rem;
      }
      .hero-group h4 {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        font-size: 0.95rem;
      }
      .portrait:empty::before {
        content: attr(data-initial);
      }
      .portrait {
        display: inline-grid;
        place-items: center;
        width: 1.8rem;
        height: 1.8rem;
        border-radius: 50%;
        background: var(--_accent);
        color: var(--_accent-fg);
        font-weight: 700;
      }
      ul.now {
        grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
      }
      ul.now .row,
      ul.now button {
        width: 100%;
        height: 100%;
      }
      details.later {
        font-size: 0.85rem;
        color: var(--_muted);
      }
      details.later summary::before {
        content: '▸';
        display: inline-block;
        transition: transform 0.15s;
      }
      details.later[open] summary::before {
        transform: rotate(90deg);
      }
      details.later summary {
        list-style: none;
        cursor: pointer;
        min-height: 44px;
        display: flex;
        align-items: center;
        gap: 0.3rem;
      }
      details.later ul {
        padding-left: 1rem;
        gap: 0.2rem;
      }
    `,
  ];

  /** The service whose panel is open (null: the street of signs only). */
  @state() private accessor opened: string | null = null;
  /** Whether the reader plays by touch (the hint says "tap"). */
  @property({ type: Boolean }) accessor touch = typeof window !== 'undefined' && (window.matchMedia?.('(pointer: coarse)').matches ?? false);

  /** Opens the panel of `service` (null: closes it), brought into view (on a phone it opens below the signs). */
  private open(service: string | null): void {
    this.opened = service;
    if (service) void this.updateComplete.then(() => this.renderRoot.querySelector('section.service')?.scrollIntoView?.({ block: 'nearest' }));
  }

  /** Every offer to show: the town's, then the free town actions that are legal now (next tier always, in town). */
  private offers(): TownOffer[] {
    const view = this.view;
    if (!view) return [];
    const offers = [...view.town];
    const seen = new Set(offers.map((o) => actionKey(o.action)));
    const free = (action: CampaignAction, refusal: TownOffer['refusal']): TownOffer => ({
      action,
      price: 0,
      currency: 'gold',
      affordable: refusal === null,
      refusal,
    });
    for (const action of this.legal)
      if (FREE_TOWN.has(action.type) && !seen.has(actionKey(action))) seen.add(actionKey(action)), offers.push(free(action, null));
    if (view.run.place.at === 'town' && !view.run.fight && !seen.has(actionKey({ type: 'next_tier' }))) offers.push(free({ type: 'next_tier' }, 'locked'));
    return offers;
  }

  /** What `action` does, in words, with the names of its hero, item, spell... */
  private label(action: CampaignAction): string {
    // `buy` names a hero only at the classic Armory
    const hero = 'hero' in action && action.hero !== undefined ? this.heroName(action.hero) : '';
    const sheet = 'hero' in action ? this.view?.company.heroes.find((h) => h.id === action.hero) : undefined;
    switch (action.type) {
      case 'rest':
        return this.tx('act_rest');
      case 'buy': {
        const forHero = (action as { hero?: unknown }).hero;
        const item = this.nameOf('items', action.item);
        return typeof forHero === 'string' ? this.tx('act_buy_for', { item, hero: this.heroName(forHero) }) : this.tx('act_buy', { item });
      }
      case 'level_up':
        return this.tx('act_level_up', { hero, level: (sheet?.level ?? 0) + 1 });
      case 'train':
        return this.tx('act_train', { hero, track: this.tx(`track_${action.track}`), rank: (sheet?.training[action.track] ?? 0) + 1 });
      case 'learn':
        return this.tx('act_learn', { hero, spell: this.nameOf('spells', action.spell) });
      case 'attune':
        return this.tx('act_attune', { hero, element: this.element(action.element) });
      case 'resist':
        return this.tx('act_resist', { hero, element: this.element(action.element) });
      case 'clear_attunement':
        return this.tx('act_clear_attunement', { hero });
      case 'clear_resistances':
        return this.tx('act_clear_resistances', { hero });
      case 'resurrect':
        return this.tx('act_resurrect', { hero });
      case 'wish':
        return this.tx(action.choice === 'gold' ? 'act_wish_gold' : 'act_wish_xp');
      case 'equip_artifact':
        return action.artifact === null
          ? this.tx('act_unequip_artifact', { hero })
          : this.tx('act_equip_artifact', { hero, artifact: this.nameOf('artifacts', action.artifact) });
      case 'buy_attire':
        return this.tx('act_buy_attire', { hero, outfit: this.outfit(action.hero, action.outfit) });
      case 'wear':
        return action.outfit === null ? this.tx('act_wear_base', { hero }) : this.tx('act_wear', { hero, outfit: this.outfit(action.hero, action.outfit) });
      case 'swap':
        return this.tx('act_swap', { active: this.heroName(action.active), reserve: this.heroName(action.reserve) });
      case 'next_tier':
      case 'replay':
      case 'skip_prologue':
      case 'prologue':
        return this.tx(`act_${action.type}`);
      default:
        return this.generic(action);
    }
  }

  /** A label for an action of a type this panel does not know: its type and each field, named where the view can. */
  private generic(action: CampaignAction): string {
    const fields = Object.entries(action as unknown as Record<string, unknown>).filter(([k]) => k !== 'type');
    const what = fields
      .map(([k, v]) => {
        const id = String(v);
        if (k === 'hero' || k === 'active' || k === 'reserve') return this.heroName(id);
        if (k === 'item') return this.nameOf('items', id);
        if (k === 'spell') return this.nameOf('spells', id);
        if (k === 'artifact') return this.nameOf('artifacts', id);
        if (k === 'element') return this.element(id);
        return id;
      })
      .join(', ');
    return this.tx('act_generic', { type: action.type.replace(/_/g, ' '), what }).trim();
  }

  /** An outfit's name. */
  private outfit(hero: string, id: string): string {
    return pick(this.view?.names.outfits[hero]?.[id], this.lang) || id;
  }

  /** A price in words: "15 gold", "60 XP", "free"; nothing when there is none (refused before one). */
  private price(offer: TownOffer): TemplateResult | string | undefined {
    if (offer.price === null) return undefined;
    if (offer.price === 0) return this.tx('price_free');
    const text = this.tx(offer.currency === 'xp' ? 'price_xp' : 'price_gold', { n: offer.price });
    return offer.currency === 'gold' ? html`<span class="coin">${COIN}</span>${text}` : text;
  }

  /** The heading of a service (a service this panel does not know: its id). */
  private heading(service: string): string {
    const key = `svc_${service}`;
    return Object.hasOwn(panelsIt, key) ? this.tx(key as CampaignTextKey) : service.replace(/_/g, ' ');
  }

  /**
   * Why `offer` is refused, in words, said for what it concerns: a hero's purse short of gold names the hero (the
   * classic Armory: never "the Company"), a spell the hero knows already says so.
   */
  private reason(offer: TownOffer): string {
    if (offer.refusal === 'not_enough_gold' && offer.purse !== undefined) return this.tx('refusal_purse_gold', { hero: this.heroName(offer.purse) });
    if (offer.refusal === 'already_done' && offer.action.type === 'learn') return this.tx('refusal_knows_spell');
    return refusalText(this.lang, offer.refusal);
  }

  /** One offer that can be done now: its button, with its price. */
  private offer(offer: TownOffer): TemplateResult {
    const extra = this.price(offer);
    // what the offer buys or teaches, as its picture (decorative: the label names it)
    const action = offer.action;
    const icon =
      action.type === 'buy'
        ? portrait('item', this.view?.pictures?.items[action.item])
        : action.type === 'learn'
          ? portrait('spell', this.view?.pictures?.spells[action.spell])
          : undefined;
    return html`<li>${this.actionButton(action, this.label(action), { enabled: true, ...(extra !== undefined ? { extra } : {}), ...(icon ? { icon } : {}) })}</li>`;
  }

  /** A hero's own gold, in words ("Barbarian's purse: 300 gold"). */
  private purse(hero: string): string {
    return this.tx('purse_of', { hero: this.heroName(hero), gold: this.view?.company.heroes.find((h) => h.id === hero)?.gold ?? 0 });
  }

  /** Whom an offer is for: its purse's hero, else the hero it names, else the Company (''). */
  private whose(offer: TownOffer): string {
    if (offer.purse !== undefined) return offer.purse;
    const a = offer.action as unknown as Record<string, unknown>;
    const hero = a['hero'] ?? a['reserve'];
    return typeof hero === 'string' ? hero : '';
  }

  /**
   * The offers of one hero (or of the Company): what can be done now, as buttons; what cannot, folded under one
   * summary per reason ("Not now: the Company has not enough gold"), each offer a plain line with its price.
   */
  private group(offers: TownOffer[]): TemplateResult {
    const now = offers.filter((o) => o.affordable);
    const reasons = new Map<string, TownOffer[]>();
    for (const o of offers.filter((x) => !x.affordable)) {
      const why = this.reason(o);
      reasons.set(why, [...(reasons.get(why) ?? []), o]);
    }
    return html`${now.length ? html`<ul class="now">${now.map((o) => this.offer(o))}</ul>` : nothing}
    ${[...reasons].map(([why, later]) => {
      return html`<details class="later" data-not-now>
        <summary>${ct(this.lang, 'why_not', { reason: why })} <span class="n">(${later.length})</span></summary>
        <ul>
          ${later.map((o) => {
            const price = this.price(o);
            return html`<li data-action=${actionKey(o.action)}>${this.label(o.action)}${price !== undefined ? html` · <span class="price">${price}</span>` : nothing}</li>`;
          })}
        </ul>
      </details>`;
    })}`;
  }

  /** A service's panel: its offers grouped by hero (the Company's first), each group what matters now. */
  private service(service: string, offers: TownOffer[]): TemplateResult {
    const whose = [...new Set(offers.map((o) => this.whose(o)))].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
    const view = this.view!;
    return html`<section class="service" data-service=${service} aria-labelledby=${`svc-${service}`}>
      <h3 id=${`svc-${service}`}><span class="sign-mark" aria-hidden="true">${this.mark(service)}</span>${this.heading(service)}</h3>
      ${whose.map((hero) => {
        const mine = offers.filter((o) => this.whose(o) === hero);
        const purse = mine.some((o) => o.purse === hero && hero !== '');
        return html`<section class="hero-group" data-hero-group=${hero || 'company'} data-purse=${purse ? hero : nothing}>
          <h4>
            ${hero ? html`<span class="portrait" aria-hidden="true" data-initial=${this.heroName(hero).slice(0, 1)}>${portraitFor('hero', hero, this.view?.sheets[hero]?.picture) ?? nothing}</span>` : nothing}
            ${purse ? html`<span class="coin">${COIN}</span>${this.purse(hero)}` : hero ? this.heroName(hero) : this.tx('town_company')}
          </h4>
          ${this.group(mine)}
        </section>`;
      })}
    </section>`;
  }

  /** Where the party is when away from town, in one line (the town's offers are not listed then). */
  private away(view: NonNullable<CampaignPart['view']>): TemplateResult {
    const town = pick(view.adventure.town, this.lang);
    const place = view.run.place;
    const text =
      view.run.fight || place.at !== 'location'
        ? this.tx('town_away_fight', { town })
        : this.tx('town_away', { town, place: placeName(view, place.location, this.lang) });
    return html`<h2>${this.tx('town')}: ${town}</h2>
      <p data-role="not-in-town">${text}</p>`;
  }

  /** A service's sign: its picture (`content/place-pictures.ts`; a plain mark only if none is given). */
  private mark(service: string): TemplateResult {
    return portraitFor('service', service) ?? html`<svg viewBox="0 0 24 24"><path d=${SIGN_PATHS[service] ?? SIGN_PATHS['other']!} /></svg>`;
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    if (view.run.place.at !== 'town' || view.run.fight) return this.away(view);
    const groups = new Map<string, TownOffer[]>();
    for (const offer of this.offers()) {
      const service = serviceOf(offer.action);
      groups.set(service, [...(groups.get(service) ?? []), offer]);
    }
    const rank = (s: string) => (ORDER.includes(s) ? ORDER.indexOf(s) : ORDER.length);
    const services = [...groups.keys()].sort((a, b) => rank(a) - rank(b));
    const open = this.opened !== null && groups.has(this.opened) ? this.opened : null;
    return html`<h2>${this.tx('town')}: ${pick(view.adventure.town, this.lang)}</h2>
      ${
        view.system.purses
          ? html`<ul class="purses">
            ${view.company.active.map((id) => html`<li class="row" data-purse-gold=${id}><span class="coin">${COIN}</span>${this.purse(id)}</li>`)}
          </ul>`
          : html`<p class="row"><span class="coin">${COIN}</span>${this.tx('company_gold')}: <strong class="gold">${view.company.gold}</strong></p>`
      }
      <nav class="street" aria-label=${this.tx('town_services')}>
        ${services.map((service) => {
          const ready = groups.get(service)!.some((o) => o.affordable);
          return html`<button
            type="button"
            class="sign ${ready ? '' : 'quiet'}"
            data-open-service=${service}
            aria-expanded=${open === service ? 'true' : 'false'}
            aria-controls="service-panel"
            @click=${() => this.open(open === service ? null : service)}
          >
            <span class="sign-mark" aria-hidden="true">${this.mark(service)}</span>
            <span class="sign-name">${this.heading(service)}</span>
          </button>`;
        })}
      </nav>
      <div id="service-panel">
        ${open ? this.service(open, groups.get(open)!) : html`<p class="muted pick">${this.tx(this.touch ? 'town_pick_touch' : 'town_pick')}</p>`}
      </div>`;
  }
}

/** The plain marks of the services (one path each, 24 × 24), until the pictures give them. */
const SIGN_PATHS: Record<string, string> = {
  rest: 'M3 18v-7h2v3h14a2 2 0 0 1 2 2v2h-2v-2H5v2zm4-6a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm4-1V8h6a3 3 0 0 1 3 3z',
  shop: 'M6 7V6a6 6 0 0 1 12 0v1h3l-1.5 14h-15L3 7zm2 0h8V6a4 4 0 0 0-8 0z',
  guild: 'M12 2l2.6 6.2L21 9l-5 4.4L17.5 20 12 16.8 6.5 20 8 13.4 3 9l6.4-.8z',
  blacksmith: 'M2 7h13l-1 3h7v2c-3 0-5 1-6 3v2h2v3H7v-3h2v-2c-2-1-4-2-7-5z',
  temple: 'M12 2l10 5v2H2V7zM4 10h2v8H4zm5 0h2v8H9zm4 0h2v8h-2zm5 0h2v8h-2zM2 19h20v3H2z',
  well: 'M3 9l9-6 9 6h-2v2h-2V9H7v2H5V9zm1 4h16v2h-1v7H5v-7H4zm7-3h2v4h-2z',
  attire: 'M8 3l4 2 4-2 5 4-3 4-2-1v11H8V10l-2 1-3-4z',
  roster: 'M8 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm8 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM1 21v-2a6 6 0 0 1 14 0v2zm15 0v-2c0-1.5-.4-2.9-1.2-4A5 5 0 0 1 23 19v2z',
  run: 'M5 2h2v20H5zm3 1h11l-3 4.5 3 4.5H8z',
  other: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 5v6h2V7zm0 8v2h2v-2z',
};

defineOnce('qb-campaign-town', QbCampaignTown);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-town': QbCampaignTown;
  }
}
