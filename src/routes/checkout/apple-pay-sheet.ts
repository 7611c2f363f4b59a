import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';
import { selectApplePayMerchantSession } from '../../../machines/checkout/checkout.selectors.ts';

interface ApplePaySessionLike {
  begin(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
}

type ApplePaySessionClass = (new (
  version: number,
  request: unknown,
) => ApplePaySessionLike) & {
  STATUS_SUCCESS: number;
};

/**
 * Opens the browser's Apple Pay sheet for `totalCents` (it must start in the tap's own handler) and
 * wires it to the checkout chart: merchant validation through our API, the authorized token, a cancel.
 */
export function openApplePaySheet(actor: CheckoutActor, totalCents: number, label: string): void {
  const Session = (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  if (Session === undefined) return;
  const session = new Session(3, {
    countryCode: 'BR',
    currencyCode: 'BRL',
    supportedNetworks: ['visa', 'masterCard', 'amex', 'elo'],
    merchantCapabilities: ['supports3DS'],
    total: { label, amount: (totalCents / 100).toFixed(2) },
  });
  session.onvalidatemerchant = ({ validationURL }) => {
    actor.send({ type: 'applePay.validateMerchant', validationUrl: validationURL });
    const stop = actor.subscribe((snapshot) => {
      const merchantSession = selectApplePayMerchantSession(snapshot);
      if (merchantSession === undefined) return;
      stop.unsubscribe();
      session.completeMerchantValidation(merchantSession);
    });
  };
  session.onpaymentauthorized = ({ payment }) => {
    session.completePayment(Session.STATUS_SUCCESS);
    actor.send({ type: 'applePay.authorized', token: JSON.stringify(payment.token) });
  };
  session.oncancel = () => actor.send({ type: 'applePay.cancelled' });
  actor.send({ type: 'payment.submit' });
  session.begin();
}
