/**
 * `<qb-campaign-roster>`: the Company — its gold, provisions, potions pouch, stores, artifacts and
 * reputation with the ranks reached — and each hero: name, active or reserve, whose it is, level, XP and the XP its
 * next level costs, HP and maximum (or dead), mana or stamina, poison, Guild training and Blacksmith ranks, spells
 * (the lessons learned marked), wards, attunement, artifact, outfit, its own gold and items, and records. What a hero
 * has is the view's `system` (its traits): levels and lessons, training, Blacksmith ranks (wards, attunement), hit or
 * body points, its own purse (then the Company's gold is not shown) and items — a classic hero shows its body and
 * mind points, gold and items, no d20 field. Artifacts and outfits show when the campaign's rules have any. Read only:
 * the town acts on them.
 * @module
 */
import { css, html, nothing } from 'lit';
import type { CampaignHero, Track } from '../../../engine/campaign/types.ts';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import type { CampaignTextKey } from '../i18n.ts';
import { sharedStock } from '../stock.ts';
import { CampaignPart } from './campaign-part.ts';
import { portrait, portraitSlot } from '../../pictures/portrait-tag.ts';

const TRAINING: readonly Track[] = ['attack', 'health', 'resource'];
const GEAR: readonly Track[] = ['weapon', 'armour'];
/** The text of each kind of resource (a sheet's `resource`); another kind reads as stamina. */
const RESOURCE: Record<string, CampaignTextKey> = { mana: 'hero_res_mana', stamina: 'hero_res_stamina', mind: 'hero_res_mind' };

