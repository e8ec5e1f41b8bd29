/**
 * The town's and the Company's rules (issue 16): each module registers the handlers of its actions.
 * @module
 */
export {};
