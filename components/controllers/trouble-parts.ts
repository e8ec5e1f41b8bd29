/**
 * What `<quest-board>` shows when its board is in trouble (`board-trouble.ts`: the failure panel in the board's place,
 * the line saying the 2D board stands in), a chunk fetched the first time either is needed.
 * @module
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import type { Lang } from '../i18n.ts';
import type { BoardController } from './board-controller.ts';
import type { BoardNoteController } from './board-note-controller.ts';

/** The board-trouble parts of one element. */
export class TroubleParts {
  private trouble: typeof import('../board-trouble.ts') | null = null;
  private asked = false;
  private note: BoardNoteController | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Whether the element animates nothing (its `motion` is `off`). */
    private readonly still: () => boolean,
  ) {}

  /** The chunk, once it has come (asked for the first time it is wanted: the host re-renders then). */
  private parts(): typeof import('../board-trouble.ts') | null {
    if (!this.trouble && !this.asked) {
      this.asked = true;
      void import('../board-trouble.ts').then((trouble) => {
        this.trouble = trouble;
        this.note = new trouble.BoardNoteController(this.host, this.still);
        this.host.requestUpdate();
      });
    }
    return this.trouble;
  }

  /** In the board's place when it failed to draw: what failed, and a button that builds it again. */
  failurePanel(board: BoardController, l: Lang): unknown {
    if (board.failure === null) return nothing;
    return this.parts()?.boardFailure(board.failure, l, () => board.retry()) ?? nothing;
  }

  /** Over the board, the line saying the 2D board stands in for the 3D one (none when the board failed or is 3D). */
  boardNote(board: BoardController, l: Lang): unknown {
    if (board.failure !== null || board.fallbackCause === null || !this.parts()) return nothing;
    return this.note!.render(l, board.fallbackCause);
  }
}
