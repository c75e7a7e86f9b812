import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Fails on high or critical advisories in the runtime dependencies
 * (`npm audit --omit=dev`). When the advisory database cannot be asked (a registry
 * mirror without the audit endpoint, no network), that is a failure too: a check that
 * could not run must never look like a check that passed. Set
 * AUDIT_DEPS_IF_UNREACHABLE=warn to let such a run pass with a loud warning instead.
 */

export type AuditVerdict =
  | { outcome: 'clean'; message: string }
  | { outcome: 'vulnerable'; message: string }
  | { outcome: 'unreachable'; message: string };

interface AuditReport {
  message?: string;
  statusCode?: number;
  vulnerabilities?: Record<string, { severity?: string; isDirect?: boolean; range?: string }>;
  metadata?: {
    vulnerabilities?: Record<string, number>;
    dependencies?: { prod?: number };
  };
}

const BLOCKING = new Set(['high', 'critical']);

/** Reads the JSON report of `npm audit --json`. */
export function judgeAudit(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { outcome: 'unreachable', message: `npm audit gave no report: ${json.slice(0, 200)}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? `status ${report.statusCode ?? 'unknown'}`;
    return { outcome: 'unreachable', message: `the advisory database did not answer: ${why}` };
  }
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => BLOCKING.has(v.severity ?? ''))
    .map(
      ([name, v]) => `${name} (${v.severity}${v.isDirect ? ', direct' : ''}, ${v.range ?? '?'})`,
    );
  const tally = ['critical', 'high', 'moderate', 'low']
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(', ');
  const audited = report.metadata?.dependencies?.prod ?? 0;
  if (blocking.length > 0) {
    return {
      outcome: 'vulnerable',
      message: `runtime dependencies with high or critical advisories: ${blocking.join('; ')}`,
    };
  }
  return { outcome: 'clean', message: `${audited} runtime dependencies audited: ${tally}` };
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const verdict = judgeAudit(run.stdout);
  if (verdict.outcome === 'clean') {
    console.log(`audit:deps: ${verdict.message}`);
    return 0;
  }
  if (verdict.outcome === 'unreachable' && process.env.AUDIT_DEPS_IF_UNREACHABLE === 'warn') {
    console.warn(`audit:deps: WARNING, NOT CHECKED: ${verdict.message}`);
    return 0;
  }
  console.error(`audit:deps: FAILED: ${verdict.message}`);
  if (verdict.outcome === 'unreachable') {
    console.error(
      'audit:deps: point npm at a registry that answers audits, or set ' +
        'AUDIT_DEPS_IF_UNREACHABLE=warn to accept an unchecked run.',
    );
  }
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
