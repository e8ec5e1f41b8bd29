/**
 * What `<qb-campaign>` draws around its parts, each a function of what it shows: the header (where the party stands,
 * the shared stock, the invite), the town's card on the map, a fight's report, a fight's board and the tabs between
 * fights. The shell (`shell.ts`) keeps the state and hands each piece what it needs.
 * @module
 */
import { html, nothing } from 'lit';
import type { CampaignView } from '../../engine/campaign/view.ts';
import { pick, type Lang } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { heroName, placeName } from './names.ts';
import type { CampaignEvent } from '../../engine/campaign/types.ts';
import type { CampaignSnapshot, SaveSummary } from './client.ts';
import { ct, ctPlural, type CampaignTextKey } from './i18n.ts';
import type { FightReport } from './outcomes.ts';
import { portraitFor } from './portraits.ts';
import { sharedStock } from './stock.ts';

/** The sections of the campaign between fights. */
export const CAMPAIGN_TABS = ['map', 'town', 'company', 'saves'] as const;
/** A section of the campaign between fights. */
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const TAB_TEXT: Record<CampaignTab, CampaignTextKey> = { map: 'tabMap', town: 'tabTown', company: 'tabCompany', saves: 'tabSaves' };

/** The town's plain mark until the pictures give one: a tower. */
const TOWER = html`<svg viewBox="0 0 24 24"><path d="M3 21V10l3-2V4h2v3l4-3 4 3V4h2v4l3 2v11h-7v-5h-4v5z" /></svg>`;

/**
 * Whether the campaign's tier is one of several to choose from, and so worth naming: a ruleset with one tier only
 * (the classic quest book) has none the players chose, and the page names none.
 */
export function tierChosen(view: CampaignView): boolean {
  return Object.keys(view.names.tiers).length > 1;
}

/** Where the party stands, in words: in a fight, in town, or at a location's step. */
export function whereText(view: CampaignView, lang: Lang): string {
  if (view.run.fight) return ct(lang, 'whereFight');
  const place = view.run.place;
  if (place.at === 'town') return ct(lang, 'whereTown', { town: pick(view.adventure.town, lang) });
  const location = view.map.find((l) => l.id === place.location);
  const node = location?.nodes?.find((n) => n.at === place.position) ?? location?.nodes?.[place.position];
  return ct(lang, 'whereLocation', { location: placeName(view, place.location, lang), node: node ? pick(node.name, lang) : '' });
}

/** The campaign's header: where the party stands, the Company's shared gold, provisions and potions, its tier, and `invite`. */
export function campaignHeader(view: CampaignView, lang: Lang, invite: unknown) {
  const c = view.company;
  const shared = sharedStock(view);
  return html`<header part="campaign-header">
      <h2 id="where" tabindex="-1" data-role="where">${whereText(view, lang)}</h2>
      <div class="stats">
        ${shared.gold ? html`<span data-role="gold">${ct(lang, 'gold', { gold: c.gold })}</span>` : nothing}
        ${shared.provisions ? html`<span data-role="provisions">${ctPlural(lang, 'provisions', c.provisions)}</span>` : nothing}
        ${shared.potions ? html`<span data-role="potions">${ctPlural(lang, 'potions', c.potions)}</span>` : nothing}
        ${tierChosen(view) ? html`<span data-role="tier">${ct(lang, 'tier', { tier: pick(view.names.tiers[view.run.tier], lang) || view.run.tier })}</span>` : nothing}
      </div>
      ${invite}
    </header>`;
}

/** In town, the map's card: the town where the Company stands and one way into it (`enter`: its Town tab). */
export function townCard(view: CampaignView, lang: Lang, enter: () => void) {
  const picture = portraitFor('town', 'town', view.adventure.townPicture);
  return html`<article class="town-card place-card" data-role="town-card" aria-labelledby="town-card-name">
      <div class="head">
        <span class="pic" aria-hidden="true">${picture ?? TOWER}</span>
        <div>
          <p class="kicker">${ct(lang, 'node_you_are_here')}</p>
          <h2 id="town-card-name">${langText(view.adventure.town, lang)}</h2>
        </div>
      </div>
      <p class="muted">${ct(lang, 'townCardText')}</p>
      <button type="button" data-action="open-town" @click=${enter}>${ct(lang, 'townCardEnter')}</button>
    </article>`;
}

