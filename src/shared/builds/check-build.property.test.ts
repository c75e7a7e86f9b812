import { expect, test } from 'vitest';
import { RULE_IDS, type Build, type BuildPart } from './build.ts';
import {
  airCooler,
  b650,
  ddr5Kit,
  goodBuild,
  nvme,
  psu750,
  rtx,
  ryzen,
  tower,
} from './build-fixtures.ts';
import { checkBuild, partsOf } from './check-build.ts';

// Random builds from a fixed seed: the engine never throws, and its answer keeps its promises.
// Replay a failure with BUILD_SEED=<seed> npx vitest run src/shared/builds.
const seed = Number((import.meta.env as Record<string, string | undefined>).BUILD_SEED ?? 20261123);
const RUNS = 300;

function mulberry32(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test(`random builds keep the engine's promises (seed ${seed})`, () => {
  console.log(
    `build property seed ${seed}; replay: BUILD_SEED=${seed} npx vitest run src/shared/builds`,
  );
  const random = mulberry32(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const oddValues = [undefined, 'junk', -1, 0, 1, 161, 300, 301, 'AM5', 'LGA1700', true, ['DDR4']];
  // Each spec keeps its value, loses it, or gets an odd one.
  const shake = (base: BuildPart, n: number): BuildPart => {
    const specs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base.specs)) {
      const roll = random();
      if (roll < 0.7) specs[key] = value;
      else if (roll < 0.85) specs[key] = pick(oddValues);
    }
    return { ...base, id: `${base.id}-${n}`, specs };
  };
  const maybe = (base: BuildPart, n: number) => (random() < 0.8 ? shake(base, n) : undefined);

  for (let run = 0; run < RUNS; run++) {
    const build: Build = {
      cpu: maybe(ryzen, run),
      motherboard: maybe(b650, run),
      memory: Array.from({ length: Math.floor(random() * 4) }, (_, i) => shake(ddr5Kit, i)),
      storage: Array.from({ length: Math.floor(random() * 4) }, (_, i) => shake(nvme, i)),
      gpu: maybe(rtx, run),
      psu: maybe(psu750, run),
      case: maybe(tower, run),
      cooler: maybe(airCooler, run),
    };
    const checked = checkBuild(build);
    const ids = new Set(partsOf(build).map((part) => part.id));
    const context = `seed ${seed}, run ${run}`;
    for (const issue of checked.issues) {
      expect(RULE_IDS, context).toContain(issue.rule);
      expect(issue.parts.length, context).toBeGreaterThan(0);
      for (const id of issue.parts) expect(ids.has(id), context).toBe(true);
      for (const id of issue.parts) {
        const name = partsOf(build).find((part) => part.id === id)?.name ?? '';
        // Every issue names at least one of its parts in words.
        if (issue.parts.length === 1) expect(issue.message, context).toContain(name);
      }
    }
    expect(checked.recommendedPsuWatts % 50 === 0 || build.gpu !== undefined, context).toBe(true);
    expect(checked.recommendedPsuWatts * 2, context).toBeGreaterThanOrEqual(
      checked.estimatedWatts * 3,
    );
    expect(checked.total, context).toBe(partsOf(build).length * 1000);
  }
});

test('the unchanged fixture build is clean, so every issue above came from a change', () => {
  expect(checkBuild(goodBuild).issues).toEqual([]);
});
