/**
 * What the shell shows inside a panel's tag (`qb-campaign-town`, `-roster`, `-node`, `-dialogue`, `-saves`, built in
 * `parts/`) while that panel is not defined on the page: the panel's actions as plain buttons, labelled by
 * `action-label.ts`, dispatching the same events (events.ts). A defined panel renders its own shadow tree and these
 * light children are not shown.
 * @module
 */
import { html, nothing } from 'lit';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import type { CampaignView } from '../../engine/campaign/view.ts';
import { pick, type Lang } from '../i18n.ts';
import { actionKey, actionLabel, heroName, sameAction, type HeroNames } from './action-label.ts';
import type { SaveSummary } from './client.ts';
import { CAMPAIGN_ACT, CAMPAIGN_LOAD, CAMPAIGN_RESTORE, CAMPAIGN_SAVE, emitCampaign } from './events.ts';
import { ct } from './i18n.ts';

/** The road's actions (the node part's). */
const NODE_ACTIONS = new Set(['advance', 'open', 'talk', 'attempt', 'leave', 'solve', 'choose', 'camp', 'exit', 'fight']);
/** The town's actions that are no shop offer (the town part's besides `view.town`). */
const TOWN_EXTRAS = new Set(['rest', 'wish', 'next_tier', 'replay', 'skip_prologue', 'prologue']);

/** What every fallback needs. */
export interface FallbackInput {
  view: CampaignView;
  legal: readonly CampaignAction[];
  lang: Lang;
  names: HeroNames;
}

function actButton(from: FallbackInput, action: CampaignAction, enabled = true, note = '') {
  return html`<li>
    <button data-action=${actionKey(action)} ?disabled=${!enabled} @click=${(e: Event) => emitCampaign(e.currentTarget as Element, CAMPAIGN_ACT, action)}>
      ${actionLabel(action, from.view, from.names, from.lang)}
    </button>
    ${note ? html`<span class="muted">${note}</span>` : nothing}
  </li>`;
}

/** The node part's fallback: the road's legal actions where the party stands (the dialogue's choices aside). */
export function nodeFallback(from: FallbackInput) {
  const actions = from.legal.filter((a) => NODE_ACTIONS.has(a.type) && !(a.type === 'talk' && a.choice !== undefined));
  if (actions.length === 0) return nothing;
  return html`<h3>${ct(from.lang, 'nodeActions')}</h3>
    <ul class="actions">${actions.map((a) => actButton(from, a))}</ul>`;
}

/** The dialogue part's fallback: the speaker, the page and its choices. */
export function dialogueFallback(from: FallbackInput) {
  const d = from.view.dialogue;
  if (!d) return nothing;
  const choices = from.legal.filter((a) => a.type === 'talk' && a.choice !== undefined);
  const leave = from.legal.find((a) => a.type === 'leave');
  return html`<h3>${ct(from.lang, 'dialogueTitle', { speaker: pick(d.speaker, from.lang) })}</h3>
    <p>${pick(d.page.text, from.lang)}</p>
    <ul class="actions">${choices.map((a) => actButton(from, a))}${leave ? actButton(from, leave) : nothing}</ul>`;
}

/** The town part's fallback: every offer with its price (disabled when the Company cannot afford it), and the town's other actions. */
export function townFallback(from: FallbackInput) {
  const { view, lang } = from;
  const extras = from.legal.filter((a) => TOWN_EXTRAS.has(a.type) && !view.town.some((o) => sameAction(o.action, a)));
  return html`<h3>${ct(lang, 'mapTown', { town: pick(view.adventure.town, lang) })}</h3>
    <ul class="actions">
      ${extras.map((a) => actButton(from, a))}
      ${view.town.map((o) =>
        actButton(
          from,
          o.action,
          o.affordable,
          (o.price === null ? '' : ct(lang, 'price', { price: o.price, currency: ct(lang, o.currency === 'gold' ? 'currencyGold' : 'currencyXp') })) + (o.affordable || !o.refusal ? '' : ` (${o.refusal})`),
        ),
      )}
    </ul>`;
}

/** The roster part's fallback: each hero's level, XP and HP. */
export function rosterFallback(from: FallbackInput) {
  const { view, lang } = from;
  return html`<ul>
    ${view.company.heroes.map(
      (h) => html`<li data-hero=${h.id}>${ct(lang, 'heroLine', { hero: heroName(from.names, h.id, lang), level: h.level, xp: h.xp, hp: h.hp })} — ${ct(lang, view.company.active.includes(h.id) ? 'heroActive' : 'heroReserve')}</li>`,
    )}
  </ul>`;
}

/** The name of a save slot. */
export function slotName(slot: string, lang: Lang): string {
  return slot === 'quick' ? ct(lang, 'slotQuick') : slot === 'auto' ? ct(lang, 'slotAuto') : slot === 'checkpoint' ? ct(lang, 'slotCheckpoint') : slot;
}

/** The saves part's fallback: save into quick, 1, 2, 3; load each filled slot; leave without saving. */
export function savesFallback(from: FallbackInput, saves: readonly SaveSummary[]) {
  const { lang } = from;
  const emit = (type: string, detail: unknown) => (e: Event) => emitCampaign(e.currentTarget as Element, type, detail);
  return html`<h3>${ct(lang, 'savesTitle')}</h3>
    <ul class="actions">
      ${['quick', '1', '2', '3'].map((slot) => html`<li><button data-save=${slot} @click=${emit(CAMPAIGN_SAVE, { slot })}>${ct(lang, 'saveSlot', { slot: slotName(slot, lang) })}</button></li>`)}
    </ul>
    <ul class="actions">
      ${saves
        .filter((s) => s.slot !== 'checkpoint')
        .map(
          (s) => html`<li>
            <button class="secondary" data-load=${s.slot} @click=${emit(CAMPAIGN_LOAD, { slot: s.slot })}>${ct(lang, 'loadSlot', { slot: slotName(s.slot, lang) })}</button>
            <span class="muted">${new Date(s.savedAt).toLocaleString(lang)}</span>
          </li>`,
        )}
      <li><button class="secondary" data-action="leave-without-saving" @click=${emit(CAMPAIGN_RESTORE, null)}>${ct(lang, 'leaveWithoutSaving')}</button></li>
    </ul>`;
}