/** What the last fight's report shows: its end (`report`) and the adventure completed. */
export interface ReportInput {
  report: FightReport | null;
  completed: { tier: string; reputation: number } | null;
}

/** The end of the last fight on the map (result, rewards, cost, promotions) and the adventure's completion, or nothing; `close` closes it. */
export function fightReport({ report: r, completed }: ReportInput, view: CampaignView, lang: Lang, close: () => void) {
  if (!r && !completed) return nothing;
  const rewards = r?.ended.rewards;
  const cost = r?.ended.cost;
  const title: CampaignTextKey | null = r
    ? r.ended.prologue
      ? 'resultPrologue'
      : r.ended.result === 'victory'
        ? 'resultVictory'
        : r.ended.result === 'fled'
          ? 'resultFled'
          : 'resultDefeat'
    : null;
  return html`<div class="report" part="fight-report" role="status" data-role="fight-report" data-result=${r?.ended.result ?? ''}>
      ${
        r && title
          ? html`<h3 id="report" tabindex="-1">${ct(lang, 'resultTitle')}: ${ct(lang, title)}</h3>
            <ul data-role="rewards">
              ${rewards && rewards.gold > 0 ? html`<li data-reward="gold">${ct(lang, 'rewardGold', { gold: rewards.gold })}</li>` : nothing}
              ${rewards && rewards.xp > 0 ? html`<li data-reward="xp">${ct(lang, 'rewardXp', { xp: rewards.xp })}</li>` : nothing}
              ${rewards && rewards.provisions > 0 ? html`<li data-reward="provisions">${ctPlural(lang, 'rewardProvisions', rewards.provisions)}</li>` : nothing}
              ${Object.entries(rewards?.items ?? {}).map(([item, count]) => html`<li data-reward="item">${ct(lang, 'rewardItem', { item, count })}</li>`)}
              ${cost && cost.gold > 0 ? html`<li data-cost="gold">${ct(lang, 'costGold', { gold: cost.gold })}</li>` : nothing}
              ${cost && cost.provisions > 0 ? html`<li data-cost="provisions">${ctPlural(lang, 'costProvisions', cost.provisions)}</li>` : nothing}
              ${r.promoted.map((p) => html`<li data-promoted=${p.hero}>${ct(lang, 'promoted', { hero: heroName(view, p.hero, lang), level: p.level })}</li>`)}
            </ul>`
          : nothing
      }
      ${
        completed
          ? html`<h3 tabindex="-1" id=${r ? 'completed' : 'report'}>${ct(lang, 'completedTitle')}</h3>
            <p>
              ${
                tierChosen(view)
                  ? ct(lang, 'completedText', {
                      adventure: pick(view.adventure.name, lang),
                      tier: pick(view.names.tiers[completed.tier], lang) || completed.tier,
                      reputation: completed.reputation,
                    })
                  : ct(lang, 'completedTextOneTier', { adventure: pick(view.adventure.name, lang), reputation: completed.reputation })
              }
            </p>`
          : nothing
      }
      <button class="secondary" data-action="close-report" @click=${close}>${ct(lang, 'backToMap')}</button>
    </div>`;
}

/** What a fight's screen shows besides the snapshot: the board's attributes and which seat it plays. */
export interface FightInput {
  lang: Lang;
  server: string;
  motion: 'auto' | 'off';
  renderer: '3d' | '2d';
  /** The seat of the player's hero whose turn it is, as the fight's watches tell; null before. */
  turnSeat: string | null;
  /** The tokens of the player's seats (kept as one array while they are the same). */
  held: (seats: readonly { token: string }[]) => readonly string[];
}

