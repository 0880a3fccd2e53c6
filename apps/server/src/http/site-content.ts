import type { FastifyInstance } from "fastify";

/** How long a process serves pages from what it last read before asking the database again. */
export const SITE_CONTENT_REVALIDATE_MS = 1000;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * What the pre-rendered pages show from the database (the brand today: whatever fields it
 * gains), and a version that moves when it changes. Pages rendered from one version stay valid
 * until the version moves, so a page request asks the database nothing while it holds.
 *
 * The content is read again when this process has handled a write (any request that is not a
 * read: the admin's settings, and whatever else later comes to show on pages), so a change
 * made here shows on the next page; and at most every `revalidateMs` otherwise, so a change made
 * through another app server on the same database shows within that time. A read is shared by
 * every request waiting on it, and the version moves only when the content read differs.
 */
export class SiteContent<T> {
  private content: T | undefined;
  private key: string | undefined;
  private checkedAt = -Infinity;
  /** Moves with each write this process handles; a read begun before a write is not trusted after it. */
  private writes = 0;
  private readWrites = -1;
  private pending: { writes: number; read: Promise<T> } | undefined;
  /** Moves each time the content read differs from the one before. */
  version = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly revalidateMs = SITE_CONTENT_REVALIDATE_MS,
    private readonly now = () => performance.now(),
  ) {}

  /** This process changed something the pages may show. */
  markWritten(): void {
    this.writes++;
  }

  /** The current content without waiting, when what was last read still holds. */
  fresh(): T | undefined {
    if (this.readWrites !== this.writes || this.now() - this.checkedAt >= this.revalidateMs) return undefined;
    return this.content;
  }

  /** The current content: what was last read while it holds, else one shared read. */
  async current(): Promise<T> {
    const held = this.fresh();
    if (held !== undefined) return held;
    // A read begun before the latest write may have missed it: such a read is not joined.
    let pending = this.pending;
    if (pending?.writes !== this.writes) {
      const started = { writes: this.writes, read: this.reread() };
      const forget = () => {
        if (this.pending === started) this.pending = undefined;
      };
      started.read.then(forget, forget);
      this.pending = pending = started;
    }
    return pending.read;
  }

  private async reread(): Promise<T> {
    const writes = this.writes;
    const startedAt = this.now();
    const content = await this.read();
    const key = JSON.stringify(content);
    // A slower read begun before a newer one that already finished must not overwrite it.
    if (writes < this.readWrites) return content;
    if (key !== this.key) {
      this.key = key;
      this.content = content;
      this.version++;
    }
    this.checkedAt = startedAt;
    this.readWrites = writes;
    return content;
  }
}

/** Every request that is not a read marks the site content as possibly changed, before its answer leaves. */
export function registerSiteContentWrites(app: FastifyInstance, content: SiteContent<unknown>) {
  app.addHook("onSend", (req, _reply, payload, done) => {
    if (!READS.has(req.method)) content.markWritten();
    done(null, payload);
  });
}
