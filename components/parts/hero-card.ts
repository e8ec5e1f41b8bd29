/**
 * `<qb-hero-card>`: the seat's hero: name, its life bar and stats (with active changes), its statuses, gold (its own
 * and the party's), the ruleset's own actions, the searches, and a button for each spell it knows and each item it
 * can use. The stats, the life's word, the status chips, the extra actions and what a spell costs are the ruleset's
 * (`RulesetParts`, by the view's `module`): the classic body points, mind, attack and defence dice; under a d20
 * ruleset hit points, armour, attack bonus, damage, initiative and mana or stamina, the statuses by name, Defend and
 * the hero's own action (Vanish, Shield Wall), and each spell's mana cost.
 * A button whose action needs a target starts aiming (the board marks the targets); one that needs none acts at once.
 * @module
 */
import { css, html, nothing } from 'lit';
import { ownValue } from '../../content/own.ts';
import type { Unit, View } from '../../engine/index.ts';
import type { Aim, TableState } from '../context.ts';
import { defineOnce } from '../define.ts';
import { elementName, pick } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { AIM, emit } from '../internal-events.ts';
import { aimActions, pressOutcome } from '../marks.ts';
import type { RulesetParts } from '../rulesets/parts.ts';
import { rulesetParts } from '../rulesets/registry.ts';
import { RulesetStyles } from '../rulesets/ruleset-styles.ts';
import { COIN, elementColor, SEARCH_TRAPS, SEARCH_TREASURE } from './icons.ts';
import { portrait, portraitSlot } from '../pictures/portrait-tag.ts';
import { digitKeys, KEYS, withKey } from '../shortcuts.ts';
import { controls, theme } from './styles.ts';
import { ContentPart } from './content-part.ts';
import { styleProps } from '../style-props.ts';
import { chipStyles, effectChips } from './unit-card.ts';

