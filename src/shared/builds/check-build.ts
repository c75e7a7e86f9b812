import {
  IssueList,
  REQUIRED_SLOTS,
  SEVERITIES,
  type Build,
  type BuildIssue,
  type RuleId,
} from './build.ts';
import { checkCoolerInCase, checkCoolerOnProcessor } from './cooler-rules.ts';
import {
  checkBoardInCase,
  checkGpuLength,
  checkMemoryAmount,
  checkMemoryTypes,
  checkSocket,
} from './fit-rules.ts';
import { estimatePower } from './power.ts';
import { checkDisplayAndCooling, checkDrives, checkPowerSupply } from './system-rules.ts';

export interface BuildCheck {
  /** Errors first, then warnings, then notes. */
  readonly issues: BuildIssue[];
  readonly estimatedWatts: number;
  readonly recommendedPsuWatts: number;
  /** The parts' prices added up, in whole Tk (a kit or drive chosen twice counts twice). */
  readonly total: number;
  /** Every required slot is filled (processor, board, memory, storage, power supply, case). */
  readonly complete: boolean;
}

/**
 * The compatibility engine: every rule over one build, with the power estimate. Pure, so the
 * builder runs it as the visitor picks and the server runs the same code on its own data.
 */
export function checkBuild(build: Build): BuildCheck {
  const issues = new IssueList();
  const power = estimatePower(build, issues);
  checkSocket(build, issues);
  checkMemoryTypes(build, issues);
  checkMemoryAmount(build, issues);
  checkBoardInCase(build, issues);
  checkGpuLength(build, issues);
  checkCoolerInCase(build, issues);
  checkCoolerOnProcessor(build, issues);
  checkPowerSupply(build, power, issues);
  checkDrives(build, issues);
  checkDisplayAndCooling(build, issues);
  const rank = (issue: BuildIssue) => SEVERITIES.indexOf(issue.severity);
  return {
    issues: issues.issues.toSorted((a, b) => rank(a) - rank(b)),
    ...power,
    total: partsOf(build).reduce((sum, part) => sum + (part.price ?? 0), 0),
    complete: REQUIRED_SLOTS.every((slot) => {
      const chosen = build[slot];
      return Array.isArray(chosen) ? chosen.length > 0 : chosen !== undefined;
    }),
  };
}

/**
 * Errors that ask for a part still to be chosen rather than say two chosen parts clash: a
 * processor without graphics is fine until the build is finished without a graphics card.
 */
const ASKS_FOR_A_PART: ReadonlySet<RuleId> = new Set(['display-output']);

/**
 * Whether an issue makes its parts "not fit": the builder's lists and slots mark a part with
 * such an issue; the summary still lists every issue, the ones asking for a part included.
 */
export function makesPartsUnfit(issue: BuildIssue): boolean {
  return issue.severity === 'error' && !ASKS_FOR_A_PART.has(issue.rule);
}

/** Every chosen part, a repeated kit or drive once per time it was chosen. */
export function partsOf(build: Build) {
  const singles = [
    build.cpu,
    build.motherboard,
    build.gpu,
    build.psu,
    build.case,
    build.cooler,
    build.monitor,
  ];
  return [...singles.filter((part) => part !== undefined), ...build.memory, ...build.storage];
}
