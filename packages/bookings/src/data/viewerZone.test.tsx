import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewerZone, ViewerZoneProvider } from './viewerZone';

function Zone() {
  return <p>{`zone: ${useViewerZone() ?? 'none'}`}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useViewerZone', () => {
  it('is the nearest ViewerZoneProvider’s zone', () => {
    render(
      <ViewerZoneProvider zone="America/New_York">
        <Zone />
      </ViewerZoneProvider>,
    );
    expect(screen.getByText('zone: America/New_York')).toBeInTheDocument();
  });

  it('is the browser’s zone without a provider', () => {
    const options = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...options, timeZone: 'Asia/Tokyo' });
    render(<Zone />);
    expect(screen.getByText('zone: Asia/Tokyo')).toBeInTheDocument();
  });

  it('is unknown in a server render (no browser zone to guess), so the HTML hydrates without a mismatch', () => {
    expect(renderToString(<Zone />)).toBe('<p>zone: none</p>');
    expect(
      renderToString(
        <ViewerZoneProvider zone="Europe/Berlin">
          <Zone />
        </ViewerZoneProvider>,
      ),
    ).toBe('<p>zone: Europe/Berlin</p>');
  });
});
