import net from 'node:net';

/** One client connection through the proxy and the server connection it was paired with. */
export interface ProxyLink {
  client: net.Socket;
  server: net.Socket;
  /** The client side was closed (by the client, or by the proxy's close()). */
  clientClosed: boolean;
  /** Blackholed: bytes and closes are no longer passed on. */
  dead: boolean;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (a postgres:// URL) that can fail the way networks
 * do: `blackhole()` stops forwarding on the links open now without closing anything (a dead NAT
 * entry, a pulled cable: no FIN, no RST, the bytes just vanish), `refuse` resets every new
 * connection at once (the address answers but the database cannot be reached).
 */
export async function tcpProxy(target: string) {
  const to = new URL(target);
  const links: ProxyLink[] = [];
  let refuse = false;
  const server = net.createServer((client) => {
    if (refuse) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    const link: ProxyLink = { client, server: upstream, clientClosed: false, dead: false };
    links.push(link);
    const forward = (from: net.Socket, onto: net.Socket) => {
      from.on('data', (b) => { if (!link.dead) onto.write(b); });
      from.on('error', () => { if (!link.dead) onto.destroy(); });
      // A real cut tells neither side: a blackholed link passes no close either.
      from.on('close', () => { if (!link.dead) onto.destroy(); });
    };
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => { link.clientClosed = true; });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    links: links as readonly ProxyLink[],
    /** Every link open now stops passing bytes either way (both sockets stay open). */
    blackhole(): ProxyLink[] {
      const open = links.filter((l) => !l.clientClosed);
      for (const l of open) l.dead = true;
      return open;
    },
    set refuse(on: boolean) { refuse = on; },
    async close(): Promise<void> {
      for (const l of links) { l.client.destroy(); l.server.destroy(); }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
