/**
 * The server's metrics in the Prometheus text format, kept by `prom-client` in a registry of their own (so two
 * servers in one process, as in the tests, never mix their counts). Loaded only when metrics are on
 * (`METRICS_TOKEN`): a server with metrics off never loads the library. docs/operations.md, "Metrics", lists every
 * metric with a panel list to build a dashboard from.
 * @module
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MeterGauges, ServerMetrics } from './meter.ts';

/** Every metric's name starts with this (the process and Node.js metrics keep prom-client's own names). */
export const PREFIX = 'quest_board_';

/**
 * The buckets of the action latency, in seconds: from half a millisecond (an action alone on a quiet server) to
 * 2.5 s (a server far past what it can hold).
 */
export const ACTION_BUCKETS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** The buckets of a write-ahead commit, in seconds (SQLite commits in tens of µs; PostgreSQL's `fdatasync` in ms). */
export const COMMIT_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** A new set of the server's metrics (see the module), with the process's and Node.js's default ones. */
export function createPrometheusMetrics(): ServerMetrics {
  const registry = new Registry();
  // RSS, heap, event-loop delay (sampled every 10 ms), handles, GC: prom-client's own names (process_*, nodejs_*)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const gauges: Partial<MeterGauges> = {};
  const registers = [registry];

  const applied = new Counter({
    name: `${PREFIX}actions_applied_total`,
    help: 'Actions applied and written to a room log on this instance (seat actions, joins, computer turns, prompts declined for time).',
    registers,
  });
  const refused = new Counter({
    name: `${PREFIX}actions_refused_total`,
    help: "Seat actions that reached a room and were refused, by the refusal's code.",
    labelNames: ['code'],
    registers,
  });
  const latency = new Histogram({
    name: `${PREFIX}action_seconds`,
    help: 'Server-side action latency: from its arrival at the room to every follower on this instance sent its update (queue and write-ahead included).',
    buckets: ACTION_BUCKETS,
    registers,
  });
  const commits = new Histogram({
    name: `${PREFIX}write_ahead_commit_seconds`,
    help: 'Time of one group commit of the write-ahead (one transaction holding the actions that arrived together).',
    buckets: COMMIT_BUCKETS,
    registers,
  });
  const committedActions = new Counter({
    name: `${PREFIX}write_ahead_actions_total`,
    help: 'Actions committed by the write-ahead (divided by the commits: how many share a transaction).',
    registers,
  });
  const sentBytes = new Counter({
    name: `${PREFIX}live_sent_bytes_total`,
    help: 'Bytes of the frames sent on live connections (payloads, UTF-8; WebSocket headers not counted).',
    registers,
  });
  const sentFrames = new Counter({ name: `${PREFIX}live_sent_frames_total`, help: 'Frames sent on live connections.', registers });
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers,
      async collect() {
        this.set(await read());
      },
    });
  gauge('rooms_in_memory', 'Rooms held in memory on this instance (evicted cold rooms are not).', () => gauges.roomsInMemory?.() ?? 0);
  gauge('rooms_live', 'Live rooms in the database, on every instance (not archived), in memory or not.', () => gauges.liveRooms?.() ?? 0);
  gauge('campaigns_followed', 'Campaigns followed live on this instance.', () => gauges.campaignsFollowed?.() ?? 0);
  gauge('live_sockets', 'Open sockets of the live connection (/api/live).', () => gauges.sockets?.() ?? 0);
  gauge('live_watches', 'Watches held over the live sockets (a room or a campaign followed by a board).', () => gauges.watches?.() ?? 0);

  return {
    gauges,
    actionApplied(seconds) {
      applied.inc();
      latency.observe(seconds);
    },
    actionRefused(code) {
      refused.inc({ code });
    },
    committed(seconds, writes) {
      commits.observe(seconds);
      committedActions.inc(writes);
    },
    sent(frame) {
      sentFrames.inc();
      sentBytes.inc(Buffer.byteLength(frame));
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
