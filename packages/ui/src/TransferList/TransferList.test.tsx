import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransferList } from './TransferList';
import { Basic, Disabled, Empty } from './TransferList.stories';

const labelsIn = (side: RegExp) =>
  within(screen.getByRole('region', { name: side }))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('TransferList', () => {
  it('shows titled lists with their items', () => {
    render(<Basic />);
    expect(screen.getByRole('group', { name: 'Assign Projects' })).toBeInTheDocument();
    expect(labelsIn(/Available/)).toEqual(['Annual Gala', 'Board Summit', 'Customer Days']);
    expect(labelsIn(/Assigned/)).toEqual(['Product Launch']);
  });

  it('moves all items right and back left', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    expect(labelsIn(/Available/)).toEqual([]);
    expect(labelsIn(/Assigned/)).toEqual(['Product Launch', 'Annual Gala', 'Board Summit', 'Customer Days']);
    expect(screen.getByRole('button', { name: 'Move all right' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move all left' }));
    expect(labelsIn(/Assigned/)).toEqual([]);
    expect(labelsIn(/Available/)).toHaveLength(4);
  });

  it('moves only the checked items, both ways, using the keyboard', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const moveRight = screen.getByRole('button', { name: 'Move selected right' });
    expect(moveRight).toBeDisabled();

    const board = screen.getByRole('checkbox', { name: 'Board Summit' });
    board.focus();
    await user.keyboard(' ');
    expect(board).toBeChecked();
    await user.click(moveRight);
    expect(labelsIn(/Available/)).toEqual(['Annual Gala', 'Customer Days']);
    expect(labelsIn(/Assigned/)).toEqual(['Product Launch', 'Board Summit']);
    expect(screen.getByRole('checkbox', { name: 'Board Summit' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Product Launch' }));
    await user.click(screen.getByRole('button', { name: 'Move selected left' }));
    expect(labelsIn(/Available/)).toEqual(['Annual Gala', 'Customer Days', 'Product Launch']);
    expect(labelsIn(/Assigned/)).toEqual(['Board Summit']);
  });

  it('reports both lists to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const a = { id: 'a', label: 'A' };
    const b = { id: 'b', label: 'B' };
    render(<TransferList left={[a, b]} right={[]} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Move selected right' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ left: [a], right: [b] });
  });

  it('shows empty lists with every move disabled', () => {
    render(<Empty />);
    expect(screen.getAllByText('None')).toHaveLength(2);
    for (const name of ['Move all right', 'Move selected right', 'Move selected left', 'Move all left']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('disables items and moves when disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('checkbox', { name: 'Annual Gala' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move all right' })).toBeDisabled();
  });
});
