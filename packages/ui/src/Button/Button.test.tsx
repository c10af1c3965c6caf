import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Basic, Busy } from './Button.stories';

describe('Button', () => {
  it('renders the variants with a stable data-ui and type="button"', () => {
    render(<Basic />);
    const save = screen.getByRole('button', { name: 'SAVE' });
    expect(save).toHaveAttribute('data-ui', 'Button');
    expect(save).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'DELETE' })).toBeEnabled();
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">LOGIN</Button>);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveAttribute('type', 'submit');
  });

  it('clicks with the mouse and with Enter/Space after Tab focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>SAVE</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'SAVE' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('when busy shows a spinner, sets aria-busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        SUBMIT
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'SUBMIT' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('goes back to normal when busy ends (story toggle)', async () => {
    const user = userEvent.setup();
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Toggle busy' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('respects disabled', () => {
    render(<Button disabled>SAVE</Button>);
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });
});
