/**
 * The evaluation of effects to intents: each effect's fields evaluated, `let`, `repeat` and `forEach` bound.
 * Evaluating effects changes nothing: it returns the intents for the engine to check and apply.
 * @module
 */
import { EFFECTS, REPEAT_CAP, STANCES } from './grammar.ts';
import { type Frame, isObject, type Json, show } from './eval-base.ts';
import { ExpressionEvaluator } from './eval-expressions.ts';
import type { DispositionStance } from '../../content/schemas/rules/encounters.ts';
import type { DslValue, Intent } from './types.ts';

/** A whole evaluation: expressions, predicates and effects. */
export class Evaluator extends ExpressionEvaluator {
  effects(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!Array.isArray(node)) this.fail('effects are a list');
    for (let i = 0; i < node.length; i++) {
      this.path.push(i);
      this.effect(node[i], frame, depth + 1, out);
      this.path.pop();
    }
  }

  effect(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!isObject(node)) this.fail(`not an effect: ${show(node)}`);
    const keys = Object.keys(node);
    const name = keys[0];
    if (keys.length !== 1 || name === undefined || !EFFECTS.has(name))
      this.fail(`not an effect: ${keys.map((k) => JSON.stringify(k)).join(', ') || 'an empty object'}`);
    const body = node[name];
    if (!isObject(body)) return this.at(name, () => this.fail(`"${name}" takes an object of fields`));
    this.path.push(name);
    this.effectBody(name, body, frame, depth + 1, out);
    this.path.pop();
  }

  /** Field `k` of effect `name`'s `body`, evaluated (it must be there). */
  field(name: string, body: Json, k: string, frame: Frame | undefined, d: number): DslValue {
    if (!Object.hasOwn(body, k)) this.fail(`"${name}" needs "${k}"`);
    return this.sub(k, body[k], frame, d);
  }

  /** Field `k` as a finite number. */
  fieldNumber(name: string, body: Json, k: string, frame: Frame | undefined, d: number): number {
    const v = this.field(name, body, k, frame, d);
    this.path.push(k);
    const x = this.finite(this.num(v));
    this.path.pop();
    return x;
  }

  /** Field `k` as an id: a non-empty string. */
  fieldId(name: string, body: Json, k: string, frame: Frame | undefined, d: number): string {
    const v = Object.hasOwn(body, k) ? this.field(name, body, k, frame, d) : undefined;
    if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be an id (a string), not ${show(v)}`));
    return v;
  }

  /** Field `k` as written: a non-empty string, not evaluated. */
  fieldText(body: Json, k: string): string {
    const v = body[k];
    if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be a non-empty string`));
    return v;
  }

  effectBody(name: string, body: Json, frame: Frame | undefined, d: number, out: Intent[]): void {
    switch (name) {
      case 'damage': {
        const intent: Intent = {
          type: 'damage',
          target: this.fieldId(name, body, 'target', frame, d),
          amount: this.fieldNumber(name, body, 'amount', frame, d),
        };
        if (Object.hasOwn(body, 'damageType')) intent.damageType = this.fieldText(body, 'damageType');
        out.push(intent);
        return;
      }
      case 'heal':
        out.push({ type: 'heal', target: this.fieldId(name, body, 'target', frame, d), amount: this.fieldNumber(name, body, 'amount', frame, d) });
        return;
      case 'applyCondition': {
        const intent: Intent = { type: 'applyCondition', target: this.fieldId(name, body, 'target', frame, d), condition: this.fieldText(body, 'condition') };
        if (Object.hasOwn(body, 'duration')) intent.duration = this.fieldNumber(name, body, 'duration', frame, d);
        if (Object.hasOwn(body, 'magnitude')) intent.magnitude = this.fieldNumber(name, body, 'magnitude', frame, d);
        out.push(intent);
        return;
      }
      case 'removeCondition':
        out.push({ type: 'removeCondition', target: this.fieldId(name, body, 'target', frame, d), condition: this.fieldText(body, 'condition') });
        return;
      case 'adjustResource':
        out.push({
          type: 'adjustResource',
          target: this.fieldId(name, body, 'target', frame, d),
          resource: this.fieldText(body, 'resource'),
          amount: this.fieldNumber(name, body, 'amount', frame, d),
        });
        return;
      case 'setFlag':
        out.push({
          type: 'setFlag',
          flag: this.fieldText(body, 'flag'),
          value: Object.hasOwn(body, 'value') ? this.field(name, body, 'value', frame, d) : true,
        });
        return;
      case 'learnLore':
        out.push({ type: 'learnLore', entry: this.fieldText(body, 'entry') });
        return;
      case 'grantItem':
      case 'removeItem':
        out.push({
          type: name,
          target: this.fieldId(name, body, 'target', frame, d),
          item: this.fieldText(body, 'item'),
          quantity: Object.hasOwn(body, 'quantity') ? this.fieldNumber(name, body, 'quantity', frame, d) : 1,
        });
        return;
      case 'adjustReputation':
        out.push({ type: 'adjustReputation', faction: this.fieldText(body, 'faction'), amount: this.fieldNumber(name, body, 'amount', frame, d) });
        return;
      case 'setDisposition': {
        const to = this.field(name, body, 'to', frame, d);
        if (typeof to === 'string' && STANCES.includes(to))
          out.push({ type: 'setDisposition', target: this.fieldId(name, body, 'target', frame, d), to: to as DispositionStance });
        else if (typeof to === 'number' && Number.isFinite(to)) out.push({ type: 'setDisposition', target: this.fieldId(name, body, 'target', frame, d), to });
        else this.at('to', () => this.fail(`"to" is a stance (ally, neutral, hostile) or a disposition number, not ${show(to)}`));
        return;
      }
      case 'move':
        out.push({ type: 'move', target: this.fieldId(name, body, 'target', frame, d), to: this.field(name, body, 'to', frame, d) });
        return;
      case 'emit': {
        const data: Record<string, DslValue> = {};
        if (Object.hasOwn(body, 'data')) {
          const raw = body['data'];
          if (!isObject(raw)) this.at('data', () => this.fail('"data" is an object of expressions'));
          this.at('data', () => {
            for (const [k, v] of Object.entries(raw as Json))
              Object.defineProperty(data, k, { value: this.at(k, () => this.expression(v, frame, d)), enumerable: true, writable: true, configurable: true });
          });
        }
        out.push({ type: 'emit', event: this.fieldText(body, 'event'), data });
        return;
      }
      case 'if': {
        this.path.push('when');
        const holds = this.predicate(body['when'], frame, d);
        this.path.pop();
        const branch = holds ? 'then' : Object.hasOwn(body, 'else') ? 'else' : null;
        if (branch !== null) {
          this.path.push(branch);
          this.effects(body[branch], frame, d, out);
          this.path.pop();
        }
        return;
      }
      case 'repeat': {
        const times = this.fieldNumber(name, body, 'times', frame, d);
        if (!Number.isInteger(times) || times < 0) this.at('times', () => this.fail(`"repeat" runs a whole number of times, 0 or more, not ${times}`));
        const n = Math.min(times, REPEAT_CAP);
        for (let i = 0; i < n; i++) this.at('do', () => this.effects(body['do'], { name: 'index', value: i, parent: frame }, d, out));
        return;
      }
      case 'forEach': {
        const list = this.field(name, body, 'in', frame, d);
        if (!Array.isArray(list)) this.at('in', () => this.fail(`"forEach" goes through a list, not ${show(list)}`));
        const as = this.fieldText(body, 'as');
        (list as DslValue[]).forEach((item, i) => {
          const inner: Frame = { name: as, value: item, parent: { name: 'index', value: i, parent: frame } };
          this.at('do', () => this.effects(body['do'], inner, d, out));
        });
        return;
      }
      case 'let': {
        const bound = this.field(name, body, 'value', frame, d);
        this.at('in', () => this.effects(body['in'], { name: this.fieldText(body, 'name'), value: bound, parent: frame }, d, out));
        return;
      }
    }
  }
}
