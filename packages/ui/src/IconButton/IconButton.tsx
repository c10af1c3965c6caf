import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useGroupDisabled } from '../internal/disabledGroup';
import { Spinner } from '../Spinner/Spinner';
import { IconButtonRoot, type IconButtonSize, type IconButtonVariant } from './styles';

export type { IconButtonSize, IconButtonVariant } from './styles';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required accessible name; also shown as the hover tooltip (title). */
  label: string;
  /** The icon, a lucide-react element. */
  children: ReactNode;
  /** Default 'text' (no fill). */
  variant?: IconButtonVariant;
  /** Default 'md' (36 px). */
  size?: IconButtonSize;
  /** Replaces the icon by a Spinner, sets aria-busy and disables the button. */
  busy?: boolean;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * A square button that shows only an icon. `label` names it for assistive technology and
 * appears as a tooltip.
 *
 * @example
 * <IconButton label="Edit calendar" onClick={edit}><Pencil /></IconButton>
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({
  label,
  children,
  variant = 'text',
  size = 'md',
  busy = false,
  type = 'button',
  disabled,
  title,
  ...rest
}, ref) {
  // In a busy dialog's footer every button is disabled.
  const groupDisabled = useGroupDisabled();
  return (
    <IconButtonRoot
      data-ui="IconButton"
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || busy || groupDisabled}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
    >
      {busy ? <Spinner size={size === 'sm' ? 14 : 18} /> : children}
    </IconButtonRoot>
  );
});
