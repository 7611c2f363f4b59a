import type { TableContext } from './table.types.ts';

/** The diner sits at a table: the session and their seat in it are known. */
export const hasSession = (context: Pick<TableContext, 'sessionId' | 'userSessionId'>) =>
  context.sessionId !== undefined && context.userSessionId !== undefined;
