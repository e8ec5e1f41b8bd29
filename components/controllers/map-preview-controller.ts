/**
 * The map editor's live preview: the draft drawn by the game's own board renderer (`board-view.ts`: the three.js
 * board, or the 2D board where the browser cannot make a WebGL context) from a game the engine builds of the draft,
 * redrawn once a frame after the editor updates. A draft with no floor at all, or one the engine cannot set up, hides
 * the board and says so ({@link MapPreviewController.note}).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Creature, Ruleset } from '../../content/schemas/index.ts';
import { compileBoard, createGame, MASTER, viewFor } from '../../engine/index.ts';
import { NO_MARKS, type BoardPick } from '../board/index.ts';
import { chooseRenderer, type BoardView } from '../board/board-view.ts';
import { makeBoard } from '../board/make-board.ts';
import type { Catalog } from '../archive/choices.ts';
import { previewMission, type DraftMission } from '../archive/map-model.ts';

/** Why the preview shows no board: its message's key, or '' when it shows the draft. */
export type PreviewNote = '' | 'previewNoFloor' | 'previewCannot';

/** The editor whose draft the preview shows. */
export type PreviewHost = ReactiveControllerHost & {
  /** The box the board is drawn in, once rendered. */
  readonly previewBox: HTMLElement | null;
  /** The draft as drawn now. */
  readonly value: DraftMission;
  readonly catalog: Catalog;
  /** A square picked on the board. */
  onBoardPick(p: BoardPick): void;
};

/** The preview of one map editor. */
export class MapPreviewController implements ReactiveController {
  /** Why the preview shows no board (the draft has no floor, or cannot be set up), or '' when it shows the draft. */
  note: PreviewNote = '';
  /** The rows the preview shows now (JSON of `map.rows`; for tests: the preview is current when they are the draft's). */
  shown = '';
  private boardInstance: BoardView | null = null;
  /** The 2D board's chunk is on its way (no WebGL here): the preview is drawn once it comes. */
  private boardLoading = false;
  private frame = 0;

  constructor(private readonly host: PreviewHost) {
    host.addController(this);
  }

  /** The preview's board, once shown. */
  get board(): BoardView | null {
    return this.boardInstance;
  }

  hostUpdated(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.boardInstance?.dispose();
    this.boardInstance = null;
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.show();
    });
  }

  /**
   * Draws the draft with the game's board renderer now: always the draft as it is (the preview stayed on
   * the last drawable map when a draft could not be drawn).
   */
  show(): void {
    const box = this.host.previewBox;
    if (!box) return;
    let note: PreviewNote = '';
    try {
      note = this.draw(box) ? '' : 'previewNoFloor';
    } catch {
      note = 'previewCannot';
    }
    if (note !== this.note) {
      this.note = note;
      this.host.requestUpdate();
    }
    this.shown = JSON.stringify(this.host.value.map.rows);
  }

  /** Draws the draft on the preview's board; false when there is nothing to draw (no floor). */
  private draw(box: HTMLElement): boolean {
    const draft = this.host.value;
    const catalog = this.host.catalog;
    const creatures = (catalog.creatures ?? []) as unknown as Creature[];
    const rulesets = (catalog.rulesets ?? []) as unknown as Ruleset[];
    const wanted = typeof draft.ruleset === 'string' ? draft.ruleset : 'classic';
    const ruleset = rulesets.find((r) => r.id === wanted) ?? rulesets[0];
    const mission = previewMission(draft, new Set(creatures.map((c) => c.id)), ruleset?.id ?? 'classic');
    if (!mission) return false;
    if (!this.boardInstance) {
      if (this.boardLoading) return true;
      const made = makeBoard(chooseRenderer('3d').renderer, { onPick: (p) => this.host.onBoardPick(p) }, () => {
        this.boardLoading = false;
        this.schedule();
      });
      if (!made) {
        this.boardLoading = true;
        return true;
      }
      this.boardInstance = made.board;
    }
    this.boardInstance.attach(box);
    let scene;
    if (ruleset) {
      const view = viewFor(createGame({ mission, heroes: [], creatures, ruleset, seed: 'archive-preview' }), MASTER);
      scene = { board: view.board, revealed: view.board.rooms.map((r) => r.id), units: view.units, seeAll: true };
    } else {
      const b = compileBoard(mission.map);
      scene = {
        board: { width: b.width, height: b.height, areas: b.areas, rooms: b.rooms, doors: b.doors.map((d) => ({ ...d, open: false })) },
        revealed: b.rooms.map((r) => r.id),
        units: [],
        seeAll: true,
      };
    }
    // the 3D view in the mission's setting (its grass and trees when "outdoor")
    this.boardInstance.setScene({ ...scene, setting: mission.setting ?? 'dungeon' });
    this.boardInstance.setMarks({ ...NO_MARKS, moves: mission.start });
    return true;
  }
}
