import { buildLink, useAlert, useLinks, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { CopyButton, IconButton } from '@greenroom/ui';
import { QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRegenerateLink, type RegeneratedLink } from '../data/bookingQueries';
import { codeOnDemand } from '../data/codeOnDemand';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { LazyConfirmDialog } from '../LazyConfirmDialog';
import { mainTextTable } from '../textTables/main';
import { Row, RowActions, RowLabel, RowValue, Section, SectionTitle } from './styles';

export interface AccessLinksProps {
  booking: Booking;
  /** Tells the panel a link was copied (it shows the snackbar). */
  onCopied: () => void;
  api?: Pick<PortalApi, 'bookings'>;
}

// Loaded on the first QR download (ahead when its button is pointed at or focused): the QR encoder
// and the file naming (core's CSV module, with papaparse) are not part of the panel's first bytes.
const qrCodeFile = codeOnDemand(() => import('./downloadQrCode'));

/**
 * General Access Link: Intake URL, Mobile Hybrid URL (beta) and Photo Album URL, each with copy;
 * intake and mobile-hybrid regenerate through 'Confirm Link Regeneration'; the mobile-hybrid URL
 * downloads as a QR code PNG. A booking without a mobile-hybrid code gets one on open. The
 * confirmation and the QR encoder load on first use; a QR code that cannot be loaded alerts
 * 'An error occurred.'.
 * @example <AccessLinks booking={booking} onCopied={showSnackbar} />
 */
export function AccessLinks({ booking, onCopied, api }: AccessLinksProps) {
  const texts = useTexts(mainTextTable);
  const links = useLinks();
  const alert = useAlert();
  const regenerate = useRegenerateLink(booking.bookingID, api);
  const [confirming, setConfirming] = useState<RegeneratedLink | null>(null);
  const created = useRef(false);

  useEffect(() => {
    if (booking.mobileHybridLoginCode || created.current) return;
    created.current = true;
    regenerate.mutate({ link: 'mobileHybridLoginCode', create: true });
  }, [booking.mobileHybridLoginCode, regenerate]);

  const intake = buildLink(links.intake, booking.publicAppLoginCode);
  const mobileHybrid = booking.mobileHybridLoginCode ? buildLink(links.mobileHybrid, booking.mobileHybridLoginCode) : '';
  const photoAlbum = buildLink(links.photoAlbum, booking.bookingID);

  const downloadQr = async () => {
    const qrCode = await qrCodeFile.load();
    // The panel's generic 'An error occurred.' (as for clearing the calendar).
    if (!qrCode) return alert(texts.clearCalendarError);
    await qrCode.downloadQrCode(mobileHybrid, booking.name);
  };

  const row = (label: string, url: string, link?: RegeneratedLink) => (
    <Row key={label}>
      <RowLabel>{label}</RowLabel>
      <RowValue>{url}</RowValue>
      <RowActions>
        <CopyButton text={url} label={texts.copyLink(label)} size="sm" disabled={!url} onCopied={onCopied} />
        {link ? (
          <IconButton label={texts.regenerateLink(label)} size="sm" onClick={() => setConfirming(link)} {...preloadOnIntent(LazyConfirmDialog.preload)}>
            <RefreshCw />
          </IconButton>
        ) : null}
        {link === 'mobileHybridLoginCode' ? (
          <IconButton label={texts.downloadQr} size="sm" disabled={!url} onClick={() => void downloadQr()} {...preloadOnIntent(qrCodeFile.preload)}>
            <QrCode />
          </IconButton>
        ) : null}
      </RowActions>
    </Row>
  );

  return (
    <Section aria-labelledby="booking-access-links">
      <SectionTitle id="booking-access-links">{texts.generalAccessLink}</SectionTitle>
      {row(texts.intakeUrl, intake, 'publicAppLoginCode')}
      {row(texts.mobileHybridUrl, mobileHybrid, 'mobileHybridLoginCode')}
      {row(texts.photoAlbumUrl, photoAlbum)}
      <LazyConfirmDialog
        open={confirming !== null}
        title={texts.regenerateTitle}
        message={texts.regenerateMessage}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        errorMessage={texts.regenerateError}
        onCancel={() => setConfirming(null)}
        onConfirm={() => regenerate.mutateAsync({ link: confirming ?? 'publicAppLoginCode' }).then(() => setConfirming(null))}
      />
    </Section>
  );
}
