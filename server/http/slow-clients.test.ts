import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { connectionLimits } from './slow-clients.ts';

/*
 * Clients that hold the server with slowness: a header or a body a byte at a time, a body that stops,
 * more connections than a person's phone opens. Each is cut in time; a quiet keep-alive connection
 * between requests is not.
 */

let server: RunningServer;
let port: number;
const perClient = 6;
beforeAll(async () => {
  server = await startTestServer({ connectionsPerClient: perClient });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function opened(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  // Read what comes, as a client does: the server's end of the connection is then seen.
  socket.resume();
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** Milliseconds until the server closes `socket`, while `feed` keeps writing to it. */
async function heldFor(socket: Socket, feed: (write: (text: string) => void) => Promise<void>) {
  const started = Date.now();
  let closed = false;
  const ended = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve(Date.now() - started);
    }),
  );
  feed((text) => {
    if (!closed) socket.write(text);
  }).catch(() => {});
  return ended;
}

const trickle = async (write: (text: string) => void, text: string, everyMs: number) => {
  for (const character of text) {
    write(character);
    await sleep(everyMs);
  }
};

describe('connections per client', () => {
  it(`one address keeps at most ${perClient} open; a closed one makes room`, async () => {
    const sockets = await Promise.all(Array.from({ length: perClient + 1 }, opened));
    const closed = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            socket.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 500);
          }),
      ),
    );
    expect(closed.filter(Boolean)).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
    await sleep(100);
    const again = await opened();
    const answer = new Promise<string>((resolve) => again.once('data', (data) => resolve(String(data))));
    again.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    again.destroy();
  });
});

describe('slow clients', () => {
  it('a header or a body sent a byte at a time, or a body that stops, is cut; a quiet keep-alive is kept', async () => {
    const request =
      'POST /api/crm/v1/login HTTP/1.1\r\nHost: x\r\nx-api-company: brasa\r\nx-api-brand: brasa-grill\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\n';
    const [header, stalled, trickling, refused, keptAlive] = await Promise.all([
      opened().then((socket) =>
        heldFor(socket, (write) =>
          trickle(write, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(100)}`, 500),
        ),
      ),
      opened().then((socket) =>
        heldFor(socket, async (write) => write(`${request}Content-Length: 100\r\n\r\nusername=`)),
      ),
      opened().then((socket) =>
        heldFor(socket, (write) => {
          write(`${request}Content-Length: 1000\r\n\r\n`);
          return trickle(write, 'u'.repeat(1000), 2_000);
        }),
      ),
      // Refused before its body is read (no brand): the body that never comes is not waited for.
      opened().then((socket) =>
        heldFor(socket, async (write) =>
          write('POST /api/crm/v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nusername='),
        ),
      ),
      opened().then(async (socket) => {
        const answers: string[] = [];
        socket.on('data', (data) => answers.push(String(data)));
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
        await sleep(connectionLimits.headersMs + 2_000);
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
        await sleep(500);
        socket.destroy();
        return answers.join('').match(/HTTP\/1\.1 200/g)?.length ?? 0;
      }),
    ]);
    console.info(`slow clients cut after ${header}, ${stalled}, ${trickling} and ${refused} ms`);
    // Node looks for late connections every `checkEveryMs`; a trickle is found between two bytes.
    const cutBy = (limit: number) => limit + 2 * connectionLimits.checkEveryMs + 2_500;
    expect(header, 'headers a byte at a time').toBeLessThan(cutBy(connectionLimits.headersMs));
    expect(stalled, 'a body that stops').toBeLessThan(cutBy(connectionLimits.bodyIdleMs));
    expect(stalled).toBeGreaterThanOrEqual(connectionLimits.bodyIdleMs - 100);
    expect(trickling, 'a body a byte every 2 s').toBeLessThan(cutBy(connectionLimits.requestMs));
    expect(refused, 'a body refused before it came').toBeLessThan(cutBy(connectionLimits.bodyIdleMs));
    expect(keptAlive, 'two answers on one quiet connection').toBe(2);
  }, 60_000);
});
