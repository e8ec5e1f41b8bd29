/**
 * `<qb-campaign-dialogue>`: the open conversation — its speaker, the page's text and its choices, each a
 * button sending `talk` `{ choice }` — and Leave; only what can be chosen now is a button (no disabled button that
 * cannot say why). Nothing when no conversation is open. The place card (`<qb-campaign-node>`) holds it under the
 * dialogue's step, whose heading already says "Dialogue": this part heads the speaker's words with the speaker only.
 * @module
 */
import { css, html, nothing } from 'lit';
import { defineOnce } from '../../define.ts';
import { langText } from '../../lang-text.ts';
import { CampaignPart } from './campaign-part.ts';

/** The dialogue panel. */
export class QbCampaignDialogue extends CampaignPart {
  static override styles = [
    ...CampaignPart.styles,
    css`
      section {
        display: grid;
        gap: 0.6rem;
      }
      .speaker {
        margin: 0;
        font-size: 0.95rem;
      }
      .page {
        margin: 0;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
    `,
  ];

  protected override render() {
    const d = this.view?.dialogue;
    if (!d) return nothing;
    return html`<section aria-labelledby="speaker" aria-roledescription=${this.tx('dialogue')}>
      <h4 id="speaker" class="speaker">${langText(d.speaker, this.lang)}</h4>
      <p class="page">${langText(d.page.text, this.lang)}</p>
      <ul aria-label=${this.tx('dialogue_choices')}>
        ${d.page.choices.filter((c) => this.isLegal({ type: 'talk', choice: c.id })).map((c) => html`<li>${this.actionButton({ type: 'talk', choice: c.id }, langText(c.text, this.lang))}</li>`)}
      </ul>
      <div class="row">${this.actionButton({ type: 'leave' }, this.tx('btn_leave'), { secondary: true })}</div>
    </section>`;
  }
}

defineOnce('qb-campaign-dialogue', QbCampaignDialogue);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-dialogue': QbCampaignDialogue;
  }
}
