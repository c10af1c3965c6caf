import { buildLink, csvFileName, useLinks, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { ConfirmDialog, CopyButton, IconButton } from '@greenroom/ui';
import { QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRegenerateLink, type RegeneratedLink } from '../data/bookingQueries';
import { saveFile } from '../data/download';
import { bookingsTextTable } from '../texts';
import { Row, RowActions, RowLabel, RowValue, Section, SectionTitle } from './styles';

export interface AccessLinksProps {
  booking: Booking;
  /** Tells the panel a link was copied (it shows the snackbar). */
  onCopied: () => void;
  api?: Pick<PortalApi, 'bookings'>;
}

/** The QR PNG's file name: the booking name, like the CSV exports. */
function qrFileName(bookingName: string): string {
  return csvFileName(bookingName, 'mobile-hybrid-qr').replace(/\.csv$/, '.png');
}

/**
 * General Access Link: Intake URL, Mobile Hybrid URL (beta) and Photo Album URL, each with copy;
 * intake and mobile-hybrid regenerate through 'Confirm Link Regeneration'; the mobile-hybrid URL
 * downloads as a QR code PNG. A booking without a mobile-hybrid code gets one on open.
 * @example <AccessLinks booking={booking} onCopied={showSnackbar} />
 */
export function AccessLinks({ booking, onCopied, api }: AccessLinksProps) {
  const texts = useTexts(bookingsTextTable);
  const links = useLinks();
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
    // Loaded on the first download only: the QR encoder is not part of the panel's first bytes.
    const { default: QRCode } = await import('qrcode');
    saveFile(await QRCode.toDataURL(mobileHybrid, { type: 'image/png', margin: 2, width: 512 }), qrFileName(booking.name));
  };

  const row = (label: string, url: string, link?: RegeneratedLink) => (
    <Row key={label}>
      <RowLabel>{label}</RowLabel>
      <RowValue>{url}</RowValue>
      <RowActions>
        <CopyButton text={url} label={texts.copyLink(label)} size="sm" disabled={!url} onCopied={onCopied} />
        {link ? (
          <IconButton label={texts.regenerateLink(label)} size="sm" onClick={() => setConfirming(link)}>
            <RefreshCw />
          </IconButton>
        ) : null}
        {link === 'mobileHybridLoginCode' ? (
          <IconButton label={texts.downloadQr} size="sm" disabled={!url} onClick={() => void downloadQr()}>
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
      <ConfirmDialog
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