/** A campaign fight under way: its title, the player's heroes in it, and its board (a nested `<quest-board>`). */
export function fightScreen(snap: CampaignSnapshot, { lang, server, motion, renderer, turnSeat, held }: FightInput) {
  const fight = snap.fight!;
  const run = snap.view.run.fight;
  const node = snap.view.map.flatMap((l) => l.nodes ?? []).find((n) => n.id === run?.node);
  const title = run?.prologue ? ct(lang, 'prologueTitle') : ct(lang, 'fightTitle', { name: node ? pick(node.name, lang) : '' });
  // the board plays the player's hero whose turn it is (the first before any turn is known): no choice to make
  const seat = fight.seats.find((s) => s.seat === turnSeat) ?? fight.seats[0];
  return html`<div class="fight" part="fight" data-room=${fight.room}>
      <div class="fight-head">
        <h3 id="fight-title" tabindex="-1">${title}</h3>
        ${
          fight.seats.length > 1
            ? html`<p class="seats" data-role="fight-heroes">
              ${ct(lang, 'fightSeats')}:
              ${fight.seats.map(
                (s) =>
                  html`<span class="seat" data-seat=${s.seat} ?data-playing=${s === seat} aria-current=${s === seat ? 'true' : nothing}>${heroName(snap.view, s.hero, lang)}</span>`,
              )}
              <span class="muted">${ct(lang, 'fightFollows')}</span>
            </p>`
            : nothing
        }
      </div>
      ${
        seat
          ? html`<quest-board part="fight-board" server=${server} room=${fight.room} token=${seat.token} .held=${held(fight.seats)} lang=${lang} motion=${motion} renderer=${renderer}></quest-board>`
          : html`<p class="status" role="status">${ct(lang, 'fightWaiting')}</p>`
      }
    </div>`;
}

/** What the tabs between fights show and do. */
export interface TabsInput {
  lang: Lang;
  motion: 'auto' | 'off';
  tab: CampaignTab;
  busy: boolean;
  events: CampaignEvent[];
  saves: SaveSummary[];
  select: (tab: CampaignTab) => void;
  keydown: (e: KeyboardEvent) => void;
}

/** The tabs Map, Town, Company and Saves between fights, and the open tab's panel (the WAI-ARIA tabs pattern). */
export function campaignTabs(snap: CampaignSnapshot, { lang, motion, tab: open, busy, events, saves, select, keydown }: TabsInput) {
  const { view, legal } = snap;
  const here = view.run.place.at === 'location';
  // a ruleset's rests, taken in town and on the road alike
  const rests = view.system.rests.length > 0 ? html`<qb-campaign-rests .view=${view} .legal=${legal} .lang=${lang}></qb-campaign-rests>` : nothing;
  const panel = (tab: CampaignTab) => {
    switch (tab) {
      case 'map':
        // the drawn map first; the place's card (holding an open conversation) beside it, under it on a phone
        return html`<div class="map-tab">
            <qb-campaign-map .view=${view} .legal=${legal} .lang=${lang} .motion=${motion}></qb-campaign-map>
            <div class="beside">
              ${here ? html`<qb-campaign-node .view=${view} .legal=${legal} .lang=${lang} .events=${events}></qb-campaign-node>` : townCard(view, lang, () => select('town'))}
              ${rests}
            </div>
          </div>`;
      case 'town':
        return html`<qb-campaign-town .view=${view} .legal=${legal} .lang=${lang}></qb-campaign-town>${rests}`;
      case 'company':
        return html`<qb-campaign-roster .view=${view} .legal=${legal} .lang=${lang}></qb-campaign-roster>`;
      case 'saves':
        return html`<qb-campaign-saves .view=${view} .legal=${legal} .lang=${lang} .saves=${saves}></qb-campaign-saves>`;
    }
  };
  return html`<div role="tablist" aria-label=${ct(lang, 'sections')} @keydown=${keydown}>
        ${CAMPAIGN_TABS.map(
          (tab) => html`<button
            role="tab"
            id=${`tab-${tab}`}
            data-tab=${tab}
            aria-selected=${open === tab ? 'true' : 'false'}
            aria-controls=${`panel-${tab}`}
            tabindex=${open === tab ? '0' : '-1'}
            @click=${() => select(tab)}
          >
            ${ct(lang, TAB_TEXT[tab])}
          </button>`,
        )}
      </div>
      <section role="tabpanel" id=${`panel-${open}`} aria-labelledby=${`tab-${open}`} data-panel=${open} aria-busy=${busy ? 'true' : 'false'}>${panel(open)}</section>`;
}
