/**
 * `<qb-users>`: for administrators, the Archive's users (create with a role, delete after a confirmation) and the
 * API tokens other tools write content with (create: the token is shown once; revoke).
 * @module
 */
import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ArchiveApi } from './api.ts';
import { t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';

interface User {
  id: number;
  name: string;
  role: 'admin' | 'author';
  created_at: string;
}

interface Token {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * @element qb-users
 */
export class QbUsers extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: grid;
        gap: 1rem;
        max-width: 52rem;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.9rem;
      }
      td,
      th {
        text-align: left;
        padding: 0.3rem 0.4rem;
        border-bottom: 1px solid var(--_border);
      }
      th {
        font-size: 0.75rem;
        color: var(--_muted);
        text-transform: uppercase;
      }
      td.end {
        text-align: right;
      }
      form {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
        align-items: center;
        margin-top: 0.6rem;
      }
      form input[type='text'],
      form input[type='password'] {
        width: 12rem;
      }
      code.secret {
        display: block;
        padding: 0.5rem;
        background: var(--_bg);
        border: 1px dashed var(--_accent);
        border-radius: 6px;
        word-break: break-all;
        color: var(--_accent);
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() private accessor users: User[] = [];
  @state() private accessor tokens: Token[] = [];
  @state() private accessor problem = '';
  @state() private accessor confirming: number | null = null;
  @state() private accessor newToken: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('api')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.api) return;
    try {
      const [users, tokens] = await Promise.all([
        this.api.call<{ items: User[] }>('GET', '/api/users'),
        this.api.call<{ items: Token[] }>('GET', '/api/tokens'),
      ]);
      this.users = users.data.items;
      this.tokens = tokens.data.items;
    } catch (err) {
      this.problem = refusalWords(err, this.lang);
    }
  }

  private async run(fn: () => Promise<unknown>): Promise<void> {
    this.problem = '';
    try {
      await fn();
      await this.load();
    } catch (err) {
      this.problem = refusalWords(err, this.lang);
    }
  }

  private createUser(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    void this.run(async () => {
      await this.api!.call('POST', '/api/users', {
        name: String(data.get('name') ?? ''),
        password: String(data.get('password') ?? ''),
        role: String(data.get('role') ?? 'author'),
      });
      form.reset();
    });
  }

  private createToken(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const name = String(new FormData(form).get('name') ?? '');
    void this.run(async () => {
      const { data } = await this.api!.call<{ token: string }>('POST', '/api/tokens', { name });
      this.newToken = data.token;
      form.reset();
    });
  }

  override render(): TemplateResult {
    const lang = this.lang;
    return html`
      ${this.problem ? html`<p class="err" data-role="problem">${this.problem}</p>` : nothing}
      <section class="panel" data-role="users">
        <h2>${t(lang, 'users')}</h2>
        <table>
          <thead>
            <tr>
              <th>${t(lang, 'userName')}</th>
              <th>${t(lang, 'role')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            ${this.users.map(
              (u) => html`<tr data-user=${u.name}>
                <td>${u.name}</td>
                <td>${t(lang, u.role === 'admin' ? 'role_admin' : 'role_author')}</td>
                <td class="end">
                  ${
                    this.confirming === u.id
                      ? html`<button class="small danger" data-action="confirm-delete-user" @click=${() =>
                          this.run(async () => {
                            this.confirming = null;
                            await this.api!.call('DELETE', `/api/users/${u.id}`);
                          })}>${t(lang, 'confirm')}</button>
                        <button class="small secondary" @click=${() => (this.confirming = null)}>${t(lang, 'cancel')}</button>`
                      : html`<button class="small danger" data-action="delete-user" @click=${() => (this.confirming = u.id)}>${t(lang, 'delete')}</button>`
                  }
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
        <form data-role="new-user" @submit=${(e: SubmitEvent) => this.createUser(e)}>
          <input type="text" name="name" required placeholder=${t(lang, 'userName')} />
          <input type="password" name="password" required minlength="8" placeholder=${t(lang, 'password')} />
          <select name="role">
            <option value="author">${t(lang, 'role_author')}</option>
            <option value="admin">${t(lang, 'role_admin')}</option>
          </select>
          <button type="submit" data-action="create-user">+ ${t(lang, 'add')}</button>
        </form>
      </section>
      <section class="panel" data-role="tokens">
        <h2>${t(lang, 'tokens')}</h2>
        <p class="muted">${t(lang, 'tokensHint')}</p>
        ${this.newToken ? html`<p>${t(lang, 'tokenOnce')}</p><code class="secret" data-role="new-token">${this.newToken}</code>` : nothing}
        <table>
          <tbody>
            ${this.tokens.map(
              (k) => html`<tr data-token=${k.name}>
                <td>${k.name}</td>
                <td class="muted">${k.last_used_at ? t(lang, 'lastUsed', { when: new Date(k.last_used_at).toLocaleString(lang) }) : t(lang, 'neverUsed')}</td>
                <td class="end">
                  <button class="small danger" data-action="revoke-token" @click=${() => this.run(() => this.api!.call('DELETE', `/api/tokens/${k.id}`))}>${t(lang, 'revoke')}</button>
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
        <form data-role="new-token-form" @submit=${(e: SubmitEvent) => this.createToken(e)}>
          <input type="text" name="name" required placeholder=${t(lang, 'tokenName')} />
          <button type="submit" data-action="create-token">+ ${t(lang, 'add')}</button>
        </form>
      </section>
    `;
  }
}
