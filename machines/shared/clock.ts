/** Reads the current time in ms; machines take one as input so that tests choose the time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
