import { describe, expect, test } from 'vitest';
import { goodBuild, psu750, rtx, ryzen, withSpecs } from './build-fixtures.ts';
import { checkBuild } from './check-build.ts';

describe('power estimate', () => {
  test('processor + card + board + 5 W a module + 8 W a drive + 10 W a fan', () => {
    // 105 + 200 + 50 + 2 x 5 + 1 x 8 + 2 x 10
    expect(checkBuild(goodBuild).estimatedWatts).toBe(393);
  });

  test('the recommendation is the card’s own when that is larger', () => {
    // 393 x 1.5 = 589.5, rounded up to 600; the card asks for 650.
    expect(checkBuild(goodBuild).recommendedPsuWatts).toBe(650);
  });

  test('otherwise the estimate x 1.5 rounded up to 50 W', () => {
    // 105 + 50 + 10 + 8 + 20 = 193; x 1.5 = 289.5 -> 300
    const build = { ...goodBuild, gpu: undefined };
    expect(checkBuild(build)).toMatchObject({ estimatedWatts: 193, recommendedPsuWatts: 300 });
    // 200 x 1.5 = 300 exactly stays 300
    const round = { ...build, cpu: withSpecs(ryzen, { tdpW: 112 }) };
    expect(checkBuild(round)).toMatchObject({ estimatedWatts: 200, recommendedPsuWatts: 300 });
  });

  test('a supply exactly at the estimate x 1.1 is enough; one watt less is not', () => {
    // 112 + 200 + 50 + 10 + 8 + 20 = 400: the line is 440 W (the card asks for less).
    const build = {
      ...goodBuild,
      cpu: withSpecs(ryzen, { tdpW: 112 }),
      gpu: withSpecs(rtx, { recommendedPsuW: 400 }),
    };
    const at = checkBuild({ ...build, psu: withSpecs(psu750, { wattage: 440 }) });
    expect(at.estimatedWatts).toBe(400);
    expect(at.issues.map((issue) => [issue.rule, issue.severity])).toEqual([
      ['psu-wattage', 'warning'],
    ]);
    const below = checkBuild({ ...build, psu: withSpecs(psu750, { wattage: 439 }) });
    expect(below.issues[0]).toMatchObject({ rule: 'psu-wattage', severity: 'error' });
    expect(below.issues[0]?.message).toBe(
      'Test psu gives 439 W; this build draws about 400 W and needs at least 440 W.',
    );
  });

  test('a missing figure adds nothing and says so', () => {
    const build = { ...goodBuild, gpu: withSpecs(rtx, { tdpW: undefined }) };
    const checked = checkBuild(build);
    expect(checked.estimatedWatts).toBe(193);
    expect(checked.issues).toContainEqual({
      severity: 'note',
      rule: 'power-estimate',
      message: 'Could not check the power draw: Test gpu has no TDP.',
      parts: ['gpu'],
    });
  });
});
