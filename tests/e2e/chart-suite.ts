import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type ChartPath, planChartPaths, unreachedProblems } from '../model/chart-paths.ts';
import { allStateNodes, DONE, ERROR, leafIds, variantLabel } from '../model/model-labels.ts';
import type { EventVariants, Payload, StateKey } from '../model/model-paths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { openSecondDevice } from './second-device.ts';

export interface ChartPage {
  page: Page;
  request: APIRequestContext;
}

/** Something the test does in the page, knowing the chart's snapshot before it. */
type Act<W> = (world: W, from: AnyMachineSnapshot) => Promise<void>;

export interface UiAction<W> {
  /** What the chart hears (what its guards read). */
  payload?: Payload;
  act: Act<W>;
  /** Where the page offers it, when not everywhere the chart takes it. */
  when?: (snapshot: AnyMachineSnapshot) => boolean;
}

export interface ApiAnswer<W> {
  payload: Payload;
  /** What makes the real API answer so, done before the held request goes on. */
  cause?: Act<W>;
  /** What ends the call once its request went on (a PIX code paid at the bank, or run out). */
  settle?: Act<W>;
}

export interface ApiCall<W> {
  /** The request the invoked actor makes (a Playwright URL glob or pattern). */
  url: string | RegExp;
  /** The answers the real API gives it, by label, given what the chart holds (what the user typed). */
  done?: (from: AnyMachineSnapshot) => Record<string, ApiAnswer<W>>;
  error?: (from: AnyMachineSnapshot) => Record<string, ApiAnswer<W>>;
  /**
   * A timer of the chart starts it (a debounce): its requests are held from the start of the walk,
   * and again once an answer was taken in, or the timer's request could go before the step that
   * holds it.
   */
  timed?: boolean;
}

/** One flow's map from its chart to its pages. */
export interface ChartUi<W extends ChartPage> {
  machine: AnyStateMachine;
  stateKey?: StateKey;
  /** Sets up what one test needs (a new person, a seated diner…). */
  world: (page: ChartPage) => Promise<W>;
  /**
   * Where the chart starts, by label: its input, how the page gets there, and the calls the chart
   * makes right after it by itself (no step of the page starts them), held before the page opens.
   */
  starts: Record<string, { input: unknown; open: (world: W) => Promise<void>; holds?: string[] }>;
  /** What the user does: event type → variant label → what the chart hears and what the test does. */
  actions: Record<string, Record<string, UiAction<W>>>;
  /** The chart's calls to the API, by invoke id. */
  calls: Record<string, ApiCall<W>>;
  /** What the page shows in a state, by state id: every state a path stops in needs its own. */
  pages: Record<string, (world: W) => Promise<void>>;
  /** The states the pages cannot reach by design, with the reason. */
  unreachable: Record<string, string>;
  /**
   * Real life: after every settled step (no call held) the page reloads and shows the same state
   * again, from what the server and the browser keep. The states a reload cannot bring back by design,
   * with the reason; the walk never reloads in them.
   */
  notRestored?: Record<string, string>;
  /** What of a snapshot a reload does not bring back by design (a refusal told once), or undefined. */
  lostOnReload?: (snapshot: AnyMachineSnapshot) => string | undefined;
  /**
   * The same account on another device: a second browser context, opened once, signed in, that goes
   * where the first page is after every settled step and must show the same state.
   */
  secondDevice?: {
    /** Signs the world's customer in on the new page. */
    open: (world: W, page: Page) => Promise<void>;
    /** The states only the first device shows (what was typed there, a refusal it was told), with why. */
    oneDeviceOnly: Record<string, string>;
  };
}

const payloadsOf = <W>(answers: Record<string, ApiAnswer<W>>) =>
  Object.fromEntries(Object.entries(answers).map(([label, { payload }]) => [label, payload]));

/** The chart's events as the pages can bring them about: nothing else drives the paths. */
function eventsOf<W extends ChartPage>(ui: ChartUi<W>): EventVariants {
  const events: EventVariants = {};
  for (const [type, variants] of Object.entries(ui.actions)) {
    events[type] = (snapshot) =>
      Object.fromEntries(
        Object.entries(variants)
          .filter(([, { when }]) => when?.(snapshot) ?? true)
          .map(([label, { payload }]) => [label, payload ?? {}]),
      );
  }
  for (const [id, { done, error }] of Object.entries(ui.calls)) {
    if (done) events[`${DONE}${id}`] = (snapshot) => payloadsOf(done(snapshot));
    if (error) events[`${ERROR}${id}`] = (snapshot) => payloadsOf(error(snapshot));
  }
  return events;
}

