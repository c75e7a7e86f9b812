import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../test/support/chromium.ts';
import type { Measured } from '../lib/report.ts';
import { spread } from '../lib/spread.ts';

// Lighthouse with its default settings: the mobile preset (a mid-range phone on a
// slow 4G connection, simulated), all four categories. Each run gets a fresh
// Chromium with an empty profile.

/** Each figure is the median of the successful runs, with its spread. */
export interface PageScores {
  page: string;
  url: string;
  /** Runs that gave figures, and runs lost to a broken trace recording (then retried). */
  runs: number;
  failedRuns: number;
  failures: string[];
  performance: Measured;
  accessibility: Measured;
  bestPractices: Measured;
  seo: Measured;
  lcpMs: Measured;
  cls: Measured;
  tbtMs: Measured;
  /** Failing audits of the median run by performance, to say what to fix. */
  failing: string[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's errors for a trace or screenshots it could not record or read (for
 * example NO_NAVSTART, "Something went wrong with recording the trace"): a fault of the
 * browser run, not of the page, which a loaded machine makes more likely. Such a run is
 * retried; any other error (a page that does not load or paint) fails the measurement.
 */
const RECORDING_FAULTS = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_DCL',
  'NO_FMP',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
  'TRACING_ALREADY_STARTED',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
  'TARGET_CRASHED',
]);
/** Runs lost to recording faults that are replaced, per page, before giving up. */
const MAX_RETRIES = 4;

class RunFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

async function runOnce(url: string): Promise<Result> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumFlags],
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      throw new RunFault(typeof code === 'string' ? code : 'ERROR', String(error));
    });
    if (!result) throw new RunFault('ERROR', `Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new RunFault(runtimeError.code, runtimeError.message);
    // A metric that could not be computed leaves the performance score empty.
    if (result.lhr.categories.performance?.score == null) {
      const broken = Object.values(result.lhr.audits).find((audit) => audit.errorMessage);
      const code = broken?.errorMessage?.match(/\b[A-Z][A-Z_]{3,}\b/)?.[0] ?? 'NO_SCORE';
      throw new RunFault(code, broken?.errorMessage ?? 'no performance score');
    }
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Runs Lighthouse until `runs` runs succeed, replacing up to MAX_RETRIES runs lost to a
 * recording fault, and reports the median of each figure over the successful runs.
 */
export async function lighthousePage(page: string, url: string, runs: number): Promise<PageScores> {
  const results: Result[] = [];
  const failures: string[] = [];
  while (results.length < runs) {
    try {
      results.push(await runOnce(url));
    } catch (error) {
      if (!(error instanceof RunFault) || !RECORDING_FAULTS.has(error.code)) throw error;
      failures.push(error.code);
      if (failures.length > MAX_RETRIES) break;
    }
  }
  if (results.length === 0) {
    throw new Error(
      `Lighthouse could not record ${page} in ${failures.length} runs: ${failures.join(', ')}`,
    );
  }
  const figure = (of: (lhr: Result) => number, digits = 0) => ({
    ...spread(results.map(of), digits),
    ...(failures.length ? { failed: failures.length } : {}),
  });
  // The median run by performance score names the audits to fix.
  const byScore = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const failing = Object.values(median.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    page,
    url,
    runs: results.length,
    failedRuns: failures.length,
    failures,
    performance: figure((lhr) => score(lhr, 'performance')),
    accessibility: figure((lhr) => score(lhr, 'accessibility')),
    bestPractices: figure((lhr) => score(lhr, 'best-practices')),
    seo: figure((lhr) => score(lhr, 'seo')),
    lcpMs: figure((lhr) => numeric(lhr, 'largest-contentful-paint')),
    cls: figure((lhr) => numeric(lhr, 'cumulative-layout-shift'), 3),
    tbtMs: figure((lhr) => numeric(lhr, 'total-blocking-time')),
    failing,
  };
}
