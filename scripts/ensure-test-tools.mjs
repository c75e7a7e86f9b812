// The first step of `npm test` (and of CI, before `npm ci`): makes sure the machine has
// what npm cannot install. Missing programs are installed through apt-get when the
// machine allows it (root on Debian or Ubuntu); otherwise this stops at once with the
// exact command to run. It never lets the suite start without them: a test that cannot
// run must fail, not be skipped. `--dry-run` reports and installs nothing.
// Plain Node, no dependencies: it runs before `npm ci` too.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decide,
  findMissing,
  foldersClosedToOthers,
  hasCandidate,
  installCommand,
  nodeIsRecentEnough,
} from './test-tools/plan.mjs';
import { TOOLS } from './test-tools/tools.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');
const isRoot = process.getuid?.() === 0;

function say(line) {
  console.log(`test tools: ${line}`);
}

function stop(lines) {
  for (const line of lines) console.error(`test tools: ${line}`);
  process.exit(1);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function onPath(program) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && isExecutable(join(dir, program)));
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function checkNode() {
  const { engines } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  if (!nodeIsRecentEnough(process.version, engines.node)) {
    stop([
      `Node ${process.version} is too old: the shop and its tests need Node ${engines.node} ` +
        '(20.19 or later, 22 and 24 are tested).',
    ]);
  }
}

function checkFoldersForPostgres() {
  if (!isRoot) return;
  const modeOf = (dir) => {
    try {
      return statSync(dir).mode;
    } catch {
      return undefined;
    }
  };
  const closed = [projectRoot, tmpdir()].flatMap((path) => foldersClosedToOthers(path, modeOf));
  if (closed.length === 0) return;
  const folders = [...new Set(closed)];
  stop([
    `run as root, the tests' PostgreSQL runs as the "postgres" user, which cannot enter ` +
      `${folders.join(', ')}.`,
    `Clone the project somewhere else (for example under /srv or /opt), or allow it with: ` +
      `chmod o+x ${folders.join(' ')}`,
  ]);
}

/** apt-get install of the packages the package lists have; stops on anything else. */
function install(packages) {
  say(`installing ${packages.join(', ')} with apt-get (running as root)...`);
  if (!run('apt-get', ['update', '-qq'])) {
    stop([`apt-get update failed; run it yourself: ${installCommand(packages, true)}`]);
  }
  const unavailable = packages.filter((name) => {
    const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' });
    return !hasCandidate(policy.stdout ?? '');
  });
  const available = packages.filter((name) => !unavailable.includes(name));
  if (
    available.length > 0 &&
    !run('apt-get', ['install', '-y', '-qq', '--no-upgrade', ...available])
  ) {
    stop([`apt-get install failed; run it yourself: ${installCommand(available, true)}`]);
  }
  if (unavailable.length > 0) {
    stop(
      TOOLS.filter((tool) => unavailable.includes(tool.aptPackage)).map(
        (tool) => `${tool.aptPackage} is not in this machine's package lists: ${tool.unavailable}`,
      ),
    );
  }
}

checkNode();
checkFoldersForPostgres();
const missing = findMissing(TOOLS, process.env, isExecutable);
if (missing.length > 0) {
  const decision = decide(missing, { isRoot, hasAptGet: onPath('apt-get'), dryRun });
  if (decision.action === 'stop') stop(decision.lines);
  install(decision.packages);
  const still = findMissing(TOOLS, process.env, isExecutable);
  if (still.length > 0) {
    stop(still.map(({ tool, absent }) => `${tool.name} is still missing: ${absent.join(', ')}`));
  }
}
say(
  `Node ${process.version}; ` +
    TOOLS.map((tool) => {
      const files = tool.files(process.env);
      return `${tool.name} at ${files.length > 1 ? dirname(files[0]) : files[0]}`;
    }).join('; '),
);
