/**
 * A chunk's download, asked for once and remembered. Awaiting an `import()`, even one that finished
 * long ago, waits for a task of the browser's, and the first screen's render can be that task: a
 * chart whose code has already arrived takes it at once (`arrived`) and makes its first request before
 * the render, not after it.
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
        // A download that failed (a lost connection) is tried again when it is next asked for.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(download, { arrived: () => module });
}
