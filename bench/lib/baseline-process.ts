import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/project-paths.ts';
import { stopChild } from './shop-process.ts';

export interface Baseline {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts one of bench/baselines/*.mjs as a child process of its own and waits until it listens. */
export async function startBaseline(script: string, args: string[], port: number) {
  const child: ChildProcess = fork(
    join(projectRoot, 'bench', 'baselines', script),
    [...args, String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`${script} exited before listening`);
    }),
  ])) as unknown[];
  if (message !== 'ready') throw new Error(`${script} sent ${String(message)}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    stop: () => stopChild(child, 5_000),
  } satisfies Baseline;
}
