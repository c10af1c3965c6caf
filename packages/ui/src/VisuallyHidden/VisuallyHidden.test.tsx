import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';
import { Basic } from './VisuallyHidden.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { serverCss } from '../testing/serverCss';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree: the item is read with the hidden word', () => {
    render(<Basic />);
    expect(screen.getByRole('listitem').textContent).toBe('Failed: ✕ Invitation');
    expect(screen.getByText('Failed:')).toBeVisible();
  });

  it('names what it is in, as visible text would', () => {
    render(
      <button type="button">
        <VisuallyHidden>Remove slide 3</VisuallyHidden>
        <span aria-hidden>×</span>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Remove slide 3');
  });

  it('is clipped to 1px instead of hidden with display or visibility', () => {
    const css = serverCss(<VisuallyHidden id="x">Failed</VisuallyHidden>);
    expect(css).toMatch(/position:\s*absolute/);
    expect(css).toMatch(/width:\s*1px/);
    expect(css).toMatch(/clip:\s*rect\(0 0 0 0\)/);
    expect(css).not.toMatch(/display:\s*none|visibility:\s*hidden/);
  });

  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);
});
