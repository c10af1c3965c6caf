import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the Branding tab uses; a partner implements only this.
 * @example
 * const api: BrandingSlice = { spaces, skins, uploads };
 */
export type BrandingSlice = Pick<PortalApi, 'spaces' | 'skins' | 'uploads'>;
