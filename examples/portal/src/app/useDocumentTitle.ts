import { useEffect } from 'react';
import { useProductName } from '@greenroom/core';
import { pageTitle } from '../texts';

/**
 * Names the browser tab after the screen shown ('Demo Space · Greenroom'); the product name alone
 * while the screen's name is not known yet.
 * @example
 * useDocumentTitle(space.data?.spaceName);
 */
export function useDocumentTitle(screen: string | undefined): void {
  const productName = useProductName();
  const title = pageTitle(screen, productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