/** The hero card. */
export class QbHeroCard extends ContentPart {
  static override styles = [
    theme,
    controls,
    chipStyles,
    portraitSlot,
    css`
      :host {
        display: block;
      }
      .name {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        font-size: 1.1rem;
        font-weight: 700;
        margin-bottom: 0.5rem;
      }
      .name qb-portrait {
        width: 3.25rem;
        height: 3.25rem;
      }
      .use qb-portrait {
        width: 2rem;
        height: 2rem;
      }
      .dead {
        color: var(--_danger);
        font-size: 0.8rem;
        font-weight: 600;
      }
      .bar {
        height: 0.5rem;
        border-radius: 999px;
        background: color-mix(in srgb, var(--_danger) 20%, var(--_bg));
        overflow: hidden;
        margin: 0.25rem 0 0.6rem;
      }
      .bar > span {
        display: block;
        height: 100%;
        background: linear-gradient(90deg, #c0392b, #e0604d);
      }
      dl {
        display: grid;
        grid-template-columns: repeat(4, 1fr);
        gap: 0.4rem;
        margin: 0;
      }
      dl > div {
        background: color-mix(in srgb, var(--_bg) 70%, transparent);
        border-radius: calc(var(--_radius) * 0.6);
        padding: 0.35rem 0.2rem;
        text-align: center;
      }
      dt {
        font-size: 0.68rem;
        color: var(--_muted);
        text-transform: uppercase;
        letter-spacing: 0.05em;
      }
      dd {
        margin: 0;
        font-weight: 700;
        font-size: 1.05rem;
        font-variant-numeric: tabular-nums;
      }
      .gold {
        display: flex;
        gap: 1rem;
        margin-top: 0.6rem;
        font-size: 0.85rem;
        color: var(--_muted);
      }
      .gold span {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
      }
      .gold b {
        color: var(--_fg);
        font-variant-numeric: tabular-nums;
      }
      .gold svg {
        width: 1rem;
        height: 1rem;
      }
      section {
        margin-top: 0.9rem;
      }
      .actions {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      .use {
        width: 100%;
        display: grid;
        grid-template-columns: 2rem 1fr auto;
        align-items: center;
        column-gap: 0.55rem;
        text-align: left;
        padding: 0.4rem 0.6rem 0.4rem 0.45rem;
        background: color-mix(in srgb, var(--_bg) 65%, transparent);
        color: var(--_fg);
        border: 1px solid var(--_border);
        border-left: 3px solid var(--_tint, var(--_border));
        font-weight: 600;
      }
      .use:hover:not(:disabled) {
        background: color-mix(in srgb, var(--_tint, var(--_accent)) 14%, var(--_bg));
        filter: none;
      }
      .use[aria-pressed='true'] {
        border-color: #c77dff;
        border-left-color: #c77dff;
        background: color-mix(in srgb, #c77dff 20%, var(--_bg));
        box-shadow: 0 0 0 1px #c77dff inset, 0 0 14px #c77dff55;
      }
      .use svg {
        width: 1.6rem;
        height: 1.6rem;
        display: block;
      }
      .label {
        min-width: 0;
        display: flex;
        flex-direction: column;
        line-height: 1.2;
      }
      /* wraps rather than cutting the name or its tag ("monouso", "1 use") */
      .label .title {
        overflow-wrap: anywhere;
      }
      .use.searching {
        grid-template-columns: 1.4rem 1fr;
        padding: 0.35rem 0.5rem 0.35rem 0.4rem;
        font-size: 0.85rem;
      }
      .use.searching svg {
        width: 1.4rem;
        height: 1.4rem;
      }
      .searching .title {
        white-space: normal;
        line-height: 1.15;
      }
      .sub {
        font-size: 0.72rem;
        font-weight: 500;
        color: var(--_muted);
      }
      .use[aria-pressed='true'] .sub {
        color: #e4c8ff;
      }
      .pips {
        display: flex;
        gap: 0.2rem;
      }
      .pip {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        border: 1px solid var(--_tint, var(--_accent));
      }
      .pip.full {
        background: var(--_tint, var(--_accent));
      }
      .cost {
        font-size: 0.75rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        color: #9cc4ff;
      }
      .cost.short {
        color: var(--_danger);
      }
      .count {
        font-size: 0.8rem;
        font-variant-numeric: tabular-nums;
        color: var(--_muted);
      }
      .tag {
        font-size: 0.66rem;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        padding: 0.05rem 0.35rem;
        border-radius: 4px;
        background: color-mix(in srgb, var(--_accent) 22%, transparent);
        color: var(--_accent);
        margin-left: 0.35rem;
        vertical-align: 1px;
        white-space: nowrap;
        display: inline-block;
      }
      .carried {
        list-style: none;
        margin: 0.4rem 0 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        font-size: 0.78rem;
        color: var(--_muted);
      }
      .carried li {
        padding: 0.1rem 0.45rem;
        border: 1px dashed var(--_border);
        border-radius: 999px;
      }
    `,
  ];

