import { describe, expect, test } from 'vitest';
import type { Build, RuleId, Severity } from './build.ts';
import {
  airCooler,
  b650,
  ddr5Kit,
  goodBuild,
  nvme,
  part,
  psu750,
  rtx,
  ryzen,
  sataSsd,
  tower,
  withSpecs,
} from './build-fixtures.ts';
import { checkBuild } from './check-build.ts';

const liquid = withSpecs(airCooler, { type: 'liquid', radiatorMm: 240, heightMm: 30 });

type Case = readonly [name: string, build: Build, severity: Severity | 'none'];
/** Per rule: a build that fits, one that does not (with the severity), one missing a spec. */
const table: Partial<Record<RuleId, readonly Case[]>> = {
  'cooler-height': [
    ['160 mm cooler in a 160 mm case', goodBuild, 'none'],
    ['161 mm cooler', { ...goodBuild, cooler: withSpecs(airCooler, { heightMm: 161 }) }, 'error'],
    [
      'cooler without type',
      { ...goodBuild, cooler: withSpecs(airCooler, { type: undefined }) },
      'note',
    ],
  ],
  'radiator-size': [
    ['240 mm radiator, case takes 240', { ...goodBuild, cooler: liquid }, 'none'],
    [
      '360 mm radiator, case takes 240 and 280',
      { ...goodBuild, cooler: withSpecs(liquid, { radiatorMm: 360 }) },
      'error',
    ],
    [
      'case without radiator list',
      { ...goodBuild, cooler: liquid, case: withSpecs(tower, { radiatorMm: undefined }) },
      'note',
    ],
  ],
  'cooler-socket': [
    ['lists AM5', goodBuild, 'none'],
    [
      'lists LGA1700 only',
      { ...goodBuild, cooler: withSpecs(airCooler, { sockets: ['LGA1700'] }) },
      'error',
    ],
    [
      'cooler without sockets',
      { ...goodBuild, cooler: withSpecs(airCooler, { sockets: undefined }) },
      'note',
    ],
  ],
  'cooler-rating': [
    [
      'rated 105 W for a 105 W processor',
      { ...goodBuild, cooler: withSpecs(airCooler, { tdpRatingW: 105 }) },
      'none',
    ],
    ['rated 104 W', { ...goodBuild, cooler: withSpecs(airCooler, { tdpRatingW: 104 }) }, 'warning'],
    [
      'cooler without rating',
      { ...goodBuild, cooler: withSpecs(airCooler, { tdpRatingW: undefined }) },
      'note',
    ],
  ],
  'power-estimate': [
    ['every figure known', goodBuild, 'none'],
    [
      'graphics card without TDP',
      { ...goodBuild, gpu: withSpecs(rtx, { tdpW: undefined }) },
      'note',
    ],
  ],
  'psu-wattage': [
    ['750 W for 650 W recommended', goodBuild, 'none'],
    [
      'exactly the recommended 650 W',
      { ...goodBuild, psu: withSpecs(psu750, { wattage: 650 }) },
      'none',
    ],
    [
      '600 W: enough for the draw, below the 650 W the card asks for',
      { ...goodBuild, psu: withSpecs(psu750, { wattage: 600 }) },
      'error',
    ],
    [
      '550 W: what the card asks for, below the recommended 600 W',
      {
        ...goodBuild,
        gpu: withSpecs(rtx, { recommendedPsuW: 550 }),
        psu: withSpecs(psu750, { wattage: 550 }),
      },
      'warning',
    ],
    [
      '400 W for a 393 W build',
      { ...goodBuild, psu: withSpecs(psu750, { wattage: 400 }) },
      'error',
    ],
    [
      'supply without wattage',
      { ...goodBuild, psu: withSpecs(psu750, { wattage: undefined }) },
      'note',
    ],
  ],
  'psu-form-factor': [
    ['ATX supply in an ATX case', goodBuild, 'none'],
    [
      'ATX supply in an SFX case',
      { ...goodBuild, case: withSpecs(tower, { psuFormFactor: 'sfx' }) },
      'error',
    ],
    [
      'supply without form factor',
      { ...goodBuild, psu: withSpecs(psu750, { formFactor: undefined }) },
      'note',
    ],
  ],
  'm2-slots': [
    ['two NVMe drives, two slots', { ...goodBuild, storage: [nvme, nvme] }, 'none'],
    ['three NVMe drives, two slots', { ...goodBuild, storage: [nvme, nvme, nvme] }, 'error'],
    [
      'board without M.2 count',
      { ...goodBuild, motherboard: withSpecs(b650, { m2Slots: undefined }) },
      'note',
    ],
  ],
  'sata-ports': [
    ['one SATA drive', { ...goodBuild, storage: [nvme, sataSsd] }, 'none'],
    [
      'two SATA drives, one port',
      { ...goodBuild, storage: [sataSsd, sataSsd], motherboard: withSpecs(b650, { sataPorts: 1 }) },
      'error',
    ],
    [
      'drive without interface',
      { ...goodBuild, storage: [withSpecs(nvme, { interface: undefined })] },
      'note',
    ],
  ],
  'display-output': [
    ['integrated graphics, no card', { ...goodBuild, gpu: undefined }, 'none'],
    [
      'no integrated graphics, no card',
      { ...goodBuild, gpu: undefined, cpu: withSpecs(ryzen, { integratedGraphics: false }) },
      'error',
    ],
    [
      'unknown graphics, no card',
      { ...goodBuild, gpu: undefined, cpu: withSpecs(ryzen, { integratedGraphics: undefined }) },
      'note',
    ],
  ],
  'cpu-cooler': [
    ['a cooler chosen', goodBuild, 'none'],
    ['no box cooler, none chosen', { ...goodBuild, cooler: undefined }, 'warning'],
    [
      'box cooler unknown',
      { ...goodBuild, cooler: undefined, cpu: withSpecs(ryzen, { boxCooler: undefined }) },
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

describe('the answer', () => {
  test('the compatible build has no issue at all', () => {
    expect(checkBuild(goodBuild).issues).toEqual([]);
  });

  test('a problem names its parts in the message and by id', () => {
    const board = withSpecs(b650, { socket: 'LGA1700' });
    const [issue] = checkBuild({ ...goodBuild, motherboard: board }).issues;
    expect(issue).toEqual({
      severity: 'error',
      rule: 'socket',
      message:
        'Processor socket AM5 (Test cpu) doesn’t match the motherboard’s LGA1700 (Test board).',
      parts: ['cpu', 'board'],
    });
  });

  test('a missing spec says what could not be checked and which part lacks it', () => {
    const board = withSpecs(b650, { socket: undefined });
    const notes = checkBuild({ ...goodBuild, motherboard: board }).issues;
    expect(notes).toContainEqual({
      severity: 'note',
      rule: 'socket',
      message: 'Could not check that the processor fits the board: Test board has no socket.',
      parts: ['board'],
    });
  });

  test('a malformed spec counts as missing, never as a value', () => {
    const board = withSpecs(b650, { memorySlots: 'four' });
    const issues = checkBuild({ ...goodBuild, motherboard: board }).issues;
    expect(issues.map((issue) => [issue.rule, issue.severity])).toEqual([['memory-slots', 'note']]);
  });

  test('errors come before warnings and notes', () => {
    const build = {
      ...goodBuild,
      cooler: undefined,
      case: withSpecs(tower, { psuFormFactor: 'sfx' }),
      gpu: withSpecs(rtx, { tdpW: undefined }),
    };
    expect(checkBuild(build).issues.map((issue) => issue.severity)).toEqual([
      'error',
      'warning',
      'note',
    ]);
  });

  test('total adds each kit and drive as often as it is chosen; complete needs the six slots', () => {
    const two = { ...goodBuild, memory: [ddr5Kit, ddr5Kit] };
    expect(checkBuild(two).total).toBe(9000);
    expect(checkBuild(goodBuild).complete).toBe(true);
    expect(checkBuild({ ...goodBuild, storage: [] }).complete).toBe(false);
    expect(checkBuild({ ...goodBuild, gpu: undefined, cooler: undefined }).complete).toBe(true);
    expect(checkBuild({ memory: [], storage: [] })).toEqual({
      issues: [],
      estimatedWatts: 0,
      recommendedPsuWatts: 0,
      total: 0,
      complete: false,
    });
  });

  test('parts of other builds never appear: a lone monitor draws nothing', () => {
    const monitor = part('mon', 'monitor', { sizeIn: 27 });
    expect(checkBuild({ memory: [], storage: [], monitor }).estimatedWatts).toBe(0);
  });
});
