/**
 * Contract §14 'signed-in pages': one account cannot slow others. A signed-in page carries the
 * viewer's first reads (several queries each); one session asking for 50 pages at once would
 * queue hundreds of queries ahead of everyone else's. So a session has at most a few pages'
 * reads running on this server; a page asked for beyond that goes as its kept shell, and the
 * app makes the reads itself, at the browser's pace (a script that runs no code gets a copy).
 */
export interface ReadsAtOnce {
  /** A release to call when the reads are done, or undefined while the key has `limit` running. */
  enter(key: string): (() => void) | undefined;
  /** Keys with reads running (bounded by the requests in flight). */
  size(): number;
}

export function readsAtOnce(limit: number): ReadsAtOnce {
  const running = new Map<string, number>();
  return {
    enter(key) {
      const now = running.get(key) ?? 0;
      if (now >= limit) return undefined;
      running.set(key, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left === 0) running.delete(key);
        else running.set(key, left);
      };
    },
    size: () => running.size,
  };
}
