import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A port for a server that must know its own address before it listens (the shop's
// PUBLIC_URL, which the gateways call back; a mail server started after the shop). A port
// the system hands out (`listen(0)`) comes from its ephemeral range, which the machine's
// outgoing connections (to PostgreSQL, the simulators) also draw from: in the seconds
// before the server listens, one of them can take it (EADDRINUSE, seen on a busy machine).
// So the port is picked below that range, where no outgoing connection goes, and proved
// free by listening on it once.

/** The first port of the system's ephemeral range (Linux), else the IANA default. */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const start = Number(low);
    if (Number.isInteger(start) && start > 20_000) return start;
  } catch {
    // Not Linux: IANA's dynamic range.
  }
  return 49_152;
}

const LOWEST = 20_000;

function tryPort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free loopback port outside the ephemeral range. */
export async function freePort(): Promise<number> {
  const span = ephemeralStart() - LOWEST;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if (await tryPort(port)) return port;
  }
  throw new Error('No free port found below the ephemeral range');
}
