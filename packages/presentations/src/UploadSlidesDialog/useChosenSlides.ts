import { useRef, useState } from 'react';
import { checkSlideFile } from '../data/checkSlideFile';

/** One chosen file: being checked, good, or rejected with its message. */
export interface ChosenSlide {
  key: number;
  file: File;
  status: 'checking' | 'ok' | 'rejected';
  message: string | null;
}

/**
 * The files chosen in Upload Slides, each checked by its bytes as it arrives.
 * @example
 * const chosen = useChosenSlides();
 * chosen.add(files); chosen.remove(key);
 */
export function useChosenSlides() {
  const [items, setItems] = useState<ChosenSlide[]>([]);
  const nextKey = useRef(0);
  const add = (files: File[]) => {
    const added = files.map((file): ChosenSlide => ({ key: nextKey.current++, file, status: 'checking', message: null }));
    setItems((current) => [...current, ...added]);
    for (const item of added) {
      void checkSlideFile(item.file).then((message) =>
        setItems((current) =>
          current.map((entry) => (entry.key === item.key ? { ...entry, status: message ? 'rejected' : 'ok', message } : entry)),
        ),
      );
    }
  };
  const remove = (key: number) => setItems((current) => current.filter((entry) => entry.key !== key));
  return { items, add, remove };
}
