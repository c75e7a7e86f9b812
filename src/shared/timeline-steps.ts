// One rule for every timeline (the order page's and /track's): a step is a change of status.
// Events that keep the status (a payment confirmed on a pending order, a courier's word on a
// shipped parcel, a returned parcel back on the shelf) are written with the status the order
// was in, so read as they stand they repeat it; they are marked as continuing the step before
// them, and the pages show them under that step instead of a second badge.

/** Marks each event that keeps the status of the one before it (oldest first). */
export function asSteps<T extends { status: string }>(
  events: readonly T[],
): (T & { continues: boolean })[] {
  return events.map((event, index) => ({
    ...event,
    continues: index > 0 && events[index - 1]?.status === event.status,
  }));
}
