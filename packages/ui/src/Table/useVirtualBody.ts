import { useReducer, useState, type RefObject } from 'react';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect';
import type { VirtualBody, VirtualBodyOptions } from './virtualBody';
import { loadedVirtualBody, loadVirtualBody, type VirtualBodyCode } from './virtualBodyCode';

/** Whether a table's rows are placed virtually. */
export interface VirtualBodyState {
  /** Places the rows; null while they are in flow (disabled, the server render, hydration, the code on its way). */
  body: VirtualBody | null;
  /** The code could not be loaded: the rows stay in flow. */
  failed: boolean;
}

/**
 * A table's virtual body, while `options.enabled`: its code is loaded on first need (never for a
 * table that stays short), and it is created in the browser after the first render, so the server
 * render and the hydrating render lay the rows out in flow. The hooks called are the same in every
 * render, so the rows are never remounted when the body arrives or leaves.
 * @example const { body } = useVirtualBody(bodyRef, { count: rows.length, rowHeight, overscan, fallbackHeight, enabled: rows.length > 100 });
 */
export function useVirtualBody(bodyRef: RefObject<HTMLDivElement | null>, options: VirtualBodyOptions): VirtualBodyState {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [body, setBody] = useState<VirtualBody | null>(null);
  const [failed, setFailed] = useState(false);
  const { enabled } = options;

  useClientLayoutEffect(() => {
    if (!enabled || body || failed) return;
    const create = (code: VirtualBodyCode) => setBody(code.createVirtualBody(() => bodyRef.current, rerender));
    const code = loadedVirtualBody();
    if (code) {
      create(code);
      return;
    }
    let current = true;
    loadVirtualBody().then(
      (arrived) => current && create(arrived),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, body, failed, bodyRef]);

  // As useVirtualizer: options in render, before the table reads the rows.
  body?.setOptions(options);
  useClientLayoutEffect(() => body?.mount(), [body]);
  useClientLayoutEffect(() => {
    body?.update();
  });

  return { body: enabled ? body : null, failed: enabled && failed };
}
