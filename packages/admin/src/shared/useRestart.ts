import { useState } from 'react';

/**
 * A key that remounts a screen's body: BACK after 'Success' starts the screen over (the spec's
 * "reloads the page") without a page reload.
 * @example const [key, restart] = useRestart(); return <Form key={key} onBack={restart} />;
 */
export function useRestart(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, () => setKey((k) => k + 1)];
}
