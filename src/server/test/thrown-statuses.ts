import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Which statuses each route's code can answer, read from the source: from every
// endpointRoute(app, declaration, handler) call, the handler's body is walked, and so is
// every function of ours it calls or hands on (a transaction's callback, a helper that
// builds the refusal), however deep. A status is found where the code writes it:
// `new HttpError(409, ...)`, `sendError(reply, 413, ...)` or `reply.code(201)`. The walk
// over-approximates (a helper's every branch counts for each route that calls it), which
// is the safe side for "every refusal is declared".

/** A status the code can answer, and where it is written. */
export interface ThrownStatus {
  status: number;
  /** `file:line` of the code that writes it. */
  where: string;
  /** A `new HttpError` with fields beside the message (its 5th argument). */
  withDetails: boolean;
  /** True for an HttpError (its body is the error shape); false for a success or a reply. */
  isError: boolean;
}

export interface RouteStatuses {
  method: string;
  path: string;
  statuses: ThrownStatus[];
}

/** `if (!(error instanceof HttpError)) throw error;`, on the catch's own `error`. */
function rethrowsAllButRefusals(node: ts.Node, caughtName: string): boolean {
  if (!ts.isIfStatement(node) || node.elseStatement) return false;
  let test = node.expression;
  if (!ts.isPrefixUnaryExpression(test) || test.operator !== ts.SyntaxKind.ExclamationToken) {
    return false;
  }
  test = test.operand;
  while (ts.isParenthesizedExpression(test)) test = test.expression;
  const isRefusalTest =
    ts.isBinaryExpression(test) &&
    test.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
    test.left.getText() === caughtName &&
    test.right.getText() === 'HttpError';
  let then: ts.Statement = node.thenStatement;
  if (ts.isBlock(then) && then.statements.length === 1) then = then.statements[0] as ts.Statement;
  return isRefusalTest && ts.isThrowStatement(then) && then.expression?.getText() === caughtName;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type FunctionLike = ts.FunctionLikeDeclaration & { body: ts.Node };

/** The declaration a name refers to, through imports. */
function declarationOf(checker: ts.TypeChecker, node: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

/**
 * The method and path of `featureEndpoints.name`, read from the source: the declaration's
 * defineEndpoint(featureRoutes.name, ...) leads to the route's `{ method, path }` literal.
 * (Read by syntax, not by type: inferring the declarations' zod types is slow.)
 */
function routeOf(checker: ts.TypeChecker, declaration: ts.Expression): [string, string] {
  const endpoint = ts.isPropertyAccessExpression(declaration)
    ? declarationOf(checker, declaration.name)
    : undefined;
  const call = endpoint && ts.isPropertyAssignment(endpoint) ? endpoint.initializer : undefined;
  const routeName = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  const route =
    routeName && ts.isPropertyAccessExpression(routeName)
      ? declarationOf(checker, routeName.name)
      : undefined;
  const literal = route && ts.isPropertyAssignment(route) ? route.initializer : undefined;
  if (!literal || !ts.isObjectLiteralExpression(literal)) {
    throw new Error(`Cannot find the route of ${declaration.getText()}`);
  }
  const text = (name: string) => {
    const property = literal.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
    );
    if (!property || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`No literal ${name} in the route of ${declaration.getText()}`);
    }
    return property.initializer.text;
  };
  return [text('method'), text('path')];
}

/** The numbers a status expression can be: `409`, or `created ? 201 : 200`. */
function statusLiterals(node: ts.Expression): number[] | null {
  if (ts.isNumericLiteral(node)) return [Number(node.text)];
  if (ts.isParenthesizedExpression(node)) return statusLiterals(node.expression);
  if (ts.isConditionalExpression(node)) {
    const both = [statusLiterals(node.whenTrue), statusLiterals(node.whenFalse)];
    return both[0] && both[1] ? [...both[0], ...both[1]] : null;
  }
  return null;
}

