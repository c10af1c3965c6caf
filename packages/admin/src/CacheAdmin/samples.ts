import type { JsonValue } from '@greenroom/core';

// Sample caches for the CacheView stories and tests (a stories file may export only stories).

/** A booking cache as the server keeps it: values, a nested object, a list, a null and empty ones. */
export const CACHE_SAMPLE: JsonValue = {
  bookingID: 'booking-1',
  connected: 3,
  live: true,
  rooms: { lobby: 2, stage: 1 },
  speakers: ['Ada', 'Grace'],
  closedAt: null,
  notes: [],
  extra: {},
};

/** A cache holding markup and a script, which must show as text. */
export const HOSTILE_CACHE_SAMPLE: JsonValue = {
  note: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
};
