import { specOf, type Build, type IssueList } from './build.ts';

// The rules about the CPU cooler: it fits the case (an air cooler's height, a liquid cooler's
// radiator), it mounts on the processor's socket, and it is rated for the processor's heat.

export function checkCoolerInCase({ cooler, case: pcCase }: Build, issues: IssueList): void {
  if (!cooler || !pcCase) return;
  const type = specOf(cooler, 'cooler', 'type');
  if (
    !issues.haveAll('cooler-height', 'that the cooler fits the case', [
      [cooler, 'cooler', 'type', type],
    ])
  )
    return;
  if (type === 'air') {
    const height = specOf(cooler, 'cooler', 'heightMm');
    const room = specOf(pcCase, 'case', 'maxCoolerHeightMm');
    const ok = issues.haveAll('cooler-height', 'the cooler’s height', [
      [cooler, 'cooler', 'heightMm', height],
      [pcCase, 'case', 'maxCoolerHeightMm', room],
    ]);
    if (ok && height !== undefined && room !== undefined && height > room) {
      issues.add(
        'error',
        'cooler-height',
        `${cooler.name} is ${height} mm tall; ${pcCase.name} takes coolers up to ${room} mm.`,
        [cooler, pcCase],
      );
    }
    return;
  }
  const radiator = specOf(cooler, 'cooler', 'radiatorMm');
  const mounts = specOf(pcCase, 'case', 'radiatorMm');
  const ok = issues.haveAll('radiator-size', 'the radiator’s size', [
    [cooler, 'cooler', 'radiatorMm', radiator],
    [pcCase, 'case', 'radiatorMm', mounts],
  ]);
  if (ok && radiator !== undefined && !mounts?.includes(radiator)) {
    const takes = mounts?.length ? `takes ${mounts.join(', ')} mm radiators` : 'takes no radiator';
    issues.add(
      'error',
      'radiator-size',
      `${cooler.name} has a ${radiator} mm radiator; ${pcCase.name} ${takes}.`,
      [cooler, pcCase],
    );
  }
}

export function checkCoolerOnProcessor({ cooler, cpu }: Build, issues: IssueList): void {
  if (!cooler || !cpu) return;
  const socket = specOf(cpu, 'cpu', 'socket');
  const sockets = specOf(cooler, 'cooler', 'sockets');
  const socketKnown = issues.haveAll('cooler-socket', 'that the cooler mounts on the socket', [
    [cpu, 'cpu', 'socket', socket],
    [cooler, 'cooler', 'sockets', sockets],
  ]);
  if (socketKnown && socket && !sockets?.includes(socket)) {
    issues.add(
      'error',
      'cooler-socket',
      `${cooler.name} does not list ${socket}, the socket of ${cpu.name}.`,
      [cooler, cpu],
    );
  }
  const rating = specOf(cooler, 'cooler', 'tdpRatingW');
  const tdp = specOf(cpu, 'cpu', 'tdpW');
  const ratingKnown = issues.haveAll('cooler-rating', 'the cooler’s rating', [
    [cooler, 'cooler', 'tdpRatingW', rating],
    [cpu, 'cpu', 'tdpW', tdp],
  ]);
  if (ratingKnown && rating !== undefined && tdp !== undefined && rating < tdp) {
    issues.add(
      'warning',
      'cooler-rating',
      `${cooler.name} is rated for ${rating} W; ${cpu.name} gives off up to ${tdp} W.`,
      [cooler, cpu],
    );
  }
}
