import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { Basic, Indeterminate, Steps } from './ProgressBar.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';

const fill = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('ProgressBar', () => {
  it('is a named progressbar with its value, min and max, filled to its share', () => {
    render(<Basic />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(fill(bar).style.transform).toBe('scaleX(0.4)');
  });

  it('counts on any scale and reads its value text', () => {
    render(<Steps />);
    const bar = screen.getByRole('progressbar', { name: 'Slide upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 2 of 5');
    expect(fill(bar).style.transform).toBe('scaleX(0.4)');
  });

  it('is indeterminate without a value: no aria-valuenow, nothing claimed filled', () => {
    render(<Indeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing upload' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(fill(bar).style.transform).toBe('');
  });

  it('keeps the value between min and max', () => {
    render(
      <>
        <ProgressBar label="Over" value={130} />
        <ProgressBar label="Under" value={-5} />
        <ProgressBar label="Empty range" value={0} max={0} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(fill(screen.getByRole('progressbar', { name: 'Over' })).style.transform).toBe('scaleX(1)');
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
    expect(fill(screen.getByRole('progressbar', { name: 'Empty range' })).style.transform).toBe('scaleX(0)');
  });

  it('has no axe violations, determinate or not', async () => {
    render(
      <>
        <Basic />
        <Steps />
        <Indeterminate />
      </>,
    );
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);
});
