/**
 * GLSL's preprocessor, run ahead of time as far as it can be (the embed's weight): with names known never to be
 * defined (`USE_SHADOWMAP`) and names known to be replaced by 0 (`NUM_POINT_LIGHTS`), the `#if` / `#ifdef` /
 * `#ifndef` / `#elif` / `#else` branches those facts decide are resolved: a branch that can never be taken is
 * dropped, one that always is loses its directives, and everything the facts do not decide is left as written for
 * the GPU's own preprocessor. `components/build/three.ts` runs three's shader chunks through it with the renderer
 * features the board never turns on, each of which the renderer then refuses loudly.
 * @module
 */

/** What is known of the names a GLSL source tests: never defined, or always replaced by the number 0. */
export interface GlslFacts {
  undefined: ReadonlySet<string>;
  zero: ReadonlySet<string>;
}

/** A condition's value: known true, known false, or left to the GPU. */
type Tri = boolean | null;

/** A value while evaluating a condition: a known number, a known truth, or unknown (`null`). */
type Value = number | null;

const TOKEN = /\s*(defined\b|[A-Za-z_]\w*|\d+(?:\.\d+)?|\|\||&&|==|!=|>=|<=|[()!<>])/y;

/**
 * The truth of a preprocessor condition (`defined( USE_FOG ) && NUM_POINT_LIGHTS > 0`) under `facts`, or `null`
 * when the facts do not decide it (or it uses anything but `defined`, names, numbers, `! && || == != < <= > >=` and
 * parentheses).
 */
export function evaluateCondition(condition: string, facts: GlslFacts): Tri {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  const rest = condition.replace(/\/\/.*$/, '').trimEnd();
  while (TOKEN.lastIndex < rest.length) {
    const m = TOKEN.exec(rest);
    if (!m) return null;
    tokens.push(m[1]!);
  }
  let i = 0;
  const peek = () => tokens[i];
  const truth = (v: Value): Tri => (v === null ? null : v !== 0);
  const fromTruth = (t: Tri): Value => (t === null ? null : t ? 1 : 0);
  // each level returns null for unknown, a number otherwise (a truth is 1 or 0); `bad` marks a syntax it cannot read
  let bad = false;
  const primary = (): Value => {
    const t = tokens[i++];
    if (t === undefined) return ((bad = true), null);
    if (t === '(') {
      const v = or();
      if (tokens[i++] !== ')') bad = true;
      return v;
    }
    if (t === '!') return fromTruth(((x) => (x === null ? null : !x))(truth(primary())));
    if (t === 'defined') {
      const paren = peek() === '(';
      if (paren) i++;
      const name = tokens[i++];
      if (paren && tokens[i++] !== ')') bad = true;
      if (name === undefined || !/^[A-Za-z_]\w*$/.test(name)) return ((bad = true), null);
      return facts.undefined.has(name) ? 0 : null;
    }
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) return facts.zero.has(t) ? 0 : null;
    return ((bad = true), null);
  };
  const compare = (): Value => {
    let left = primary();
    for (let op = peek(); op === '<' || op === '>' || op === '<=' || op === '>=' || op === '==' || op === '!='; op = peek()) {
      i++;
      const right = primary();
      if (left === null || right === null) left = null;
      else
        left = fromTruth(
          op === '<'
            ? left < right
            : op === '>'
              ? left > right
              : op === '<='
                ? left <= right
                : op === '>='
                  ? left >= right
                  : op === '=='
                    ? left === right
                    : left !== right,
        );
    }
    return left;
  };
  const and = (): Value => {
    let left = truth(compare());
    while (peek() === '&&') {
      i++;
      const right = truth(compare());
      left = left === false || right === false ? false : left === true && right === true ? true : null;
    }
    return fromTruth(left);
  };
  const or = (): Value => {
    let left = truth(and());
    while (peek() === '||') {
      i++;
      const right = truth(and());
      left = left === true || right === true ? true : left === false && right === false ? false : null;
    }
    return fromTruth(left);
  };
  const value = or();
  if (bad || i !== tokens.length) return null;
  return truth(value);
}

const DIRECTIVE = /^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)$/;

/** One `#if` ... `#endif` being read. */
interface Frame {
  /** Whether the lines around the block are written out. */
  outer: boolean;
  /** Whether an opening directive of this block was written out (the GPU decides among the branches left). */
  written: boolean;
  /** Whether a branch known to be taken was met: the later ones are dropped. */
  taken: boolean;
  /** Whether the current branch's lines are written out. */
  live: boolean;
}

/**
 * `source` with the branches `facts` decide resolved (see the module): the result preprocesses, for any definitions
 * consistent with `facts`, to what `source` does.
 * @throws Error when `#elif`, `#else` or `#endif` has no `#if`, or an `#if` no `#endif`.
 */
export function pruneGlsl(source: string, facts: GlslFacts): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const live = () => stack.length === 0 || (stack[stack.length - 1]!.outer && stack[stack.length - 1]!.live);
  for (const line of source.split('\n')) {
    const d = DIRECTIVE.exec(line);
    if (!d) {
      if (live()) out.push(line);
      continue;
    }
    const [, keyword, rest = ''] = d;
    const arg = rest.trim();
    if (keyword === 'if' || keyword === 'ifdef' || keyword === 'ifndef') {
      const outer = live();
      const value: Tri = keyword === 'if' ? evaluateCondition(arg, facts) : facts.undefined.has(arg) ? keyword === 'ifndef' : null;
      if (outer && value === null) out.push(line);
      stack.push({ outer, written: value === null, taken: value === true, live: value !== false });
      continue;
    }
    const frame = stack[stack.length - 1];
    if (!frame) throw new Error(`#${keyword} without #if in GLSL: ${line.trim()}`);
    if (keyword === 'endif') {
      stack.pop();
      if (frame.outer && frame.written) out.push(line);
      continue;
    }
    if (frame.taken) {
      frame.live = false;
      continue;
    }
    const value: Tri = keyword === 'else' ? true : evaluateCondition(arg, facts);
    if (value === false) frame.live = false;
    else if (frame.written) {
      if (frame.outer) out.push(value === true ? line.replace(/#\s*elif\b.*$/, '#else') : line);
      frame.live = true;
      frame.taken = value === true;
    } else {
      if (frame.outer && value === null) out.push(line.replace(/#\s*elif\b/, '#if'));
      frame.written = value === null;
      frame.live = true;
      frame.taken = value === true;
    }
  }
  if (stack.length > 0) throw new Error(`GLSL: ${stack.length} #if without #endif`);
  return out.join('\n');
}
