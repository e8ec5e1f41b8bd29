/**
 * The words of every problem the HeroScribe converter reports, in Italian and English, from one table: each code
 * (`docs/heroscribe.md`, "Problems") maps to a function of the problem's values (squares, ids, lines…) that gives the
 * problem in both languages with the same facts. The English is the problem's `message` (the API's and the docs'),
 * the pair is its `text` (what the Archive shows in the reader's language).
 * @module
 */
import type { BothLangs } from '../../text.ts';

type Sq = readonly number[];
type Rotation = 'downward' | 'rightward' | 'upward' | 'leftward';

/** A piece that takes a square (a start square, furniture, a trap, a creature), named in `on_rock` and `overlap`. */
export type Piece =
  | { is: 'stairway' }
  | { is: 'start' }
  | { is: 'figure'; name: string }
  | { is: 'furniture'; name: string; it: string }
  | { is: 'trap'; name: string; it: string }
  | { is: 'monster'; name: string };

/** The values of each problem code's words; a code with several cases has a union. */
export interface ProblemValues {
  // refused files: the XML reader (xml.ts)
  too_large: { max: number; far: boolean };
  /** `charset`: the encoding is the request's `Content-Type` charset, not the file's. */
  not_text: { encoding: string; unsupported: boolean; charset?: true };
  not_xml: { detail?: string; unreadable?: string; noRoot?: true };
  entities: Record<string, never>;
  too_complex: { elements: number } | { depth: number };
  // refused files: the converter
  wrong_root: { root: string };
  bad_quest: { attr: 'width' | 'height'; raw?: string };
  board_count: { across: number; down: number; expected: number; found: number };
  map_too_large: { across: number; down: number; width: number; height: number; max: number };
  no_playable_square: { boards: number; darks: number };
  invalid_mission: { path: string; issue: string };
  // reported problems
  bad_dark: Record<string, never>;
  off_board:
    | { dark: { left: number; top: number; width: number; height: number }; boardW: number; boardH: number }
    | { object: string; left: number; top: number; width: number; height: number; boardW: number; boardH: number }
    | { door: string; secret: boolean; left: number; top: number; boardW: number; boardH: number };
  bad_bridge:
    | { orientation: string }
    | { notWhole: true }
    | { column: number; row: number; horizontal: boolean; across: number; down: number }
    | { position: number; horizontal: boolean };
  unknown_element: { element: string; within: 'board' | 'quest' | 'notes' };
  unknown_object: { id: string };
  fractional_coordinate: { attr: string; raw: string; read: number };
  bad_coordinate: { id: string };
  bad_rotation: { rotation: string };
  not_on_wall: { secret: boolean; left: number; top: number; rotation: Rotation; a: Sq; b: Sq; corridor: boolean };
  duplicate_door: { a: Sq; b: Sq };
  door_approximated: { name: string; special: BothLangs };
  on_rock: { door: true; secret: boolean; left: number; top: number } | { piece: Piece; square: Sq } | { marker: string; square: Sq };
  door_on_bridge: { secret: boolean; left: number; top: number };
  door_to_dark: { secret: boolean; left: number; top: number; inside: Sq };
  overlap: { piece: Piece; square: Sq; holder: Piece };
  start_choice: { stairways: number; line: number } | { figures: true };
  no_start: { square: Sq; edge: boolean };
  trap_approximated: { chest: true } | { name: string; kind: string; it: string };
  furniture_approximated: { forge: true };
  placeholder: { id: string; kind: string } & ({ mapped: string } | { name: string });
  large_monster: { name: string; width: number; height: number; square: Sq };
  text_truncated: { of: { marker: string } | { element: 'speech' | 'questtext' | 'note' } | 'name'; length: number; keep: number };
  unknown_wandering_monster: { name: string };
  wandering_monster_conflict: { name: string; taken: string; line: number };
  not_converted:
    | { element: 'monsterstat' | 'title'; said: string }
    | { element: 'wanderingmonster'; empty: true; said: string }
    | { element: string; unread: string[]; said: string };
  no_name: Record<string, never>;
  sealed_start: { text: BothLangs };
}

