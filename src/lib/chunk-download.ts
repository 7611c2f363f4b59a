/**
 * A chunk's download, asked for once and remembered; one that failed (a lost connection) is asked
 * for again next time. `arrived` gives the module without waiting: awaiting an `import()`, even one
 * that finished long ago, waits for a task of the browser's, and the first screen's render can be
 * that task. A lazy chart whose code is there is built at once, and makes its first request before
 * the render, not after it; an icon whose paths are there draws them in its first render.
 */
export interface ChunkDownload<TModule> {
  (): Promise<TModule>;
  /** The module, once the download has finished. */
  arrived(): TModule | undefined;
}

export function chunkDownload<TModule>(load: () => Promise<TModule>): ChunkDownload<TModule> {
  let pending: Promise<TModule> | undefined;
  let module: TModule | undefined;
  const download = () => {
    pending ??= load().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(download, { arrived: () => module });
}
