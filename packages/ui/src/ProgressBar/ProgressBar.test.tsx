import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { Basic, Indeterminate, Steps } from './ProgressBar.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';

const fill = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;
/** How far the fill is drawn: by its generated class, never a style attribute. */
const drawn = (bar: HTMLElement) => {
  expect(fill(bar)).not.toHaveAttribute('style');
  return getComputedStyle(fill(bar)).transform;
};

describe('ProgressBar', () => {
  // Each story's bar: its name, aria attributes (null: must be absent) and the fill's transform.
  it.each([
    ['is a named progressbar with its value, min and max, filled to its share', Basic, 'Upload progress',
      { 'aria-valuenow': '40', 'aria-valuemin': '0', 'aria-valuemax': '100' }, 'scaleX(0.4)'],
    ['counts on any scale and reads its value text', Steps, 'Slide upload',
      { 'aria-valuenow': '2', 'aria-valuemax': '5', 'aria-valuetext': 'Uploading 2 of 5' }, 'scaleX(0.4)'],
    ['is indeterminate without a value: no aria-valuenow, nothing claimed filled', Indeterminate, 'Preparing upload',
      { 'aria-valuenow': null, 'aria-valuetext': null }, 'none'],
  ] as const)('%s', (_about, Story, name, attributes: Record<string, string | null>, transform) => {
    render(<Story />);
    const bar = screen.getByRole('progressbar', { name });
    for (const [attribute, value] of Object.entries(attributes)) {
      if (value === null) expect(bar).not.toHaveAttribute(attribute);
      else expect(bar).toHaveAttribute(attribute, value);
    }
    expect(drawn(bar)).toBe(transform);
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
    expect(drawn(screen.getByRole('progressbar', { name: 'Over' }))).toBe('scaleX(1)');
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
    expect(drawn(screen.getByRole('progressbar', { name: 'Empty range' }))).toBe('scaleX(0)');
  });

  it('draws the fill to the whole percent (one class per percent at most)', () => {
    render(
      <>
        <ProgressBar label="One third" value={1} max={3} />
        <ProgressBar label="Almost none" value={0.4} />
      </>,
    );
    expect(drawn(screen.getByRole('progressbar', { name: 'One third' }))).toBe('scaleX(0.33)');
    expect(drawn(screen.getByRole('progressbar', { name: 'Almost none' }))).toBe('scaleX(0)');
  });

  it('server-renders without a style attribute, which a strict CSP would block', () => {
    const html = renderToString(<ProgressBar label="Upload progress" value={40} />);
    expect(html).toContain('aria-valuenow="40"');
    expect(html).not.toMatch(/\sstyle=/);
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
