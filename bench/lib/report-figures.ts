import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { dhakaToday, shiftDay } from '../../src/server/features/reports/report-period.ts';
import { defaultWebDir, readStorefrontChunks } from '../web/storefront-chunks.ts';
import { benchCustomers, type CatalogueSize } from './fill-catalogue.ts';
import { figure, target, type Target } from './report.ts';
import type { Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

// The owner's sales report over the bench's past orders (docs/product.md#reports): one call
// for the last 30 days and one for the last 365, timed from request to answer, each round
// beside a baseline in the same round: an admin GET of one stored setting, which pays for
// the same HTTP, token and pool but no report. The ratio says what the report itself costs
// on this machine now; the milliseconds are what the issue's target is set in.
// Then the bytes the dashboard's chunks weigh beside the storefront's, from the build.

/** The baseline: as cheap an admin answer as the shop has, one settings row. */
const BASELINE = '/api/admin/low-stock-setting';

export async function measureReports(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
  size: CatalogueSize,
): Promise<Target[]> {
  const token = await adminToken(connection, secret);
  const time = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`${shop.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { totals?: { orders: number }; message?: string };
    const ms = performance.now() - started;
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${body.message ?? ''}`);
    return { ms, orders: body.totals?.orders ?? 0 };
  };
  const today = dhakaToday();
  const paths = {
    '30 days': `/api/admin/reports/sales?from=${shiftDay(today, -29)}&to=${today}&compare=previous`,
    '365 days': `/api/admin/reports/sales?from=${shiftDay(today, -364)}&to=${today}&compare=previous`,
  };
  // One unmeasured call of each, so no round pays for a cold plan or pool.
  for (const path of [BASELINE, ...Object.values(paths)]) await time(path);
  const ms = { baseline: [] as number[], '30 days': [] as number[], '365 days': [] as number[] };
  const ratios = { '30 days': [] as number[], '365 days': [] as number[] };
  for (let round = 0; round < bench.rounds; round++) {
    const baseline = (await time(BASELINE)).ms;
    ms.baseline.push(baseline);
    for (const period of ['30 days', '365 days'] as const) {
      const report = await time(paths[period]);
      ms[period].push(report.ms);
      ratios[period].push(report.ms / Math.max(baseline, 1));
      bench.log(
        `sales report, ${period}: ${report.orders} orders in ${Math.round(report.ms)} ms ` +
          `(baseline ${Math.round(baseline)} ms)`,
      );
    }
  }
  const orders = `${size.pastOrders} past orders`;
  return [
    figure(`GET ${BASELINE} (baseline, ms)`, spread(ms.baseline, 0)),
    target(`GET sales report, 30 days, ${orders} (ms)`, spread(ms['30 days'], 0), '<', 300),
    figure('  sales report 30 days / baseline', spread(ratios['30 days'])),
    target(`GET sales report, 365 days, ${orders} (ms)`, spread(ms['365 days'], 0), '<', 300),
    figure('  sales report 365 days / baseline', spread(ratios['365 days'])),
    ...(await dashboardChunkFigures()),
  ];
}

/**
 * The built JavaScript, gzip, in KB: what the storefront's pages load on their first visit,
 * what only the dashboard loads (all of it, and the reports page's own part). Sizes are the
 * build's, not the machine's, so one round says all.
 */
async function dashboardChunkFigures(webDir = defaultWebDir): Promise<Target[]> {
  const { restricted, storefront } = await readStorefrontChunks(webDir);
  const kb = async (files: Iterable<string>) => {
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(webDir, file))).length;
    return Number((bytes / 1000).toFixed(1));
  };
  const manifest = JSON.parse(
    await readFile(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const reportsFile = Object.values(manifest).find((chunk) => chunk.name === 'reports-page')?.file;
  if (!reportsFile) throw new Error('The build has no reports-page chunk: rebuild.');
  const dashboard = [...restricted].filter(([, root]) => root === 'dashboard-routes');
  const storefrontKb = await kb(storefront);
  const reportsKb = await kb([`/${reportsFile}`]);
  const one = (value: number) => ({ median: value, min: value, max: value, rounds: 1 });
  return [
    figure('storefront pages’ JavaScript, first load (KB gzip)', one(storefrontKb)),
    figure(
      'dashboard-only JavaScript, all pages (KB gzip)',
      one(await kb(dashboard.map(([f]) => f))),
    ),
    figure('  reports page chunk (KB gzip)', one(reportsKb)),
    figure(
      '  reports page chunk / storefront JavaScript',
      one(Number((reportsKb / storefrontKb).toFixed(3))),
    ),
    // The reports chunk is reached only from the dashboard: the storefront never loads it.
    target(
      'reports page chunk in the storefront’s first load',
      storefront.has(`/${reportsFile}`) ? 1 : 0,
      '=',
      0,
    ),
  ];
}

/** An admin's token: the first bench customer, made an admin (as the bulk price figure does). */
async function adminToken(connection: pg.ClientConfig, secret: string): Promise<string> {
  const [admin] = await benchCustomers(connection);
  if (!admin) throw new Error('The bench has no customers to make an admin of.');
  const client = new pg.Client(connection);
  await client.connect();
  await client
    .query(`update users set role = 'admin' where id = $1`, [admin.id])
    .finally(() => client.end());
  return createTokens(new TextEncoder().encode(secret)).issue(admin);
}
