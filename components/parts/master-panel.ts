/**
 * `<qb-master-panel>`: the master's controls: Start in the lobby; the custom effects waiting to be resolved; the
 * heroes; the mission's characters (NPCs); the creatures (pick one, then click the board to move or attack with it)
 * and the card of the picked piece with its powers; the decks with a Play button (aimed at a chosen piece or at
 * none); Teach. Each list is a section that folds, so the panel fits beside the board (End turn is in the turn bar).
 * The host of an automatic mission only starts the game and watches. In the lobby, either may have the computer play the
 * free heroes (docs/computer-heroes.md).
 * @module
 */
import { consume } from '@lit/context';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Action, Unit, View } from '../../engine/index.ts';
import { defineOnce } from '../define.ts';
import { styleProps } from '../style-props.ts';
import { pick, type Params } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { emit, SELECT } from '../internal-events.ts';
import { movableNpcs, readyCreatures } from '../marks.ts';
import { KEYS, withKey } from '../shortcuts.ts';
import { masterText, type MasterTextKey } from './master-texts.ts';
import { TablePart } from './table-part.ts';
import { pointerText } from '../pointer-words.ts';
import { unitCardBody } from './unit-card.ts';
import { rulesetParts } from '../rulesets/registry.ts';
import { RulesetStyles } from '../rulesets/ruleset-styles.ts';
import { unitPortrait } from '../pictures/portrait-tag.ts';
import { masterPanelStyles } from './master-panel-styles.ts';
import type { RoomClient } from '../client.ts';
import { connectionContext } from '../context.ts';

type Legal<T extends Action['type']> = Extract<Action, { type: T }>;

/** The master's panel. */
export class QbMasterPanel extends TablePart {
  static override styles = masterPanelStyles;

  /** The loaded rulesets' styles for the pieces' numbers and statuses (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['card']);

  /** Which folding sections are open, by id (defaults below). */
  /** Whether the reader plays by touch (from `<quest-board>`): the panel's words say "tocca" / "tap". */
  @property({ attribute: false }) accessor touch = false;
  @state() private accessor folds: Record<string, boolean> = { heroes: true, npcs: true, creatures: true, decks: false, teach: false };

  /** The piece the cards are aimed at ('' for none); follows the piece picked on the board until changed here. */
  @state() private accessor cardTarget = '';
  /** The seat's connection (from `<quest-board>`): the computer seats are asked through it. */
  @consume({ context: connectionContext, subscribe: true })
  @state()
  accessor connection: RoomClient | undefined = undefined;
  /** A computer-seats call is on its way; what the server refused, if it did. */
  @state() private accessor seating = false;
  @state() private accessor seatError = '';
  /** The hero and spell chosen for Teach. */
  @state() private accessor teachHero = '';
  @state() private accessor teachSpell = '';

  /** A text of the panel's own table (`master-texts.ts`, in this chunk) in the element's language. */
  private mt(key: MasterTextKey, params?: Params): string {
    return masterText(this.uiLang, key, params);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const table = this.table;
    if (!table) return;
    const previous = changed.get('table') as typeof table | undefined;
    if (changed.has('table') && previous?.selected !== table.selected) this.cardTarget = table.selected ?? '';
    const living = new Set(table.view.units.filter((u) => u.alive).map((u) => u.id));
    if (this.cardTarget && !living.has(this.cardTarget)) this.cardTarget = '';
  }

  /**
   * In the lobby: a button per free hero that has the computer play it, and one for every free hero at once
   * (`POST …/computer-seats`, docs/computer-heroes.md; the seats come back with the room's next update).
   */
  private computerSeats(view: View, busy: boolean) {
    const free = view.freeHeroes.slice(0, Math.max(0, view.heroSeats - view.seats.length));
    if (free.length === 0 || !this.connection || view.role === 'hero') return nothing;
    const off = busy || this.seating;
    return html`<div class="computer-seats" data-role="computer-seats">
      <h3>${this.mt('computerHeroesTitle')}</h3>
      <p class="muted">${this.mt('computerHeroesHint')}</p>
      <div class="row">
        ${free.map((h) => {
          const name = pick(h.name, this.uiLang);
          return html`<button class="secondary" data-computer-hero=${h.id} aria-label=${this.mt('addComputerHero', { name })} ?disabled=${off} @click=${() => this.seatComputer([h.id])}>
            <span aria-hidden="true">+</span> ${name}
          </button>`;
        })}
        ${
          free.length > 1
            ? html`<button class="secondary" data-computer-hero="*" ?disabled=${off} @click=${() => this.seatComputer(free.map((h) => h.id))}>${this.mt('fillWithComputer')}</button>`
            : nothing
        }
      </div>
      ${this.seatError ? html`<p class="error" role="alert">${this.seatError}</p>` : nothing}
    </div>`;
  }

