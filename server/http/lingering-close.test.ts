import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerBeforeClosing } from './lingering-close.ts';

const servers: Server[] = [];
const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  for (const server of servers.splice(0)) server.close();
});

/**
 * A server that refuses every body at once, as the body limit does: 413 and `Connection: close`, the
 * body read and dropped meanwhile. Its connections linger as told; `closed` says how much the first
 * one had read when it closed.
 */
async function refusingServer(linger: { ms: number; bytes: number }) {
  const server = createServer((request, response) => {
    response.writeHead(413, { connection: 'close' }).end('too large');
    request.resume();
  });
  const closed = new Promise<number>((resolve) =>
    server.once('connection', (socket: Socket) => {
      let read = 0;
      socket.on('data', (data: Buffer) => {
        read += data.length;
      });
      socket.once('close', () => resolve(read));
    }),
  );
  server.on('connection', (socket: Socket) => lingerBeforeClosing(socket, linger));
  servers.push(server);
  server.listen(0);
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, closed };
}

const chunk = Buffer.alloc(64 * 1024, 'a');

/** A client that declares `size` bytes, sends the first 64 KiB and waits for the answer. */
async function uploadTillTheAnswer(port: number, size: number) {
  const socket = connect({ port, allowHalfOpen: true });
  clients.push(socket);
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (data: Buffer) => {
    answer += data.toString();
  });
  socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${size}\r\n\r\n`);
  socket.write(chunk);
  while (!answer.includes('too large')) await once(socket, 'data');
  return { socket, status: answer.split(' ')[1] };
}

/** Sends the rest of `size` bytes, or until the connection closes: how many went in all. */
async function sendTheRest(socket: Socket, size: number) {
  let sent = chunk.length;
  while (sent < size && !socket.destroyed) {
    if (!socket.write(chunk)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
    sent += chunk.length;
  }
  return sent;
}

describe('a lingering close', () => {
  it('lets a client still sending its body after its 413 finish it, instead of meeting a reset', async () => {
    const server = await refusingServer({ ms: 60_000, bytes: 16 * 1024 * 1024 });
    const { socket, status } = await uploadTillTheAnswer(server.port, 2 * 1024 * 1024);
    expect(status).toBe('413');
    expect(await sendTheRest(socket, 2 * 1024 * 1024)).toBe(2 * 1024 * 1024);
    expect(socket.destroyed).toBe(false);
    socket.end();
    expect(await server.closed).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  });

  it('reads no more than its bytes, then closes', async () => {
    const server = await refusingServer({ ms: 60_000, bytes: 1024 * 1024 });
    const { socket } = await uploadTillTheAnswer(server.port, 64 * 1024 * 1024);
    void sendTheRest(socket, 64 * 1024 * 1024);
    expect(await server.closed).toBeLessThan(4 * 1024 * 1024);
  });

  it('waits no longer than its time for the rest, then closes', async () => {
    const server = await refusingServer({ ms: 200, bytes: 16 * 1024 * 1024 });
    await uploadTillTheAnswer(server.port, 2 * 1024 * 1024);
    // The client sends nothing more, and never ends its side.
    expect(await server.closed).toBeLessThan(2 * 1024 * 1024);
  });
});
