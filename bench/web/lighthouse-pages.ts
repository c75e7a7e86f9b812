import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../test/support/chromium.ts';

// Lighthouse with its default settings: the mobile preset (a mid-range phone on a
// slow 4G connection, simulated), all four categories. Each run gets a fresh
// Chromium with an empty profile.

export interface PageScores {
  page: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Failing audits of the median run, to say what to fix. */
  failing: string[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

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
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
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

/** Runs Lighthouse `runs` times on a page and keeps the median run (by performance). */
export async function lighthousePage(page: string, url: string, runs: number): Promise<PageScores> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  // The median run by performance score (the middle one of three).
  const byScore = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = byScore[Math.floor(byScore.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  const failing = Object.values(median.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    page,
    url,
    runs,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    cls: Number(numeric(median, 'cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    failing,
  };
}
