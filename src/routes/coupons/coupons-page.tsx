import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { CartActor, CouponsActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCouponError,
  selectCoupons,
  selectIsBusy,
  selectOrderId,
} from '../../../machines/cart/cart.selectors.ts';
import {
  selectCouponListOf,
  selectCouponOffers,
  selectCouponsError,
  selectIsCouponListUnavailable,
  selectIsLoadingCoupons,
} from '../../../machines/coupons/coupons.selectors.ts';
import type { CouponOffer } from '../../../machines/coupons/coupons.types.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { cartErrorText } from '../cart/cart-messages.ts';
import { useCart } from '../cart/use-cart.ts';
import { useMoney } from '../shared/use-money.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { reasonMessage } from './coupon-rules.ts';
import './coupons-page.css';

function Placeholder() {
  const { t } = useLingui();
  return (
    <LoadingBlocks className="coupons__list" label={t`Loading your coupons`} heights={['7rem', '7rem']} />
  );
}

function useDate() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' });
    return (iso: string) => format.format(Date.parse(iso));
  }, [i18n.locale]);
}

/** The coupon's rule said plainly: how much off, from which order, for whom, until when. */
function CouponRules({ coupon }: { coupon: CouponOffer }) {
  const money = useMoney();
  const date = useDate();
  const { value, kind, min_order, valid_until, reason } = coupon;
  const expired = reason === 'COUPON_EXPIRED';
  return (
    <ul className="coupon__rules">
      <li>
        {kind === 'PERCENT' ? (
          <Trans>{value}% off the dishes</Trans>
        ) : (
          <Trans>{money(value)} off the dishes</Trans>
        )}
      </li>
      <li>
        {min_order.value > 0 ? (
          <Trans>On orders from {money(min_order.value)}</Trans>
        ) : (
          <Trans>No minimum order</Trans>
        )}
      </li>
      {coupon.first_order_only && (
        <li>
          <Trans>First order only</Trans>
        </li>
      )}
      {coupon.once_per_customer && (
        <li>
          <Trans>Once per customer</Trans>
        </li>
      )}
      {valid_until !== null && (
        <li>
          {expired ? (
            <Trans>Expired on {date(valid_until)}</Trans>
          ) : (
            <Trans>Valid until {date(valid_until)}</Trans>
          )}
        </li>
      )}
    </ul>
  );
}

interface CouponRowProps {
  coupon: CouponOffer;
  cart: CartActor | undefined;
  applied: boolean;
  canApply: boolean;
}

function CouponRow({ coupon, cart, applied, canApply }: CouponRowProps) {
  const { t } = useLingui();
  const titleId = `coupon-${coupon.code}`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={coupon.usable ? 'coupon' : 'coupon coupon--unusable'}
    >
      <div className="coupon__head">
        <h2 id={titleId} className="coupon__code">
          {coupon.code}
        </h2>
        {applied ? (
          <span className="coupon__badge coupon__badge--applied">
            <Trans>Applied</Trans>
          </span>
        ) : (
          !coupon.usable && <span className="coupon__badge">{t(reasonMessage(coupon.reason))}</span>
        )}
      </div>
      <p className="coupon__description">{coupon.description}</p>
      <CouponRules coupon={coupon} />
      {coupon.usable && !applied && cart !== undefined && (
        <Button
          variant="secondary"
          size="sm"
          disabled={!canApply}
          aria-label={t`Apply ${coupon.code}`}
          onClick={() => cart.send({ type: 'coupon.apply', code: coupon.code })}
        >
          <Trans>Apply</Trans>
        </Button>
      )}
    </Card>
  );
}

function CouponList({ list, cart }: { list: CouponsActor; cart: CartActor | undefined }) {
  const { t, i18n } = useLingui();
  const coupons = useSelector(list, selectCouponOffers);
  const loading = useSelector(list, selectIsLoadingCoupons);
  const error = useSelector(list, selectCouponsError);
  const cartOpen = useSelector(
    cart,
    (snapshot) => snapshot !== undefined && selectOrderId(snapshot) !== undefined,
  );
  const cartBusy = useSelector(cart, (snapshot) => snapshot !== undefined && selectIsBusy(snapshot));
  const applied = useSelector(cart, (snapshot) => (snapshot === undefined ? [] : selectCoupons(snapshot)));
  const applyError = useSelector(cart, (snapshot) => snapshot && selectCouponError(snapshot));

  if (error !== undefined) {
    return (
      <div className="coupons__message">
        <FormError>{t(errorMessages[error] ?? errorMessages.default)}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => list.send({ type: 'coupons.reload' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (loading && coupons.length === 0) return <Placeholder />;
  if (coupons.length === 0) {
    return (
      <p className="coupons__message">
        <Trans>No coupons right now. Come back soon: new ones appear here.</Trans>
      </p>
    );
  }
  return (
    <>
      {!cartOpen && (
        <p className="coupons__hint">
          <Trans>
            Add dishes to your cart to apply a coupon. <Link to="/menu">See the menu</Link>
          </Trans>
        </p>
      )}
      {applyError !== undefined && <FormError>{cartErrorText(i18n, applyError)}</FormError>}
      <div className="coupons__list">
        {coupons.map((coupon) => (
          <CouponRow
            key={coupon.code}
            coupon={coupon}
            cart={cart}
            applied={applied.includes(coupon.code)}
            canApply={cartOpen && !cartBusy}
          />
        ))}
      </div>
      {applied.length > 0 && (
        <Link to="/payment" className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}>
          <Trans>Go to payment</Trans>
        </Link>
      )}
    </>
  );
}

/**
 * /cupons: the brand's coupons for this customer (spec §2, §3 Coupon, §7 "GET coupons"), each with its
 * rule; the unusable ones stay on the list with the reason. Applying one puts it on the cart (the
 * cart's `coupon.apply`); a refusal is the server's own sentence (spec §8).
 */
export function CouponsPage() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const list = useSelector(app, selectCouponListOf);
  const unavailable = useSelector(app, selectIsCouponListUnavailable);
  const cart = useCart();
  return (
    <RouteLayout layout="default" title={t`Coupons`}>
      <div className="coupons">
        {list !== undefined ? (
          <CouponList list={list} cart={cart} />
        ) : unavailable ? (
          <FormError>{t`Your coupons could not be opened. Check your connection and come back to this page.`}</FormError>
        ) : (
          <Placeholder />
        )}
      </div>
    </RouteLayout>
  );
}
