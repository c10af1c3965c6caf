import { useMergeRefs } from '../internal/useMergeRefs';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useGroupDisabled } from '../internal/disabledGroup';
import { Spinner } from '../Spinner/Spinner';
import { useThemeCheck } from '../theme/useThemeCheck';
import { ButtonIcon, ButtonRoot, type ButtonVariant } from './styles';

export type { ButtonVariant } from './styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default 'primary'. */
  variant?: ButtonVariant;
  /** Shows a Spinner in place of the start icon, sets aria-busy and disables the button. */
  busy?: boolean;
  /** Icon (a lucide-react element) shown before the label. */
  startIcon?: ReactNode;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * The kit's button. `type` defaults to "button" so it never submits a form by accident.
 *
 * @example
 * <Button variant="secondary" startIcon={<Plus />} busy={saving} onClick={save}>Save</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({
  variant = 'primary',
  busy = false,
  startIcon,
  type = 'button',
  disabled,
  children,
  ...rest
}, ref) {
  const checkRef = useThemeCheck<HTMLButtonElement>('Button');
  // In a busy dialog's footer every button is disabled.
  const groupDisabled = useGroupDisabled();
  const rootRef = useMergeRefs([checkRef, ref]);
  const icon = busy ? <Spinner size={16} /> : startIcon;
  return (
    <ButtonRoot
      data-ui="Button"
      {...rest}
      ref={rootRef}
      type={type}
      $variant={variant}
      disabled={disabled || busy || groupDisabled}
      aria-busy={busy || undefined}
    >
      {icon != null && icon !== false && <ButtonIcon aria-hidden={busy ? undefined : true}>{icon}</ButtonIcon>}
      {children}
    </ButtonRoot>
  );
});
