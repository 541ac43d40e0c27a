// A chunk-load failure (a new deployment removed the old chunks) forces a full reload, at most
// once per 60 seconds so a truly broken chunk cannot loop (spec "Route guards" 5).
export const CHUNK_RELOAD_KEY = 'talad.chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: string; message?: string };
  return e.name === 'ChunkLoadError' || CHUNK_ERROR.test(String(e.message ?? error));
}

/** Reloads the page unless a reload for this reason happened in the last 60 s; true if it reloaded. */
export function reloadOnceForChunkError(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite reports failed preloads as a `vite:preloadError` window event. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
