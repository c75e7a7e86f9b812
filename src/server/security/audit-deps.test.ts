import { describe, expect, test } from 'vitest';
import { judgeAudit } from './audit-deps.ts';

const report = (vulnerabilities: object, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts, dependencies: { prod: 120 } },
  });

describe('the dependency audit verdict', () => {
  test('passes with only low or moderate advisories, and says how many were audited', () => {
    const verdict = judgeAudit(
      report({ 'some-lib': { severity: 'moderate', range: '<1.2.0' } }, { moderate: 1 }),
    );
    expect(verdict.outcome).toBe('clean');
    expect(verdict.message).toContain('120 runtime dependencies audited');
  });

  test.each(['high', 'critical'])('fails on a %s advisory and names the package', (severity) => {
    const verdict = judgeAudit(
      report({ 'bad-lib': { severity, isDirect: true, range: '<2.0.0' } }, { [severity]: 1 }),
    );
    expect(verdict.outcome).toBe('vulnerable');
    expect(verdict.message).toContain(`bad-lib (${severity}, direct, <2.0.0)`);
  });

  test('an advisory database that does not answer is not a pass', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(judgeAudit(refused)).toEqual({
      outcome: 'unreachable',
      message: expect.stringContaining('405 Method Not Allowed'),
    });
    expect(judgeAudit('').outcome).toBe('unreachable');
  });
});
