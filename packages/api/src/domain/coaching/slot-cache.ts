/**
 * Free slots computed once and read many times (decision 045). A slots answer costs three
 * queries and a month of time-zone arithmetic, and every member opening the Sessions page
 * asks for nearly the same weeks. This process keeps each computed range for a second at
 * most, and forgets everything the moment it changes a calendar itself.
 *
 * Across app processes a list may be up to `ttlMs` old, as any list is by the time its reader
 * clicks: the booking transaction (decision 021) checks the time again under the coach's row
 * lock, so a time booked elsewhere answers 409 and is never booked twice.
 */

export const SLOT_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 256;

/** Moves with every calendar change this process commits; entries of an older generation are not served. */
let generation = 0;

/** Call after a change to bookings, sessions, availability or coaches has committed. */
export function markCalendarChanged(): void {
  generation++;
}

/** Runs a calendar change, then forgets every cached slot, whether it committed or not. */
export async function changingCalendar<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    markCalendarChanged();
  }
}

interface Entry<T> {
  generation: number;
  /** When the computation began: what it read is at least this old. */
  startedAt: number;
  value: Promise<T>;
}

export class SlotCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = SLOT_CACHE_TTL_MS,
    private readonly clock = () => performance.now(),
  ) {}

  /** The value for the key: a fresh held one (or one being computed), else a new computation. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key);
    if (held && held.generation === generation && this.clock() - held.startedAt < this.ttlMs)
      return held.value;
    const entry: Entry<T> = { generation, startedAt: this.clock(), value: compute() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed computation is not kept: the next reader tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database, so two apps in one process (tests, tools) never share answers. */
const caches = new WeakMap<object, SlotCache<unknown>>();

export function slotCacheOf<T>(db: object): SlotCache<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SlotCache<unknown>()));
  return cache as SlotCache<T>;
}
