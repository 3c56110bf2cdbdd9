import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CrmFilter } from '@app/domain';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { CrmFilterBar } from './CrmFilterBar.tsx';

function renderBar(filter: CrmFilter, positions?: readonly string[]) {
  const onChange = vi.fn<(filter: CrmFilter, options: { typing: boolean }) => void>();
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <CrmFilterBar filter={filter} onChange={onChange} positions={positions} />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the position filter', () => {
  it('offers the positions applied for, and filters by the one chosen', async () => {
    const { onChange, user } = renderBar({ q: 'kube' }, ['DevOps Engineer', 'React Developer']);
    const select = screen.getByRole('combobox', { name: 'Position' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any position',
      'DevOps Engineer',
      'React Developer',
    ]);

    await user.selectOptions(select, 'React Developer');

    expect(onChange).toHaveBeenLastCalledWith(
      { q: 'kube', position: 'React Developer' },
      { typing: false },
    );
  });

  it('keeps a position of the address that no application has any more', () => {
    renderBar({ position: 'Designer' }, ['DevOps Engineer']);
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Designer');
  });

  it('takes the place of the team size, which applications have not', () => {
    renderBar({}, []);
    expect(screen.queryByRole('combobox', { name: 'Team size' })).not.toBeInTheDocument();
  });

  it('is not there where the view shows no applications', () => {
    renderBar({});
    expect(screen.queryByRole('combobox', { name: 'Position' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team size' })).toBeInTheDocument();
  });
});

describe('the day filters', () => {
  it('offer only the days the server takes, and no range that runs backwards', () => {
    renderBar({ from: '2026-02-01', to: '2026-03-01' });
    const from = screen.getByLabelText('Created from');
    const to = screen.getByLabelText('Created to');
    expect([from.getAttribute('min'), from.getAttribute('max')]).toEqual([
      '1900-01-01',
      '2026-03-01',
    ]);
    expect([to.getAttribute('min'), to.getAttribute('max')]).toEqual(['2026-02-01', '2999-12-31']);
  });
});
