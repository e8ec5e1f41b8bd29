/**
 * `<qb-hero-card>`: the seat's hero: name, body points, mind, attack and defence dice.
 * @module
 */
import { css, html, nothing } from 'lit';
import { defineOnce } from '../define.ts';
import { pick } from '../i18n.ts';
import { controls, theme } from './styles.ts';
import { ContentPart } from './content-part.ts';

/** The hero card. */
export class QbHeroCard extends ContentPart {
  static override styles = [
    theme,
    controls,
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
      .swatch {
        width: 1rem;
        height: 1rem;
        border-radius: 50%;
        border: 1px solid #0006;
        box-shadow: 0 0 0 2px color-mix(in srgb, currentColor 20%, transparent);
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
    `,
  ];

  override render() {
    const view = this.table?.view;
    if (!view) return nothing;
    const unit = this.unit(view.seat);
    // before the game starts the hero has no piece yet: show its profile
    const heroId = view.seats.find((s) => s.id === view.seat)?.hero;
    const profile = heroId ? this.heroProfiles().get(heroId) : undefined;
    const hero = unit ?? (profile && { name: profile.name, color: profile.color ?? null, body: profile.body, maxBody: profile.body, mind: profile.mind, attack: profile.attack, defence: profile.defence, alive: true });
    if (!hero) return nothing;
    const share = hero.maxBody > 0 ? Math.max(0, Math.min(1, hero.body / hero.maxBody)) : 0;
    return html`
      <h2>${this.t('heroCard')}</h2>
      <div class="name">
        <span class="swatch" style="background:${hero.color ?? '#888'}"></span>
        <span>${pick(hero.name, this.uiLang)}</span>
        ${hero.alive ? nothing : html`<span class="dead">${this.t('dead')}</span>`}
      </div>
      <div class="bar" role="meter" aria-label=${this.t('body')} aria-valuemin="0" aria-valuemax=${hero.maxBody} aria-valuenow=${hero.body}>
        <span style="width:${share * 100}%"></span>
      </div>
      <dl>
        <div><dt>${this.t('body')}</dt><dd data-stat="body">${hero.body}/${hero.maxBody}</dd></div>
        <div><dt>${this.t('mind')}</dt><dd data-stat="mind">${hero.mind}</dd></div>
        <div><dt>${this.t('attack')}</dt><dd data-stat="attack">${hero.attack}</dd></div>
        <div><dt>${this.t('defence')}</dt><dd data-stat="defence">${hero.defence}</dd></div>
      </dl>
    `;
  }
}

defineOnce('qb-hero-card', QbHeroCard);

declare global {
  interface HTMLElementTagNameMap {
    'qb-hero-card': QbHeroCard;
  }
}
