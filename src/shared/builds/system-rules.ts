import { specOf, type Build, type IssueList } from './build.ts';
import type { PowerEstimate } from './power.ts';

// The rules about the whole system: enough power, drives the board can connect, a display output
// and a way to cool the processor.

/**
 * The supply must give the estimate x 1.1 and what the graphics card's maker asks for: below
 * either it does not fit. Below the recommended (the estimate x 1.5) it only lacks headroom.
 */
export function checkPowerSupply(build: Build, power: PowerEstimate, issues: IssueList): void {
  const { psu, gpu, case: pcCase } = build;
  if (!psu) return;
  const wattage = specOf(psu, 'psu', 'wattage');
  if (
    issues.haveAll('psu-wattage', 'the power supply’s wattage', [
      [psu, 'psu', 'wattage', wattage],
    ]) &&
    wattage !== undefined &&
    power.estimatedWatts > 0
  ) {
    const { estimatedWatts: estimate, recommendedPsuWatts: recommended } = power;
    // The power estimate already says when the card lacks this figure.
    const cardAsks = gpu ? specOf(gpu, 'gpu', 'recommendedPsuW') : undefined;
    // 1.1 x the estimate in whole numbers (x 11 / 10), so a supply exactly at the line passes.
    if (wattage * 10 < estimate * 11) {
      issues.add(
        'error',
        'psu-wattage',
        `${psu.name} gives ${wattage} W; this build draws about ${estimate} W and needs at least ${Math.ceil((estimate * 11) / 10)} W.`,
        [psu],
      );
    } else if (gpu && cardAsks !== undefined && wattage < cardAsks) {
      issues.add(
        'error',
        'psu-wattage',
        `${psu.name} gives ${wattage} W; ${gpu.name} needs a power supply of at least ${cardAsks} W.`,
        [psu, gpu],
      );
    } else if (wattage < recommended) {
      issues.add(
        'warning',
        'psu-wattage',
        `${psu.name} gives ${wattage} W; ${recommended} W is recommended for this build.`,
        [psu],
      );
    }
  }
  if (!pcCase) return;
  const form = specOf(psu, 'psu', 'formFactor');
  const takes = specOf(pcCase, 'case', 'psuFormFactor');
  const ok = issues.haveAll('psu-form-factor', 'that the power supply fits the case', [
    [psu, 'psu', 'formFactor', form],
    [pcCase, 'case', 'psuFormFactor', takes],
  ]);
  if (ok && form !== takes) {
    issues.add(
      'error',
      'psu-form-factor',
      `${psu.name} is an ${form?.toUpperCase()} unit; ${pcCase.name} takes ${takes?.toUpperCase()} power supplies.`,
      [psu, pcCase],
    );
  }
}

export function checkDrives({ motherboard: board, storage }: Build, issues: IssueList): void {
  if (!board || storage.length === 0) return;
  const kinds = storage.map((drive) => specOf(drive, 'storage', 'interface'));
  const kindNeeds = storage.map((drive, i) => [drive, 'storage', 'interface', kinds[i]] as const);
  const connections = [
    { rule: 'm2-slots', kind: 'nvme', key: 'm2Slots', what: 'NVMe drives', where: 'M.2 slots' },
    {
      rule: 'sata-ports',
      kind: 'sata',
      key: 'sataPorts',
      what: 'SATA drives',
      where: 'SATA ports',
    },
  ] as const;
  for (const { rule, kind, key, what, where } of connections) {
    const have = specOf(board, 'motherboard', key);
    const ok = issues.haveAll(rule, `the ${where}`, [
      [board, 'motherboard', key, have],
      ...kindNeeds,
    ]);
    const drives = storage.filter((_drive, i) => kinds[i] === kind);
    if (ok && have !== undefined && drives.length > have) {
      issues.add(
        'error',
        rule,
        `The build has ${drives.length} ${what}; ${board.name} has ${have} ${where}.`,
        [board, ...drives],
      );
    }
  }
}

export function checkDisplayAndCooling({ cpu, gpu, cooler }: Build, issues: IssueList): void {
  if (!cpu) return;
  if (!gpu) {
    const graphics = specOf(cpu, 'cpu', 'integratedGraphics');
    const ok = issues.haveAll('display-output', 'for a display output', [
      [cpu, 'cpu', 'integratedGraphics', graphics],
    ]);
    if (ok && graphics === false) {
      issues.add(
        'error',
        'display-output',
        `No display output: ${cpu.name} has no integrated graphics; choose a graphics card.`,
        [cpu],
      );
    }
  }
  if (!cooler) {
    const boxCooler = specOf(cpu, 'cpu', 'boxCooler');
    const ok = issues.haveAll('cpu-cooler', 'whether the processor needs a cooler', [
      [cpu, 'cpu', 'boxCooler', boxCooler],
    ]);
    if (ok && boxCooler === false) {
      issues.add(
        'warning',
        'cpu-cooler',
        `${cpu.name} comes without a cooler; choose a CPU cooler.`,
        [cpu],
      );
    }
  }
}
