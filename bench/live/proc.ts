/**
 * The live bench's measures read from the system: a process's CPU and RSS and PostgreSQL's backends' CPU from /proc,
 * the machine's CPU, and the summary of a list of figures.
 * @module
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { percentile } from '../stats.ts';

let CLK_TCK = 100;
try {
  CLK_TCK = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
} catch {
  /* keep 100 */
}

/** A process's RSS and peak RSS (KiB) and CPU time (s, user + system), from /proc; `error` when it cannot be read. */
export interface ProcStats {
  rssKB?: number | null;
  hwmKB?: number | null;
  cpuS?: number;
  error?: string;
}

/** The {@link ProcStats} of process `pid` now. */
export function procStats(pid: number): ProcStats {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) : null;
    };
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after "(comm) ": state is field 3, utime 14, stime 15
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[14 - 3]) + Number(f[15 - 3]);
    return { rssKB: kb('VmRSS'), hwmKB: kb('VmHWM'), cpuS: ticks / CLK_TCK };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The summed {@link ProcStats} of several processes (RSS and peak RSS added up: each process's own peak). */
export function sumStats(all: ProcStats[]): ProcStats {
  const errors = all.filter((s) => s.error).map((s) => s.error);
  if (errors.length) return { error: errors.join('; ') };
  const add = (key: 'rssKB' | 'hwmKB') => (all.every((s) => s[key] != null) ? all.reduce((sum, s) => sum + s[key]!, 0) : null);
  return { rssKB: add('rssKB'), hwmKB: add('hwmKB'), cpuS: all.reduce((sum, s) => sum + (s.cpuS ?? 0), 0) };
}

/**
 * The CPU time (s, user + system) of each PostgreSQL process that works for `database`, by PID: the backends
 * connected to it and the server's own processes (postmaster, checkpointer, WAL writer, ...), not the backends of
 * other databases on the same server. From /proc (`comm` is `postgres`; a backend's command line names its
 * database). A backend that exits between two readings takes its time with it.
 */
export function postgresCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      // "postgres: 15/main: user database 127.0.0.1(port) state" (the cluster's name only when it has one)
      const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(cmdline);
      if (backend && backend[1] !== database) continue;
      const cpuS = procStats(Number(entry)).cpuS;
      if (cpuS !== undefined) out.set(Number(entry), cpuS);
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** CPU seconds spent between two {@link postgresCpu} readings (a process born meanwhile counts from zero). */
export function postgresCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let s = 0;
  for (const [pid, cpuS] of after) s += cpuS - (before.get(pid) ?? 0);
  return s;
}

/** The machine's CPU time so far, idle and in all, in clock ticks over every core (from /proc/stat). */
export function machineCpu(): { idle: number; total: number } {
  const parts = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = parts[3]! + (parts[4] ?? 0);
  const total = parts.slice(0, 8).reduce((a, b) => a + b, 0);
  return { idle, total };
}

/** count, min, median, p90, p99, max, mean (3 decimals), nearest-rank percentiles as the anchor's. */
export function summary(values: readonly number[]) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const n = values.length;
  const mean = n ? values.reduce((a, b) => a + b, 0) / n : NaN;
  return {
    count: n,
    min: r(percentile(values, 0)),
    median: r(percentile(values, 50)),
    p90: r(percentile(values, 90)),
    p99: r(percentile(values, 99)),
    max: r(percentile(values, 100)),
    mean: r(mean),
  };
}
