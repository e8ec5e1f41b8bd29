/**
 * The parts of `<quest-board>` fetched on demand (`lazy-parts.ts`: the campaign shell, the join picker, the master's
 * panel, the room's extras) and the texts of its language (English is a chunk of its own): the element asks for each
 * once, waits for its language's texts before each update, and says when one could not be fetched; once the room's
 * extras are in, it adds their styles to the element and shows the mission's objective.
 * @module
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import type { TableState } from '../context.ts';
import { hasTexts, loadTexts, pick, t, type Lang } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { loadPart, roomExtras, type LazyPart } from '../lazy-parts.ts';
import type { ObjectiveCard } from '../objective-card.ts';
import { addStyles } from '../parts/styles.ts';
import { KEYS } from '../shortcuts.ts';
import { objectTitle } from '../texts.ts';

/** What the parts' loading reads and tells of the element. */
export interface PartsHooks {
  /** The language the element shows. */
  lang(): Lang;
  /** Whether the element shows a room's table (a failure is then also a notice over it). */
  playing(): boolean;
  notice(text: string): void;
}

/** The lazy parts one element asked for, and the text of one that failed to load. */
export class PartsController {
  /** Why a part could not be fetched, in the reader's language; '' when none failed. */
  failed = '';
  private readonly asked = new Set<LazyPart>();
  /** A language whose texts could not be fetched: the element shows Italian instead and does not ask again. */
  private textsFailed: Lang | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly hooks: PartsHooks,
  ) {}

  /** Adds the narrow screen's bottom sheets' styles and the objective's (fetched with the room's extras) to `root`, once. */
  adoptExtrasStyles(root: HTMLElement | DocumentFragment): void {
    const extras = roomExtras();
    if (!extras || !(root instanceof ShadowRoot) || this.adopted) return;
    this.adopted = true;
    addStyles(root, [extras.sheetStyles, extras.objectiveStyles]);
  }
  private adopted = false;

  /** The mission's objective over the board (its button and card: `objective-card.ts`), once the room's extras are in. */
  objective(table: TableState, room: string, touch: boolean) {
    const extras = roomExtras();
    if (!extras) return nothing;
    this.objectiveCard ??= new extras.ObjectiveCard(this.host, { pick, objectTitle, langText, key: KEYS.objective });
    return this.objectiveCard.render(table, this.hooks.lang(), room, touch);
  }
  private objectiveCard?: ObjectiveCard;

  /**
   * Runs `update` once the texts of `lang` are loaded (at once when they are): the element never shows a text in the
   * other language, not even for a frame. When they cannot be fetched, the element shows Italian and says why.
   */
  afterTexts(lang: Lang, update: () => void | Promise<unknown>): void | Promise<unknown> {
    if (hasTexts(lang) || this.textsFailed === lang) return update();
    return loadTexts(lang).then(
      () => update(),
      (error: unknown) => {
        this.textsFailed = lang;
        this.failed = t('it', 'partFailed', { message: error instanceof Error ? error.message : String(error) });
        this.hooks.notice(this.failed);
        return update();
      },
    );
  }

  /** Loads `part` unless this element already asked for it; a failure is shown (and not retried by this element). */
  need(part: LazyPart, loaded?: () => void): void {
    if (this.asked.has(part)) return;
    this.asked.add(part);
    loadPart(part).then(loaded, (error: unknown) => this.fail(error));
  }

  /** A part of the game that could not be fetched (a lazy part, the room's ruleset's parts): shown. */
  fail(error: unknown): void {
    this.failed = t(this.hooks.lang(), 'partFailed', { message: error instanceof Error ? error.message : String(error) });
    if (this.hooks.playing()) this.hooks.notice(this.failed);
    this.host.requestUpdate();
  }
}
