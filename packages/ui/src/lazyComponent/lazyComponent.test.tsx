import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** Shows 'Could not load' once its children threw. */
class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
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

  it('renders after a failed load once a later preload succeeds (React.lazy alone would keep the failure)', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ default: Greeting });
    const Lazy = lazyComponent(load);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    const view = render(
      <Failed>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Kay" />
        </Suspense>
      </Failed>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    logged.mockRestore();
    view.unmount();
    await Lazy.preload();
    render(<Lazy name="Kay" />);
    expect(screen.getByText('Hello, Kay')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
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
