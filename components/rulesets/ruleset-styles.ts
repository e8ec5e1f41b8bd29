/**
 * The rulesets' styles in the shadow roots that show a ruleset's things (the embed's weight): a reactive controller
 * that adopts, into its element's shadow root, the styles of every ruleset loaded so far for the places it names
 * (`RulesetParts.styles`: `card`, `dice`, `join`, `log`), and those of each ruleset loaded later as it loads
 * (`registry.ts`: the rulesets other than classic are chunks fetched on demand, so their styles cannot be in the
 * elements' static styles). They come after the element's own styles; a ruleset's classes are its own.
 * @module
 */
import { adoptStyles, supportsAdoptingStyleSheets, type CSSResult, type ReactiveController, type ReactiveElement } from 'lit';
import type { RulesetParts } from './parts.ts';
import { onRulesetLoaded, rulesetStyles } from './registry.ts';

/** Where a ruleset's styles go (the keys of `RulesetParts.styles`). */
export type RulesetStylePlace = keyof RulesetParts['styles'];

/** Adopts the loaded rulesets' styles for `places` into its host's shadow root, now and as more rulesets load. */
export class RulesetStyles implements ReactiveController {
  /** The styles already in the host's root (a root keeps them while the element is moved or reconnected). */
  private readonly adopted = new Set<CSSResult>();
  private stop: (() => void) | null = null;

  /** Adds itself to `host`, whose render root is a shadow root (Lit's default); `places` in the order they apply. */
  constructor(
    private readonly host: ReactiveElement,
    private readonly places: readonly RulesetStylePlace[],
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.adopt();
    this.stop ??= onRulesetLoaded(() => this.adopt());
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = null;
  }

  /** Adds to the host's shadow root the loaded rulesets' styles it does not hold yet. */
  private adopt(): void {
    const root = this.host.renderRoot;
    if (!(root instanceof ShadowRoot)) return;
    const fresh = this.places.flatMap((place) => rulesetStyles(place)).filter((s) => !this.adopted.has(s));
    if (fresh.length === 0) return;
    for (const s of fresh) this.adopted.add(s);
    // without constructable style sheets, Lit's adoptStyles appends a <style> per result (as it did for the element's own)
    if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh.map((s) => s.styleSheet!)];
    else adoptStyles(root, fresh);
  }
}
