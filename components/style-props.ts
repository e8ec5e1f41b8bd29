/**
 * Inline styles that a strict Content-Security-Policy lets through. A `style="…"` attribute in a template (static
 * or bound) is an inline style: a page whose CSP has no `'unsafe-inline'` for styles (the demo and the Archive, and
 * any host page that is as strict) blocks it. Lit's own `styleMap` writes its first value as an attribute too.
 * {@link styleProps} writes every property through the CSSOM (`element.style.setProperty`), which CSP does not
 * govern, from the first render on.
 * @module
 */
import { noChange, type AttributePart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';

/** CSS properties by their CSS names (`background`, `--_tint`); `undefined` or `null` leaves one out. */
export type StyleProps = Readonly<Record<string, string | number | undefined | null>>;

class StylePropsDirective extends Directive {
  private set = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'style' || (part.strings?.length ?? 0) > 2) {
      throw new Error('styleProps() is the whole value of a style attribute: style=${styleProps({ ... })}');
    }
  }

  render(_props: StyleProps): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [props]: [StyleProps]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null) continue;
      style.setProperty(name, String(value));
      next.add(name);
    }
    for (const name of this.set) if (!next.has(name)) style.removeProperty(name);
    this.set = next;
    return noChange;
  }
}

/**
 * Sets CSS properties on the element through the CSSOM: `<span style=${styleProps({ background: color })}>`.
 * Properties left out on a later render are removed.
 * @throws Error when used anywhere but as the whole value of a `style` attribute.
 */
export const styleProps = directive(StylePropsDirective);
