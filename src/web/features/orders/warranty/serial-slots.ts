import type {
  OrderSerialLine,
  OrderSerialsRequest,
} from '../../../../shared/schemas/warranty-desk.ts';
import { normalSerial } from '../../../lib/serial-text.ts';

// The serials form's bookkeeping, apart from the screen so its rules are tested alone: one
// slot per unit of each tracked line, keyed "lineNo:unit", holding what was scanned.

export interface Slot {
  key: string;
  lineNo: number;
  /** 1-based, as staff count the units on the bench. */
  unit: number;
  /** The serial recorded for this unit before, or '' for none. */
  recorded: string;
}

export type SlotValues = Readonly<Record<string, string>>;

export function slotsOf(lines: readonly OrderSerialLine[]): Slot[] {
  return lines
    .filter((line) => line.serialTracked)
    .flatMap((line) =>
      Array.from({ length: line.quantity }, (_, index) => ({
        key: `${line.lineNo}:${index + 1}`,
        lineNo: line.lineNo,
        unit: index + 1,
        recorded: line.serials[index] ?? '',
      })),
    );
}

export function startingValues(slots: readonly Slot[]): Record<string, string> {
  return Object.fromEntries(slots.map((slot) => [slot.key, slot.recorded]));
}

/** The slots whose serial another slot of this form also has. */
export function duplicateKeys(slots: readonly Slot[], values: SlotValues): Set<string> {
  const byserial = new Map<string, string[]>();
  for (const slot of slots) {
    const serial = normalSerial(values[slot.key] ?? '');
    if (serial) byserial.set(serial, [...(byserial.get(serial) ?? []), slot.key]);
  }
  return new Set([...byserial.values()].filter((keys) => keys.length > 1).flat());
}

/** A serial recorded before that the form now changes or clears: a correction, needing a note. */
export function correctsRecorded(slots: readonly Slot[], values: SlotValues): boolean {
  return slots.some(
    (slot) => slot.recorded !== '' && normalSerial(values[slot.key] ?? '') !== slot.recorded,
  );
}

/** How many units still have no serial. */
export function unitsLeft(slots: readonly Slot[], values: SlotValues): number {
  return slots.filter((slot) => normalSerial(values[slot.key] ?? '') === '').length;
}

/**
 * The request: each tracked line's serials in unit order. Units left empty are left out of
 * the list (the server takes a line's list shorter than its quantity: the rest still to scan).
 */
export function serialsRequest(
  slots: readonly Slot[],
  values: SlotValues,
  note: string,
): OrderSerialsRequest {
  const lines = new Map<number, string[]>();
  for (const slot of slots) {
    const serial = normalSerial(values[slot.key] ?? '');
    const list = lines.get(slot.lineNo) ?? [];
    if (serial) list.push(serial);
    lines.set(slot.lineNo, list);
  }
  return {
    lines: [...lines].map(([lineNo, serials]) => ({ lineNo, serials })),
    ...(note.trim() && { note: note.trim() }),
  };
}
