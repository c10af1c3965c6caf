import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyComponent', () => {
  it('renders a preloaded component in the first pass, without its fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously after render: no fallback was needed.
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and loads the code once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ default: Greeting });
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk gone');
    await act(() => Lazy.preload());
    render(<Lazy name="Lin" />);
    expect(screen.getByText('Hello, Lin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
