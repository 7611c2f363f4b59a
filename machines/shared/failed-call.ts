/** What the machines read of a failed call: the shape of `ApiError` (src/api/errors.ts). */
export interface FailedCall {
  key?: unknown;
  status?: unknown;
  detail?: unknown;
  code?: unknown;
}

export const failedCallOf = (error: unknown): FailedCall =>
  typeof error === 'object' && error !== null ? (error as FailedCall) : {};

/** The HTTP status of a failed call; undefined when no answer arrived. */
export const statusOf = (error: unknown): unknown => failedCallOf(error).status;

/** The error code the server gave, if any. */
export const codeOf = (error: unknown): string | undefined => {
  const { code } = failedCallOf(error);
  return typeof code === 'string' ? code : undefined;
};
