import type { CSSProperties, ReactNode } from 'react';
import { useThemeCheck } from '../theme/useThemeCheck';
import { EmptyAction, EmptyIcon, EmptyMessage, EmptyRoot, EmptyTitle } from './styles';

export interface EmptyStateProps {
  /** A lucide-react icon element, decorative. */
  icon?: ReactNode;
  title?: ReactNode;
  message?: ReactNode;
  /** E.g. a Button that creates the first item. */
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * What a list or panel shows when it has nothing: an icon, a title and/or message, and an
 * optional action.
 *
 * @example
 * <EmptyState icon={<CalendarDays />} message="No calendars found for this space."
 *   action={<Button onClick={create}>NEW</Button>} />
 */
export function EmptyState({ icon, title, message, action, className, style }: EmptyStateProps) {
  const checkRef = useThemeCheck<HTMLDivElement>('EmptyState');
  return (
    <EmptyRoot ref={checkRef} data-ui="EmptyState" className={className} style={style}>
      {icon != null && <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>}
      {title != null && <EmptyTitle>{title}</EmptyTitle>}
      {message != null && <EmptyMessage>{message}</EmptyMessage>}
      {action != null && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
}