/** Every code the converter can report (refused files and reported problems). */
export type ProblemCode = keyof ProblemValues;

const ROTATION_IT: Record<Rotation, string> = { downward: 'verso il basso', rightward: 'verso destra', upward: 'verso l’alto', leftward: 'verso sinistra' };
const door = (secret: boolean): BothLangs => (secret ? { en: 'secret door', it: 'porta segreta' } : { en: 'door', it: 'porta' });
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A piece as a sentence's subject: `the stairway` / `la scala`. */
function piece(p: Piece): BothLangs {
  switch (p.is) {
    case 'stairway':
      return { en: 'the stairway', it: 'la scala' };
    case 'start':
      return { en: 'a start square', it: 'una casella di partenza' };
    case 'figure':
      return { en: `the ${p.name} figure`, it: `la figura dell’eroe «${p.name}»` };
    case 'furniture':
      return { en: `the ${p.name}`, it: `l’arredo «${p.it}»` };
    case 'trap':
      return { en: `the ${p.name}`, it: `la trappola «${p.it}»` };
    case 'monster':
      return { en: `a ${p.name}`, it: `un mostro «${p.name}»` };
  }
}

/** The words of each code. */
export const PROBLEM_TEXTS: { readonly [C in ProblemCode]: (v: ProblemValues[C]) => BothLangs } = {
  too_large: (v) => ({
    en: `the file is larger than ${v.max} bytes (${v.far ? 'far ' : ''}more): refused before parsing`,
    it: `il file supera i ${thousands(v.max)} byte${v.far ? ' (di molto)' : ''}: rifiutato prima di leggerlo`,
  }),
  not_text: (v) =>
    v.unsupported
      ? v.charset
        ? {
            en: `the request's Content-Type names the charset "${v.encoding}", which is not supported`,
            it: `il Content-Type della richiesta indica il charset «${v.encoding}», che non è supportato`,
          }
        : {
            en: `the XML declaration names the encoding "${v.encoding}", which is not supported`,
            it: `la dichiarazione XML indica la codifica «${v.encoding}», che non è supportata`,
          }
      : { en: `the file is not ${v.encoding} text`, it: `il file non è testo in codifica ${v.encoding}` },
  not_xml: (v) =>
    v.noRoot
      ? { en: 'not well-formed XML: the document has no root element', it: 'XML non ben formato: il documento non ha un elemento radice' }
      : v.unreadable !== undefined
        ? { en: `not readable as XML: ${v.unreadable}`, it: `non si legge come XML (il lettore dice: «${v.unreadable}»)` }
        : v.detail !== undefined
          ? { en: `not well-formed XML: ${v.detail}`, it: `XML non ben formato (il lettore dice: «${v.detail}»)` }
          : { en: 'not well-formed XML', it: 'XML non ben formato' },
  entities: () => ({
    en: 'the DOCTYPE declares an internal subset (entity declarations): refused, entities are never expanded',
    it: 'il DOCTYPE dichiara un sottoinsieme interno (dichiarazioni di entità): rifiutato, le entità non si espandono mai',
  }),
  too_complex: (v) =>
    'elements' in v
      ? { en: `more than ${v.elements} elements`, it: `più di ${thousands(v.elements)} elementi` }
      : { en: `elements nested more than ${v.depth} deep`, it: `elementi annidati per più di ${v.depth} livelli` },
  wrong_root: (v) => ({
    en: `the root element is <${v.root}>, not <quest>: this is not a HeroScribe quest file`,
    it: `l’elemento radice è <${v.root}>, non <quest>: non è un file di missione HeroScribe`,
  }),
  bad_quest: (v) => {
    const en = v.attr === 'width' ? 'across' : 'down';
    const it = v.attr === 'width' ? 'in orizzontale' : 'in verticale';
    return v.raw === undefined
      ? { en: `<quest> has no "${v.attr}" (the number of boards ${en})`, it: `<quest> non ha «${v.attr}» (il numero di tabelloni ${it})` }
      : { en: `<quest> ${v.attr}="${v.raw}" is not a number of boards (1 to 16)`, it: `<quest> ${v.attr}="${v.raw}" non è un numero di tabelloni (da 1 a 16)` };
  },
  board_count: (v) => ({
    en: `<quest width="${v.across}" height="${v.down}"> means ${v.expected} board${v.expected === 1 ? '' : 's'}, but the file has ${v.found} <board> element${v.found === 1 ? '' : 's'}`,
    it: `<quest width="${v.across}" height="${v.down}"> vuol dire ${v.expected === 1 ? 'un tabellone' : `${v.expected} tabelloni`}, ma il file ha ${v.found === 0 ? 'nessun elemento' : v.found === 1 ? 'un solo elemento' : `${v.found} elementi`} <board>`,
  }),
  map_too_large: (v) => ({
    en: `${v.across} × ${v.down} boards make a map of ${v.width} × ${v.height} squares; a quest-board map is at most ${v.max} × ${v.max} (2 boards across, 3 down)`,
    it: `${v.across} × ${v.down} tabelloni fanno una mappa di ${v.width} × ${v.height} caselle; una mappa di quest-board è al massimo ${v.max} × ${v.max} (2 tabelloni in orizzontale, 3 in verticale)`,
  }),
  no_playable_square: (v) => {
    const one = v.darks === 1;
    const boards = v.boards > 1 ? { en: `the ${v.boards} boards`, it: `dei ${v.boards} tabelloni` } : { en: 'the board', it: 'del tabellone' };
    return {
      en: `${one ? 'one <dark> area covers' : `${v.darks} <dark> areas cover`} every square of ${boards.en}: the quest has no square to play on, not even one to start from`,
      it: `${one ? 'una zona <dark> copre' : `${v.darks} zone <dark> coprono`} ogni casella ${boards.it}: la missione non ha caselle su cui giocare, nemmeno una da cui partire`,
    };
  },
  invalid_mission: (v) => ({
    en: `the converted mission is invalid: ${v.path}: ${v.issue}`,
    it: `la missione convertita non è valida: ${v.path}: «${v.issue}» (è un difetto del convertitore: segnalaci il file)`,
  }),
  bad_dark: () => ({
    en: '<dark> needs whole left, top, width and height: ignored',
    it: '<dark> richiede left, top, width e height interi: ignorato',
  }),
  off_board: (v) => {
    const board = `${v.boardW} × ${v.boardH}`;
    if ('dark' in v) {
      const d = v.dark;
      const el = `<dark left="${d.left}" top="${d.top}" width="${d.width}" height="${d.height}">`;
      return {
        en: `${el} reaches off the ${board} board: only its part on the board is dark`,
        it: `${el} esce dal tabellone di ${board} caselle: è scura solo la parte sul tabellone`,
      };
    }
    if ('object' in v) {
      const el = `<object id="${v.object}" left="${v.left}" top="${v.top}">`;
      return {
        en: `${el} (${v.width} × ${v.height}) lies off the ${board} board: skipped`,
        it: `${el} (${v.width} × ${v.height}) è fuori dal tabellone di ${board} caselle: saltato`,
      };
    }
    const el = `<object id="${v.door}" left="${v.left}" top="${v.top}">`;
    const w = door(v.secret);
    return { en: `${el} is a ${w.en} off the ${board} board: skipped`, it: `${el} è una ${w.it} fuori dal tabellone di ${board} caselle: saltata` };
  },
  bad_bridge: (v) => {
    const say = (en: string, it: string) => ({ en: `<bridge> ${en}: ignored`, it: `<bridge> ${it}: ignorato` });
    if ('orientation' in v)
      return say(`has orientation "${v.orientation}", not horizontal or vertical`, `ha orientation="${v.orientation}", né horizontal né vertical`);
    if ('notWhole' in v) return say('needs whole column, row and position', 'richiede column, row e position interi');
    if ('column' in v) {
      const to = v.horizontal ? `(${v.column + 1}, ${v.row})` : `(${v.column}, ${v.row + 1})`;
      return say(
        `joins board (${v.column}, ${v.row}) to ${to}, which the quest's ${v.across} × ${v.down} boards do not have`,
        `unisce il tabellone (${v.column}, ${v.row}) a ${to}, che tra i ${v.across} × ${v.down} tabelloni della missione non c’è`,
      );
    }
    return say(
      `position ${v.position} is off the board's ${v.horizontal ? 'rows' : 'columns'}`,
      `la posizione ${v.position} è fuori dalle ${v.horizontal ? 'righe' : 'colonne'} del tabellone`,
    );
  },
  unknown_element: (v) => {
    const within = {
      board: ['a HeroScribe board', 'un tabellone HeroScribe'],
      quest: ['a HeroScribe quest', 'una missione HeroScribe'],
      notes: ['a HeroScribe 2 <notes>', 'un <notes> di HeroScribe 2'],
    }[v.within];
    return { en: `<${v.element}> is not part of ${within[0]}: ignored`, it: `<${v.element}> non fa parte di ${within[1]}: ignorato` };
  },
  unknown_object: (v) =>
    v.id
      ? {
          en: `object id "${v.id}" is in neither HeroScribe catalogue (Objects.xml, Objects.enhanced.xml): skipped`,
          it: `il pezzo con id="${v.id}" non è in nessuno dei due cataloghi HeroScribe (Objects.xml, Objects.enhanced.xml): saltato`,
        }
      : { en: '<object> has no id: skipped', it: '<object> non ha id: saltato' },
  fractional_coordinate: (v) => ({
    en: `${v.attr}="${v.raw}" is not a whole square: read as ${v.read}`,
    it: `${v.attr}="${v.raw}" non è una casella intera: letto come ${v.read}`,
  }),
  bad_coordinate: (v) => ({
    en: `<object id="${v.id}"> needs numeric left and top: skipped`,
    it: `<object id="${v.id}"> richiede left e top numerici: saltato`,
  }),
  bad_rotation: (v) => ({
    en: `rotation "${v.rotation}" is none of downward, rightward, upward, leftward: read as downward`,
    it: `rotation="${v.rotation}" non è né downward, né rightward, né upward, né leftward: letto come downward (verso il basso)`,
  }),
  not_on_wall: (v) => {
    const w = door(v.secret);
    return {
      en: `the ${w.en} at left="${v.left}" top="${v.top}" ${v.rotation} would join [${v.a}] and [${v.b}], two squares of the same ${v.corridor ? 'corridor' : 'room'}: it is on no wall of the board, skipped`,
      it: `la ${w.it} con left="${v.left}" top="${v.top}", rivolta ${ROTATION_IT[v.rotation]}, unirebbe [${v.a}] e [${v.b}], due caselle ${v.corridor ? 'dello stesso corridoio' : 'della stessa stanza'}: non sta su nessun muro del tabellone, saltata`,
    };
  },
  duplicate_door: (v) => ({
    en: `a door already stands between [${v.a}] and [${v.b}]: skipped`,
    it: `tra [${v.a}] e [${v.b}] c’è già una porta: saltata`,
  }),
  door_approximated: (v) => ({ en: `"${v.name}" is ${v.special.en}`, it: `«${v.name}» è ${v.special.it}` }),
  on_rock: (v) => {
    if ('door' in v) {
      const w = door(v.secret);
      return {
        en: `the ${w.en} at left="${v.left}" top="${v.top}" has dark squares or the board's edge on both sides: skipped`,
        it: `la ${w.it} con left="${v.left}" top="${v.top}" ha caselle scure o il bordo del tabellone da entrambi i lati: saltata`,
      };
    }
    if ('marker' in v)
      return {
        en: `marker "${v.marker}" on [${v.square}], a dark square: skipped`,
        it: `il segnalino «${v.marker}» su [${v.square}], una casella scura: saltato`,
      };
    const p = piece(v.piece);
    return { en: `${p.en} on [${v.square}], a dark square: skipped there`, it: `${p.it} su [${v.square}], una casella scura: lì non si mette` };
  },
  door_on_bridge: (v) => {
    const w = door(v.secret);
    return {
      en: `the ${w.en} at left="${v.left}" top="${v.top}" opens onto a bridge, which is an open passage here: skipped`,
      it: `la ${w.it} con left="${v.left}" top="${v.top}" dà su un ponte, che qui è un passaggio aperto: saltata`,
    };
  },
  door_to_dark: (v) => {
    const w = door(v.secret);
    return {
      en: `the ${w.en} at left="${v.left}" top="${v.top}" opens onto a dark square: it became an exit on [${v.inside}]`,
      it: `la ${w.it} con left="${v.left}" top="${v.top}" dà su una casella scura: è diventata un’uscita su [${v.inside}]`,
    };
  },
  overlap: (v) => {
    const p = piece(v.piece);
    const h = piece(v.holder);
    return {
      en: `${p.en} on [${v.square}], which already holds ${h.en}: skipped there`,
      it: `${p.it} su [${v.square}], dove c’è già ${h.it}: lì non si mette`,
    };
  },
  start_choice: (v) =>
    'figures' in v
      ? { en: 'no stairway: the heroes start where the hero figures stand', it: 'nessuna scala: gli eroi partono dove stanno le loro figure' }
      : {
          en: `${v.stairways} stairways: the heroes start on the first (line ${v.line}); every one is an exit`,
          it: `${v.stairways} scale: gli eroi partono dalla prima (riga ${v.line}); ognuna è un’uscita`,
        },
  no_start: (v) => ({
    en: `no stairway and no hero figure: the heroes start on [${v.square}]${v.edge ? ', at a board-edge door' : ''}; choose the start squares in the editor`,
    it: `nessuna scala e nessuna figura di eroe: gli eroi partono da [${v.square}]${v.edge ? ', a una porta sul bordo' : ''}; scegli le caselle di partenza nell’editor`,
  }),
  trap_approximated: (v) =>
    'chest' in v
      ? {
          en: 'a treasure chest with a trap: it becomes a chest, the trap is prose (see the notes)',
          it: 'un forziere con trappola: diventa un forziere, la trappola resta come testo (vedi le note)',
        }
      : { en: `"${v.name}" has no trap kind of its own: it becomes a "${v.kind}" trap`, it: `«${v.name}» non ha un tipo di trappola suo: diventa «${v.it}»` },
  furniture_approximated: () => ({ en: 'a dwarven forge: it becomes a fireplace', it: 'una forgia nanica: diventa un camino' }),
  placeholder: (v) =>
    'mapped' in v
      ? {
          en: `monster "${v.id}" maps to "${v.mapped}", which the pack does not have: it becomes the placeholder kind "${v.kind}"`,
          it: `il mostro «${v.id}» corrisponde a «${v.mapped}», che il pacchetto non ha: diventa il segnaposto «${v.kind}»`,
        }
      : {
          en: `monster "${v.id}" (${v.name}) has no creature kind: it becomes the placeholder kind "${v.kind}", to map to a kind of the pack`,
          it: `il mostro «${v.id}» (${v.name}) non ha un tipo di creatura: diventa il segnaposto «${v.kind}», da far corrispondere a un tipo del pacchetto`,
        },
  large_monster: (v) => ({
    en: `"${v.name}" covers ${v.width} × ${v.height} squares in HeroScribe; a creature stands on one: placed on [${v.square}]`,
    it: `«${v.name}» occupa ${v.width} × ${v.height} caselle in HeroScribe; una creatura ne occupa una: va su [${v.square}]`,
  }),
  text_truncated: (v) => {
    if (v.of === 'name') {
      return {
        en: `the quest's name has ${v.length} characters; the mission keeps the first ${v.keep}`,
        it: `il nome della missione ha ${thousands(v.length)} caratteri; la missione tiene i primi ${thousands(v.keep)}`,
      };
    }
    const what =
      'marker' in v.of
        ? { en: `the note of marker ${v.of.marker}`, it: `la nota del segnalino ${v.of.marker}` }
        : { en: `<${v.of.element}>`, it: `<${v.of.element}>` };
    return {
      en: `${what.en} has ${v.length} characters; the mission keeps the first ${v.keep} (the whole text stays in the report)`,
      it: `${what.it} ha ${thousands(v.length)} caratteri; la missione tiene i primi ${thousands(v.keep)} (il testo intero resta nel resoconto)`,
    };
  },
  unknown_wandering_monster: (v) => ({
    en: `the wandering monster "${v.name}" is no monster of the catalogue: kept as text`,
    it: `il mostro errante «${v.name}» non è un mostro del catalogo: resta come testo`,
  }),
  wandering_monster_conflict: (v) => ({
    en: `a second wandering monster, "${v.name}": ignored, the first one stated is taken, "${v.taken}" (line ${v.line})`,
    it: `un secondo mostro errante, «${v.name}»: ignorato, vale il primo indicato, «${v.taken}» (riga ${v.line})`,
  }),
  not_converted: (v) => {
    if ('empty' in v) {
      return {
        en: '<wanderingmonster> read but not converted: it names no monster (no text, no id or name attribute, no <monster> naming one)',
        it: '<wanderingmonster> letto ma non convertito: non nomina nessun mostro (niente testo, nessun attributo id o name, nessun <monster> che ne nomini uno)',
      };
    }
    if ('unread' in v) {
      const one = v.unread.length === 1;
      return {
        en: `<${v.element}> read but not converted in full: ${v.unread.join(', ')} ${one ? 'is' : 'are'} not read; it says ${v.said}`,
        it: `<${v.element}> letto ma non convertito del tutto: ${v.unread.join(', ')} ${one ? 'non viene letto' : 'non vengono letti'}; dice ${v.said}`,
      };
    }
    const what =
      v.element === 'monsterstat'
        ? {
            en: "the mission has no field for a monster's values (they are the creature kind's, in the pack)",
            it: 'la missione non ha un campo per i valori di un mostro (sono del tipo di creatura, nel pacchetto)',
          }
        : { en: 'a second title', it: 'un secondo titolo' };
    return {
      en: `<${v.element}> read but not converted: ${what.en}; it says ${v.said}`,
      it: `<${v.element}> letto ma non convertito: ${what.it}; dice ${v.said}`,
    };
  },
  no_name: () => ({ en: '<quest> has no name: the mission is called "HeroScribe quest"', it: '<quest> non ha nome: la missione si chiama «HeroScribe quest»' }),
  sealed_start: (v) => v.text,
};

/** Why a piece stays prose (`ConversionReport.prose.objects[].why` is the English, `text` the pair). */
export const PROSE_WHY = {
  room: {
    en: 'a room tile: artwork over the board, the board keeps its rooms',
    it: 'una piastrella di stanza: grafica sopra il tabellone, che tiene le sue stanze',
  },
  manAtArms: { en: 'a man-at-arms: hirelings are not converted', it: 'un uomo d’arme: i mercenari non si convertono' },
  scenery: { en: 'scenery with no counterpart in the mission format', it: 'scenografia senza corrispondente nel formato delle missioni' },
  hero: { en: 'a hero figure: the heroes start on the stairway', it: 'una figura di eroe: gli eroi partono dalla scala' },
} as const satisfies Record<string, BothLangs>;

/** The words of a problem in both languages (`en` is its `message`). */
export function problemText<C extends ProblemCode>(code: C, values: ProblemValues[C]): BothLangs {
  return (PROBLEM_TEXTS[code] as (v: ProblemValues[C]) => BothLangs)(values);
}
