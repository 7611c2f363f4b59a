import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { PaymentOutcome } from '../../shared/payment/payment-outcome.tsx';

/**
 * Nothing is left for the diner to pay: someone else paid the bill (or is paying the rest right now),
 * said with who it was, and the way back to the bill.
 */
export function NothingLeft({
  by,
  paying,
  onDone,
}: {
  by: string | undefined;
  paying: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const title = paying
    ? by === undefined
      ? t`The rest of the bill is being paid right now`
      : t`${by} is paying the rest of the bill right now`
    : by === undefined
      ? t`The bill was just paid`
      : t`The bill was just paid by ${by}`;
  return (
    <div role="status">
      <PaymentOutcome tone={paying ? 'busy' : 'success'} title={title}>
        <p className="pay-outcome__text">
          {paying ? (
            <Trans>
              Nothing is left for you to pay. If their payment does not go through, you can pay again.
            </Trans>
          ) : (
            <Trans>Nothing is left to pay, and you were not charged.</Trans>
          )}
        </p>
        <Button size="lg" fullWidth onClick={onDone}>
          <Trans>Back to the bill</Trans>
        </Button>
      </PaymentOutcome>
    </div>
  );
}
