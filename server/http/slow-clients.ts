import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What a client may hold of the server (HTTP/1.1): its connections, and time between its bytes. */
export const connectionLimits = {
  /** The whole header of a request, from its first byte (Node answers 408 and closes). */
  headersMs: 10_000,
  /** A body that stops coming: the connection is closed this long after its last byte. */
  bodyIdleMs: 10_000,
  /** The whole request, however steadily it trickles (the app uploads at most a small picture). */
  requestMs: 20_000,
  /** How often Node looks for connections past those times. */
  checkEveryMs: 1_000,
};

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Frees the server from clients that hold it: a header or a body sent a byte at a time is cut
 * (`connectionLimits`), and one address keeps at most `perClient` connections open (0: no limit;
 * behind a proxy every connection is the proxy's, which limits clients itself).
 */
export function guardConnections(server: Server, perClient: number): void {
  server.headersTimeout = connectionLimits.headersMs;
  server.requestTimeout = connectionLimits.requestMs;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (perClient <= 0) return;
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    // No byte of the body for this long: Node closes the socket (nobody listens for its timeout).
    req.socket.setTimeout(connectionLimits.bodyIdleMs);
    req.once('end', () => req.socket.setTimeout(0));
    // Answered before its body came (refused early): the rest is not waited for on this connection.
    res.once('finish', () => {
      if (!req.complete) req.socket.destroySoon();
    });
  });
}
