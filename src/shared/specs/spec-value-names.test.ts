import { describe, expect, test } from 'vitest';
import { formatSpecValue } from './spec-labels.ts';
import { specValueName } from './spec-value-names.ts';

describe('spec values as shoppers read them', () => {
  test('stored words read as their names, lists and units included', () => {
    expect(formatSpecValue({ key: 'formFactor', label: 'Form factor' }, 'atx')).toBe('ATX');
    expect(formatSpecValue({ key: 'interface', label: 'Interface' }, 'nvme')).toBe('NVMe');
    expect(formatSpecValue({ key: 'formFactor', label: 'Form factor' }, 'm2')).toBe('M.2');
    expect(formatSpecValue({ key: 'modular', label: 'Modular' }, 'semi')).toBe('Semi-modular');
    expect(formatSpecValue({ key: 'formFactors', label: 'Board' }, ['ATX', 'Micro-ATX'])).toBe(
      'ATX, Micro-ATX',
    );
    expect(formatSpecValue({ key: 'lengthMm', label: 'Length', unit: 'mm' }, 320)).toBe('320 mm');
  });

  test('other values read as stored; yes and no as words', () => {
    expect(specValueName('AM5')).toBe('AM5');
    expect(specValueName(true)).toBe('Yes');
    expect(specValueName('false')).toBe('No');
  });
});
