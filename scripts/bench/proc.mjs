// What the benchmarks read of a server process on Linux (/proc, and `ss` for a port's listener): its CPU time, its
// memory and which process serves a port.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The CPU time a process has used, user and system, in ms (in clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** The resident memory of a process, in MiB. */
export function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** A process's first child (nginx's one worker, under its master). */
export function childPid(pid) {
  const [child] = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  if (!child) throw new Error(`process ${pid} has no child`);
  return Number(child);
}

/** The process listening on a loopback URL's port: the server that answers it, whichever way it was started. */
export function listenerPid(url) {
  const { port } = new URL(url);
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = line.match(/pid=(\d+)/);
  if (!pid) throw new Error(`no process listens on port ${port} (ss printed: ${line.trim() || 'nothing'})`);
  return Number(pid[1]);
}
