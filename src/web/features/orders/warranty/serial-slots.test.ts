import { describe, expect, it } from 'vitest';
import type { OrderSerialLine } from '../../../../shared/schemas/warranty-desk.ts';
import {
  correctsRecorded,
  duplicateKeys,
  serialsRequest,
  slotsOf,
  startingValues,
  unitsLeft,
} from './serial-slots.ts';
import { serialProblem } from '../../../lib/serial-text.ts';

const line = (lineNo: number, quantity: number, serials: string[] = [], tracked = true) =>
  ({
    lineNo,
    productId: `p${lineNo}`,
    name: `Part ${lineNo}`,
    sku: null,
    quantity,
    serialTracked: tracked,
    serials,
  }) satisfies OrderSerialLine;

describe('serial slots', () => {
  const slots = slotsOf([line(1, 2, ['AB1']), line(2, 1, [], false), line(3, 1)]);

  it('gives each unit of a tracked line its slot, with what was recorded', () => {
    expect(slots.map((slot) => [slot.key, slot.recorded])).toEqual([
      ['1:1', 'AB1'],
      ['1:2', ''],
      ['3:1', ''],
    ]);
    expect(unitsLeft(slots, startingValues(slots))).toBe(2);
  });

  it('finds the same serial typed twice, whatever its case and spaces', () => {
    expect([...duplicateKeys(slots, { '1:1': 'AB1', '1:2': ' ab1 ', '3:1': 'X' })]).toEqual([
      '1:1',
      '1:2',
    ]);
    expect(duplicateKeys(slots, { '1:1': '', '1:2': '', '3:1': '' }).size).toBe(0);
  });

  it('asks for a note only when a recorded serial changes', () => {
    expect(correctsRecorded(slots, { '1:1': 'ab1', '1:2': 'NEW' })).toBe(false);
    expect(correctsRecorded(slots, { '1:1': 'AB2' })).toBe(true);
    expect(correctsRecorded(slots, { '1:1': '' })).toBe(true);
  });

  it('refuses what the server would', () => {
    expect(serialProblem('')).toBeNull();
    expect(serialProblem('SN-1/2.3')).toBeNull();
    expect(serialProblem('x'.repeat(65))).toMatch(/at most 64/);
    expect(serialProblem('SN–1')).toMatch(/plain signs/);
  });

  it('sends each line in unit order, upper-cased, with the note when there is one', () => {
    expect(serialsRequest(slots, { '1:1': 'ab1', '1:2': ' cd2 ', '3:1': '' }, '')).toEqual({
      lines: [
        { lineNo: 1, serials: ['AB1', 'CD2'] },
        { lineNo: 3, serials: [] },
      ],
    });
    expect(serialsRequest(slots, { '1:1': 'X' }, ' box was relabelled ').note).toBe(
      'box was relabelled',
    );
  });
});
