import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './useMergeRefs';

function Probe({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLButtonElement>>[0] }) {
  return <button ref={useMergeRefs(refs)}>probe</button>;
}

describe('useMergeRefs', () => {
  it('sets every object and callback ref to the element, skips undefined ones, and clears them on unmount', () => {
    const object = createRef<HTMLButtonElement>();
    const callback = vi.fn();
    const { unmount, getByRole } = render(<Probe refs={[object, undefined, callback]} />);
    const button = getByRole('button');
    expect(object.current).toBe(button);
    expect(callback).toHaveBeenLastCalledWith(button);
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('answers null when every ref is undefined', () => {
    const seen: unknown[] = [];
    function Plain() {
      const merged = useMergeRefs<HTMLElement>([undefined, undefined]);
      seen.push(merged);
      return null;
    }
    render(<Plain />);
    expect(seen.every((merged) => merged === null)).toBe(true);
  });
});
