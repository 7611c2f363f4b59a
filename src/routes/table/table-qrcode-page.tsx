import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { parseTableLink } from '../../../contract/table-link.ts';
import {
  selectCanRetryTable,
  selectError,
  selectIsBusy,
  selectIsExpired,
} from '../../../machines/table/table.selectors.ts';
import type { QrCode } from '../../../machines/table/table.types.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { CamLayout } from '../../ui/layouts/cam-layout.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LocaleSwitch } from '../shell/locale-switch.tsx';
import { ManualTableForm } from './manual-table-form.tsx';
import { tableMessage } from './table-messages.ts';
import { useQrCamera } from './use-qr-camera.ts';
import { useTable, useTableSelector } from './use-table.ts';
import './table-qrcode-page.css';

/** A code seen again within this time is the same scan, not a new one. */
const SAME_SCAN_MS = 4000;

/** /table/qrcode: the camera reads the table's QR code; or the diner types the table code (spec §2 "cam layout"). */
export function TableQrCodePage() {
  const { t } = useLingui();
  const table = useTable();
  const { history } = useRouter();
  const busy = useTableSelector(selectIsBusy);
  const error = useTableSelector(selectError);
  const canRetry = useTableSelector(selectCanRetryTable);
  const expired = useTableSelector(selectIsExpired);
  const [typing, setTyping] = useState(false);
  const [foreign, setForeign] = useState(false);
  const last = useRef({ text: '', at: 0 });

  function join(code: QrCode) {
    table.send({ type: 'qr.scanned', ...code });
  }

  const { videoRef, status } = useQrCamera((text) => {
    const now = Date.now();
    if (
      table.getSnapshot().hasTag('busy') ||
      (text === last.current.text && now - last.current.at < SAME_SCAN_MS)
    )
      return;
    last.current = { text, at: now };
    const code = parseTableLink(text);
    setForeign(code === undefined);
    if (code) join(code);
  });

  const cameraFailed = status === 'denied' || status === 'unavailable';
  const showForm = typing || cameraFailed;
  const problem =
    error !== undefined
      ? t(tableMessage(error))
      : foreign
        ? t`This QR code is not a table code. Look for the code on your table.`
        : undefined;

  return (
    <CamLayout
      title={t`Scan the table's QR code`}
      heading="layout"
      onBack={() => history.back()}
      actions={<LocaleSwitch />}
      viewfinder={status === 'scanning' && !showForm}
      hint={
        !showForm && (
          <>
            {busy ? (
              <span className="qr-page__joining" role="status">
                <Spinner size="sm" />
                <Trans>Joining the table…</Trans>
              </span>
            ) : (
              <span>
                {status === 'starting' ? (
                  <Trans>Opening the camera…</Trans>
                ) : (
                  <Trans>Point at the QR code on your table</Trans>
                )}
              </span>
            )}
            <Button variant="secondary" size="sm" onClick={() => setTyping(true)}>
              <Trans>Type the table code</Trans>
            </Button>
          </>
        )
      }
    >
      <video ref={videoRef} className="qr-page__video" muted playsInline aria-label={t`Camera preview`} />
      {(showForm || problem || expired) && (
        <section className="qr-page__sheet" aria-labelledby="qr-sheet-title">
          <h2 id="qr-sheet-title" className="qr-page__sheet-title">
            {cameraFailed ? (
              <Trans>Type the table code</Trans>
            ) : expired ? (
              <Trans>Your table session ended</Trans>
            ) : (
              <Trans>Join a table</Trans>
            )}
          </h2>
          {status === 'denied' && (
            <p className="qr-page__note">
              <Trans>
                We can't use the camera because permission was denied. Allow it in your browser's settings, or
                type the code below.
              </Trans>
            </p>
          )}
          {status === 'unavailable' && (
            <p className="qr-page__note">
              <Trans>We couldn't find a camera on this device. Type the table code below.</Trans>
            </p>
          )}
          {expired && !cameraFailed && (
            <p className="qr-page__note">
              <Trans>Scan the table's QR code again to go back to the bill.</Trans>
            </p>
          )}
          <FormError>{problem}</FormError>
          {canRetry && (
            <Button variant="secondary" icon="refresh" onClick={() => table.send({ type: 'table.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {showForm && <ManualTableForm onSubmit={join} busy={busy} />}
          {typing && !cameraFailed && (
            <Button variant="ghost" fullWidth onClick={() => setTyping(false)}>
              <Trans>Use the camera</Trans>
            </Button>
          )}
        </section>
      )}
    </CamLayout>
  );
}
