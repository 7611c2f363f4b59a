/**
 * Debian's Chromium, as Lighthouse and the specs about notifications launch it: never a downloaded
 * browser. `CHROMIUM_PATH` (or Lighthouse's `CHROME_PATH`) points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's and the benchmarks' Chromium: the same build's old headless shell (Debian:
 * chromium-headless-shell), which Playwright itself runs headless. Without the full browser's window
 * and services, the suite takes about a third less CPU on two cores. A benchmark times the page
 * alone, as a phone's browser runs it: the full browser starts its desktop window's address-bar popup
 * (a page of its own, `chrome://omnibox-popup.top-chrome`, in a renderer of its own) in every new
 * context, and on two cores that renderer took 250 to 450 ms of CPU during the page it shared them
 * with. It answers every notification permission "denied": the specs about notifications run
 * `CHROMIUM_PATH`.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless in a container, quiet: no sandbox, GPU, shared memory, background traffic or QUIC. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium's flags that trust one certificate (an HTTPS run's own, `AppServer.spki`) and no other;
 * none over plain HTTP.
 */
export const trustCertificate = (spki: string | undefined): string[] =>
  spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
