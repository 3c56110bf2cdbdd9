import { Button, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionTooltip, AdminTooltipGroup, tooltipTiming } from './admin-tooltips.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function renderTwoControls() {
  render(
    <MantineProvider env="test">
      <AdminTooltipGroup>
        <ActionTooltip label="Close this lead as won">
          <Button>Mark as Won</Button>
        </ActionTooltip>
        <ActionTooltip label="Delete this lead and all its notes">
          <Button>Delete Lead</Button>
        </ActionTooltip>
      </AdminTooltipGroup>
    </MantineProvider>,
  );
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('admin tooltips', () => {
  it('keep the spec delays: 700 ms to open, 300 ms to skip', () => {
    expect(tooltipTiming).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it('show after the open delay, and at once on the next control within the skip delay', () => {
    vi.useFakeTimers();
    renderTwoControls();

    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Mark as Won' }));
    advance(tooltipTiming.openDelayMs - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close this lead as won');

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Mark as Won' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete Lead' }));
    // Floating UI opens a tooltip of the group at the next millisecond then.
    advance(1);
    expect(
      screen.getByRole('tooltip', { name: 'Delete this lead and all its notes' }),
    ).toBeInTheDocument();
  });

  it('wait the whole open delay again once the skip delay has passed', () => {
    vi.useFakeTimers();
    renderTwoControls();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Mark as Won' }));
    advance(tooltipTiming.openDelayMs);
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Mark as Won' }));
    advance(tooltipTiming.skipDelayMs + 500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete Lead' }));
    advance(tooltipTiming.openDelayMs - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete this lead and all its notes');
  });
});
