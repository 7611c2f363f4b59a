import type { PersistedTable } from './table.types.ts';

/** A seat to call with: a table stored before seats had tokens has none (the diner scans again). */
export const hasSession = (
  context: Partial<Pick<PersistedTable, 'sessionId' | 'userSessionId' | 'seatToken'>>,
) =>
  context.sessionId !== undefined && context.userSessionId !== undefined && context.seatToken !== undefined;
