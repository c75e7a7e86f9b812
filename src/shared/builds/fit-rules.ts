import { specOf, type Build, type IssueList } from './build.ts';

// The rules about parts fitting each other: sockets, memory, sizes. Each rule runs only when the
// parts it compares are chosen; a chosen part that lacks a spec the rule reads gets a note.

export function checkSocket({ cpu, motherboard: board }: Build, issues: IssueList): void {
  if (!cpu || !board) return;
  const cpuSocket = specOf(cpu, 'cpu', 'socket');
  const boardSocket = specOf(board, 'motherboard', 'socket');
  const what = 'that the processor fits the board';
  if (
    !issues.haveAll('socket', what, [
      [cpu, 'cpu', 'socket', cpuSocket],
      [board, 'motherboard', 'socket', boardSocket],
    ])
  )
    return;
  if (cpuSocket !== boardSocket) {
    issues.add(
      'error',
      'socket',
      `Processor socket ${cpuSocket} (${cpu.name}) doesn’t match the motherboard’s ${boardSocket} (${board.name}).`,
      [cpu, board],
    );
  }
}

export function checkMemoryTypes({ cpu, motherboard: board, memory }: Build, issues: IssueList) {
  for (const kit of memory) {
    const kitType = specOf(kit, 'memory', 'memoryType');
    if (board) {
      const boardType = specOf(board, 'motherboard', 'memoryType');
      const ok = issues.haveAll('memory-type-board', 'the memory type against the board', [
        [kit, 'memory', 'memoryType', kitType],
        [board, 'motherboard', 'memoryType', boardType],
      ]);
      if (ok && kitType !== boardType) {
        issues.add(
          'error',
          'memory-type-board',
          `${kit.name} is ${kitType}; ${board.name} takes ${boardType} only.`,
          [kit, board],
        );
      }
    }
    if (cpu) {
      const cpuTypes = specOf(cpu, 'cpu', 'memoryTypes');
      const ok = issues.haveAll('memory-type-processor', 'the memory type against the processor', [
        [kit, 'memory', 'memoryType', kitType],
        [cpu, 'cpu', 'memoryTypes', cpuTypes],
      ]);
      if (ok && kitType && !cpuTypes?.includes(kitType)) {
        issues.add(
          'error',
          'memory-type-processor',
          `${kit.name} is ${kitType}; ${cpu.name} works with ${cpuTypes?.join(' or ')} only.`,
          [kit, cpu],
        );
      }
    }
  }
}

export function checkMemoryAmount({ motherboard: board, memory }: Build, issues: IssueList) {
  if (!board || memory.length === 0) return;
  const slots = specOf(board, 'motherboard', 'memorySlots');
  const maxGb = specOf(board, 'motherboard', 'maxMemoryGb');
  const modules = memory.map((kit) => specOf(kit, 'memory', 'modules'));
  const sizes = memory.map((kit) => specOf(kit, 'memory', 'moduleGb'));
  const moduleNeeds = memory.map((kit, i) => [kit, 'memory', 'modules', modules[i]] as const);
  const sizeNeeds = memory.map((kit, i) => [kit, 'memory', 'moduleGb', sizes[i]] as const);
  const moduleCount = modules.reduce<number>((sum, n) => sum + (n ?? 0), 0);

  const slotsKnown = issues.haveAll('memory-slots', 'the memory slots', [
    [board, 'motherboard', 'memorySlots', slots],
    ...moduleNeeds,
  ]);
  if (slotsKnown && slots !== undefined && moduleCount > slots) {
    issues.add(
      'error',
      'memory-slots',
      `The memory has ${moduleCount} modules; ${board.name} has ${slots} slots.`,
      [board, ...memory],
    );
  }
  const sizeKnown = issues.haveAll('memory-capacity', 'the memory capacity', [
    [board, 'motherboard', 'maxMemoryGb', maxGb],
    ...moduleNeeds,
    ...sizeNeeds,
  ]);
  const totalGb = memory.reduce((sum, _kit, i) => sum + (modules[i] ?? 0) * (sizes[i] ?? 0), 0);
  if (sizeKnown && maxGb !== undefined && totalGb > maxGb) {
    issues.add(
      'error',
      'memory-capacity',
      `The memory adds up to ${totalGb} GB; ${board.name} takes at most ${maxGb} GB.`,
      [board, ...memory],
    );
  }
}

export function checkBoardInCase({ motherboard: board, case: pcCase }: Build, issues: IssueList) {
  if (!board || !pcCase) return;
  const form = specOf(board, 'motherboard', 'formFactor');
  const takes = specOf(pcCase, 'case', 'formFactors');
  const ok = issues.haveAll('board-form-factor', 'that the board fits the case', [
    [board, 'motherboard', 'formFactor', form],
    [pcCase, 'case', 'formFactors', takes],
  ]);
  if (ok && form && !takes?.includes(form)) {
    issues.add(
      'error',
      'board-form-factor',
      `${board.name} is ${form}; ${pcCase.name} takes ${takes?.join(', ')} boards.`,
      [board, pcCase],
    );
  }
}

export function checkGpuLength({ gpu, case: pcCase }: Build, issues: IssueList) {
  if (!gpu || !pcCase) return;
  const length = specOf(gpu, 'gpu', 'lengthMm');
  const room = specOf(pcCase, 'case', 'maxGpuLengthMm');
  const ok = issues.haveAll('gpu-length', 'the graphics card’s length', [
    [gpu, 'gpu', 'lengthMm', length],
    [pcCase, 'case', 'maxGpuLengthMm', room],
  ]);
  if (ok && length !== undefined && room !== undefined && length > room) {
    issues.add(
      'error',
      'gpu-length',
      `${gpu.name} is ${length} mm long; ${pcCase.name} takes cards up to ${room} mm.`,
      [gpu, pcCase],
    );
  }
}
