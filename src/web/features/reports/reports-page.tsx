import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Printer from 'lucide-react/icons/printer';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatTk } from '../../../shared/money.ts';
import type { SalesReport } from '../../../shared/schemas/sales-report.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { BarChart } from './bar-chart.tsx';
import { ReportFigures } from './report-figures.tsx';
import { PERIOD_CHOICES, periodDates, type PeriodChoice } from './report-periods.ts';
import type { ReportColumn } from './report-csv.ts';
import { ReportTable } from './report-table.tsx';
import { salesReportQuery } from './reports-api.ts';
import { StockSection } from './stock-section.tsx';
import { categoryName } from '../../../shared/categories.ts';

type Row<K extends keyof SalesReport> = SalesReport[K] extends readonly (infer R)[] ? R : never;

const tk = <R,>(header: string, of: (row: R) => number | null): ReportColumn<R> => ({
  header,
  value: of,
  show: (row) => (of(row) === null ? '—' : formatTk(of(row) ?? 0)),
  numeric: true,
});
const num = <R,>(header: string, of: (row: R) => number): ReportColumn<R> => ({
  header,
  value: of,
  numeric: true,
});

const METHOD_NAMES: Record<string, string> = {
  cod: 'Cash on delivery',
  bkash: 'bKash',
  sslcommerz: 'Card or bank (SSLCommerz)',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 break-inside-avoid rounded-box border border-base-300 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /dashboard/reports: the owner's sales over a period, with charts, tables and files (admin). */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const choice = (params.get('period') ?? '30d') as PeriodChoice;
  const dates =
    choice === 'custom'
      ? { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
      : periodDates(PERIOD_CHOICES.some((c) => c.id === choice) ? choice : '30d');
  const query = {
    ...(dates.from && { from: dates.from }),
    ...(dates.to && { to: dates.to }),
  };
  const { data, error, isPending, refetch } = useQuery({
    ...salesReportQuery(query),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const file = (what: string) => (data ? `${what}-${data.from}-to-${data.to}` : what);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Reports"
        description="What sold, where it went and what came back, beside the period before."
        actions={
          <button type="button" className="btn btn-sm print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </button>
        }
      />
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <label className="form-control">
          <span className="label-text">Period</span>
          <select
            className="select select-bordered select-sm"
            value={choice}
            onChange={(event) => set({ period: event.target.value, from: '', to: '' })}
          >
            {PERIOD_CHOICES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {choice === 'custom' ? (
          <>
            <label className="form-control">
              <span className="label-text">From</span>
              <input
                type="date"
                className="input input-bordered input-sm"
                value={params.get('from') ?? data?.from ?? ''}
                onChange={(event) => set({ from: event.target.value })}
              />
            </label>
            <label className="form-control">
              <span className="label-text">To</span>
              <input
                type="date"
                className="input input-bordered input-sm"
                value={params.get('to') ?? data?.to ?? ''}
                onChange={(event) => set({ to: event.target.value })}
              />
            </label>
          </>
        ) : null}
      </div>
      {error ? (
        <QueryError error={error} what="the sales report" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <p aria-live="polite" data-testid="report-period">
            {data.from} to {data.to}, beside {data.previousFrom} to {data.previousTo}
          </p>
          <ReportFigures totals={data.totals} previous={data.previous} />
          <Section title="Revenue by day">
            <BarChart
              title="Revenue by day"
              tableId="report-by-day"
              format={formatTk}
              bars={data.byDay.map((d) => ({ label: d.day, value: d.revenue }))}
            />
            <ReportTable<Row<'byDay'>>
              id="report-by-day"
              caption="Revenue and orders by day"
              fileName={file('sales-by-day')}
              rows={data.byDay}
              columns={[
                { header: 'Day', value: (r) => r.day },
                num('Orders', (r) => r.orders),
                tk('Revenue', (r) => r.revenue),
              ]}
            />
          </Section>
          <Section title="By category">
            <BarChart
              title="Revenue by category"
              tableId="report-by-category"
              format={formatTk}
              bars={data.byCategory.map((r) => ({
                label: categoryName(r.category),
                value: r.revenue,
              }))}
            />
            <ReportTable<Row<'byCategory'>>
              id="report-by-category"
              caption="Sales by category"
              fileName={file('sales-by-category')}
              rows={data.byCategory}
              columns={[
                { header: 'Category', value: (r) => categoryName(r.category) },
                num('Orders', (r) => r.orders),
                num('Units', (r) => r.units),
                tk('Revenue', (r) => r.revenue),
              ]}
            />
          </Section>
          <Section title="By payment method">
            <BarChart
              title="Revenue by payment method"
              tableId="report-by-method"
              format={formatTk}
              bars={data.byPaymentMethod.map((r) => ({
                label: METHOD_NAMES[r.method] ?? r.method,
                value: r.revenue,
              }))}
            />
            <ReportTable<Row<'byPaymentMethod'>>
              id="report-by-method"
              caption="Sales by payment method"
              fileName={file('sales-by-payment-method')}
              rows={data.byPaymentMethod}
              columns={[
                { header: 'Payment method', value: (r) => METHOD_NAMES[r.method] ?? r.method },
                num('Orders', (r) => r.orders),
                tk('Revenue', (r) => r.revenue),
              ]}
            />
          </Section>
          <Section title="By district">
            <BarChart
              title="Revenue by district"
              tableId="report-by-district"
              format={formatTk}
              bars={data.byDistrict.map((r) => ({ label: r.district, value: r.revenue }))}
            />
            <ReportTable<Row<'byDistrict'>>
              id="report-by-district"
              caption="Sales by district"
              fileName={file('sales-by-district')}
              rows={data.byDistrict}
              columns={[
                { header: 'District', value: (r) => r.district },
                num('Orders', (r) => r.orders),
                tk('Revenue', (r) => r.revenue),
              ]}
            />
          </Section>
          <MoreTables data={data} file={file} />
        </>
      )}
      <StockSection />
    </div>
  );
}

function MoreTables({ data, file }: { data: SalesReport; file: (what: string) => string }) {
  return (
    <>
      <Section title="Top products">
        <ReportTable<Row<'topProducts'>>
          id="report-top-products"
          caption="Top products"
          fileName={file('top-products')}
          rows={data.topProducts}
          columns={[
            { header: 'Product', value: (r) => r.name },
            num('Units', (r) => r.units),
            tk('Revenue', (r) => r.revenue),
            tk('Margin', (r) => r.margin),
          ]}
        />
      </Section>
      <Section title="By brand">
        <ReportTable<Row<'byBrand'>>
          id="report-by-brand"
          caption="Sales by brand"
          fileName={file('sales-by-brand')}
          rows={data.byBrand}
          columns={[
            { header: 'Brand', value: (r) => r.brand },
            num('Units', (r) => r.units),
            tk('Revenue', (r) => r.revenue),
          ]}
        />
      </Section>
      <Section title="Couriers">
        <ReportTable<Row<'byCourier'>>
          id="report-by-courier"
          caption="Parcels by courier"
          fileName={file('parcels-by-courier')}
          rows={data.byCourier}
          columns={[
            { header: 'Courier', value: (r) => r.courier },
            num('Shipped', (r) => r.shipped),
            num('Delivered', (r) => r.delivered),
            num('Returned', (r) => r.returned),
          ]}
        />
      </Section>
      <Section title="Coupons used">
        <ReportTable<Row<'coupons'>>
          id="report-coupons"
          caption="Coupons used"
          fileName={file('coupons-used')}
          rows={data.coupons}
          columns={[
            { header: 'Code', value: (r) => r.code },
            num('Uses', (r) => r.uses),
            tk('Discount', (r) => r.discount),
          ]}
        />
      </Section>
    </>
  );
}
