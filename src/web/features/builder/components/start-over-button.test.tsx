import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderInApp } from '../../../test-support.tsx';
import { StartOverButton } from './start-over-button.tsx';

describe('Start over in the PC Builder', () => {
  test('a build with parts is wiped only after the shopper confirms', () => {
    const onStartOver = vi.fn();
    renderInApp(<StartOverButton parts={3} onStartOver={onStartOver} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Start a new build?' });
    expect(dialog.textContent).toContain('This removes the 3 parts you chose');

    fireEvent.click(screen.getByRole('button', { name: 'Keep my build' }));
    expect(onStartOver).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove all parts' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });

  test('an empty build has nothing to lose: no question', () => {
    const onStartOver = vi.fn();
    renderInApp(<StartOverButton parts={0} onStartOver={onStartOver} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
