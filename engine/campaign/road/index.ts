/**
 * The road's rules (issue 16): travel, the nodes of a location, the map's view; each module registers its handlers.
 * @module
 */
export {};
