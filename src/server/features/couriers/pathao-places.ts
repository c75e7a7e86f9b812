import type { PathaoCourier, PathaoPlace } from './pathao-courier.ts';

// Pathao's city, zone and area lists change seldom and staff open them for every Pathao
// parcel: each list is kept in memory for a few hours (decision 056). Callers asking for the
// same list at once share one request; a failed request is not kept.

export const PLACE_LIST_LIFETIME_MS = 6 * 60 * 60_000;

interface Kept {
  until: number;
  list: Promise<PathaoPlace[]>;
}

export class PathaoPlaceLists {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly pathao: PathaoCourier,
    private readonly now: () => number = Date.now,
  ) {}

  cities() {
    return this.keep('cities', () => this.pathao.cities());
  }

  zones(cityId: number) {
    return this.keep(`zones:${cityId}`, () => this.pathao.zones(cityId));
  }

  areas(zoneId: number) {
    return this.keep(`areas:${zoneId}`, () => this.pathao.areas(zoneId));
  }

  private keep(key: string, fetch: () => Promise<PathaoPlace[]>): Promise<PathaoPlace[]> {
    const kept = this.kept.get(key);
    if (kept && kept.until > this.now()) return kept.list;
    const list = fetch();
    this.kept.set(key, { until: this.now() + PLACE_LIST_LIFETIME_MS, list });
    // The callers hear of the failure from `list`; this only forgets it.
    list.catch(() => {
      if (this.kept.get(key)?.list === list) this.kept.delete(key);
    });
    return list;
  }
}
