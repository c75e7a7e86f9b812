import type { Category } from '../categories.ts';
import { PART_SPECS, type PartSpecs, type SpecCategory } from '../specs/part-specs.ts';
import { specLabel } from '../specs/spec-labels.ts';

/** One chosen part: what the rules read (its specs) and what the summary adds up. */
export interface BuildPart {
  readonly id: string;
  readonly name: string;
  readonly category: Category;
  /** As stored on the product: any field may be missing or, in old data, malformed. */
  readonly specs: Readonly<Record<string, unknown>>;
  readonly price?: number;
}

/**
 * A PC build. Memory kits and drives are lists; a part chosen twice appears twice (two
 * identical kits count twice towards slots, capacity and power).
 */
export interface Build {
  readonly cpu?: BuildPart;
  readonly motherboard?: BuildPart;
  readonly memory: readonly BuildPart[];
  readonly storage: readonly BuildPart[];
  readonly gpu?: BuildPart;
  readonly psu?: BuildPart;
  readonly case?: BuildPart;
  readonly cooler?: BuildPart;
  readonly monitor?: BuildPart;
}

export const SINGLE_SLOTS = [
  'cpu',
  'motherboard',
  'gpu',
  'psu',
  'case',
  'cooler',
  'monitor',
] as const;
export type SingleSlot = (typeof SINGLE_SLOTS)[number];
export const LIST_SLOTS = ['memory', 'storage'] as const;
export type ListSlot = (typeof LIST_SLOTS)[number];
export type Slot = SingleSlot | ListSlot;
/** The slots a build needs before it is a working PC. */
export const REQUIRED_SLOTS: readonly Slot[] = [
  'cpu',
  'motherboard',
  'memory',
  'storage',
  'psu',
  'case',
];
/** More kits or drives than this in one build is a mistake, not a PC. */
export const MAX_PARTS_PER_LIST = 8;

export const SEVERITIES = ['error', 'warning', 'note'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface BuildIssue {
  readonly severity: Severity;
  /** The rule that raised it (docs/product.md#compatibility-rules). */
  readonly rule: RuleId;
  readonly message: string;
  /** The ids of the parts involved. */
  readonly parts: string[];
}

export const RULE_IDS = [
  'socket',
  'memory-type-board',
  'memory-type-processor',
  'memory-slots',
  'memory-capacity',
  'board-form-factor',
  'gpu-length',
  'cooler-height',
  'radiator-size',
  'cooler-socket',
  'cooler-rating',
  'power-estimate',
  'psu-wattage',
  'psu-form-factor',
  'm2-slots',
  'sata-ports',
  'display-output',
  'cpu-cooler',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/**
 * A spec of a part, or undefined when it is missing or not valid for its category (a rule
 * never trusts a malformed value; it says it could not check instead).
 */
export function specOf<C extends SpecCategory, K extends keyof PartSpecs<C> & string>(
  part: BuildPart,
  category: C,
  key: K,
): PartSpecs<C>[K] | undefined {
  const shape = PART_SPECS[category].shape as Record<string, { safeParse(v: unknown): unknown }>;
  const field = shape[key];
  if (!field) return undefined;
  const parsed = field.safeParse(part.specs[key]) as { success: boolean; data?: unknown };
  return parsed.success ? (parsed.data as PartSpecs<C>[K]) : undefined;
}

/** Collects the issues of one check; rules call it instead of building objects by hand. */
export class IssueList {
  readonly issues: BuildIssue[] = [];

  add(severity: Severity, rule: RuleId, message: string, parts: readonly BuildPart[]): void {
    const ids = [...new Set(parts.map((part) => part.id))];
    this.issues.push({ severity, rule, message, parts: ids });
  }

  /**
   * Says which specs a rule lacked ("could not check …") and answers false, or answers true when
   * every spec is there. Each entry: the part, its category's key, and the value read.
   */
  haveAll(
    rule: RuleId,
    what: string,
    needs: readonly (readonly [BuildPart, SpecCategory, string, unknown])[],
  ): boolean {
    const lacking = needs.filter(([, , , value]) => value === undefined);
    if (lacking.length === 0) return true;
    const list = lacking
      .map(([part, category, key]) => `${part.name} has no ${inSentence(specLabel(category, key))}`)
      .join('; ');
    this.add(
      'note',
      rule,
      `Could not check ${what}: ${list}.`,
      lacking.map(([part]) => part),
    );
    return false;
  }
}

/** "Socket" reads "socket" mid-sentence; "TDP" and "M.2 slots" keep their capitals. */
function inSentence(label: string): string {
  const second = label.charAt(1);
  return second === second.toLowerCase() && second !== '.'
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}
