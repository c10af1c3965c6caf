import { FloatingFocusManager, FloatingPortal, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { X } from 'lucide-react';
import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { useTexts } from '@greenroom/core';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { Actions, Body, Description, ErrorBox, Footer, Header, Overlay, Panel, Title, type DialogSize } from './styles';
import { ThemeScope } from '../theme/ThemeScope';
import { useEscapeToClose } from './useEscapeToClose';
import { DisabledGroup } from '../internal/disabledGroup';
import { uiTextTable } from '../texts';

export type { DialogSize } from './styles';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * Called when the user asks to close (close button, Escape, or outside press if enabled). An
   * Escape whose keydown was already handled inside (`event.preventDefault()`, e.g. by a drag
   * being cancelled) is left to that element and does not close the dialog.
   */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Footer buttons. While `busy` they are all disabled: the kit's Button and IconButton get a real
   * `disabled` attribute, any other control is disabled by the footer's `<fieldset disabled>`.
   */
  actions?: ReactNode;
  /** In progress: the close button, Escape and the footer are disabled and a spinner shows. */
  busy?: boolean;
  /** Error text shown in an alert above the footer. */
  error?: string | null;
  /** Element to focus on open; by default the dialog itself is focused. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close when the user presses outside the dialog. Default false (forms keep their input). */
  closeOnOutsidePress?: boolean;
  /** Accessible name of the close button. Default 'Close'. */
  closeLabel?: string;
  /** Maximum width: sm 400px, md 560px (default), lg 800px. */
  size?: DialogSize;
  /** Stable hook for styling and tests; components built on Dialog put their own name here. */
  'data-ui'?: string;
}

/**
 * A modal dialog: rendered in a portal over a scroll-locking overlay, focus trapped inside and
 * returned to the opener on close, Escape closes (unless an element inside claimed the key with
 * `preventDefault()`). While `busy` (in progress) a spinner shows, it cannot be closed (×,
 * Escape, outside press) and every footer button (CANCEL, SAVE…) is disabled; `error` shows in
 * an alert. Pass the in-progress state here rather than disabling footer buttons one by one.
 *
 * @example
 * <Dialog
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   title="Name Calendar"
 *   busy={saving}
 *   error={saveError}
 *   actions={<><Button variant="text" onClick={() => setOpen(false)}>CANCEL</Button><Button onClick={save}>SAVE</Button></>}
 * >
 *   <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
 * </Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  busy = false,
  error,
  initialFocus,
  closeOnOutsidePress = false,
  closeLabel,
  size = 'md',
  'data-ui': dataUi = 'Dialog',
}: DialogProps) {
  const texts = useTexts(uiTextTable);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;

  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next && !busy) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    // Escape is handled by useEscapeToClose, which respects a key already claimed inside.
    useDismiss(context, { enabled: !busy, escapeKey: false, outsidePress: closeOnOutsidePress, outsidePressEvent: 'mousedown' }),
  ]);
  const onKeyDown = useEscapeToClose(open && !busy, onClose);

  // A busy dialog disables the button that was probably focused; keep focus inside the dialog.
  useEffect(() => {
    const panel = refs.floating.current;
    if (!busy || !panel) return;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && panel.contains(active) && active.disabled)) {
      panel.focus();
    }
  }, [busy, refs.floating]);

  if (!open) return null;

  return (
    <FloatingPortal>
      <ThemeScope>
        <Overlay lockScroll>
          {/* No focus-guard spans (Safari announces them as unnamed buttons): the page behind is
              made inert instead, which keeps Tab inside. floating-ui adds guards where inert is missing. */}
          <FloatingFocusManager context={context} modal guards={false} initialFocus={initialFocus ?? refs.floating}>
            <Panel
              ref={refs.setFloating}
              data-ui={dataUi}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={description ? descriptionId : undefined}
              aria-busy={busy || undefined}
              tabIndex={-1}
              $size={size}
              {...getFloatingProps({ onKeyDown })}
            >
              <Header>
                <Title id={titleId}>{title}</Title>
                <IconButton label={closeLabel ?? texts.dialog.close} size="sm" disabled={busy} onClick={onClose}>
                  <X />
                </IconButton>
              </Header>
              {description ? <Description id={descriptionId}>{description}</Description> : null}
              {children ? <Body>{children}</Body> : null}
              {error ? <ErrorBox role="alert">{error}</ErrorBox> : null}
              {actions || busy ? (
                <Footer>
                  {busy ? <Spinner size={20} label={texts.dialog.inProgress} /> : null}
                  {actions ? (
                    // Disabled twice over while busy: the fieldset disables any control in it, and
                    // the kit's buttons carry a real `disabled` attribute (clicks never arrive).
                    <Actions disabled={busy}>
                      <DisabledGroup.Provider value={busy}>{actions}</DisabledGroup.Provider>
                    </Actions>
                  ) : null}
                </Footer>
              ) : null}
            </Panel>
          </FloatingFocusManager>
        </Overlay>
      </ThemeScope>
    </FloatingPortal>
  );
}
