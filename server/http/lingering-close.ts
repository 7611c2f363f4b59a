import type { Socket } from 'node:net';

/**
 * How long, and how much, a closing connection still reads of a body nobody wanted. The server drains
 * a refused body for half a second before it closes; a 2 MB upload on a loaded machine takes longer.
 */
const LINGER = { ms: 10_000, bytes: 16 * 1024 * 1024 };

/**
 * A connection closed while its client still sends the body (an upload refused with 413 after its
 * first bytes) makes the client meet a reset (EPIPE) instead of the answer. Here a connection that
 * is asked to close (`destroySoon`) first sends its end, then reads and drops what still comes until
 * the client closes its side, `linger.ms` pass or `linger.bytes` come: nginx's lingering close.
 */
export function lingerBeforeClosing(socket: Socket, linger = LINGER) {
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const destroy = () => socket.destroy();
    const timer = setTimeout(destroy, linger.ms);
    timer.unref();
    let read = 0;
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > linger.bytes) destroy();
    });
    socket.once('end', destroy);
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}
