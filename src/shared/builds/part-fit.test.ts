import { describe, expect, test } from 'vitest';
import type { Build } from './build.ts';
import { b650, ddr5Kit, nvme, part, psu750, ryzen, tower, withSpecs } from './build-fixtures.ts';
import { checkBuild, makesPartsUnfit } from './check-build.ts';

// What the builder marks "does not fit" (its part lists and slots), on parts shaped like the
// shop's best sellers.

const i3F = part('i3-12100f', 'cpu', {
  ...ryzen.specs,
  socket: 'LGA1700',
  tdpW: 58,
  integratedGraphics: false,
  memoryTypes: ['DDR4', 'DDR5'],
  boxCooler: true,
});
const rtx4070Super = part('rtx-4070-super', 'gpu', {
  chip: 'GeForce RTX 4070 SUPER',
  vramGb: 12,
  lengthMm: 261,
  slotWidth: 2.5,
  tdpW: 220,
  recommendedPsuW: 750,
});
const psu450 = withSpecs({ ...psu750, id: 'psu-450', name: 'Test 450 W' }, { wattage: 450 });
const lga1700Board = withSpecs(b650, { socket: 'LGA1700' });

const unfitFor = (build: Build, id: string) =>
  checkBuild(build).issues.filter((issue) => makesPartsUnfit(issue) && issue.parts.includes(id));

describe('a processor without graphics while no graphics card is chosen', () => {
  test('fits an empty build and the board beside it', () => {
    expect(unfitFor({ cpu: i3F, memory: [], storage: [] }, i3F.id)).toEqual([]);
    expect(
      unfitFor({ cpu: i3F, motherboard: lga1700Board, memory: [], storage: [] }, i3F.id),
    ).toEqual([]);
  });

  test('the build’s check still says there is no display output until a card is chosen', () => {
    const build: Build = {
      cpu: i3F,
      motherboard: lga1700Board,
      memory: [ddr5Kit],
      storage: [nvme],
      psu: psu750,
      case: tower,
    };
    expect(checkBuild(build).issues).toContainEqual({
      severity: 'error',
      rule: 'display-output',
      message: `No display output: ${i3F.name} has no integrated graphics; choose a graphics card.`,
      parts: [i3F.id],
    });
    const withCard = checkBuild({ ...build, gpu: rtx4070Super }).issues;
    expect(withCard.map((issue) => issue.rule)).not.toContain('display-output');
  });

  test('a real clash still makes it not fit: the wrong socket', () => {
    const [clash] = unfitFor({ cpu: i3F, motherboard: b650, memory: [], storage: [] }, i3F.id);
    expect(clash?.message).toBe(
      'Processor socket LGA1700 (Test i3-12100f) doesn’t match the motherboard’s AM5 (Test board).',
    );
  });
});

describe('a power supply below what the graphics card’s maker asks for', () => {
  const build: Build = { cpu: i3F, gpu: rtx4070Super, psu: psu450, memory: [], storage: [] };

  test('450 W with an RTX 4070 SUPER (750 W asked) is an error naming both', () => {
    // 58 + 220 + 50 = 328 W drawn: 450 W covers the draw x 1.1, not the card's 750 W.
    const issues = checkBuild(build).issues.filter((issue) => issue.rule === 'psu-wattage');
    expect(issues).toEqual([
      {
        severity: 'error',
        rule: 'psu-wattage',
        message: `Test 450 W gives 450 W; ${rtx4070Super.name} needs a power supply of at least 750 W.`,
        parts: [psu450.id, rtx4070Super.id],
      },
    ]);
    expect(unfitFor(build, psu450.id)).toHaveLength(1);
    expect(unfitFor(build, rtx4070Super.id)).toHaveLength(1);
  });

  test('exactly the 750 W asked for fits', () => {
    const enough = withSpecs(psu450, { wattage: 750 });
    expect(unfitFor({ ...build, psu: enough }, psu450.id)).toEqual([]);
  });
});
