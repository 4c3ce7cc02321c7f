/** How many facet lists and totals are kept for one catalog version. */
const MAX_ENTRIES = 2_000;

/**
 * The parts of a search answer that do not depend on the page or the order, kept while the
 * catalog does not change: the filter lists of a search (one per search words, department, store
 * and list type) and the number of products a set of filters matches. The page a shopper asks
 * for next, or the same search in another order, then costs one query instead of seven.
 *
 * Every entry belongs to one `catalog_version` (moved by a trigger on every write to the public
 * catalog, from any process): the first lookup at a newer version forgets them all.
 */
export class SearchMemo<Facets> {
  private version = -1;
  private readonly facets = new Map<string, Facets>();
  private readonly totals = new Map<string, number>();

  /** False for a request that began before the newest version seen: it neither reads nor keeps. */
  private at(version: number): boolean {
    if (version < this.version) return false;
    if (version > this.version) {
      this.version = version;
      this.facets.clear();
      this.totals.clear();
    }
    return true;
  }

  facetsOf(version: number, key: string, compute: () => Promise<Facets>): Promise<Facets> {
    return this.kept(this.facets, version, key, compute);
  }

  totalOf(version: number, key: string, compute: () => Promise<number>): Promise<number> {
    return this.kept(this.totals, version, key, compute);
  }

  private async kept<T>(map: Map<string, T>, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.at(version)) return compute();
    const known = map.get(key);
    if (known !== undefined) return known;
    const computed = await compute();
    if (this.version === version) remember(map, key, computed);
    return computed;
  }
}

/** Keeps `value`, forgetting the oldest entry when the map is full. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  map.set(key, value);
}
