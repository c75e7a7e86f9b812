import { startBkashSimulator } from './bkash-simulator.ts';
import { startSslcommerzSimulator } from './sslcommerz-simulator.ts';

// Runs one gateway simulator on its own, for the browser tests' server list:
//   node --import tsx test/gateways/run-simulator.ts bkash 3124
// Never started by the shop itself.

const [which, portText] = process.argv.slice(2);
const port = Number(portText);
if ((which !== 'bkash' && which !== 'sslcommerz') || !Number.isInteger(port)) {
  console.error('usage: run-simulator.ts bkash|sslcommerz <port>');
  process.exit(2);
}
const sim =
  which === 'bkash' ? await startBkashSimulator(port) : await startSslcommerzSimulator(port);
console.log(`${which} simulator on ${sim.baseUrl}`);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
