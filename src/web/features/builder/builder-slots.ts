import { REQUIRED_SLOTS, type Slot } from '../../../shared/builds/build.ts';

export interface SlotInfo {
  slot: Slot;
  label: string;
  required: boolean;
  /** Memory and storage take several parts. */
  many: boolean;
}

const slot = (id: Slot, label: string): SlotInfo => ({
  slot: id,
  label,
  required: REQUIRED_SLOTS.includes(id),
  many: id === 'memory' || id === 'storage',
});

/** The builder's slots, in the order a PC is usually put together. */
export const BUILDER_SLOTS: readonly SlotInfo[] = [
  slot('cpu', 'Processor'),
  slot('motherboard', 'Motherboard'),
  slot('memory', 'Memory'),
  slot('storage', 'Storage'),
  slot('gpu', 'Graphics card'),
  slot('psu', 'Power supply'),
  slot('case', 'Case'),
  slot('cooler', 'CPU cooler'),
  slot('monitor', 'Monitor'),
];
