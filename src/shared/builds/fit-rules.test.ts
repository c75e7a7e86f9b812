import { describe, expect, test } from 'vitest';
import type { Build, RuleId, Severity } from './build.ts';
import { b650, ddr5Kit, goodBuild, rtx, ryzen, tower, withSpecs } from './build-fixtures.ts';
import { checkBuild } from './check-build.ts';

const ddr4Kit = withSpecs(ddr5Kit, { memoryType: 'DDR4' });

type Case = readonly [name: string, build: Build, severity: Severity | 'none'];
/** Per rule: a build that fits, one that does not (with the severity), one missing a spec. */
const table: Partial<Record<RuleId, readonly Case[]>> = {
  socket: [
    ['same socket', goodBuild, 'none'],
    [
      'LGA1700 board',
      { ...goodBuild, motherboard: withSpecs(b650, { socket: 'LGA1700' }) },
      'error',
    ],
    [
      'board without socket',
      { ...goodBuild, motherboard: withSpecs(b650, { socket: undefined }) },
      'note',
    ],
  ],
  'memory-type-board': [
    ['DDR5 on DDR5', goodBuild, 'none'],
    [
      'DDR5 kit on a DDR4 board',
      { ...goodBuild, motherboard: withSpecs(b650, { memoryType: 'DDR4' }) },
      'error',
    ],
    [
      'kit without type',
      { ...goodBuild, memory: [withSpecs(ddr5Kit, { memoryType: undefined })] },
      'note',
    ],
  ],
  'memory-type-processor': [
    ['DDR5 processor', goodBuild, 'none'],
    ['DDR4 kit', { ...goodBuild, memory: [ddr4Kit] }, 'error'],
    [
      'processor without memory types',
      { ...goodBuild, cpu: withSpecs(ryzen, { memoryTypes: undefined }) },
      'note',
    ],
  ],
  'memory-slots': [
    ['two kits of two in four slots', { ...goodBuild, memory: [ddr5Kit, ddr5Kit] }, 'none'],
    [
      'three kits of two in four slots',
      { ...goodBuild, memory: [ddr5Kit, ddr5Kit, ddr5Kit] },
      'error',
    ],
    [
      'board without slot count',
      { ...goodBuild, motherboard: withSpecs(b650, { memorySlots: undefined }) },
      'note',
    ],
  ],
  'memory-capacity': [
    [
      '128 GB on a 128 GB board',
      {
        ...goodBuild,
        memory: [withSpecs(ddr5Kit, { moduleGb: 32 }), withSpecs(ddr5Kit, { moduleGb: 32 })],
      },
      'none',
    ],
    [
      '64 GB on a 32 GB board',
      { ...goodBuild, motherboard: withSpecs(b650, { maxMemoryGb: 16 }) },
      'error',
    ],
    [
      'kit without module size',
      { ...goodBuild, memory: [withSpecs(ddr5Kit, { moduleGb: undefined })] },
      'note',
    ],
  ],
  'board-form-factor': [
    ['ATX in an ATX case', goodBuild, 'none'],
    [
      'ATX in a Mini-ITX case',
      { ...goodBuild, case: withSpecs(tower, { formFactors: ['Mini-ITX'] }) },
      'error',
    ],
    [
      'board without form factor',
      { ...goodBuild, motherboard: withSpecs(b650, { formFactor: undefined }) },
      'note',
    ],
  ],
  'gpu-length': [
    ['300 mm card in a 300 mm case', goodBuild, 'none'],
    [
      '301 mm card in a 300 mm case',
      { ...goodBuild, gpu: withSpecs(rtx, { lengthMm: 301 }) },
      'error',
    ],
    [
      'case without a length',
      { ...goodBuild, case: withSpecs(tower, { maxGpuLengthMm: undefined }) },
      'note',
    ],
  ],
};

describe.each(Object.entries(table))('rule %s', (rule, cases) => {
  test.each(cases)('%s: %s', (_name, build, severity) => {
    const raised = checkBuild(build).issues.filter((issue) => issue.rule === rule);
    if (severity === 'none') expect(raised).toEqual([]);
    else expect(raised.map((issue) => issue.severity)).toContain(severity);
  });
});