/** The roster panel. */
export class QbCampaignRoster extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    portraitSlot,
    css`
      .who {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        margin-bottom: 0.3rem;
      }
      .who qb-portrait {
        width: 3rem;
        height: 3rem;
      }
      .who h3 {
        margin: 0;
      }
      li.dead qb-portrait {
        filter: grayscale(1);
      }
      /* each label beside its value (Gold 300, Items ...), the unlabelled lines (state, level, HP) across both columns */
      dl {
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 0.15rem 0.75rem;
        margin: 0;
        align-items: baseline;
      }
      dt {
        color: var(--_muted);
        font-size: 0.85rem;
      }
      dd {
        margin: 0;
      }
      dd:not(dt + dd) {
        grid-column: 1 / -1;
      }
      /* the heroes as cards side by side (one column on a phone) */
      ul.heroes {
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
        gap: 0.6rem;
        align-items: start;
      }
      ul.heroes > li {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.6rem 0.75rem;
        background: var(--_surface);
        font-size: 0.9rem;
      }

    `,
  ];

  /** `list` joined, or "none". */
  private list(list: string[]): string {
    return list.length ? list.join(', ') : this.tx('none');
  }

  private ranks(h: CampaignHero, tracks: readonly Track[]): string {
    return tracks.map((t) => `${this.tx(`track_${t}`)} ${h.training[t]}`).join(', ');
  }

  private hero(h: CampaignHero) {
    const view = this.view!;
    const sheet = view.sheets[h.id];
    const active = view.company.active.includes(h.id);
    const yours = view.you.heroes.includes(h.id);
    const learned = new Set(h.spells);
    const outfit = h.attire.worn === null ? this.tx('attire_base') : pick(view.names.outfits[h.id]?.[h.attire.worn], this.lang) || h.attire.worn;
    const next = sheet?.nextLevelXp;
    const traits = view.system;
    // a rules document's own names of what hp and res count (Vigour, Resolve)
    const named = traits.resourceNames;
    const hasArtifacts = Object.keys(view.names.artifacts).length > 0;
    const hasOutfits = Object.keys(view.names.outfits).length > 0;
    const name = this.heroName(h.id);
    return html`<li data-hero=${h.id} class=${h.hp <= 0 ? 'dead' : ''}>
      <div class="who">${portrait('hero', sheet?.picture, name)}<h3>${name}</h3></div>
      <dl>
        <dd class="state">${this.tx(active ? 'hero_active' : 'hero_reserve')} · ${this.tx(yours ? 'hero_yours' : 'hero_others')}</dd>
        ${
          traits.levels
            ? html`<dd class="level">${this.tx('hero_level', { level: h.level })}</dd>
              <dd class="xp">${next === null || next === undefined ? this.tx('hero_xp_cap', { xp: h.xp }) : this.tx('hero_xp_next', { xp: h.xp, next })}</dd>`
            : nothing
        }
        <dd class="hp">${named ? this.tx('hero_named', { name: named.hp, value: h.hp, max: sheet?.maxHp ?? h.hp }) : this.tx(traits.health === 'body' ? 'hero_body' : 'hero_hp', { hp: h.hp, max: sheet?.maxHp ?? h.hp })}${h.hp <= 0 ? html` · <strong>${this.tx('hero_dead')}</strong>` : nothing}</dd>
        <dd class="res">${named ? this.tx('hero_named', { name: named.res, value: h.res, max: sheet?.maxRes ?? h.res }) : this.tx(RESOURCE[sheet?.resource ?? ''] ?? 'hero_res_stamina', { res: h.res, max: sheet?.maxRes ?? h.res })}</dd>
        ${h.poison > 0 ? html`<dd class="poison">${this.tx('hero_poison', { n: h.poison })}</dd>` : nothing}
        ${traits.purses ? html`<dt>${this.tx('hero_gold')}</dt><dd class="hero-gold">${h.gold ?? 0}</dd>` : nothing}
        ${traits.items ? html`<dt>${this.tx('hero_items')}</dt><dd class="items">${this.list((h.items ?? []).map((i) => this.nameOf('items', i)))}</dd>` : nothing}
        ${traits.training ? html`<dt>${this.tx('hero_training')}</dt><dd class="training">${this.ranks(h, TRAINING)}</dd>` : nothing}
        ${traits.ranks ? html`<dt>${this.tx('hero_gear')}</dt><dd class="gear">${this.ranks(h, GEAR)}</dd>` : nothing}
        <dt>${this.tx('hero_spells')}</dt>
        <dd class="spells">${this.list((sheet?.spells ?? h.spells).map((s) => this.nameOf('spells', s) + (learned.has(s) ? ' ★' : '')))}</dd>
        ${traits.levels && traits.training ? html`<dt>${this.tx('hero_lessons')}</dt><dd class="lessons">${this.list(h.spells.map((s) => this.nameOf('spells', s)))}</dd>` : nothing}
        ${
          traits.ranks
            ? html`<dt>${this.tx('hero_wards')}</dt>
              <dd class="wards">${this.list(h.resistances.map((e) => this.element(e)))}</dd>
              <dt>${this.tx('hero_attunement')}</dt>
              <dd class="attunement">${h.attunement === null ? this.tx('none') : this.element(h.attunement)}</dd>`
            : nothing
        }
        ${hasArtifacts ? html`<dt>${this.tx('hero_artifact')}</dt><dd class="artifact">${h.artifact === null ? this.tx('none') : this.nameOf('artifacts', h.artifact)}</dd>` : nothing}
        ${hasOutfits ? html`<dt>${this.tx('hero_attire')}</dt><dd class="attire">${outfit}</dd>` : nothing}
        <dd class="records">${this.tx('hero_records', h.records)}</dd>
      </dl>
    </li>`;
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const c = view.company;
    const order = [...c.active, ...c.heroes.map((h) => h.id).filter((id) => !c.active.includes(id))];
    const stores = Object.entries(c.stores).filter(([, n]) => n > 0);
    const shared = sharedStock(view);
    return html`<h2>${this.tx('roster')}</h2>
      <dl class="company">
        ${shared.gold ? html`<dt>${this.tx('company_gold')}</dt><dd class="gold">${c.gold}</dd>` : nothing}
        ${shared.provisions ? html`<dt>${this.tx('company_provisions')}</dt><dd class="provisions">${c.provisions}</dd>` : nothing}
        ${shared.potions ? html`<dt>${this.tx('company_potions')}</dt><dd class="potions">${c.potions}</dd>` : nothing}
        <dt>${this.tx('company_stores')}</dt>
        <dd class="stores">${this.list(stores.map(([id, n]) => `${this.nameOf('items', id)} × ${n}`))}</dd>
        <dt>${this.tx('company_artifacts')}</dt>
        <dd class="artifacts">${this.list(c.artifacts.map((a) => this.nameOf('artifacts', a)))}</dd>
        <dt>${this.tx('company_reputation')}</dt>
        <dd class="reputation">${c.reputation} · ${view.ranks.length ? view.ranks.map((r) => this.nameOf('ranks', r)).join(', ') : this.tx('company_rank_none')}</dd>
      </dl>
      <ul class="heroes">
        ${order.map((id) => c.heroes.find((h) => h.id === id)).map((h) => (h ? this.hero(h) : nothing))}
      </ul>`;
  }
}

defineOnce('qb-campaign-roster', QbCampaignRoster);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-roster': QbCampaignRoster;
  }
}
