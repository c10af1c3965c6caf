import { useRestart } from '../shared';

/**
 * BACK as the producer screen wires it, for a form's story: the form starts over, and a test's
 * `onBack` (the story's arg) is told too.
 * @example const [key, back] = useStoryBack(onBack); return <CreateProducer key={key} onBack={back} />;
 */
export function useStoryBack(onBack?: () => void): [number, () => void] {
  const [key, restart] = useRestart();
  return [
    key,
    () => {
      onBack?.();
      restart();
    },
  ];
}
