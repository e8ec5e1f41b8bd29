/**
 * The door mission of the phone and layout tests (stored with `putContent('missions', DOOR_MISSION)`): a corridor of
 * two squares and a room of three by two, one door between them: the hero starts on `[1, 0]`, right behind the door
 * (the door stands on the edge at x = 2, nearer the camera than the hero's square); a goblin waits in the room's far
 * corner.
 */

const L = (it: string, en: string) => ({ it, en });

export const DOOR_MISSION = {
  id: 'test-porta-davanti',
  name: L('Porta davanti', 'Door in front'),
  map: {
    rows: ['..AAA', '..AAA'],
    rooms: [{ id: 'sala', char: 'A', name: L('Sala', 'Hall') }],
    doors: [
      {
        between: [
          [1, 0],
          [2, 0],
        ] as [[number, number], [number, number]],
      },
    ],
  },
  start: [[1, 0]] as [number, number][],
  monsters: [{ kind: 'goblin', x: 4, y: 1 }],
};
