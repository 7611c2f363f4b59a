import { config } from '../config.ts';

/** An address the API gave, which may be relative to the API host (the reference API answers `/dev/…`). */
export const apiHref = (address: string): string =>
  new URL(address, new URL(config.apiUrl, window.location.href)).href;
