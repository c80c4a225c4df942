// What the benchmarks read of a server process on Linux, from /proc: its CPU time, its memory and which process serves
// a port.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

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

/**
 * The process listening on a loopback URL's port: the server that answers it, whichever way it was started. Read from
 * /proc alone (the listening socket's inode in /proc/net/tcp and tcp6, then the process holding it), so no tool such
 * as `ss` needs to be installed.
 */
export function listenerPid(url) {
  const port = Number(new URL(url).port);
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is address:port in hex; state 0A is LISTEN.
      if (fields.length > 9 && fields[3] === '0A' && Number.parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) throw new Error(`no process listens on port ${port}`);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const socket = /^socket:\[(\d+)\]$/.exec(target);
      if (socket && inodes.has(socket[1])) return Number(pid);
    }
  }
  throw new Error(`the process listening on port ${port} was not found in /proc`);
}
