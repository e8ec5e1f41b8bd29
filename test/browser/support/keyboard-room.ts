/**
 * The small room of the keyboard and layout tests: a corridor whose door opens on a hall with a goblin right behind
 * it, and a closed-off crypt with an orc (so the goblin's death does not end the game). The barbarian starts two
 * squares from the door, with his Potion of Healing.
 */
import type { QuestBoard } from '../../../components/quest-board.ts';
import { createRoom, deepQuery, joinRoom, putContent, waitFor } from './page.ts';
import { send, type Grant } from './seat.ts';

/** The mission's id. */
/**
 * The area of the hall (`sala`, the mission's first room) on the board: a hero's view names no room before it is
 * revealed (its id there is `#1`), so a test finds the hall's squares by its area.
 */
export const HALL_AREA = 1;

export const KEYBOARD_MISSION = 'test-tastiera';

/** The door's two squares, the hero's start and the goblin's square. */
export const DOOR: [[number, number], [number, number]] = [
  [4, 0],
  [5, 0],
];
export const START: [number, number] = [2, 0];
export const GOBLIN: [number, number] = [5, 0];

/** Stores the mission (the same document every time) and creates a seeded room with the barbarian seated. */
export async function keyboardRoom(seed: string): Promise<{ master: Grant & { role: string }; hero: Grant }> {
  await putContent('missions', {
    id: KEYBOARD_MISSION,
    name: { it: 'Tastiera', en: 'Keyboard' },
    map: {
      rows: ['.....AAA#BB', '.....AAA#BB', '........#BB'],
      rooms: [
        { id: 'sala', char: 'A', name: { it: 'Sala', en: 'Hall' } },
        { id: 'cripta', char: 'B', name: { it: 'Cripta', en: 'Crypt' } },
      ],
      doors: [{ between: DOOR }],
    },
    start: [START],
    monsters: [
      { kind: 'goblin', x: GOBLIN[0], y: GOBLIN[1] },
      { kind: 'orco', x: 10, y: 2 },
    ],
  });
  const master = await createRoom(KEYBOARD_MISSION, seed);
  const hero = await joinRoom(master.room, 'barbaro');
  return { master, hero };
}

/** The element's deepest focused element, through the shadow roots (null for the body). */
export function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el === document.body ? null : el;
}

/** The text that describes the board's cursor square (the canvas's `aria-describedby`). */
export function cursorText(el: QuestBoard): string {
  return deepQuery(el, '#qb-cursor-text')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The square the cursor's description names ("Casella 3, 0." / "Square 3, 0."), or null. */
export function cursorSquare(el: QuestBoard): [number, number] | null {
  const m = /^(?:Casella|Square) (\d+), (\d+)\./.exec(cursorText(el));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Waits until the element's board has drawn. */
export async function boardShown(el: QuestBoard): Promise<void> {
  const b = await waitFor(() => el.board, 'the board');
  el.scrollIntoView();
  await b.whenRendered();
}

/** What the hero must be offered for its turn to count as begun: an action type (`roll` by default). */
type ReadyAction = 'roll' | 'use_item';

/**
 * The keyboard room played up to the hero's turn: the room made ({@link keyboardRoom}), the hero's element mounted
 * with `mountBoard` in `lang`, the lobby shown, the master's `start` sent, and the board drawn once the hero is offered
 * `ready`. Throws (through `waitFor`) naming the step that did not come.
 */
export async function heroTurnBoard(
  mountBoard: (attrs: Record<string, string>) => QuestBoard,
  seed: string,
  lang: 'it' | 'en',
  ready: ReadyAction = 'roll',
): Promise<{ master: Grant & { role: string }; hero: Grant; h: QuestBoard }> {
  const { master, hero } = await keyboardRoom(seed);
  const h = mountBoard({ room: hero.room, token: hero.token, lang });
  await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
  await send(master, { type: 'start' });
  await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === ready), "the hero's turn");
  await boardShown(h);
  return { master, hero, h };
}
