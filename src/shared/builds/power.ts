import { specOf, type Build, type IssueList } from './build.ts';

/** What the board itself draws, counted in every build that has any part that draws power. */
export const BOARD_WATTS = 50;
export const WATTS_PER_MEMORY_MODULE = 5;
export const WATTS_PER_DRIVE = 8;
export const WATTS_PER_COOLER_FAN = 10;
/** The recommended supply is rounded up to this step. */
export const PSU_STEP_WATTS = 50;

export interface PowerEstimate {
  readonly estimatedWatts: number;
  readonly recommendedPsuWatts: number;
}

/**
 * The estimated draw: processor TDP + graphics card TDP + the board + 5 W a memory module + 8 W a
 * drive + 10 W a cooler fan. The recommended supply is the larger of 1.5 x the estimate rounded up
 * to 50 W and the graphics card's own recommendation. A chosen part whose figure is missing adds
 * nothing and leaves a note, so the visitor knows the estimate is low.
 */
export function estimatePower(build: Build, issues: IssueList): PowerEstimate {
  const drawsPower =
    build.cpu ??
    build.motherboard ??
    build.gpu ??
    build.cooler ??
    build.memory[0] ??
    build.storage[0];
  if (!drawsPower) return { estimatedWatts: 0, recommendedPsuWatts: 0 };

  let watts = BOARD_WATTS + WATTS_PER_DRIVE * build.storage.length;
  if (build.cpu) {
    const tdpW = specOf(build.cpu, 'cpu', 'tdpW');
    if (issues.haveAll('power-estimate', 'the power draw', [[build.cpu, 'cpu', 'tdpW', tdpW]])) {
      watts += tdpW ?? 0;
    }
  }
  let gpuRecommendedW = 0;
  if (build.gpu) {
    const tdpW = specOf(build.gpu, 'gpu', 'tdpW');
    const recommendedW = specOf(build.gpu, 'gpu', 'recommendedPsuW');
    issues.haveAll('power-estimate', 'the power draw', [[build.gpu, 'gpu', 'tdpW', tdpW]]);
    issues.haveAll('power-estimate', 'the graphics card’s own power supply advice', [
      [build.gpu, 'gpu', 'recommendedPsuW', recommendedW],
    ]);
    watts += tdpW ?? 0;
    gpuRecommendedW = recommendedW ?? 0;
  }
  for (const kit of build.memory) {
    const modules = specOf(kit, 'memory', 'modules');
    issues.haveAll('power-estimate', 'the power draw', [[kit, 'memory', 'modules', modules]]);
    watts += WATTS_PER_MEMORY_MODULE * (modules ?? 0);
  }
  if (build.cooler) {
    const fans = specOf(build.cooler, 'cooler', 'fans');
    issues.haveAll('power-estimate', 'the power draw', [[build.cooler, 'cooler', 'fans', fans]]);
    watts += WATTS_PER_COOLER_FAN * (fans ?? 0);
  }
  // 1.5 x in whole numbers (x 3 / 2), so no rounding error decides a boundary.
  const withHeadroom = Math.ceil((watts * 3) / 2 / PSU_STEP_WATTS) * PSU_STEP_WATTS;
  return { estimatedWatts: watts, recommendedPsuWatts: Math.max(withHeadroom, gpuRecommendedW) };
}
