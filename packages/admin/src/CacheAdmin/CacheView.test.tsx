import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, HostileContent } from './CacheView.stories';

/** The value shown beside a key of the cache's top level. */
function valueOf(key: string): HTMLElement {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === key);
  if (!term?.nextElementSibling) throw new Error(`no value for ${key}`);
  return term.nextElementSibling as HTMLElement;
}

describe('CacheView', () => {
  it('shows every key of an object as a term with its value beside it, in order', () => {
    renderStory(Basic);
    const topLevel = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(topLevel).toEqual(['bookingID', 'connected', 'live', 'rooms', 'lobby', 'stage', 'speakers', 'closedAt', 'notes', 'extra']);
    expect(valueOf('bookingID')).toHaveTextContent('booking-1');
    expect(valueOf('connected')).toHaveTextContent('3');
    expect(valueOf('live')).toHaveTextContent('true');
    expect(valueOf('closedAt')).toHaveTextContent('null');
  });

  it('nests an object as its own term list, and a list as an ordered list', () => {
    renderStory(Basic);
    const rooms = valueOf('rooms');
    expect(within(rooms).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['lobby', 'stage']);
    expect(within(rooms).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['2', '1']);
    const speakers = within(valueOf('speakers')).getByRole('list');
    expect(speakers.tagName).toBe('OL');
    expect(within(speakers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
  });

  it("shows an empty list or object as '(empty)'", () => {
    renderStory(Basic);
    expect(valueOf('notes')).toHaveTextContent(/^\(empty\)$/);
    expect(valueOf('extra')).toHaveTextContent(/^\(empty\)$/);
  });

  it("shows an empty cache as '(empty)'", () => {
    const { container } = renderStory(Empty);
    expect(container.querySelector('[data-ui="CacheView"]')).toHaveTextContent(/^\(empty\)$/);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows markup and script in a value as text; nothing runs', () => {
    const { container } = renderStory(HostileContent);
    expect(valueOf('note')).toHaveTextContent('<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>');
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
