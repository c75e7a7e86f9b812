import { describe, expect, test } from 'vitest';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { inputsFromSpecs, specPaths, specsFromInputs } from './spec-form.ts';

describe('the spec inputs of the product form', () => {
  test('make typed specs: numbers, yes/no, lists; empty inputs and other categories’ keys are left out', () => {
    const specs = specsFromInputs('cpu', {
      socket: ' AM5 ',
      cores: '8',
      baseGhz: '4.2',
      integratedGraphics: 'false',
      boxCooler: '',
      memoryTypes: ['DDR5'],
      wattage: '650',
    });
    expect(specs).toEqual({
      socket: 'AM5',
      cores: 8,
      baseGhz: 4.2,
      integratedGraphics: false,
      memoryTypes: ['DDR5'],
    });
    expect(specsIssues('cpu', specs)).toEqual({});
  });

  test('comma-separated lists become lists, of numbers where the field holds numbers', () => {
    expect(specsFromInputs('case', { radiatorMm: '240, 360', formFactors: [] })).toEqual({
      radiatorMm: [240, 360],
    });
    expect(specsFromInputs('cooler', { sockets: 'AM5, LGA1851,' })).toEqual({
      sockets: ['AM5', 'LGA1851'],
    });
  });

  test('a bad value is named by the shared rules', () => {
    const specs = specsFromInputs('cpu', { cores: '6.5', memoryTypes: ['DDR3'] });
    expect(Object.keys(specsIssues('cpu', specs)).sort()).toEqual([
      'specs.cores',
      'specs.memoryTypes',
    ]);
  });

  test('stored specs show in the inputs and come back unchanged', () => {
    const stored = { type: 'liquid', sockets: ['AM5', 'AM4'], radiatorMm: 240, fans: 2 };
    const inputs = inputsFromSpecs('cooler', stored);
    expect(inputs).toEqual({ type: 'liquid', sockets: 'AM5, AM4', radiatorMm: '240', fans: '2' });
    expect(specsFromInputs('cooler', inputs)).toEqual(stored);
    expect(specPaths('monitor')).toEqual([
      'specs.sizeIn',
      'specs.resolution',
      'specs.refreshHz',
      'specs.panel',
    ]);
  });
});
