import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Text } from './styles';

export interface TruncatedTextProps {
  /** The full text; shown whole when it fits, else cut with an ellipsis. */
  children: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A one-line text that ends in an ellipsis when it does not fit its box, and then offers the full
 * text as a tooltip (title). Screen readers always read the full text. Use it for names in
 * narrow places (table cells, headers, menus on a phone).
 *
 * @example
 * <TruncatedText>{space.spaceName}</TruncatedText>
 */
export function TruncatedText({ children, className, style }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [truncated, setTruncated] = useState(false);

  const measure = useCallback(() => {
    const node = ref.current;
    if (node) setTruncated(node.scrollWidth > node.clientWidth);
  }, []);

  useLayoutEffect(() => {
    measure();
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <Text
      ref={ref}
      data-ui="TruncatedText"
      data-truncated={truncated ? '' : undefined}
      title={truncated ? children : undefined}
      className={className}
      style={style}
      // The box may have changed size without a resize of its own (a font loading): check again.
      onMouseEnter={measure}
      onFocus={measure}
    >
      {children}
    </Text>
  );
}
