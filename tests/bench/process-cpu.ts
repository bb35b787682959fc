import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used so far (user + system, /proc on Linux), in ms. On a machine shared
 * with other work the rates follow the load; CPU per request does much less so.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
