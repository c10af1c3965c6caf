import type { ReactNode } from 'react';
import { useSessionKeeper, type SessionKeeperOptions } from './useSessionKeeper';

export interface SessionKeeperProps extends SessionKeeperOptions {
  /** The signed-in part of the app; rendered unchanged. */
  children?: ReactNode;
}

/**
 * Component form of `useSessionKeeper`: mount it around (or beside) the signed-in screens.
 *
 * @example
 * <SessionKeeper onExpired={() => queryClient.clear()}>
 *   <SignedInRoutes />
 * </SessionKeeper>
 */
export function SessionKeeper({ children = null, ...options }: SessionKeeperProps) {
  useSessionKeeper(options);
  return <>{children}</>;
}
