import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// Hand-written SQL types its rows from the Drizzle declarations (decision 045):
// `TableRow<typeof table>`, `RowOf<typeof table, 'col'>`, `Pick<typeof table.$inferSelect, ...>`.
// A hand-written shape may only name what a statement computes (a count, a json value, a
// flag), never repeat a column's type. This test reads the row type given to every
// `.query<...>` and `.execute<...>` under src/server/features, follows the names it uses
// to their declarations (in the file or the file it imports them from), and fails on any
// hand-written property that is not listed below as computed by that file.

const FEATURES = path.join(import.meta.dirname, 'features');

/** What a file's statements compute, by the name a hand-written row gives it. */
const COMPUTED: Record<string, readonly string[]> = {
  // The log's page is a union of its own rows and the price history's: each field is named
  // by the union (an id made from a number, an actor from a user or a name), and a count.
  'activity/activity.service.ts': [
    'id',
    'actor',
    'action',
    'target',
    'details',
    'created_at',
    'total',
  ],
  'cart/cart.service.ts': ['in_cart', 'lines', 'removed'],
  // The stored answer: a jsonb column, read as the checkout's result.
  'checkout/checkout-keys.ts': ['answer'],
  // A customer's uses of the coupon: a count of coupon_uses.
  'coupons/coupon-check.ts': ['usesByCustomer'],
  // And the version the order priced it on: `updated_at` as text, microseconds kept.
  'coupons/coupon-uses.ts': ['usesByCustomer', 'version'],
  // A settled parcel's state is narrowed to the settled states its statement picks.
  'couriers/courier-cash.ts': ['state', 'settled_on'],
  'couriers/return-received.ts': ['back'],
  'delivery/delivery-settings.repository.ts': ['settings'],
  'demo-data/demo-data.service.ts': ['with_orders', 'with_reviews'],
  'images/orphan-sweeper.ts': ['locked'],
  'low-stock/low-stock-setting.ts': ['lowStockAt'],
  'notices/notice-order.ts': [
    'deliveryPlace',
    'placeTypedByCustomer',
    'recipientVerified',
    'lines',
  ],
  // How many waiting notices one relay pass took, and how many jobs it queued: counts.
  'notices/notice-relay.ts': ['relayed', 'queued'],
  // A limit's wait in seconds.
  'phone-sign-in/phone-code-limits.ts': ['wait'],
  // The amount a new pay link asks: the advance or the total.
  'phone-orders/pay-links.ts': ['amount'],
  // A phone account no code has proved: `email is null and phone_verified_at is null`.
  'checkout/phone-proof.ts': ['unproved'],
  // An order as ORDER_COLUMNS reads it: its parcel is a json object (null when none).
  'orders/order-detail.service.ts': ['shipment'],
  'orders/order-queries.ts': ['shipment'],
  // And the order its insert placed, as one json value (its times as text).
  'orders/order-records.ts': ['shipment', 'placed'],
  'orders/orders.service.ts': ['shipment'],
  // The hold limits in force: a json value of order_hold_limits().
  'orders/order-limits.service.ts': ['limits'],
  // A locked product as one json value: its columns (typed from the declarations), whether
  // it was removed, and the customer's standing, the payment rules and the delivery settings.
  'orders/order-placement.ts': ['locked'],
  // by_phone: whether staff took the order (its taken_by is set).
  'payments/payment-notices.ts': ['paid_count', 'order_paid', 'by_phone'],
  'payments/payment-orders.service.ts': ['paid', 'refunded'],
  // `advance_method` is a subquery's answer, null for an order without an attempt.
  'payments/payment-retry.ts': ['advance_method', 'held'],
  // The val_ids the gateway's notices named, read out of their json bodies.
  'payments/payment-sweeper.ts': ['val_id'],
  // When staff may settle a refund in doubt, and whether that time has come; a refund's
  // id, amount and status read beside its payment's, under names of their own.
  'payments/refund-reservations.ts': [
    'settleable_from',
    'early',
    'refund_id',
    'refund_amount',
    'refund_status',
  ],
  // The reports' sums and counts; an order group's kind and key, a line group's category and
  // brand, null where its grouping set leaves them out; a product's id and name (a max())
  // from its group; a coupon's code and a parcel's courier are named by the statement (the
  // courier a coalesce of two sources).
  'reports/sales-report.ts': [
    'orders',
    'units',
    'revenue',
    'discount',
    'delivery',
    'returned',
    'cancelled',
    'margin',
    'revenue_without_cost',
    'by_group',
    'key',
    'code',
    'uses',
    'courier',
    'shipped',
    'delivered',
    'by_category',
    'category',
    'brand',
    'product_id',
    'name',
  ],
  'reports/stock-figures.ts': [
    'units',
    'value_at_price',
    'value_at_cost',
    'units_without_cost',
    'last_sold',
    'sold_recently',
    'days',
  ],
  // json aggregates; `closest` is a scalar subquery, null when no known word is close enough.
  'search/search-words-store.ts': ['synonyms', 'near'],
  'search/suggestions.ts': ['products', 'categories', 'typed', 'closest'],
  // The left-joined order's number: null for an entry that is not an order's.
  'stock/stock.service.ts': ['order_number'],
  // How many alerts a stop link stopped: a count.
  'stock-alerts/stock-alerts.service.ts': ['stopped'],
  // Whether a warranty claim names the unit's first sale: an exists().
  'warranty/record-serials.ts': ['claimed'],
  // The day a unit was sold: the offline sale's date, or the day its order was placed.
  'warranty/serials-file.ts': ['soldOn'],
  // A unit's days in Dhaka (sold, delivered, its warranty's last, its claim opened) and
  // whether the warranty has passed; its warranty's months and kind, the line's or else the
  // product's (a coalesce of the two).
  'warranty/warranty-units.ts': [
    'soldOn',
    'deliveredOn',
    'months',
    'kind',
    'until',
    'expired',
    'claimOpenedOn',
  ],
};

