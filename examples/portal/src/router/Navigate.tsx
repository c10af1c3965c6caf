import { useEffect } from 'react';
import { useNavigate } from './hooks';

/**
 * Goes to `to` once drawn (after the render, in an effect); `replace` takes the current entry's
 * place, so Back skips the address that redirected.
 * @example <Route path="/" element={<Navigate to="/home" replace />} />
 */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
