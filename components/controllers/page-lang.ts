/**
 * The language an element with a `lang` property shows: its own `lang`, else the page's (the nearest `lang` of its
 * ancestors, `<html lang>` included) when it is Italian or English, else the reader's browser's; the element follows
 * the page's and the browser's when they change.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { toLang, type Lang } from '../i18n.ts';
import { readerLang, supportedLang } from '../reader-lang.ts';

/** The page-language watch of one element. */
export class PageLangController implements ReactiveController {
  /** The page's `<html lang>` or the browser's languages changed: an element with no `lang` of its own follows them. */
  private readonly followPage = (): void => {
    if (!this.host.lang) this.host.requestUpdate();
  };
  private readonly pageLangWatch = new MutationObserver(this.followPage);

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.pageLangWatch.observe(document.documentElement, { attributeFilter: ['lang'] });
    window.addEventListener('languagechange', this.followPage);
  }

  hostDisconnected(): void {
    this.pageLangWatch.disconnect();
    window.removeEventListener('languagechange', this.followPage);
  }

  /** The language to show: the host's `lang` attribute's, else the page's, else the reader's browser's. */
  shown(): Lang {
    if (this.host.lang) return toLang(this.host.lang);
    for (let n: Node | null = this.host.parentNode; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n instanceof Element && n.hasAttribute('lang')) {
        const page = supportedLang(n.getAttribute('lang'));
        if (page) return page;
        break;
      }
    }
    return readerLang();
  }
}
