import { startBkashSimulator } from './bkash-simulator.ts';
import { startSslcommerzSimulator } from './sslcommerz-simulator.ts';
import { startSteadfastSimulator } from './steadfast-simulator.ts';

// Runs one gateway or courier simulator on its own, for the browser tests' server list:
//   node --import tsx test/gateways/run-simulator.ts bkash 3124
// Never started by the shop itself.

const SIMULATORS = {
  bkash: startBkashSimulator,
  sslcommerz: startSslcommerzSimulator,
  steadfast: startSteadfastSimulator,
} as const;

const [which, portText] = process.argv.slice(2);
const port = Number(portText);
if (!which || !(which in SIMULATORS) || !Number.isInteger(port)) {
  console.error(`usage: run-simulator.ts ${Object.keys(SIMULATORS).join('|')} <port>`);
  process.exit(2);
}
const sim = await SIMULATORS[which as keyof typeof SIMULATORS](port);
console.log(`${which} simulator on ${sim.baseUrl}`);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