  /** The loaded rulesets' styles for the piece's numbers, statuses and extra actions (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['card']);

  override render() {
    const table = this.table;
    const view = table?.view;
    if (!table || !view) return nothing;
    const unit = this.unit(view.seat);
    // before the game starts the hero has no piece yet: show its profile
    const heroId = view.seats.find((s) => s.id === view.seat)?.hero;
    const profile = heroId ? this.heroProfiles().get(heroId) : undefined;
    const hero =
      unit ??
      (profile && {
        name: profile.name,
        color: profile.color ?? null,
        picture: profile.picture,
        body: profile.body,
        maxBody: profile.body,
        mind: profile.mind,
        attack: profile.attack,
        defence: profile.defence,
        alive: true,
      });
    if (!hero) return nothing;
    // the ruleset's numbers: its unit's now, or before the game the piece the server worked out for it (when the ruleset has one)
    const parts = rulesetParts(view.module);
    const piece = heroId ? ownValue(view.heroPieces, heroId) : undefined;
    const share = hero.maxBody > 0 ? Math.max(0, Math.min(1, hero.body / hero.maxBody)) : 0;
    const l = this.uiLang;
    // the digits 1–9 go to the card's abilities, spells and items, in the order shown
    const nextKey = digitKeys();
    return html`
      <h2>${this.t('heroCard')}</h2>
      <div class="name">
        <span class="swatch ring" style=${styleProps({ background: hero.color ?? '#888' })}>${portrait('hero', hero.picture, pick(hero.name, l))}</span>
        <span>${langText(hero.name, l)}</span>
        ${hero.alive ? nothing : html`<span class="dead">${this.t('dead')}</span>`}
      </div>
      <div class="bar" role="meter" aria-label=${parts.lifeLabel(unit, l, view.rules, piece)} aria-valuemin="0" aria-valuemax=${hero.maxBody} aria-valuenow=${hero.body}>
        <span style=${styleProps({ width: `${share * 100}%` })}></span>
      </div>
      ${parts.heroStats({ unit, piece, hero, moduleView: view.rules, lang: l })}
      ${unit ? effectChips(unit, l, parts, view.rules) : nothing}
      ${
        unit && view.phase !== 'lobby'
          ? html`<div class="gold">
            <span data-gold="hero">${COIN}${this.t('gold')} <b>${unit.gold}</b></span>
            <span data-gold="party">${this.t('partyGold')} <b>${view.partyGold}</b></span>
          </div>`
          : nothing
      }
      ${unit ? parts.heroActions({ unit, view, table, lang: l, act: (action) => this.act(action), aim: (aim) => emit(this, AIM, aim), nextKey }) : nothing} ${unit ? this.search(unit, view, table) : nothing}
      ${unit ? this.spells(unit, view, table, parts, nextKey) : nothing} ${unit ? this.items(unit, view, table, nextKey) : nothing}
    `;
  }

  /** The two searches (treasure; traps and secret doors), enabled when the server offers them. */
  private search(unit: Unit, view: View, table: TableState) {
    if (view.phase !== 'playing' || !unit.alive) return nothing;
    const mine = view.turn?.seat === view.seat;
    const kinds = [
      { for: 'treasure' as const, label: this.t('searchTreasure'), icon: SEARCH_TREASURE, key: KEYS.searchTreasure },
      { for: 'traps' as const, label: this.t('searchTraps'), icon: SEARCH_TRAPS, key: KEYS.searchTraps },
    ];
    return html`<section class="search">
      <h2>${this.t('search')}</h2>
      <ul class="actions">
        ${kinds.map((k) => {
          const can = table.legal.some((a) => a.type === 'search' && a.for === k.for);
          const why = can ? this.t('searchWhere') : !mine ? this.t('noUseNow') : view.turn?.acted ? this.t('searchActed') : this.t('searchDone');
          return html`<li>
            <button class="use searching" style=${styleProps({ '--_tint': k.for === 'treasure' ? '#e0b341' : '#d0604a' })} data-search=${k.for} ?disabled=${!can || table.pending} aria-keyshortcuts=${k.key} title=${withKey(this.uiLang, why, k.key)} @click=${() => this.act({ type: 'search', for: k.for })}>
              ${k.icon}
              <span class="label"><span class="title">${k.label}</span></span>
            </button>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  private spells(unit: Unit, view: View, table: TableState, parts: RulesetParts, nextKey: () => string | undefined) {
    if (unit.spells.length === 0) return nothing;
    const l = this.uiLang;
    return html`<section class="spells">
      <h2>${this.t('spells')}</h2>
      <ul class="actions">
        ${unit.spells.map((known) => {
          const spell = view.catalog.spells.find((s) => s.id === known.id);
          const aim: Aim = { type: 'cast', spell: known.id };
          const usable = !table.pending && aimActions(table.legal, aim).length > 0;
          const aiming = table.aiming?.type === 'cast' && table.aiming.spell === known.id;
          const max = Math.max(spell?.uses ?? known.uses, known.uses);
          // under some rulesets (d20) a spell with a cost spends the unit's resource (mana), not uses
          const price = parts.spellCost(unit, spell);
          const cost = price?.cost ?? null;
          const short = price !== null && price.left < price.cost;
          const element = spell?.element ?? '';
          const name = spell ? pick(spell.name, l) : known.id;
          const key = nextKey();
          const sub = aiming
            ? this.t('aiming')
            : [element ? elementName(element, l) : '', spell ? this.t(`range_${spell.range}`) : ''].filter(Boolean).join(' · ');
          return html`<li>
            <button
              class="use spell"
              style=${styleProps({ '--_tint': elementColor(element) })}
              data-spell=${known.id}
              data-uses=${known.uses}
              aria-pressed=${aiming ? 'true' : 'false'}
              data-cost=${cost ?? nothing}
              aria-keyshortcuts=${key ?? nothing}
              title=${withKey(l, short ? this.t('manaShort', { n: price.cost, res: price.left }) : spell?.description ? pick(spell.description, l) : usable ? name : this.t('noUseNow'), key)}
              ?disabled=${!usable && !aiming}
              @click=${() => this.press(aim)}
            >
              ${portrait('spell', spell?.picture)}
              <span class="label"><span class="title">${name}</span><span class="sub">${sub}</span></span>
              ${
                cost !== null
                  ? html`<span class="cost ${short ? 'short' : ''}">${this.t('manaCost', { n: cost })}</span>`
                  : max <= 6
                    ? html`<span class="pips" role="img" aria-label=${this.t('usesLeft', { n: known.uses })}>
                    ${Array.from({ length: max }, (_, i) => html`<span class="pip ${i < known.uses ? 'full' : ''}"></span>`)}
                  </span>`
                    : html`<span class="count" aria-label=${this.t('usesLeft', { n: known.uses })}>${known.uses}/${max}</span>`
              }
            </button>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  private items(unit: Unit, view: View, table: TableState, nextKey: () => string | undefined) {
    if (unit.items.length === 0) return nothing;
    const l = this.uiLang;
    const counts = new Map<string, number>();
    for (const id of unit.items) counts.set(id, (counts.get(id) ?? 0) + 1);
    const usable = [...counts].filter(([id]) => (view.catalog.items.find((i) => i.id === id)?.effects.length ?? 0) > 0);
    const carried = [...counts].filter(([id]) => !usable.some(([u]) => u === id));
    return html`<section class="items">
      <h2>${this.t('items')}</h2>
      ${
        usable.length > 0
          ? html`<ul class="actions">
            ${usable.map(([id, n]) => {
              const item = view.catalog.items.find((i) => i.id === id)!;
              const aim: Aim = { type: 'use_item', item: id };
              const can = !table.pending && aimActions(table.legal, aim).length > 0;
              const aiming = table.aiming?.type === 'use_item' && table.aiming.item === id;
              const name = pick(item.name, l);
              const key = nextKey();
              return html`<li>
                <button
                  class="use item"
                  style=${styleProps({ '--_tint': item.consumable ? '#c0392b' : '#c9a25a' })}
                  data-item=${id}
                  data-count=${n}
                  aria-pressed=${aiming ? 'true' : 'false'}
                  aria-keyshortcuts=${key ?? nothing}
                  title=${withKey(l, item.description ? pick(item.description, l) : can ? name : this.t('noUseNow'), key)}
                  ?disabled=${!can && !aiming}
                  @click=${() => this.press(aim)}
                >
                  ${portrait('item', item.picture)}
                  <span class="label">
                    <span class="title">${name}${item.consumable ? html`<span class="tag" data-consumable>${this.t('consumable')}</span>` : nothing}</span>
                    ${aiming ? html`<span class="sub">${this.t('aiming')}</span>` : nothing}
                  </span>
                  ${n > 1 ? html`<span class="count">${this.t('copies', { n })}</span>` : html`<span></span>`}
                </button>
              </li>`;
            })}
          </ul>`
          : nothing
      }
      ${
        carried.length > 0
          ? html`<ul class="carried">
            ${carried.map(([id, n]) => {
              const item = view.catalog.items.find((i) => i.id === id);
              return html`<li data-carried=${id} title=${item?.description ? pick(item.description, l) : nothing}>
                ${item ? langText(item.name, l) : id}${n > 1 ? ` ${this.t('copies', { n })}` : ''}
              </li>`;
            })}
          </ul>`
          : nothing
      }
    </section>`;
  }

  /** A spell or item button: act at once, start aiming, or stop aiming. */
  private press(aim: Aim): void {
    const table = this.table;
    if (!table) return;
    const outcome = pressOutcome(table, aim);
    if (!outcome) {
      if (table.aiming) emit(this, AIM, null);
      return;
    }
    if (outcome.kind === 'send') this.act(outcome.action);
    else emit(this, AIM, outcome.aim);
  }
}

defineOnce('qb-hero-card', QbHeroCard);

declare global {
  interface HTMLElementTagNameMap {
    'qb-hero-card': QbHeroCard;
  }
}
