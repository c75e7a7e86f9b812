import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// The server's hand-written SQL, found in its source: every `.query(...)` whose statement is
// text the file itself spells out (a string, a template whose parts are constants of the
// same file, a `{ text }` object, or a constant of the file holding one of these). A test
// prepares each against a freshly migrated database (hand-written-statements.test.ts), so a
// statement naming a column or table that does not exist fails before any shopper meets it
// (decision 099). Statements built at run time (Drizzle's `sql`, text joined in a loop) are
// not found here: Drizzle's builder and its declarations check those.

export interface HandWrittenStatement {
  /** The file, from the repository's root, and the line of the call. */
  where: string;
  text: string;
}

export interface StatementSurvey {
  statements: HandWrittenStatement[];
  /** Calls whose text the file does not spell out (computed at run time), by place. */
  unresolved: string[];
}

/** The source files of the server that are not tests. */
function serverSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(root, 'src/server'));
  // The tests' helpers and fixtures (a cluster's own scratch table) are not the shop's SQL.
  return files.filter(
    (file) => !file.includes(join('src/server', 'test', '/')) && !file.endsWith('-fixture.ts'),
  );
}

/** The constants of a file whose value is text it spells out, by name. */
function fileConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/** The text an expression spells out, or undefined when it is computed at run time. */
function textOf(
  expression: ts.Expression,
  constants: Map<string, ts.Expression>,
  depth = 0,
): string | undefined {
  if (depth > 5) return undefined;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return expression.text;
  }
  if (ts.isNumericLiteral(expression)) return expression.text;
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return textOf(expression.expression, constants, depth + 1);
  }
  if (ts.isIdentifier(expression)) {
    const value = constants.get(expression.text);
    return value && textOf(value, constants, depth + 1);
  }
  if (ts.isTemplateExpression(expression)) {
    let text = expression.head.text;
    for (const span of expression.templateSpans) {
      const part = textOf(span.expression, constants, depth + 1);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.PlusToken
  ) {
    const left = textOf(expression.left, constants, depth + 1);
    const right = textOf(expression.right, constants, depth + 1);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const text = expression.properties.find(
      (property): property is ts.PropertyAssignment =>
        ts.isPropertyAssignment(property) && property.name.getText() === 'text',
    );
    return text && textOf(text.initializer, constants, depth + 1);
  }
  return undefined;
}

/** Every `.query(...)` of the server's source with the text it sends, where the file spells it out. */
export function surveyStatements(root: string): StatementSurvey {
  const statements: HandWrittenStatement[] = [];
  const unresolved: string[] = [];
  for (const file of serverSources(root)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('.query')) continue;
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
    const constants = fileConstants(source);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'query' &&
        node.arguments.length > 0
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${relative(root, file)}:${line}`;
        const text = textOf(node.arguments[0]!, constants);
        if (text === undefined) unresolved.push(where);
        else statements.push({ where, text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { statements, unresolved };
}

/** The files holding hand-written statements, from the repository's root, sorted. */
export function filesWithStatements(survey: StatementSurvey): string[] {
  return [
    ...new Set(survey.statements.map((statement) => statement.where.replace(/:\d+$/, ''))),
  ].sort();
}

/** What PREPARE can check: one data statement (not begin, commit, set, a lock...). */
export function preparable(text: string): boolean {
  const trimmed = text.trim().replace(/;$/, '');
  return /^(select|insert|update|delete|with|values)\b/i.test(trimmed) && !trimmed.includes(';');
}
