import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';
import { Basic, Disabled, NoPanel } from './Tabs.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { Tab, TabList } from './styles';
import { serverCss } from '../testing/serverCss';

describe('Tabs', () => {
  it('renders tablist, tabs and the selected panel with ARIA wiring', () => {
    render(<Basic />);
    const list = screen.getByRole('tablist', { name: 'Space' });
    expect(list.closest('[data-ui="Tabs"]')).not.toBeNull();
    const bookings = screen.getByRole('tab', { name: 'Bookings' });
    expect(bookings).toHaveAttribute('aria-selected', 'true');
    expect(bookings).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Bookings' });
    expect(bookings).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel: bookings');
  });

  it('arrow keys, Home and End move focus and select, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: calendar');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Presentations' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: presentations');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Presentations' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: bookings');
  });

  it('Tab from the tab list moves into the panel', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips disabled tabs with the keyboard and ignores clicks on them', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    expect(screen.getByRole('tab', { name: 'Branding' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: bookings');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Presentations' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: calendar');
  });

  it('makes the first enabled tab reachable when the value is a disabled tab', () => {
    const items: TabItem[] = [
      { id: 'a', label: 'A', disabled: true },
      { id: 'b', label: 'B' },
    ];
    render(<Tabs label="T" items={items} value="a" onChange={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('tabindex', '0');
  });

  it('calls onChange only for a different tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Probe() {
      const [value, setValue] = useState('web');
      return (
        <Tabs label="Branding" value={value} onChange={(id) => { onChange(id); setValue(id); }}
          items={[{ id: 'in-room', label: 'In-Room' }, { id: 'web', label: 'Web' }]} />
      );
    }
    render(<Probe />);
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'In-Room' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('in-room');
  });

  it("calls a tab's onIntent when the pointer enters it or it takes focus (its panel's code loads ahead)", async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    render(<Tabs label="Booking" value="one" onChange={() => {}} items={[{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', onIntent }]} />);
    await user.hover(screen.getByRole('tab', { name: 'Two' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    screen.getByRole('tab', { name: 'Two' }).focus();
    expect(onIntent).toHaveBeenCalledTimes(2);
  });

  it('renders no tabpanel without children', () => {
    render(<NoPanel />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In-Room' })).not.toHaveAttribute('aria-controls');
  });
});

describe('Tabs accessibility and narrow screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  it('keeps whole tabs in one row that scrolls sideways instead of wrapping or cutting a label', () => {
    const css = serverCss(<TabList><Tab>Presentations</Tab></TabList>);
    expect(css).toMatch(/display:\s*flex;\s*flex-wrap:\s*nowrap/);
    expect(css).toMatch(/overflow-x:\s*auto/);
    expect(css).toMatch(/flex:\s*none;\s*white-space:\s*nowrap/);
    expect(css).not.toMatch(/text-overflow|max-width:\s*100%/);
  });

  it('scrolls the selected tab into view in a phone-wide row and fades each edge while more tabs lie past it', () => {
    // Four tabs 120 px wide side by side in a row 200 px wide.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const tab = this.getAttribute('data-tab-id');
      return ['bookings', 'calendar', 'branding', 'presentations'].indexOf(tab ?? '') * 120;
    });
    const Controlled = ({ value }: { value: string }) => (
      <Tabs label="Space" value={value} onChange={() => undefined}
        items={['bookings', 'calendar', 'branding', 'presentations'].map((id) => ({ id, label: id }))} />
    );
    const { rerender } = render(<Controlled value="bookings" />);
    const list = screen.getByRole('tablist', { name: 'Space' });
    expect(list.scrollLeft).toBe(0);
    expect(list).toHaveAttribute('data-more-end');
    rerender(<Controlled value="presentations" />);
    expect(list.scrollLeft).toBe(480 - 200);
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more-start');
    expect(list).not.toHaveAttribute('data-more-end');
    rerender(<Controlled value="calendar" />);
    expect(list.scrollLeft).toBe(120);
  });
});
