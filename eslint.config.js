import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's files that may hold hand-written SQL (decision 099): each statement in them is
// prepared against a migrated database by src/server/db/hand-written-statements.test.ts,
// which also keeps this list equal to the files that hold one.
const handWrittenSqlFiles = JSON.parse(
  readFileSync(new URL('./src/server/db/hand-written-sql-files.json', import.meta.url), 'utf8'),
);

// Imports flow one way: web and server may use shared; shared uses neither,
// nor anything of Node or the DOM; web never reaches into the server.
const boundary = (group, message) => ({ group, message });

// Inside the web app (docs/decisions/016-web-boundaries.md): app/ composes the
// features; a feature uses components/, lib/, content/ and shared, its own files
// and, of another feature, only its api/ folder (the queries, mutations and cache
// keys of that feature's server data); components/ and lib/ never reach up into a
// feature or the app, and lib/ draws nothing.
const web = 'src/web';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...features.map((other) => `./${other}/api`)],
    message: `A feature uses components/, lib/ or another feature's api/ only; move what ${feature} shares to components/ or lib/.`,
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'The app composes the features; a feature never imports the app.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/content`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared pieces never depend on a feature or on the app.',
  },
  {
    target: `${web}/lib`,
    from: `${web}/components`,
    message: 'lib/ holds code that draws nothing; it does not import components.',
  },
];

// Inside the server (docs/decisions/046-server-boundaries.md): a feature
// (src/server/features/<name>/) is used from outside only through its public entry,
// index.ts; its other files are private to it. Shared infrastructure (cache/, mail/,
// auth/, http/, db/ and the rest beside features/) imports a feature the same way.
// That the features import each other without a cycle is checked by
// src/server/feature-graph.test.ts, over the whole graph rather than file by file.
const server = 'src/server';
const serverFeatures = readdirSync(`${server}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntries = serverFeatures.map((feature) => `./${feature}/index.ts`);
const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features`,
    except: [`./${feature}`, ...publicEntries],
    message: `Import another feature through its public entry (features/<name>/index.ts); export from there what ${feature} needs, or move shared code out of features/.`,
  })),
  {
    target: readdirSync(server)
      .filter((entry) => entry !== 'features')
      .map((entry) => `${server}/${entry}`),
    from: `${server}/features`,
    except: publicEntries,
    message:
      'Code outside the features imports a feature only through its public entry (features/<name>/index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers, which are untyped until asserted on.
    files: ['**/*.test.ts', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(['**/server/**', '**/web/**'], 'shared imports neither server nor web.'),
            boundary(['node:*'], 'shared runs in the browser too: no Node modules.'),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    files: ['src/web/**'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [boundary(['**/server/**'], 'The web app talks to the server over HTTP only.')],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their files with the .ts/.tsx extension, which Node's own
      // resolution finds as they are: no TypeScript resolver is needed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/web/(?!render/)',
              message:
                'The server imports the web app only through its render entry (src/web/render/).',
            },
          ],
        },
      ],
    },
  },
  {
    // A new statement goes through Drizzle's builder; one that earns hand-writing (a lock, a
    // set-based move, a report) goes in a file of the list, added on purpose (decision 099).
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**', '**/*-fixture.ts', ...handWrittenSqlFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message:
            "Write this statement with Drizzle's builder. SQL that earns hand-writing (locking, set-based, reports) goes in a file listed in src/server/db/hand-written-sql-files.json (docs/decisions/099-one-way-per-kind-of-statement.md).",
        },
      ],
    },
  },
);
