import { execFileSync } from 'node:child_process';
import { stack } from './stack';

// The test site's heap, measured after a full garbage collection, through Node's inspector: the site runs with
// `--inspect-port=0` (scripts/lib/test-stack.mjs), so SIGUSR1 opens the inspector on a free port of its own. The
// resident memory the operating system reports moves with when the collector last ran, which a loaded machine
// delays by hundreds of megabytes; the heap after a collection holds only what is still referenced.

/** The listening TCP ports of process `pid`, and the pid of the process that listens on the site's port. */
function listening(): { pid: number; ports: (pid: number) => number[] } {
  const sitePort = new URL(stack.siteUrl).port;
  const owner = execFileSync('ss', ['-Hltnp', `sport = :${sitePort}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(owner)?.[1]);
  if (!pid) throw new Error(`no process listens on port ${sitePort}: ${owner}`);
  return {
    pid,
    ports: (of) =>
      execFileSync('ss', ['-Hltnp'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(`pid=${of},`))
        .map((line) => Number(/:(\d+)\s/.exec(line)?.[1]))
        .filter((port) => port > 0 && String(port) !== sitePort),
  };
}

/** The site process's inspector: opened with SIGUSR1 when it is not open yet; its WebSocket address. */
async function inspectorOfSite(): Promise<string> {
  const { pid, ports } = listening();
  if (ports(pid).length === 0) process.kill(pid, 'SIGUSR1');
  for (let tries = 0; tries < 50; tries++) {
    for (const port of ports(pid)) {
      const targets = await fetch(`http://127.0.0.1:${port}/json/list`)
        .then((response) => response.json() as Promise<{ webSocketDebuggerUrl: string }[]>)
        .catch(() => []);
      if (targets[0]) return targets[0].webSocketDebuggerUrl;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the site (pid ${pid}) opened no inspector: is it started with --inspect-port=0?`);
}

/**
 * The site's heap in use (MB) after a full collection, once it has settled: work a burst of requests leaves behind
 * for a few seconds (idle keep-alive connections until their time-out, background work) is still referenced right
 * after the burst. In a test of 10,000 requests on a loaded machine that was 20 to 50 MB more than the same heap
 * read seconds later. So the first reading waits out the keep-alive time-out, and readings repeat while they fall.
 */
export async function settledSiteHeapMb(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, KEEP_ALIVE_TIMEOUT_MS + 1_000));
  let least = await heapAfterCollection();
  for (let reading = 0; reading < 10; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await heapAfterCollection();
    if (now > least - 1) return Math.min(least, now);
    least = now;
  }
  return least;
}

/** How long the site keeps an idle connection open (Node's default `keepAliveTimeout`). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** The site's heap in use (MB) after a full collection. */
async function heapAfterCollection(): Promise<number> {
  const socket = new WebSocket(await inspectorOfSite());
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('could not reach the site’s inspector'));
  });
  let id = 0;
  type Answer = { id?: number; result?: { result?: { value?: unknown } } };
  const call = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve) => {
      const sent = ++id;
      socket.addEventListener('message', function answered(event) {
        const message = JSON.parse(String(event.data)) as Answer;
        if (message.id !== sent) return;
        socket.removeEventListener('message', answered);
        resolve(message);
      });
      socket.send(JSON.stringify({ id: sent, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const used = await call('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
    const bytes = used.result?.result?.value;
    if (typeof bytes !== 'number') throw new Error(`the site’s inspector answered ${JSON.stringify(used)}`);
    return bytes / 1024 / 1024;
  } finally {
    socket.close();
  }
}