/** The call an event answers, with how it was answered. */
function answerOf<W extends ChartPage>(ui: ChartUi<W>, event: EventObject, from: AnyMachineSnapshot) {
  for (const [prefix, kind] of [
    [DONE, 'done'],
    [ERROR, 'error'],
  ] as const) {
    if (!event.type.startsWith(prefix)) continue;
    const id = event.type.slice(prefix.length);
    const answers = ui.calls[id]?.[kind]?.(from);
    if (answers === undefined) return undefined;
    return { id, answer: answers[variantLabel(event) ?? ''] };
  }
  return undefined;
}

/**
 * The requests of the chart's calls are held in the page until the path's next event answers
 * them, so that the page can be checked while the chart waits (its busy states).
 */
class HeldCalls {
  private held = new Map<
    string,
    { routes: Route[]; released: boolean; timed: boolean; handler: (route: Route) => void }
  >();

  constructor(
    private page: Page,
    private calls: Record<string, ApiCall<unknown>>,
  ) {}

  /** Holds the calls `to` starts that `from` was not running, and the timed calls not running. */
  async holdStarted(from: AnyMachineSnapshot | undefined, to: AnyMachineSnapshot) {
    for (const [id, call] of Object.entries(this.calls)) {
      const running = from !== undefined && id in from.children;
      if (this.held.has(id) || running || !(call.timed || id in to.children)) continue;
      await this.hold(id, call.timed === true && !(id in to.children));
    }
  }

  async hold(id: string, timed = false) {
    const call = this.calls[id];
    if (call === undefined) throw new Error(`no call ${id} to hold`);
    if (this.held.has(id)) return;
    const entry = {
      routes: [] as Route[],
      released: false,
      timed,
      // Once released, a request (a retry) goes straight on.
      handler: (route: Route) => (entry.released ? route.fallback() : entry.routes.push(route)),
    };
    this.held.set(id, entry);
    await this.page.route(call.url, entry.handler);
  }

  /** Whether a call the chart started is still held: its state waits on the network. */
  get holding() {
    return [...this.held.values()].some((entry) => !entry.timed || entry.routes.length > 0);
  }

  async release(id: string) {
    const held = this.held.get(id);
    const call = this.calls[id];
    if (held === undefined || call === undefined) throw new Error(`the call ${id} was not held`);
    this.held.delete(id);
    await expect
      .poll(() => held.routes.length, { message: `the page never called ${id}` })
      .toBeGreaterThan(0);
    held.released = true;
    for (const route of held.routes) await route.fallback();
    await this.page.unroute(call.url, held.handler);
  }
}

/** Checks the page against every state of the snapshot that has a page, outermost first. */
async function checkPage<W extends ChartPage>(
  ui: ChartUi<W>,
  world: W,
  snapshot: AnyMachineSnapshot,
  skipped: Record<string, string> = {},
) {
  for (const node of snapshot._nodes) {
    const check = ui.pages[`#${node.id}`];
    if (check !== undefined && !(`#${node.id}` in skipped))
      await test.step(`shows #${node.id}`, () => check(world));
  }
}

const isIn = (snapshot: AnyMachineSnapshot, states: Record<string, string> | undefined) =>
  snapshot._nodes.some((node) => `#${node.id}` in (states ?? {}));

/** The customer's other device: opened at the first settled state, then following the first page. */
class SecondDevice<W extends ChartPage> {
  private world: W | undefined;

  constructor(
    private ui: ChartUi<W>,
    private first: W,
  ) {}

  async check(snapshot: AnyMachineSnapshot) {
    const device = this.ui.secondDevice;
    if (device === undefined || isIn(snapshot, device.oneDeviceOnly)) return;
    await test.step('the same on a second device', async () => {
      if (this.world === undefined) {
        const page = await openSecondDevice(this.first.page);
        this.world = { ...this.first, page };
        await device.open(this.world, page);
      }
      await this.world.page.goto(this.first.page.url());
      await checkPage(this.ui, this.world, snapshot, device.oneDeviceOnly);
    });
  }

  async close() {
    await this.world?.page.context().close();
  }
}

/** After a settled step: the page reloads and shows the same, and the other device shows it too. */
async function checkRestored<W extends ChartPage>(
  ui: ChartUi<W>,
  world: W,
  snapshot: AnyMachineSnapshot,
  other: SecondDevice<W>,
) {
  if (ui.notRestored !== undefined && !isIn(snapshot, ui.notRestored) && !ui.lostOnReload?.(snapshot)) {
    await test.step('the same after a reload', async () => {
      await world.page.reload();
      await checkPage(ui, world, snapshot);
    });
  }
  await other.check(snapshot);
}

