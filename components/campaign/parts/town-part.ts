/**
 * `<qb-campaign-town>`: the town's offers (issue 17), grouped by service — rest, shop, Guild (level-up, training,
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
import type { TownOffer } from '../../../engine/campaign/town/index.ts';
import type { CampaignAction, Track } from '../../../engine/campaign/types.ts';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import { COIN } from '../../parts/icons.ts';
import { ctPlural, type CampaignTextKey } from '../i18n.ts';
import { placeName } from '../names.ts';
import { panelsIt } from '../texts-panels.ts';
import { actionKey, CampaignPart, refusalText } from './campaign-part.ts';
import { servicePicture } from '../../../content/place-pictures.ts';
import { portrait, portraitSlot } from '../../pictures/portrait-tag.ts';

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

/** A service with at most this many offers starts unfolded (the others start folded: the town fits a screen or two). */
const OPEN_UP_TO = 6;

/** The services in the order shown; any other comes after them. */
const ORDER = ['rest', 'shop', 'guild', 'blacksmith', 'temple', 'well', 'attire', 'roster', 'run'];
/** The free town actions taken from `legal` (never in `view.town`). */
const FREE_TOWN = new Set(['clear_attunement', 'clear_resistances', 'equip_artifact', 'wear', 'swap', 'next_tier', 'replay', 'skip_prologue', 'prologue']);

/** The town panel. */
export class QbCampaignTown extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    portraitSlot,
    css`
      summary qb-portrait {
        width: 2.5rem;
        height: 2.5rem;
      }
      details {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.3rem 0.6rem;
      }
      details[open] {
        padding-bottom: 0.6rem;
      }
      summary {
        cursor: pointer;
        min-height: 44px;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem 0.6rem;
      }
      summary h3 {
        display: inline;
      }
      summary .count {
        font-size: 0.8rem;
        color: var(--_muted);
      }
      details > ul,
      details > section {
        margin-top: 0.4rem;
      }
      details ul {
        grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
      }
    `,
  ];

  /** Every offer to show: the town's, then the free town actions that are legal now (next tier always, in town). */
  private offers(): TownOffer[] {
    const view = this.view;
    if (!view) return [];
    const offers = [...view.town];
    const seen = new Set(offers.map((o) => actionKey(o.action)));
    const free = (action: CampaignAction, refusal: TownOffer['refusal']): TownOffer => ({ action, price: 0, currency: 'gold', affordable: refusal === null, refusal });
    for (const action of this.legal) if (FREE_TOWN.has(action.type) && !seen.has(actionKey(action))) (seen.add(actionKey(action)), offers.push(free(action, null)));
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
        return action.artifact === null ? this.tx('act_unequip_artifact', { hero }) : this.tx('act_equip_artifact', { hero, artifact: this.nameOf('artifacts', action.artifact) });
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

  /** The picture of what `action` buys or teaches, or of the hero it concerns (decorative: the label names it). */
  private picture(action: CampaignAction): TemplateResult | undefined {
    const view = this.view;
    if (!view) return undefined;
    if (action.type === 'buy') return portrait('item', view.pictures?.items[action.item]);
    if (action.type === 'learn') return portrait('spell', view.pictures?.spells[action.spell]);
    const hero = action.type === 'swap' ? action.reserve : 'hero' in action && typeof action.hero === 'string' ? action.hero : undefined;
    return hero ? portrait('hero', view.sheets[hero]?.picture) : undefined;
  }

  /** One offer's list item: its button, with its picture and price. */
  private offer(offer: TownOffer): TemplateResult {
    const extra = this.price(offer);
    const icon = this.picture(offer.action);
    return html`<li>
      ${this.actionButton(offer.action, this.label(offer.action), {
        enabled: offer.affordable,
        reason: this.reason(offer),
        ...(extra !== undefined ? { extra } : {}),
        ...(icon ? { icon } : {}),
      })}
    </li>`;
  }

  /** A hero's own gold, in words ("Barbarian's purse: 300 gold"). */
  private purse(hero: string): string {
    return this.tx('purse_of', { hero: this.heroName(hero), gold: this.view?.company.heroes.find((h) => h.id === hero)?.gold ?? 0 });
  }

  /** A service's offers: those the Company pays, then those of each hero's purse under that hero and its gold. */
  private service(offers: TownOffer[]): TemplateResult {
    const shared = offers.filter((o) => o.purse === undefined);
    const purses = [...new Set(offers.flatMap((o) => (o.purse === undefined ? [] : [o.purse])))];
    return html`${shared.length ? html`<ul>${shared.map((o) => this.offer(o))}</ul>` : nothing}
    ${purses.map(
      (hero) => html`<section data-purse=${hero}>
        <h4><span class="coin">${COIN}</span>${this.purse(hero)}</h4>
        <ul>${offers.filter((o) => o.purse === hero).map((o) => this.offer(o))}</ul>
      </section>`,
    )}`;
  }

  /** Where the party is when away from town, in one line (the town's offers are not listed then). */
  private away(view: NonNullable<CampaignPart['view']>): TemplateResult {
    const town = pick(view.adventure.town, this.lang);
    const place = view.run.place;
    const text = view.run.fight || place.at !== 'location' ? this.tx('town_away_fight', { town }) : this.tx('town_away', { town, place: placeName(view, place.location, this.lang) });
    return html`<h2>${this.tx('town')}: ${town}</h2>
      <p data-role="not-in-town">${text}</p>`;
  }

  /** A service's summary when folded: how many offers, how many possible now. */
  private count(offers: TownOffer[]): string {
    const ready = offers.filter((o) => o.affordable).length;
    return ctPlural(this.lang, 'svc_count', offers.length, { n: offers.length, ready });
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
    return html`<h2>${this.tx('town')}: ${pick(view.adventure.town, this.lang)}</h2>
      ${view.system.purses
        ? html`<ul class="purses">
            ${view.company.active.map((id) => html`<li class="row" data-purse-gold=${id}><span class="coin">${COIN}</span>${this.purse(id)}</li>`)}
          </ul>`
        : html`<p class="row"><span class="coin">${COIN}</span>${this.tx('company_gold')}: <strong class="gold">${view.company.gold}</strong></p>`}
      ${services.map((service) => {
        const offers = groups.get(service)!;
        // a service of many offers (the Guild, the Blacksmith, the Armory) starts folded, its summary saying how many
        return html`<details data-service=${service} ?open=${offers.length <= OPEN_UP_TO}>
          <summary>${portrait('service', servicePicture(service))}<h3 id=${`svc-${service}`}>${this.heading(service)}</h3> <span class="count" data-role="count">${this.count(offers)}</span></summary>
          ${this.service(offers)}
        </details>`;
      })}`;
  }
}

defineOnce('qb-campaign-town', QbCampaignTown);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-town': QbCampaignTown;
  }
}
