/**
 * The addresses of one quest-board deployment, as the element's `server` attribute gives them: one origin (or '' for
 * this page's), or several separated by white space — instances of one deployment serving the same rooms from one
 * database (README, "Several instances"). Every request and the live connection go to the {@link Endpoints.current}
 * address; one that fails at the network level (no answer at all, not an error status) is reported with
 * {@link Endpoints.failed}, and the list moves on to the next address, round robin. A single address never moves:
 * it behaves as it always did.
 *
 * The list is shared by everything on the page that names the same addresses ({@link endpoints}): the live connection
 * and the HTTP requests of every board of that server move on together.
 * @module
 */

/** The addresses of a `server` attribute: split on white space, trailing slashes dropped; `['']` (this page's origin) when empty. */
export function parseAddresses(server: string): string[] {
  const addresses = server
    .trim()
    .split(/\s+/)
    .map((a) => a.replace(/\/+$/, ''))
    .filter((a) => a !== '');
  return addresses.length > 0 ? addresses : [''];
}

/** The addresses of one deployment and the one in use (see the module). */
export class Endpoints {
  /** The addresses, in the order given (at least one). */
  readonly addresses: readonly string[];
  #index = 0;

  constructor(server: string) {
    this.addresses = parseAddresses(server);
  }

  /** The address to use now: the first one until one fails. */
  get current(): string {
    return this.addresses[this.#index]!;
  }

  /**
   * `address` failed at the network level: when it is still the current one, the next address (after the last, the
   * first again) becomes current. A failure of an address already left (another request found it first) moves
   * nothing, so two requests failing together skip one address, not two.
   * @returns the address to use now.
   */
  failed(address: string): string {
    if (this.current === address) this.#index = (this.#index + 1) % this.addresses.length;
    return this.current;
  }
}

const LISTS = new Map<string, Endpoints>();

/** The page's one {@link Endpoints} for the addresses of `server` (an attribute value): made on first use. */
export function endpoints(server: string): Endpoints {
  const key = parseAddresses(server).join(' ');
  let list = LISTS.get(key);
  if (!list) {
    list = new Endpoints(key);
    LISTS.set(key, list);
  }
  return list;
}
