/**
 * The mocha globals web-test-runner provides to browser tests (the subset these tests use), so they type-check
 * without adding @types/mocha.
 */
type MochaDone = (err?: unknown) => void;
type MochaFn = (this: { timeout(ms: number): void }, done: MochaDone) => void | Promise<unknown>;
type MochaAsyncFn = (this: { timeout(ms: number): void }) => void | Promise<unknown>;

declare function describe(title: string, fn: () => void): void;
declare function it(title: string, fn: MochaAsyncFn | MochaFn): void;
declare function before(fn: MochaAsyncFn): void;
declare function after(fn: MochaAsyncFn): void;
declare function beforeEach(fn: MochaAsyncFn): void;
declare function afterEach(fn: MochaAsyncFn): void;
