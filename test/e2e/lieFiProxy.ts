/**
 * A TCP proxy on 127.0.0.1 in front of the site, for "lie-fi": a network that connects but never
 * answers (a captive portal, a stalled mobile link). It passes every connection through until
 * `hang()`; from then on it accepts every connection, reads what the browser sends and answers
 * nothing, and the connections already open (kept alive by the browser) go silent too. The
 * browser sees no error, only a request that never ends, as on such a network. `answer()` turns
 * it back into a plain proxy.
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface LieFiProxy {
  /** The site through the proxy: http://127.0.0.1:<port>. */
  origin: string;
  /** From now on, every connection opens and nothing is answered. */
  hang: () => void;
  /** From now on, connections reach the site again. */
  answer: () => void;
  /** How many connections were held unanswered since the last `hang()`. */
  held: () => number;
  close: () => Promise<void>;
}

export async function startLieFiProxy(upstream: URL): Promise<LieFiProxy> {
  let hanging = false;
  let heldCount = 0;
  const open = new Set<{ client: Socket; server?: Socket }>();

  const hold = (client: Socket) => {
    heldCount += 1;
    client.removeAllListeners('data');
    // Read and drop what the browser sends, so it never sees a full buffer either.
    client.on('data', () => undefined);
    client.resume();
  };

  const proxy: Server = createServer((client) => {
    client.on('error', () => undefined);
    const pair: { client: Socket; server?: Socket } = { client };
    open.add(pair);
    client.on('close', () => {
      pair.server?.destroy();
      open.delete(pair);
    });
    if (hanging) {
      hold(client);
      return;
    }
    const server = connect(Number(upstream.port), upstream.hostname);
    pair.server = server;
    server.on('error', () => client.destroy());
    server.on('close', () => {
      if (!hanging) client.destroy();
    });
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${String(port)}`,
    hang: () => {
      hanging = true;
      heldCount = 0;
      // Connections kept alive go silent: nothing more reaches the site or comes back.
      for (const pair of open) {
        if (!pair.server) continue;
        pair.client.unpipe(pair.server);
        pair.server.unpipe(pair.client);
        pair.server.destroy();
        pair.server = undefined;
        hold(pair.client);
      }
    },
    answer: () => {
      hanging = false;
      // Held connections are dropped; the browser opens new ones, which now pass.
      for (const pair of open) if (!pair.server) pair.client.destroy();
    },
    held: () => heldCount,
    close: async () => {
      for (const pair of open) {
        pair.server?.destroy();
        pair.client.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
