// `npm test`: every check of the project, in order, each step's time printed as it
// ends and all of them in a table at the end, so a slow step shows in every log.
// It stops at the first failing step. `--tools-checked` skips the tool check for a
// caller that has just run it (CI runs it before `npm ci`).
// Plain Node, no dependencies.
import { spawn } from 'node:child_process';

/** Steps started together run side by side: each is one process on one core. */
const STEPS = [
  { name: 'test tools', command: 'node scripts/ensure-test-tools.mjs', tools: true },
  [
    // Type-aware lint and the type check each build the TypeScript program; one core each.
    { name: 'lint', command: 'npx eslint . --max-warnings 0' },
    { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
  ],
  { name: 'format', command: 'npx prettier --check . --log-level warn' },
  { name: 'scripts', command: 'node --test --test-reporter=dot scripts/test-tools/plan.test.mjs' },
  { name: 'unit and API', command: 'npx vitest run' },
  { name: 'build', command: 'npm run --silent build' },
  { name: 'system', command: 'npx vitest run --config vitest.system.config.ts' },
  { name: 'browser', command: 'npx playwright test' },
  { name: 'bench smoke', command: 'node --import tsx bench/run.ts --smoke --no-build' },
];

const toolsChecked = process.argv.includes('--tools-checked');
const times = [];
const started = performance.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run({ name, command }) {
  const stepStarted = performance.now();
  console.log(`\n=== test: ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      const ms = performance.now() - stepStarted;
      times.push({ name, ms, ok: code === 0 });
      console.log(`=== test: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
      resolve(code === 0 && !signal);
    });
  });
}

function summary() {
  console.log('\n=== test: step times');
  for (const { name, ms, ok } of times) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${seconds(ms).padStart(6)}  ${name}`);
  }
  console.log(`  total ${seconds(performance.now() - started)}`);
}

for (const step of STEPS) {
  const group = (Array.isArray(step) ? step : [step]).filter((s) => !(s.tools && toolsChecked));
  if (group.length === 0) continue;
  const passed = await Promise.all(group.map(run));
  if (passed.includes(false)) {
    summary();
    process.exit(1);
  }
}
summary();
