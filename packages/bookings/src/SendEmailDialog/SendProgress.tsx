import { sendProgress, useTexts, type EmailDelivery, type EmailSendQueued } from '@greenroom/core';
import { emailTextTable } from '../textTables/email';

/**
 * How the send this dialog started is doing: sent of queued, still waiting, failed, and those the
 * server refused at once.
 * @example <SendProgress result={result} deliveries={deliveries} />
 */
export function SendProgress({ result, deliveries }: { result: EmailSendQueued; deliveries: readonly EmailDelivery[] }) {
  const emailTexts = useTexts(emailTextTable);
  const counts = sendProgress(deliveries, result.sendID);
  const total = Math.max(counts.total, result.queued.length);
  return (
    <div role="status" aria-live="polite">
      <p>
        <progress max={total} value={counts.sent + counts.failed} aria-label={emailTexts.progress(counts.sent, total)} /> {emailTexts.progress(counts.sent, total)}
      </p>
      {counts.queued > 0 && <p>{emailTexts.queuedCount(counts.queued)}</p>}
      {counts.failed > 0 && <p>{emailTexts.failedCount(counts.failed)}</p>}
      {result.failed.length > 0 && <p>{emailTexts.refusedCount(result.failed.length)}</p>}
    </div>
  );
}