async function walk<W extends ChartPage>(ui: ChartUi<W>, path: ChartPath, world: W) {
  const held = new HeldCalls(world.page, ui.calls as Record<string, ApiCall<unknown>>);
  const start = ui.starts[path.input];
  if (start === undefined) throw new Error(`no start "${path.input}"`);
  await held.holdStarted(undefined, path.initial);
  for (const id of start.holds ?? []) await held.hold(id);
  await start.open(world);
  await checkPage(ui, world, path.initial);
  const other = new SecondDevice(ui, world);
  if (!held.holding) await checkRestored(ui, world, path.initial, other);
  let from = path.initial;
  for (const [index, step] of path.steps.entries()) {
    await test.step(`${index + 1}. ${describeEvent(step.event)}`, async () => {
      await held.holdStarted(from, step.state);
      const answered = answerOf(ui, step.event, from);
      if (answered !== undefined) {
        await answered.answer?.cause?.(world, from);
        await held.release(answered.id);
        await answered.answer?.settle?.(world, from);
      } else {
        const action = ui.actions[step.event.type]?.[variantLabel(step.event) ?? ''];
        if (action === undefined) throw new Error(`no action for ${describeEvent(step.event)}`);
        await action.act(world, from);
      }
      await checkPage(ui, world, step.state);
      if (!held.holding) await checkRestored(ui, world, step.state, other);
    });
    from = step.state;
  }
  await expectNoAxeViolations(world.page);
  await other.close();
}

const describeEvent = (event: EventObject) => {
  const variant = variantLabel(event);
  return variant === undefined ? event.type : `${event.type} (${variant})`;
};

/** A list of states by design, each with its reason, naming only states of the chart. */
function listProblems(name: string, listed: Record<string, string> | undefined, states: Set<string>) {
  return Object.entries(listed ?? {}).flatMap(([id, why]) => [
    ...(states.has(id) ? [] : [`${id}: listed as ${name}, but the chart has no such state`]),
    ...(why.trim() === '' ? [`${id}: listed as ${name} without a reason`] : []),
  ]);
}

/** What makes the plan unfit to run: unreached states not listed, listed ones reached, pages missing. */
function planProblems<W extends ChartPage>(ui: ChartUi<W>, paths: ChartPath[], unreached: string[]) {
  const stoppedIn = new Set(
    paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.state)].flatMap(leafIds)),
  );
  const states = new Set(allStateNodes(ui.machine).map((node) => `#${node.id}`));
  return [
    ...listProblems('not restored', ui.notRestored, states),
    ...listProblems('one device only', ui.secondDevice?.oneDeviceOnly, states),
    ...unreachedProblems({ paths, unreached }, ui.unreachable),
    ...[...stoppedIn]
      .filter((id) => !(id in ui.pages))
      .map((id) => `${id}: a path stops in it, no page check`),
  ];
}

/**
 * One Playwright test per shortest path to a state of the chart (`planChartPaths`), driving the
 * pages with the path's events through the flow's map, checking the page in every state it
 * passes (again after a reload, and on a second device, where the flow's map asks for it) and
 * running axe where it ends; a first test fails while a state of the chart has no path (and is not
 * listed as unreachable by design) or a state a path stops in has no page check.
 */
export function chartSuite<W extends ChartPage>(name: string, ui: ChartUi<W>) {
  const { paths, unreached } = planChartPaths(ui.machine, {
    inputs: Object.fromEntries(Object.entries(ui.starts).map(([label, { input }]) => [label, input])),
    events: eventsOf(ui),
    stateKey: ui.stateKey,
    // A state walked through by an eventless transition is never shown, nor reloaded in.
    stopsOnly: ui.notRestored !== undefined,
  });
  test.describe(name, () => {
    // The charts' pages are the same on every screen: the phone, where the app is used, is enough.
    test.skip(({ isMobile }) => !isMobile, 'walked on a phone');
    test('every state of the chart has a path through the pages, and a page check', () => {
      expect(planProblems(ui, paths, unreached)).toEqual([]);
    });
    // A reload and a second device's look add to every step.
    const perStep = ui.notRestored === undefined && ui.secondDevice === undefined ? 5_000 : 15_000;
    for (const path of paths) {
      test(`${path.input}: ${path.description}`, async ({ page, request }) => {
        test.setTimeout(30_000 + perStep * path.steps.length);
        await walk(ui, path, await ui.world({ page, request }));
      });
    }
  });
}
