import { buildLink, useLinks, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { ConfirmDialog, CopyButton, IconButton } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useRegenerateSignUp } from '../data/useRegenerateSignUp';
import { Row, RowActions, RowLabel, RowValue } from '../OverviewPanel/styles';
import { rmaTextTable } from '../textTables/rma';

export interface SignUpLinkProps {
  booking: Booking;
  onCopied: () => void;
  onRegenerated: () => void;
  api?: Pick<PortalApi, 'bookings'>;
}

/**
 * The Sign-up URL (registration host + signUpLoginCode) with copy and a confirmed regenerate (the
 * old link stops working).
 * @example <SignUpLink booking={booking} onCopied={show} onRegenerated={show} />
 */
export function SignUpLink({ booking, onCopied, onRegenerated, api }: SignUpLinkProps) {
  const texts = useTexts(rmaTextTable).registration;
  const links = useLinks();
  const regenerate = useRegenerateSignUp(booking.bookingID, api);
  const [confirming, setConfirming] = useState(false);
  const url = booking.signUpLoginCode ? buildLink(links.signUp, booking.signUpLoginCode) : '';
  return (
    <Row>
      <RowLabel>{texts.signUpUrl}</RowLabel>
      <RowValue>{url}</RowValue>
      <RowActions>
        <CopyButton text={url} label={texts.copySignUp} size="sm" disabled={!url} onCopied={onCopied} />
        <IconButton label={texts.regenerateSignUp} size="sm" onClick={() => setConfirming(true)}>
          <RefreshCw />
        </IconButton>
      </RowActions>
      <ConfirmDialog
        open={confirming}
        title={texts.regenerateTitle}
        message={texts.regenerateMessage}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        errorMessage={texts.regenerateError}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          regenerate.mutateAsync().then(() => {
            setConfirming(false);
            onRegenerated();
          })
        }
      />
    </Row>
  );
}
