import type { Tokens } from '../../machines/session/session.types.ts';

/** What the tabs of one browser say to each other about the refresh token they share. */
type Message =
  | { type: 'refreshed'; from: string; tokens: Tokens }
  | { type: 'claim'; from: string; tab: string };

/** The slice of the Web Locks API this uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

/** The slice of `BroadcastChannel` this uses. */
export interface ChannelLike {
  postMessage(message: Message): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The last refresh, where every tab reads what another wrote before it let go of the lock (IndexedDB). */
export interface Handoff {
  read(): Promise<{ from: string; tokens: Tokens } | undefined>;
  write(value: { from: string; tokens: Tokens }): Promise<void>;
}

export interface SharedRefreshOptions {
  /** The one refresh call: spends `refreshToken` at the API. */
  refresh(refreshToken: string, signal?: AbortSignal): Promise<Tokens>;
  /** With `handoff`: a tab that gets the lock after another refreshed finds its result there. */
  locks?: LockManagerLike;
  handoff?: Handoff;
  channel?: ChannelLike;
  /** Without locks: how long tabs announce their claims before the first one refreshes. */
  claimWindowMs?: number;
  /** Without locks: how long a tab waits for the refreshing tab's result before refreshing itself. */
  resultWaitMs?: number;
}

const lockName = 'brasa:refresh-tokens';
/** Successors of the last few spent tokens, as any tab got them. */
const keptResults = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isMessage(data: unknown): data is Message {
  const message = data as Partial<Message> | null;
  return typeof message?.from === 'string' && (message.type === 'refreshed' || message.type === 'claim');
}

/**
 * The tabs of one browser share one refresh token (the persisted auth slice), and a refresh token is
 * spent by its first use: one tab refreshes, the others take its result. With the Web Locks API the
 * tabs queue on one lock and find the result in the handoff record the refreshing tab wrote before
 * letting go (messages between tabs may arrive after the lock); without it, they announce claims on
 * a BroadcastChannel and the first claimant refreshes. Every tab hears every result
 * (`onRefreshedElsewhere`) and can adopt the new tokens before it needs them. The API answers a
 * token reused within 10 s with the same new pair, so a race this misses still ends well.
 */
export function createSharedRefresh({
  refresh,
  locks,
  handoff,
  channel,
  claimWindowMs = 50,
  resultWaitMs = 10_000,
}: SharedRefreshOptions) {
  const tab = crypto.randomUUID();
  const results = new Map<string, Tokens>();
  const claims = new Map<string, Set<string>>();
  const waiting = new Map<string, Array<(tokens: Tokens) => void>>();
  const listeners = new Set<(from: string, tokens: Tokens) => void>();

  function remember(from: string, tokens: Tokens): void {
    results.set(from, tokens);
    for (const key of [...results.keys()].slice(0, -keptResults)) results.delete(key);
    claims.delete(from);
    for (const resolve of waiting.get(from) ?? []) resolve(tokens);
    waiting.delete(from);
  }

  channel?.addEventListener('message', ({ data }) => {
    if (!isMessage(data)) return;
    if (data.type === 'claim') {
      claims.set(data.from, new Set([...(claims.get(data.from) ?? []), data.tab]));
      return;
    }
    remember(data.from, data.tokens);
    for (const listener of listeners) listener(data.from, data.tokens);
  });

  async function refreshHere(from: string, signal?: AbortSignal): Promise<Tokens> {
    const handedOff = await handoff?.read();
    const known = results.get(from) ?? (handedOff?.from === from ? handedOff.tokens : undefined);
    if (known) return known;
    const tokens = await refresh(from, signal);
    remember(from, tokens);
    await handoff?.write({ from, tokens });
    channel?.postMessage({ type: 'refreshed', from, tokens });
    return tokens;
  }

  function resultFromElsewhere(from: string): Promise<Tokens | undefined> {
    return Promise.race([
      new Promise<Tokens>((resolve) => waiting.set(from, [...(waiting.get(from) ?? []), resolve])),
      sleep(resultWaitMs).then(() => undefined),
    ]);
  }

  async function refreshByClaims(from: string, channel: ChannelLike, signal?: AbortSignal) {
    const known = results.get(from);
    if (known) return known;
    channel.postMessage({ type: 'claim', from, tab });
    await sleep(claimWindowMs);
    const first = [tab, ...(claims.get(from) ?? [])].sort()[0];
    if (first === tab) return refreshHere(from, signal);
    // The claimant went away without an answer: refresh here (within the API's grace, if it did spend it).
    return (await resultFromElsewhere(from)) ?? refreshHere(from, signal);
  }

  return {
    /** The successor of `refreshToken`: from this tab's refresh, or another tab's. */
    refresh(refreshToken: string, signal?: AbortSignal): Promise<Tokens> {
      if (locks) return locks.request(lockName, { signal }, () => refreshHere(refreshToken, signal));
      if (channel) return refreshByClaims(refreshToken, channel, signal);
      return refreshHere(refreshToken, signal);
    },
    /** `listener` hears the tokens another tab got for a refresh token it spent. */
    onRefreshedElsewhere(listener: (from: string, tokens: Tokens) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SharedRefresh = ReturnType<typeof createSharedRefresh>;

/** The browser's means: Web Locks and IndexedDB where there are, a BroadcastChannel where there is. */
export function browserSharedRefresh(
  refresh: SharedRefreshOptions['refresh'],
  handoff: Handoff,
): SharedRefresh {
  const locks =
    typeof navigator !== 'undefined' ? (navigator.locks as LockManagerLike | undefined) : undefined;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : (new BroadcastChannel(lockName) as ChannelLike);
  return createSharedRefresh({ refresh, locks, handoff, channel });
}
