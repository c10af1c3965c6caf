'use client';
// The partner's one client file: the provider with the hand-written adapter (functions cannot
// cross from the server page, so they are made here).
import type { ReactNode } from 'react';
import { DemoProvider } from '../common/provider';

/** The Greenroom provider and theme around the page's panels. */
export function Providers({ children }: { children: ReactNode }) {
  return <DemoProvider>{children}</DemoProvider>;
}
