/**
 * The base of the campaign panels: the `view`, `legal` actions and `lang` they are given as properties, the
 * names of what the view names by id, and a button for an action — enabled when the action would succeed now,
 * otherwise disabled with the reason in words (its `title` and the text `aria-describedby` points to). Panels never
 * call the API: a click dispatches {@link CAMPAIGN_ACT} for the shell.
 * @module
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { CampaignAction } from '../../../engine/campaign/types.ts';
import type { CampaignView } from '../../../engine/campaign/view.ts';
import { elementName, pick, type Lang } from '../../i18n.ts';
import { controls, theme } from '../../parts/styles.ts';
import { CAMPAIGN_ACT, emitCampaign } from '../events.ts';
import { ct, type CampaignTextKey } from '../i18n.ts';
import { panelsIt } from '../texts-panels.ts';

/** `action` as JSON with its keys sorted: two actions with the same fields are the same action. */
export function actionKey(action: CampaignAction): string {
  const a = action as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(a)
        .sort()
        .map((k) => [k, a[k]]),
    ),
  );
}

/** The text of a refusal code (`not_enough_gold` → "the Company has not enough gold"); an unknown code: a general one. */
export function refusalText(lang: Lang, code: string | null): string {
  const key = `refusal_${code}`;
  return ct(lang, code !== null && Object.hasOwn(panelsIt, key) ? (key as CampaignTextKey) : 'refusal_other');
}

/** Styles of the campaign panels: 44 px touch targets, visible focus (from `controls`), lists. */
export const panelStyles = css`
  :host {
    display: grid;
    gap: 0.6rem;
  }
  button {
    min-height: 44px;
    min-width: 44px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  section {
    display: grid;
    gap: 0.4rem;
  }
  .why {
    font-size: 0.75rem;
    color: var(--_muted);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .price {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  .coin svg {
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
  }
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  h4 {
    margin: 0;
    font-size: 0.85rem;
  }
  /* a button's portrait (an item, a spell, a hero), before its label */
  button:has(> .icon) {
    display: inline-flex;
    align-items: center;
    text-align: left;
  }
  button .icon {
    display: inline-flex;
    vertical-align: middle;
    margin: -0.2rem 0.45rem -0.2rem -0.2rem;
  }
  button .icon qb-portrait {
    width: 1.8rem;
    height: 1.8rem;
  }
`;

let nextId = 0;

/** A campaign panel: renders `view` for `lang`, offers the `legal` actions. */
export class CampaignPart extends LitElement {
  static override styles = [theme, controls, panelStyles];

  /** The player's view of the campaign (`GET /api/campaigns/:id/view`'s `view`), or null before it arrives. */
  @property({ attribute: false }) accessor view: CampaignView | null = null;
  /** The actions the player could send now and see succeed (its `legal`). */
  @property({ attribute: false }) accessor legal: CampaignAction[] = [];
  /** The interface language. */
  @property() override accessor lang: Lang = 'it';

  /** This panel's ids (for `aria-describedby`) are unique in its shadow root. */
  private readonly idBase = `qbc${++nextId}`;
  private idCount = 0;

  protected override willUpdate(): void {
    this.idCount = 0;
  }

  /** A campaign text in the panel's language. */
  protected tx(key: CampaignTextKey, params?: Record<string, string | number>): string {
    return ct(this.lang, key, params);
  }

  /** Whether `action` is among the legal actions. */
  protected isLegal(action: CampaignAction): boolean {
    const key = actionKey(action);
    return this.legal.some((a) => actionKey(a) === key);
  }

  /** Asks the shell to play `action`. */
  protected act(action: CampaignAction): void {
    emitCampaign(this, CAMPAIGN_ACT, action);
  }

  /** A hero's name (its id when the view has no sheet for it). */
  protected heroName(id: string): string {
    return pick(this.view?.sheets[id]?.name, this.lang) || id;
  }

  /** A name from one of the view's name tables, else the id. */
  protected nameOf(table: 'items' | 'spells' | 'artifacts' | 'ranks', id: string): string {
    return pick(this.view?.names[table][id], this.lang) || id;
  }

  /** An element's name. */
  protected element(id: string): string {
    return elementName(id, this.lang);
  }

  /**
   * A button playing `action`: enabled when `enabled` (default: the action is legal), else disabled and described by
   * `reason`, or, with no reason to tell, not shown at all (a disabled button that cannot say why helps nobody).
   * `extra` is shown inside the button after the label (a price), `icon` before it (a portrait: what the action buys,
   * teaches or whom it concerns).
   */
  protected actionButton(
    action: CampaignAction,
    label: string | TemplateResult,
    opts: { enabled?: boolean; reason?: string; extra?: TemplateResult | string; secondary?: boolean; icon?: TemplateResult } = {},
  ): TemplateResult | typeof nothing {
    const enabled = opts.enabled ?? this.isLegal(action);
    if (!enabled && opts.reason === undefined) return nothing;
    const why = enabled ? null : ct(this.lang, 'why_not', { reason: opts.reason! });
    const id = `${this.idBase}-${++this.idCount}`;
    return html`<span class="row"
      ><button
        type="button"
        class=${opts.secondary ? 'secondary' : ''}
        data-action=${actionKey(action)}
        ?disabled=${!enabled}
        title=${why ?? nothing}
        aria-describedby=${why ? id : nothing}
        @click=${() => this.act(action)}
      >
        ${opts.icon ? html`<span class="icon">${opts.icon}</span>` : nothing}${label}${opts.extra ? html` · <span class="price">${opts.extra}</span>` : nothing}
      </button>
      ${why ? html`<span class="why" id=${id}>${why}</span>` : nothing}</span
    >`;
  }
}
