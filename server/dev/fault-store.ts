import type { z } from 'zod/mini';
import type { faultRequest } from '../../contract/schemas/dev.ts';

export type Fault = z.output<typeof faultRequest>;

/** Faults injected by tests: each answers (or swallows) its next `count` matching requests. */
export class FaultStore {
  private faults: Fault[] = [];
  private readonly hanging = new Set<() => void>();

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  add(fault: Fault): void {
    this.faults.push({ ...fault, method: fault.method?.toUpperCase() });
  }

  clear(): void {
    this.faults = [];
  }

  /** The first fault matching the request, counted as used. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (!candidate.method || candidate.method === method) &&
        (candidate.path.endsWith('*')
          ? path.startsWith(candidate.path.slice(0, -1))
          : path === candidate.path),
    );
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
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
