import { sweepDuration, sweeps } from './metrics.ts';

/** Runs a sweep, counting it by outcome and timing it. */
export async function timedSweep(run: () => Promise<void>): Promise<void> {
  const done = sweepDuration.startTimer();
  try {
    await run();
    sweeps.inc({ outcome: 'ok' });
  } catch (error) {
    sweeps.inc({ outcome: 'failed' });
    throw error;
  } finally {
    done();
  }
}
