// Starting a server process and waiting until it answers: the one spawn-and-wait every server of
// servers.mjs goes through (nginx, Cloudflare's runtime).
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** The repository's folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function accepts(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/**
 * Starts `command` in a process group of its own and resolves once 127.0.0.1:`port` accepts
 * connections and `ready(output)` holds (output: what it printed so far, without colours).
 * Resolves to { stop, output, exited }: stop() ends the whole group (SIGTERM, then SIGKILL after
 * 5 s) and resolves once it has exited; exited resolves with the exit code or signal when it
 * ends. echo copies its output to this process's; onExit runs once it has ended, or when this
 * process exits first. Rejects, with its output, when it exits or outlasts `timeout` first.
 */
export async function spawnServer(
  command,
  args,
  { port, name, echo = false, ready = () => true, env, cwd, onExit, timeout = 30_000 },
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const [stream, echoTo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    stream.on('data', (chunk) => {
      if (echo) echoTo.write(chunk);
      output += stripVTControlCharacters(String(chunk));
    });
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onExit?.();
  };
  const exited = new Promise((done) =>
    child.on('exit', (code, killedBy) => {
      end();
      done(killedBy ?? code);
    }),
  );
  const onParentExit = () => {
    if (running()) signal('SIGKILL');
    end();
  };
  process.on('exit', onParentExit);
  const stop = () => {
    if (running()) {
      signal('SIGTERM');
      setTimeout(() => signal('SIGKILL'), 5000).unref();
    }
    return exited.then(() => process.off('exit', onParentExit));
  };

  const deadline = Date.now() + timeout;
  for (;;) {
    if (!running())
      throw new Error(`${name} exited (${String(await exited)}) before serving:\n${output}`);
    if (ready(output) && (await accepts(port))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} did not answer on port ${port} within ${timeout / 1000} s:\n${output}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { stop, output: () => output, exited };
}
