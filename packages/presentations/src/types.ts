import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the Presentations tab uses: the space (its presentations list),
 * the presentation calls and the slide uploads.
 * @example
 * const api: PresentationsSlice = { spaces, presentations, uploads };
 */
export type PresentationsSlice = Pick<PortalApi, 'spaces' | 'presentations' | 'uploads'>;
