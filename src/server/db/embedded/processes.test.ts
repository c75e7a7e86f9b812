import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from 'vitest';
import { isAlive, signalIfAlive } from './processes.ts';

// A shop that finds PostgreSQL left running shuts it down; that PostgreSQL may exit on its
// own between being seen and being signalled (it was already shutting down). Its going is
// what the shop wanted, never a reason to fail to start.

test('signalling a process that has exited answers false instead of throwing', async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  const pid = child.pid as number;
  expect(isAlive(pid)).toBe(false);
  expect(signalIfAlive(pid, 'SIGINT')).toBe(false);
});

test('signalling a live process delivers the signal', async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  const exited = once(child, 'exit');
  expect(signalIfAlive(child.pid as number, 'SIGTERM')).toBe(true);
  const [, signal] = await exited;
  expect(signal).toBe('SIGTERM');
});