  /** Asks the server to seat computer heroes; a refusal is said under the buttons. */
  private async seatComputer(heroes: string[]): Promise<void> {
    this.seating = true;
    this.seatError = '';
    try {
      await this.connection!.seatComputerHeroes(heroes);
    } catch (err) {
      this.seatError = err instanceof Error ? err.message : String(err);
    } finally {
      this.seating = false;
    }
  }

  /** Which quest book the master plays with (docs/protocol.md, "The quest book"): with a closed one, why it sees so little. */
  private questBookNote(view: View) {
    if (view.role !== 'master') return nothing;
    return html`<p class="muted" data-role="quest-book" data-book=${view.questBook}>${this.mt(view.questBook === 'closed' ? 'questBookClosed' : 'questBookOpen')}</p>`;
  }

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const { view } = table;
    const title = view.role === 'host' ? this.mt('hostPanel') : this.mt('masterPanel');
    if (view.phase === 'lobby') {
      return html`
        <section>
          <h2>${title}</h2>
          ${this.questBookNote(view)}
          <p>${this.mt('seatsTaken', { n: view.seats.length })}</p>
          ${this.computerSeats(view, table.pending)}
          ${
            this.can('start')
              ? html`<button part="start" data-action="start" aria-keyshortcuts=${KEYS.start} title=${withKey(this.uiLang, this.t('startGame'), KEYS.start)} ?disabled=${table.pending} @click=${() => this.act({ type: 'start' })}>${this.t('startGame')}</button>`
              : html`<p>${this.mt('waitHeroes')}</p>`
          }
        </section>
      `;
    }
    const heroes = view.units.filter((u) => u.side === 'heroes' && !u.npc);
    const npcs = view.units.filter((u) => u.npc && u.alive);
    const ready = new Set([...readyCreatures(table.legal), ...movableNpcs(table.legal)]);
    const creatures = view.units.filter((u) => u.side === 'master' && !u.npc && u.alive);
    const myTurn = view.phase === 'playing' && view.turn?.seat === 'master' && view.role === 'master';
    const master = view.role === 'master';
    const selected = table.selected ? view.units.find((u) => u.id === table.selected && u.alive) : undefined;
    // N picks the next creature that may act after the picked one (round the list)
    const mayAct = creatures.filter((c) => ready.has(c.id));
    const at = mayAct.findIndex((c) => c.id === table.selected);
    const next = mayAct.length > 0 ? mayAct[(at + 1) % mayAct.length] : undefined;
    return html`
      <h2 class="title">${title}</h2>
      ${this.questBookNote(view)}
      ${master ? this.pendingSection(view) : nothing}
      ${this.fold(
        'heroes',
        this.t('heroes'),
        heroes.length,
        html`<div class="heroes">
          ${heroes.map(
            (h) => html`<div
              class="hero"
              data-hero-unit=${h.id}
              role=${master ? 'button' : nothing}
              tabindex=${master && h.alive ? '0' : nothing}
              aria-pressed=${master ? (table.selected === h.id ? 'true' : 'false') : nothing}
              @click=${() => master && h.alive && emit(this, SELECT, table.selected === h.id ? null : h.id)}
              @keydown=${(e: KeyboardEvent) => {
                if (master && h.alive && (e.key === 'Enter' || e.key === ' ')) {
                  e.preventDefault();
                  emit(this, SELECT, table.selected === h.id ? null : h.id);
                }
              }}
            >
              <span class="swatch ring" style=${styleProps({ background: h.color ?? '#888' })}>${unitPortrait(h)}</span>
              <span>${langText(h.name, this.uiLang)}</span>
              <span class="meta">${h.alive ? `${rulesetParts(view.module).lifeLabel(h, this.uiLang, view.rules)} ${h.body}/${h.maxBody} · ${this.t('gold')} ${h.gold}` : this.t('dead')}</span>
            </div>`,
          )}
        </div>`,
      )}
      ${
        npcs.length > 0
          ? this.fold(
              'npcs',
              this.mt('npcs'),
              npcs.length,
              html`<ul class="creatures npcs">${npcs.map((n) => this.unitRow(n, ready.has(n.id), table.selected === n.id, master))}</ul>`,
            )
          : nothing
      }
      ${
        master
          ? html`
            ${this.fold(
              'creatures',
              this.t('creatures'),
              creatures.length,
              html`<p>${pointerText(this.uiLang, myTurn ? 'pickCreature' : 'pickUnit', this.touch)}</p>
                <ul class="creatures">
                  ${creatures.map((c) => this.unitRow(c, ready.has(c.id), table.selected === c.id, true, next !== undefined && next.id === c.id && next.id !== table.selected))}
                </ul>`,
            )}
            ${selected ? this.unitCard(selected, view) : nothing} ${this.decksSection(view, table.legal, table.pending)}
            ${this.teachSection(view, table.legal, table.pending)}
          `
          : nothing
      }
    `;
  }

  /** A section that folds; `id` remembers whether it is open. */
  private fold(id: string, title: string, count: number | null, content: unknown) {
    const open = this.folds[id] ?? true;
    return html`<details
      class="section"
      data-section=${id}
      ?open=${open}
      @toggle=${(e: Event) => {
        const now = (e.target as HTMLDetailsElement).open;
        // (a section shown open fires a toggle too when first drawn: that one changes nothing and scrolls nothing,
        // or a phone's page would open scrolled down to the panel, the board out of view)
        if (now === (this.folds[id] ?? true)) return;
        this.folds = { ...this.folds, [id]: now };
        // an opened section comes into view in the scrolling panel rather than opening below its edge
        if (now) (e.target as HTMLElement).scrollIntoView({ block: 'nearest' });
      }}
    >
      <summary><h2>${title}</h2>${count !== null ? html`<span class="count">${count}</span>` : nothing}</summary>
      ${content}
    </details>`;
  }

  /** A piece's row; `next`: the creature the N key picks. */
  private unitRow(c: Unit, ready: boolean, selected: boolean, pickable: boolean, next = false) {
    const used = this.table?.view.turn?.creatures[c.id];
    const status = c.npc
      ? `${rulesetParts(this.table?.view.module).lifeLabel(c, this.uiLang, this.table?.view.rules ?? null)} ${c.body}/${c.maxBody}`
      : used?.attacked
        ? this.mt('creatureAttacked')
        : used && used.steps > 0
          ? this.mt('creatureMoved', { n: used.steps, max: c.move })
          : '';
    return html`<li>
      <button
        class=${ready ? 'ready' : ''}
        data-unit=${c.id}
        ?disabled=${!pickable}
        aria-pressed=${selected ? 'true' : 'false'}
        aria-keyshortcuts=${next ? KEYS.nextCreature : nothing}
        title=${next ? withKey(this.uiLang, this.t('nextCreature'), KEYS.nextCreature) : nothing}
        @click=${() => emit(this, SELECT, selected ? null : c.id)}
      >
        <span class="swatch ring" style=${styleProps({ background: c.color ?? '#888' })}>${unitPortrait(c)}</span>
        <span>${langText(c.name, this.uiLang)} ${c.npc ? nothing : html`<span class="meta">${c.body}/${c.maxBody}</span>`}</span>
        <span class="meta">${status}</span>
      </button>
    </li>`;
  }

  /** The card of the picked piece: stats with changes, statuses, and a creature's powers. */
  private unitCard(u: Unit, view: View) {
    const l = this.uiLang;
    return html`<section class="card" data-card=${u.id}>
      <div class="card-head">
        <span class="swatch ring" style=${styleProps({ background: u.color ?? '#888' })}>${unitPortrait(u)}</span>
        <span>${langText(u.name, l)}</span>
        ${u.tag ? html`<span class="boss">${u.tag}</span>` : nothing}
        <button class="secondary" aria-label=${this.mt('deselect')} title=${this.mt('deselect')} @click=${() => emit(this, SELECT, null)}>✕</button>
      </div>
      ${unitCardBody(u, view, l)}
    </section>`;
  }

  private pendingSection(view: View) {
    if (view.pending.length === 0) return nothing;
    const busy = this.table?.pending ?? false;
    return html`<section class="pending">
      <h2>${this.mt('pendingTitle')}</h2>
      <ul>
        ${view.pending.map(
          (p) => html`<li data-pending=${p.id}>
            <span>${langText(p.text, this.uiLang)}</span>
            <button data-resolve=${p.id} ?disabled=${busy || !this.legal('resolve').some((a) => a.id === p.id)} @click=${() => this.act({ type: 'resolve', id: p.id })}>
              ${this.mt('resolveDone')}
            </button>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  private decksSection(view: View, legal: readonly Action[], busy: boolean) {
    if (view.decks.length === 0) return nothing;
    const playable = new Set(legal.filter((a): a is Legal<'play_card'> => a.type === 'play_card').map((a) => a.deck));
    const living = view.units.filter((u) => u.alive);
    // "Orco 1", "Orco 2" when several share a name, never the internal ids
    const labels = new Map<string, string>();
    for (const u of living) {
      const name = pick(u.name, this.uiLang);
      const same = living.filter((x) => pick(x.name, this.uiLang) === name);
      labels.set(u.id, same.length > 1 ? `${name} ${same.indexOf(u) + 1}` : name);
    }
    return this.fold(
      'decks',
      this.mt('decks'),
      view.decks.length,
      html`<label class="target">
        ${this.mt('cardTarget')}
        <select data-role="card-target" .value=${this.cardTarget} @change=${(e: Event) => (this.cardTarget = (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${this.cardTarget === ''}>${this.mt('noTarget')}</option>
          ${living.map((u) => html`<option value=${u.id} ?selected=${this.cardTarget === u.id}>${labels.get(u.id)}</option>`)}
        </select>
      </label>
      <ul class="decks">
        ${view.decks.map(
          (d) => html`<li class="deck" data-deck=${d.id}>
            <div>
              <div class="deck-name">${langText(d.name, this.uiLang)}</div>
              <div class="meta" data-counts=${`${d.draw}/${d.discard}`}>${this.mt('deckCounts', { draw: d.draw, discard: d.discard })}</div>
            </div>
            <button data-play=${d.id} ?disabled=${busy || !playable.has(d.id)} @click=${() => this.playCard(d.id)}>${this.mt('playCard')}</button>
          </li>`,
        )}
      </ul>`,
    );
  }

  private playCard(deck: string): void {
    const target = this.cardTarget;
    this.act(target ? { type: 'play_card', deck, target } : { type: 'play_card', deck });
  }

  private teachSection(view: View, legal: readonly Action[], busy: boolean) {
    if (view.catalog.spells.length === 0) return nothing;
    const teach = legal.filter((a): a is Legal<'teach'> => a.type === 'teach');
    const heroes = view.units.filter((u) => u.side === 'heroes' && teach.some((a) => a.hero === u.id));
    const hero = heroes.some((h) => h.id === this.teachHero) ? this.teachHero : (heroes[0]?.id ?? '');
    const spells = view.catalog.spells.filter((s) => teach.some((a) => a.hero === hero && a.spell === s.id));
    const spell = spells.some((s) => s.id === this.teachSpell) ? this.teachSpell : (spells[0]?.id ?? '');
    return this.fold(
      'teach',
      this.mt('teach'),
      null,
      heroes.length === 0
        ? html`<p>${this.mt('nothingToTeach')}</p>`
        : html`<div class="teach">
            <label>
              ${this.mt('teachHero')}
              <select data-role="teach-hero" .value=${hero} @change=${(e: Event) => (this.teachHero = (e.target as HTMLSelectElement).value)}>
                ${heroes.map((h) => html`<option value=${h.id} ?selected=${h.id === hero}>${pick(h.name, this.uiLang)}</option>`)}
              </select>
            </label>
            <label>
              ${this.mt('teachSpell')}
              <select data-role="teach-spell" .value=${spell} @change=${(e: Event) => (this.teachSpell = (e.target as HTMLSelectElement).value)}>
                ${spells.map((s) => html`<option value=${s.id} ?selected=${s.id === spell}>${pick(s.name, this.uiLang)}</option>`)}
              </select>
            </label>
            <button data-action="teach" ?disabled=${busy || !hero || !spell} @click=${() => this.act({ type: 'teach', hero, spell })}>${this.mt('teachAction')}</button>
          </div>`,
    );
  }

  private legal<T extends Action['type']>(type: T): Legal<T>[] {
    return (this.table?.legal ?? []).filter((a): a is Legal<T> => a.type === type);
  }
}

defineOnce('qb-master-panel', QbMasterPanel);

declare global {
  interface HTMLElementTagNameMap {
    'qb-master-panel': QbMasterPanel;
  }
}
