import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// The docs a newcomer reads first name files, database functions and the server's features.
// Each such name is checked against the code here, so a rename or a new feature that the
// docs miss fails a test instead of misleading the next reader.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECKED_DOCS = ['docs/architecture.md', 'README.md'];

const docText = (doc: string) => readFileSync(path.join(ROOT, doc), 'utf8');

/** Every file the repository tracks, as a path from its root. */
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
/** And every folder holding one, with a trailing slash as the docs write folders. */
const trackedFolders = new Set(
  trackedFiles.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, at, parts) => `${parts.slice(0, at + 1).join('/')}/`),
  ),
);

/** The inline code of a Markdown text: what `backticks` hold, outside fenced blocks. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/** The lint plugins' prefixes the docs name rules with. */
const isLintRule = (code: string) => /^(?:import-x|@typescript-eslint|react-hooks)\//.test(code);

/** An inline code span that names a file or a folder of the project. */
const FILE_NAME = /^[\w.@*-]+(?:\/[\w.@*<>-]+)*\/?$/;
const FILE_ENDING = /\.(?:ts|tsx|mjs|js|sql|md|json|css|html)$/;
function namesAFile(code: string): boolean {
  if (!FILE_NAME.test(code) || code.includes('<') || code.includes('*')) return false;
  // Not files: a package (@scope/name), a lint rule (plugin/rule), a folder the shop makes
  // when it runs (./data), a pattern for a new file (NNNN_name.sql).
  if (code.startsWith('@') || code.startsWith('./') || /NNN/.test(code) || isLintRule(code)) {
    return false;
  }
  // A dotted name that is not a file (users.role, app.shopSettings) has no file ending.
  return FILE_ENDING.test(code) || (code.includes('/') && !code.startsWith('/'));
}

/**
 * Whether the code has a file or folder of that name: docs name a file by its path from
 * the root, from the folder the paragraph is about (`features/orders/x.ts`), or by itself.
 */
function exists(name: string): boolean {
  const wanted = name.replace(/^\.\//, '');
  if (wanted.endsWith('/')) {
    return [...trackedFolders].some((folder) => folder === wanted || folder.endsWith(`/${wanted}`));
  }
  return (
    existsSync(path.join(ROOT, wanted)) ||
    trackedFiles.some((file) => file === wanted || file.endsWith(`/${wanted}`)) ||
    trackedFolders.has(`${wanted}/`) ||
    [...trackedFolders].some((folder) => folder.endsWith(`/${wanted}/`))
  );
}

describe.each(CHECKED_DOCS)('%s', (doc) => {
  test('every file and folder it names exists', () => {
    const missing = inlineCode(docText(doc))
      .filter(namesAFile)
      .filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });

  test('every database function it names has its file in db/functions', () => {
    // "the database function `x`", "functions `x`, `y`", a line break anywhere between.
    const named = [...docText(doc).matchAll(/functions?\s+((?:`\w+`(?:,\s*|\s+and\s+)?)+)/g)]
      .flatMap((match) => [...match[1]!.matchAll(/`(\w+)`/g)].map((name) => name[1]!))
      .filter((name) => name.includes('_'));
    const missing = named.filter(
      (name) => !existsSync(path.join(ROOT, `src/server/db/functions/function.${name}.sql`)),
    );
    expect(missing).toEqual([]);
    // The check reads what it should: the stock's one function is named in the architecture.
    if (doc === 'docs/architecture.md') expect(named).toContain('change_stocks');
  });
});

test("the architecture's feature table lists every server feature, and only those", () => {
  const features = readdirSync(path.join(ROOT, 'src/server/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const feature of features) {
    expect(existsSync(path.join(ROOT, 'src/server/features', feature, 'index.ts')), feature).toBe(
      true,
    );
  }
  const text = docText('docs/architecture.md');
  const table = text.slice(
    text.indexOf('| feature'),
    text.indexOf('\n\n', text.indexOf('| feature')),
  );
  const listed = [...table.matchAll(/^\| `?([\w-]+)`?\s*\|/gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'feature' && !/^-+$/.test(name));
  expect([...listed].sort()).toEqual([...features].sort());
});

describe('the decision log', () => {
  const folder = path.join(ROOT, 'docs/decisions');
  const records = readdirSync(folder)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const [, number = '', title = ''] = /^# (\d{3}): (.+)$/m.exec(text) ?? [];
      const status = /^Status: (.+)$/m.exec(text.split('\n').slice(0, 6).join('\n'))?.[1] ?? '';
      return { file, number, title, status };
    });

  test('every record has its number, a title and a status under it', () => {
    const bad = records.filter(
      (record) =>
        !record.file.startsWith(`${record.number}-`) ||
        !/^(accepted|superseded)\b/.test(record.status),
    );
    expect(bad.map((record) => record.file)).toEqual([]);
  });

  test('a superseded record links forward to the record that replaced it', () => {
    for (const record of records.filter((one) => one.status.startsWith('superseded'))) {
      const [, number, file] = /\[(\d{3})\]\((\d{3}-[^)]+\.md)\)/.exec(record.status) ?? [];
      expect(number, record.file).toBeDefined();
      expect(Number(number), record.file).toBeGreaterThan(Number(record.number));
      expect(existsSync(path.join(folder, file!)), record.file).toBe(true);
    }
  });

  test('the index lists every record, in order, with its title and status', () => {
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const listed = [
      ...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\)\s*\| (.+?)\s*\| (\w+)\s*\|$/gm),
    ].map(([, number, file, title, status]) => ({ number, file, title, status }));
    expect(listed).toEqual(
      records.map(({ number, file, title, status }) => ({
        number,
        file,
        title,
        status: /^\w+/.exec(status)?.[0],
      })),
    );
  });
});