/**
 * Every route registered with endpointRoute under `serverDir`, with the statuses its
 * handler's code can answer. A status written as anything but a literal is an error: the
 * walk could not tell what it answers.
 */
export function statusesOfRoutes(serverDir: string): RouteStatuses[] {
  const files = sourceFiles(serverDir);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const root = join(serverDir, '..', '..');
  const ours = (file: ts.SourceFile) =>
    !file.isDeclarationFile && file.fileName.startsWith(join(root, 'src'));
  const at = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(root, file.fileName)}:${line + 1}`;
  };

  /** The function of ours a name refers to, if it is one with a body. */
  function functionOf(node: ts.Node): FunctionLike | undefined {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol?.declarations ?? []) {
      if (!ours(declaration.getSourceFile())) continue;
      let candidate: ts.Node = declaration;
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        candidate = declaration.initializer;
      }
      if (ts.isFunctionLike(candidate) && 'body' in candidate && candidate.body) {
        return candidate as FunctionLike;
      }
    }
    return undefined;
  }

  function walk(start: ts.Node): ThrownStatus[] {
    const found: ThrownStatus[] = [];
    // What a try block throws into a catch that never throws is answered by that catch
    // (a redirect, a fallback), not by the route: collected here and left out.
    const caught: ThrownStatus[] = [];
    let sink = found;
    const seen = { found: new Set<ts.Node>(), caught: new Set<ts.Node>() };
    const visit = (node: ts.Node): void => {
      if (ts.isTryStatement(node) && node.catchClause && !throwsAgain(node.catchClause)) {
        const outer = sink;
        sink = caught;
        visit(node.tryBlock);
        sink = outer;
        visit(node.catchClause);
        if (node.finallyBlock) visit(node.finallyBlock);
        return;
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'HttpError') {
        const [status] = node.arguments ?? [];
        const literals = status && statusLiterals(status);
        if (!literals) throw new Error(`A status the walk cannot read at ${at(node)}`);
        const withDetails = (node.arguments?.length ?? 0) >= 5;
        for (const value of literals) {
          sink.push({ status: value, where: at(node), withDetails, isError: true });
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
        const status =
          name === 'sendError' ? node.arguments[1] : name === 'code' && node.arguments[0];
        const literals = status ? statusLiterals(status) : null;
        for (const value of literals ?? []) {
          sink.push({ status: value, where: at(node), withDetails: false, isError: false });
        }
      }
      // Any function of ours that is called, or handed on to be called, is walked too.
      if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        const target = functionOf(ts.isPropertyAccessExpression(node) ? node.name : node);
        const walked = sink === found ? seen.found : seen.caught;
        if (target && !walked.has(target)) {
          walked.add(target);
          visit(target.body);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(start);
    return found;
  }

  const routes: RouteStatuses[] = [];
  /**
   * A catch clause with a throw of its own (rethrowing, or answering another refusal). A
   * rethrow of everything but an HttpError (`if (!(error instanceof HttpError)) throw
   * error;`) passes on crashes, not refusals: the refusals stay caught.
   */
  function throwsAgain(catchClause: ts.CatchClause): boolean {
    const caughtName = catchClause.variableDeclaration?.name.getText();
    let found = false;
    const look = (node: ts.Node): void => {
      if (caughtName && rethrowsAllButRefusals(node, caughtName)) return;
      if (ts.isThrowStatement(node)) found = true;
      else if (!found) ts.forEachChild(node, look);
    };
    look(catchClause.block);
    return found;
  }

  for (const file of program.getSourceFiles().filter(ours)) {
    if (!file.fileName.startsWith(serverDir)) continue;
    const find = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.getText() === 'endpointRoute' &&
        node.arguments.length === 3
      ) {
        const [, declaration, handler] = node.arguments as unknown as ts.Expression[];
        const [method, path] = routeOf(checker, declaration as ts.Expression);
        routes.push({ method, path, statuses: walk(handler as ts.Expression) });
      }
      ts.forEachChild(node, find);
    };
    find(file);
  }
  return routes;
}
