import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
  type UseFloatingOptions,
} from '@floating-ui/react';

interface DialogPopoverOptions {
  open: boolean;
  onOpenChange: NonNullable<UseFloatingOptions['onOpenChange']>;
  placement: Placement;
  /** A disabled trigger does not open the popover. */
  disabled: boolean;
}

/**
 * A small dialog in a popover that a click on its trigger opens (DatePicker, ColorPicker): 6 px
 * from the trigger, flipped and shifted to stay on screen and following it while open; Escape
 * and a press outside close it.
 * @example
 * const popover = useDialogPopover({ open, onOpenChange: setOpen, placement: 'bottom-end', disabled });
 * <button ref={popover.refs.setReference} {...popover.getReferenceProps()} />
 */
export function useDialogPopover({ open, onOpenChange, placement, disabled }: DialogPopoverOptions) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  return { refs, floatingStyles, context, getReferenceProps, getFloatingProps };
}
