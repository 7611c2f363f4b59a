import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { renderSVG } from 'uqr';
import type { PixCharge } from '../../../../machines/table-payment/table-payment.types.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';

/** The BR Code as a QR image (drawn here, in the browser) and as text to copy into a bank's app. */
export function PixCode({ pix }: { pix: PixCharge }) {
  const { t } = useLingui();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const image = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(pix.brCode, { ecc: 'M', border: 2 }))}`,
    [pix.brCode],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.brCode);
      toast.success(t`PIX code copied. Paste it in your bank's app.`);
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code for a manual copy.
      codeRef.current?.select();
      toast.info(t`Select the code and copy it.`);
    }
  }

  return (
    <div className="pix-code">
      <img
        className="pix-code__qr"
        src={image}
        width={240}
        height={240}
        alt={t`PIX QR code to scan with your bank's app`}
      />
      <label className="pix-code__label" htmlFor="pix-copy-paste">
        <Trans>PIX copy and paste</Trans>
      </label>
      <textarea
        id="pix-copy-paste"
        ref={codeRef}
        className="pix-code__text"
        readOnly
        rows={3}
        value={pix.brCode}
      />
      <Button variant="secondary" icon="check" fullWidth onClick={copy}>
        <Trans>Copy the code</Trans>
      </Button>
      <p className="pix-code__txid">
        <Trans>Transaction ID</Trans> <span data-testid="pix-txid">{pix.txid}</span>
      </p>
    </div>
  );
}
