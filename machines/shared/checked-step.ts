/**
 * The form step of spec §5, written once: a step waits for its value (`idle`), checks it here (the
 * `submit` transitions' guards), then asks the server in the step's own call states; it goes on when
 * both accept the value and comes back `invalid` (what was typed kept, the reason in the context's
 * error) when either refuses. Spread it into the step's `states` beside its call states.
 */
export const awaitingValue = <TSubmit>(submit: TSubmit) => ({
  idle: { on: submit },
  invalid: { tags: 'error' as const, on: submit },
});
