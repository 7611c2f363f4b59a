import type { z } from 'zod/mini';
import type { faultRequest } from '../../contract/schemas/dev.ts';

export type Fault = z.output<typeof faultRequest>;

/** A rate fault's draws: a small seeded generator (mulberry32), numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SERVER_ERRORS = [500, 502, 503, 504] as const;

interface Stored {
  fault: Fault;
  /** Rate mode only. */
  random?: () => number;
}

/**
 * Faults injected by tests: each answers (or swallows) its next `count` matching requests; a rate
 * fault faults each matching request with its probability, deterministically for its seed.
 */
export class FaultStore {
  private faults: Stored[] = [];
  private readonly hanging = new Set<() => void>();

  list(): Fault[] {
    return this.faults.map(({ fault }) => ({ ...fault }));
  }

  add(fault: Fault): void {
    const stored = { ...fault, method: fault.method?.toUpperCase() };
    this.faults.push(
      fault.rate === undefined ? { fault: stored } : { fault: stored, random: seededRandom(fault.seed ?? 0) },
    );
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault for this request, if any, counted as used: the first matching one, or its draw. */
  take(method: string, path: string): Fault | undefined {
    const found = this.faults.find(
      ({ fault: candidate }) =>
        (!candidate.method || candidate.method === method) &&
        (candidate.path.endsWith('*')
          ? path.startsWith(candidate.path.slice(0, -1))
          : path === candidate.path),
    );
    if (!found) return undefined;
    const fault = found.random === undefined ? found.fault : drawn(found.fault, found.random);
    if (!fault) return undefined;
    found.fault.count -= 1;
    if (found.fault.count === 0) this.faults = this.faults.filter((candidate) => candidate !== found);
    return fault;
  }

  /** Resolves when the client aborts, or when the server shuts down. */
  hang(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        this.hanging.delete(release);
        resolve();
      };
      this.hanging.add(release);
      signal.addEventListener('abort', release, { once: true });
    });
  }

  releaseHanging(): void {
    for (const release of [...this.hanging]) release();
  }
}

/** A rate fault's answer to one request: spared, a 5xx (which one drawn too), or a hang. */
function drawn(fault: Fault, random: () => number): Fault | undefined {
  if (random() >= (fault.rate ?? 0)) return undefined;
  const kinds = fault.kinds ?? ['5xx'];
  const kind = kinds[Math.floor(random() * kinds.length)];
  const status = SERVER_ERRORS[Math.floor(random() * SERVER_ERRORS.length)] ?? 500;
  return { ...fault, status, hang: kind === 'hang', after: false };
}
