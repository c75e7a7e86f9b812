/**
 * Resized copies of stored images, kept in memory. Safe on every instance: an image
 * id is a content hash, so a cached copy can never be stale; only its size is bounded.
 */
export class ResizedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
