// Decides what to do about missing system tools, without touching the machine: the
// caller says what exists and who runs it, so every branch can be tested.

/**
 * @typedef {import('./tools.mjs').Tool} Tool
 * @typedef {{ tool: Tool, absent: string[], setByEnv: boolean }} Missing
 * @typedef {{ isRoot: boolean, hasAptGet: boolean, dryRun: boolean }} Machine
 * @typedef {{ action: 'install', packages: string[] } | { action: 'stop', lines: string[] }} Decision
 */

/**
 * The tools with at least one executable missing.
 * @param {Tool[]} tools
 * @param {Record<string, string | undefined>} env
 * @param {(path: string) => boolean} isExecutable
 * @returns {Missing[]}
 */
export function findMissing(tools, env, isExecutable) {
  return tools.flatMap((tool) => {
    const absent = tool.files(env).filter((file) => !isExecutable(file));
    if (absent.length === 0) return [];
    return [{ tool, absent, setByEnv: Boolean(tool.envVar && env[tool.envVar]) }];
  });
}

/**
 * The command a person runs to install Debian packages.
 * @param {string[]} packages
 * @param {boolean} isRoot
 */
export function installCommand(packages, isRoot) {
  const sudo = isRoot ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/**
 * Install when the machine allows it (root, apt-get, not a dry run) and every missing
 * tool is one its package installs; otherwise stop, saying exactly what to run. A
 * variable pointing at nothing is never "fixed" by installing a package elsewhere:
 * the person who set it has to correct it.
 * @param {Missing[]} missing
 * @param {Machine} machine
 * @returns {Decision}
 */
export function decide(missing, { isRoot, hasAptGet, dryRun }) {
  const misdirected = missing.filter((m) => m.setByEnv);
  const installable = missing.filter((m) => !m.setByEnv);
  const packages = installable.map((m) => m.tool.aptPackage);
  if (misdirected.length === 0 && isRoot && hasAptGet && !dryRun) {
    return { action: 'install', packages };
  }

  const lines = missing.map(
    ({ tool, absent }) =>
      `missing: ${tool.name}, for ${tool.usedBy} (${absent[0]}` +
      `${absent.length > 1 ? ` and ${absent.length - 1} more` : ''})`,
  );
  for (const { tool, absent } of misdirected) {
    lines.push(
      `${tool.envVar}=${absent[0]} is not an executable file: point ${tool.envVar} at ` +
        `${tool.name}, or unset it and run: ${installCommand([tool.aptPackage], isRoot)}`,
    );
  }
  if (installable.length > 0) {
    if (!hasAptGet) {
      for (const { tool } of installable) {
        lines.push(`this machine has no apt-get: for ${tool.name}, ${tool.unavailable}`);
      }
    } else if (dryRun) {
      lines.push(`dry run, nothing installed; it would run: ${installCommand(packages, isRoot)}`);
    } else {
      lines.push(`install with: ${installCommand(packages, isRoot)}`);
    }
  }
  return { action: 'stop', lines };
}

/**
 * Whether `apt-cache policy <package>` found a version to install.
 * @param {string} policyOutput
 */
export function hasCandidate(policyOutput) {
  const candidate = /^\s*Candidate:\s*(\S+)/m.exec(policyOutput)?.[1];
  return candidate !== undefined && candidate !== '(none)';
}

/**
 * Whether the running Node is at least the `engines` minimum (">=20.19.0").
 * @param {string} running process.version, e.g. "v22.11.0"
 * @param {string} range package.json's engines.node
 */
export function nodeIsRecentEnough(running, range) {
  const parse = (/** @type {string} */ text) =>
    (/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  const have = parse(running);
  const need = parse(range);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) !== (need[i] ?? 0)) return (have[i] ?? 0) > (need[i] ?? 0);
  }
  return true;
}

/**
 * As root, the tests' PostgreSQL runs as the `postgres` user, which must be able to
 * enter every folder above the checkout and the temp directory. The folders of
 * `path` (itself included) that others cannot enter.
 * @param {string} path an absolute path
 * @param {(dir: string) => number | undefined} modeOf a folder's mode bits, undefined if absent
 */
export function foldersClosedToOthers(path, modeOf) {
  const parts = path.split('/').filter(Boolean);
  const folders = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
  return folders.filter((dir) => {
    const mode = modeOf(dir);
    return mode !== undefined && (mode & 0o001) === 0;
  });
}
