/**
 * The live bench's report: its figures in lines, then one `RESULT_JSON {...}` line.
 * @module
 */
import type { ProcStats } from './proc.ts';

/** Prints the result `r` of a run (`seats`: the seats of each room). */
export function print(r: Record<string, any>, seats: number): void {
  const lines: string[] = [];
  const run = r.run;
  const rt = run?.roundTripMs;
  lines.push(
    `quest-board live round trip  M=${r.M} rooms x ${seats} seats = ${r.clients} WebSockets, ${r.movesPerMatch} actions/room${r.thinkMs ? `, think ${r.thinkMs} ms` : ', back-to-back'}, mission ${r.mission}  ${r.label}`,
  );
  if (r.instances > 1 || !String(r.database).startsWith('SQLite'))
    lines.push(
      `${r.instances} server instance${r.instances > 1 ? 's' : ''} on ${r.database}${r.instances > 1 ? ' (server CPU and RSS below: summed over them)' : ''}`,
    );
  if (r.aborted) lines.push(`ABORTED: ${r.aborted}`);
  if (r.roomSetupMs !== undefined)
    lines.push(`setup: ${r.M} rooms + ${r.sparesMade} spares created+seated+started ${r.roomSetupMs} ms, connect+watch ${r.connectMs} ms`);
  if (rt) {
    lines.push(`actions ${run.moves}/${run.movesExpected} in ${run.wallS} s = ${run.movesPerSec} actions/s`);
    lines.push(
      `round trip ms (send -> all 4 sockets have the seq): median ${rt.median}  p90 ${rt.p90}  p99 ${rt.p99}  max ${rt.max}  (mean ${rt.mean}, min ${rt.min}, n ${rt.count})`,
    );
    lines.push(
      `  the sender's answer (acted, or HTTP):               median ${run.ackMs.median}  p90 ${run.ackMs.p90}  p99 ${run.ackMs.p99}  max ${run.ackMs.max}`,
    );
    lines.push(
      `bytes per update per seat (WebSocket frame payload): median ${run.updateFrameBytes.median}, mean ${run.updateFrameBytes.mean}, max ${run.updateFrameBytes.max}; TCP bytes read per update ${run.tcpBytesReadPerUpdate}`,
    );
    lines.push(
      `games ended during the run: ${run.gamesEnded}${run.endedGameActions ? ` (actions per game: median ${run.endedGameActions.median}, min ${run.endedGameActions.min}, max ${run.endedGameActions.max}; ${JSON.stringify(run.gameEndings)})` : ''}, rooms created during the run: ${run.roomsCreatedDuringRun}`,
    );
    if (r.serverCpuPctIdleBeforeRun !== undefined) lines.push(`server CPU in the 250 ms before the run: ${r.serverCpuPctIdleBeforeRun}% of a core`);
    lines.push(
      `cpu during run: server ${run.serverCpuPctOfOneCore}% of a core${run.postgresCpuPctOfOneCore !== undefined ? `, PostgreSQL ${run.postgresCpuPctOfOneCore}% of a core` : ''}, load process ${run.loadProcessCpuPctOfOneCore}% of a core, machine ${run.machineBusyPctOfAllCores}% of all cores; load event-loop delay p99 ${run.loadProcessEventLoopDelayMs.p99} ms`,
    );
  } else if (r.partial) {
    lines.push(`partial: ${r.partial.moves} actions, round trip ${JSON.stringify(r.partial.roundTripMs)}`);
  }
  const mib = (s: ProcStats | undefined) => (s?.rssKB != null ? `${(s.rssKB / 1024).toFixed(1)} MiB` : s?.error ? `n/a (${s.error})` : 'n/a');
  lines.push(
    `server RSS: before ${mib(r.serverBefore)}, after connect ${mib(r.serverAfterConnect)}, after run ${mib(r.serverAfterRun)}${r.serverAfterRun?.hwmKB ? `, peak ${(r.serverAfterRun.hwmKB / 1024).toFixed(1)} MiB` : ''}; load process RSS ${r.loadProcessRssKB ? (r.loadProcessRssKB / 1024).toFixed(1) + ' MiB' : 'n/a'}`,
  );
  const p = r.problems;
  lines.push(`checks: refused actions ${p.refused}, seq mismatches ${p.wrongSeq}, disconnects ${p.disconnects}`);
  for (const e of p.errors) lines.push(`  ! ${e}`);
  console.log(lines.join('\n'));
  console.log('RESULT_JSON ' + JSON.stringify(r));
}
