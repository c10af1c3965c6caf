import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';
import { Basic, Disabled, NoPanel } from './Tabs.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Tab, TabList } from './styles';

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

  it('renders no tabpanel without children', () => {
    render(<NoPanel />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In-Room' })).not.toHaveAttribute('aria-controls');
  });
});

describe('Tabs accessibility and narrow screens', () => {
  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  it('wraps tabs onto more rows instead of clipping a label', () => {
    // Vitest resolves styled-components' server build, so the CSS is read from a server render.
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<TabList><Tab>Presentations</Tab></TabList>));
      const css = sheet.getStyleTags();
      expect(css).toMatch(/display:\s*flex;\s*flex-wrap:\s*wrap/);
      expect(css).not.toMatch(/overflow-x:\s*auto/);
      expect(css).toMatch(/flex:\s*none;\s*max-width:\s*100%/);
    } finally {
      sheet.seal();
    }
  });
});
