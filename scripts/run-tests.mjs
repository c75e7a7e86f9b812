// `npm test`: every check of the project, each step's time printed as it ends and all of
// them in a table at the end, so a slow step shows in every log. A stage's lanes run side
// by side (each line of their output named by its step) and the next stage starts once
// every lane has ended; a lane stops at its first failing step, and `npm test` fails
// after the stage. `--tools-checked` skips the tool check for a caller that has just run
// it (CI runs it before `npm ci`). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { failureCollector } from './test-tools/failures.mjs';

/** Stages, each a list of lanes, each lane a list of steps run one after the other. */
const STAGES = [
  [[{ name: 'test tools', command: 'node scripts/ensure-test-tools.mjs', tools: true }]],
  [
    // Type-aware lint and the type check each build the TypeScript program; one core each.
    // Lint is the longer, so the quick single-core steps follow the type check in its lane.
    [{ name: 'lint', command: 'npx eslint . --max-warnings 0' }],
    [
      { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
      { name: 'format', command: 'npx prettier --check . --log-level warn' },
      {
        name: 'scripts',
        command: 'node --test --test-reporter=dot scripts/test-tools/*.test.mjs',
      },
      { name: 'build', command: 'npm run --silent build' },
    ],
  ],
  // The unit and API tests alone: hundreds of them wait on short round trips (a request, a
  // statement, a notice), which a machine crowded by two browser halves slowed twenty-fold
  // (the fuzzer's sweep: 11 s alone, 235 s beside them) and tipped time-bound ones over
  // (decision 093).
  [[{ name: 'unit and API', command: 'npx vitest run' }]],
  [
    // A browser test mostly waits (for the page, the shop and PostgreSQL), so the browser
    // specs run as two halves side by side, each with a shop, data directory and ports of
    // its own (3100-3107 and 3110-3117), and the system tests and the bench smoke run
    // beside them, one after the other (decisions 047, 085 and 093).
    [{ name: 'browser 1/2', command: 'E2E_PORT=3100 npx playwright test --shard=1/2' }],
    [{ name: 'browser 2/2', command: 'E2E_PORT=3110 npx playwright test --shard=2/2' }],
    [
      { name: 'system', command: 'npx vitest run --config vitest.system.config.ts' },
      { name: 'bench smoke', command: 'node --import tsx bench/run.ts --smoke --no-build' },
    ],
  ],
];

const toolsChecked = process.argv.includes('--tools-checked');
const times = [];
/** What each failed step said about its failures, printed again at the very end. */
const failures = [];
const started = performance.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; beside others, each line it prints starts with its name. */
function run({ name, command }, named) {
  const stepStarted = performance.now();
  console.log(`\n=== test: ${name}: ${command}`);
  const said = failureCollector();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on('line', (line) => {
        said.take(line);
        to.write(named ? `[${name}] ${line}\n` : `${line}\n`);
      });
    }
    // 'close', not 'exit': the step's last lines have been printed by then.
    child.on('close', (code, signal) => {
      const ms = performance.now() - stepStarted;
      times.push({ name, ms, ok: code === 0 });
      if (code !== 0) failures.push({ name, lines: said.lines() });
      console.log(`=== test: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
      resolve(code === 0 && !signal);
    });
  });
}

async function runLane(steps, named) {
  for (const step of steps) {
    if (!(await run(step, named))) return false;
  }
  return true;
}

function summary() {
  console.log('\n=== test: step times');
  for (const { name, ms, ok } of times) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${seconds(ms).padStart(6)}  ${name}`);
  }
  console.log(`  total ${seconds(performance.now() - started)}`);
  // Last, so that a log cut to its end still says what failed.
  for (const { name, lines } of failures) {
    console.log(`\n=== test: what failed in ${name}`);
    for (const line of lines.length > 0 ? lines : ['  (no test named: see the step above)']) {
      console.log(line);
    }
  }
}

for (const stage of STAGES) {
  const lanes = stage
    .map((lane) => lane.filter((step) => !(step.tools && toolsChecked)))
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const passed = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  if (passed.includes(false)) {
    summary();
    process.exit(1);
  }
}
summary();