/**
 * Files whose statements are still to move to the rule (decision 045): none left. A file
 * that cannot follow the rule yet is listed here, with the reason in the decision.
 */
const NOT_YET_MOVED = new Set<string>([]);

/** Row types made from the declarations: their arguments name tables, not columns. */
const FROM_DECLARATIONS = new Set(['TableRow', 'RowOf']);
/** Types that keep or narrow the properties of their first argument. */
const WRAPPERS = new Set(['Pick', 'Omit', 'NonNullable', 'Partial', 'Readonly']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('.test.ts'));
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

type Declaration = ts.TypeAliasDeclaration | ts.InterfaceDeclaration;

/** Where `name` is declared, as seen from `file`: in it, or in the file it imports it from. */
function declarationOf(file: string, name: string): Declaration | undefined {
  const source = parse(file);
  for (const statement of source.statements) {
    if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name.text === name
    ) {
      return statement;
    }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const from = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
    if (!existsSync(from)) return undefined;
    return declarationOf(from, (element.propertyName ?? element.name).text);
  }
  return undefined;
}

/** The hand-written properties of a row type, and what in it is not made from the declarations. */
function handWritten(file: string, node: ts.Node, found: string[]): void {
  if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) {
    for (const member of node.members) {
      // A property typed out of a declaration (`total: Order['totalTk']`) is a renamed column.
      if (
        ts.isPropertySignature(member) &&
        member.type &&
        madeFromDeclarations(file, member.type)
      ) {
        continue;
      }
      if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
        found.push(member.name.text);
      } else {
        found.push(member.getText());
      }
    }
    if (ts.isInterfaceDeclaration(node)) {
      for (const clause of node.heritageClauses ?? []) {
        for (const type of clause.types) handWritten(file, type, found);
      }
    }
    return;
  }
  if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) {
    for (const type of node.types) {
      // `Shipment['state'] | null`: a column of an outer join's other side, null when
      // nothing joined; its type is still the declaration's.
      if (ts.isUnionTypeNode(node) && isNullType(type)) continue;
      handWritten(file, type, found);
    }
    return;
  }
  if (ts.isParenthesizedTypeNode(node)) return handWritten(file, node.type, found);
  if (ts.isIndexedAccessTypeNode(node)) return handWritten(file, node.objectType, found);
  if (ts.isTypeAliasDeclaration(node)) return handWritten(file, node.type, found);
  // `typeof table.$inferSelect` and types indexed out of it.
  if (node.getText().includes('$inferSelect')) return;
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
    const name = ts.isTypeReferenceNode(node) ? node.typeName.getText() : node.expression.getText();
    if (FROM_DECLARATIONS.has(name)) return;
    if (WRAPPERS.has(name) && node.typeArguments?.[0]) {
      return handWritten(file, node.typeArguments[0], found);
    }
    const declaration = declarationOf(file, name);
    if (declaration) return handWritten(declaration.getSourceFile().fileName, declaration, found);
  }
  found.push(`<${node.getText()}>`);
}

const isNullType = (node: ts.TypeNode) =>
  ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword;

/** Whether a type is made from the declarations only: nothing in it is written by hand. */
function madeFromDeclarations(file: string, node: ts.TypeNode): boolean {
  const found: string[] = [];
  handWritten(file, node, found);
  return found.length === 0;
}

/** Per file under features, the hand-written names its query rows use that it does not compute. */
function mirroredColumns(): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const file of sourceFiles(FEATURES)) {
    const relative = path.relative(FEATURES, file).split(path.sep).join('/');
    if (NOT_YET_MOVED.has(relative)) continue;
    const computed = new Set(COMPUTED[relative] ?? []);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['query', 'execute'].includes(node.expression.name.text) &&
        node.typeArguments
      ) {
        const found: string[] = [];
        for (const type of node.typeArguments) handWritten(file, type, found);
        const wrong = found.filter((name) => !computed.has(name));
        if (wrong.length > 0) (problems[relative] ??= []).push(...wrong);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return problems;
}

describe('hand-written SQL under the server features', () => {
  test('types its rows from the table declarations, writing out only what a statement computes', () => {
    expect(mirroredColumns()).toEqual({});
  });

  test('lists as not yet moved only files that exist', () => {
    const missing = [...NOT_YET_MOVED, ...Object.keys(COMPUTED)].filter(
      (file) => !existsSync(path.join(FEATURES, file)),
    );
    expect(missing).toEqual([]);
  });
});
