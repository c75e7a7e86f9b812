// Run with `npm run test:scripts` (Node's own test runner: these scripts run before
// the project's dependencies are installed, so their tests need none either).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  decide,
  findMissing,
  foldersClosedToOthers,
  hasCandidate,
  installCommand,
  nodeIsRecentEnough,
} from './plan.mjs';
import { TOOLS } from './tools.mjs';

const everything = () => true;
const nothing = () => false;
const root = { isRoot: true, hasAptGet: true, dryRun: false };

describe('finding what is missing', () => {
  test('a machine with every program misses nothing', () => {
    assert.deepEqual(findMissing(TOOLS, {}, everything), []);
  });

  test('a bare machine misses Chromium, nginx and PostgreSQL 15 at their Debian paths', () => {
    const missing = findMissing(TOOLS, {}, nothing);
    assert.deepEqual(
      missing.map((m) => m.tool.aptPackage),
      ['chromium', 'nginx', 'postgresql-15'],
    );
    assert.deepEqual(missing[0]?.absent, ['/usr/bin/chromium']);
    assert.ok(missing[2]?.absent.includes('/usr/lib/postgresql/15/bin/pg_dump'));
  });

  test('CHROMIUM_PATH and NGINX_PATH replace the default paths', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', NGINX_PATH: '/opt/nginx' };
    const present = new Set(['/opt/chrome/chrome']);
    const missing = findMissing(TOOLS.slice(0, 2), env, (path) => present.has(path));
    assert.equal(missing.length, 1);
    assert.deepEqual(missing[0], { tool: TOOLS[1], absent: ['/opt/nginx'], setByEnv: true });
  });
});

describe('deciding what to do', () => {
  test('root with apt-get installs the missing packages', () => {
    const missing = findMissing(TOOLS, {}, nothing);
    assert.deepEqual(decide(missing, root), {
      action: 'install',
      packages: ['chromium', 'nginx', 'postgresql-15'],
    });
  });

  test('anyone else is stopped with the exact command, using sudo', () => {
    const missing = findMissing(TOOLS.slice(1, 2), {}, nothing);
    const decision = decide(missing, { ...root, isRoot: false });
    assert.equal(decision.action, 'stop');
    assert.ok(
      decision.lines.includes('install with: sudo apt-get update && sudo apt-get install -y nginx'),
      decision.lines.join('\n'),
    );
  });

  test('a variable pointing at nothing stops even root, naming the variable and the command', () => {
    const missing = findMissing(TOOLS.slice(0, 1), { CHROMIUM_PATH: '/nonexistent' }, nothing);
    const decision = decide(missing, root);
    assert.equal(decision.action, 'stop');
    assert.match(
      decision.lines.join('\n'),
      /CHROMIUM_PATH=\/nonexistent is not an executable file: .* run: apt-get update && apt-get install -y chromium$/m,
    );
  });

  test('a dry run installs nothing and says what it would run', () => {
    const missing = findMissing(TOOLS, {}, nothing);
    const decision = decide(missing, { ...root, dryRun: true });
    assert.equal(decision.action, 'stop');
    assert.match(
      decision.lines.at(-1) ?? '',
      /would run: apt-get update && apt-get install -y chromium nginx postgresql-15$/,
    );
  });

  test('without apt-get it says how to get each program another way', () => {
    const missing = findMissing(TOOLS.slice(0, 1), {}, nothing);
    const decision = decide(missing, { ...root, hasAptGet: false });
    assert.equal(decision.action, 'stop');
    assert.match(decision.lines.join('\n'), /no apt-get: for Chromium, .*CHROMIUM_PATH/);
  });
});

describe('helpers', () => {
  test('the install command lists every package', () => {
    assert.equal(
      installCommand(['nginx', 'postgresql-15'], true),
      'apt-get update && apt-get install -y nginx postgresql-15',
    );
  });

  test('apt-cache policy: a version is a candidate, "(none)" and nothing are not', () => {
    assert.equal(hasCandidate('nginx:\n  Installed: (none)\n  Candidate: 1.22.1-9\n'), true);
    assert.equal(hasCandidate('postgresql-15:\n  Installed: (none)\n  Candidate: (none)\n'), false);
    assert.equal(hasCandidate(''), false);
  });

  test('Node versions compare by major, minor and patch', () => {
    assert.equal(nodeIsRecentEnough('v20.19.0', '>=20.19.0'), true);
    assert.equal(nodeIsRecentEnough('v20.18.3', '>=20.19.0'), false);
    assert.equal(nodeIsRecentEnough('v24.0.0', '>=20.19.0'), true);
    assert.equal(nodeIsRecentEnough('v18.20.0', '>=20.19.0'), false);
  });

  test('folders the postgres user cannot enter are named, from the root down', () => {
    const modes = { '/': 0o755, '/root': 0o700, '/root/shop': 0o755 };
    const modeOf = (dir) => modes[dir];
    assert.deepEqual(foldersClosedToOthers('/root/shop', modeOf), ['/root']);
    assert.deepEqual(foldersClosedToOthers('/srv/shop', modeOf), []);
  });
});
