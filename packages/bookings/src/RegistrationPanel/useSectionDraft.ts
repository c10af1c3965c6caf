import { useState } from 'react';

/**
 * A section's unsaved edits of stored values: starts as the stored values and starts over whenever
 * they change (its own save came back, or a 412 read the booking again), so a save of another
 * section, which leaves these values alone, keeps the edits.
 * @example const [draft, setDraft] = useSectionDraft({ waitlist: flow.waitlist });
 */
export function useSectionDraft<T>(stored: T): [T, (next: T) => void] {
  const key = JSON.stringify(stored);
  const [state, setState] = useState({ key, draft: stored });
  if (state.key !== key) {
    // Derived state: adopting the new stored values during render avoids a frame with stale edits.
    setState({ key, draft: stored });
    return [stored, (draft) => setState({ key, draft })];
  }
  return [state.draft, (draft) => setState({ key, draft })];
}
