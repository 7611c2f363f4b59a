import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import './welcome-page.css';

interface ChoiceProps {
  to: string;
  icon: IconName;
  title: string;
  text: string;
}

function Choice({ to, icon, title, text }: ChoiceProps) {
  return (
    <Link to={to} className="welcome-choice">
      <span className="welcome-choice__icon">
        <Icon name={icon} size={28} />
      </span>
      <span className="welcome-choice__text">
        <strong>{title}</strong>
        <span>{text}</span>
      </span>
      <Icon name="chevron-right" size={20} className="welcome-choice__chevron" />
    </Link>
  );
}

/** Spec §2 /welcome: shown when both delivery and table payment are on; the visitor picks one. */
export function WelcomePage() {
  const { t } = useLingui();
  const { device } = useAppActors();
  return (
    <RouteLayout layout="auth" title={t`How would you like to order?`}>
      <div className="welcome-choices">
        <Choice
          to="/"
          icon="bag"
          title={t`Delivery or takeout`}
          text={t`Order from the nearest restaurant and follow it to your door.`}
        />
        {device.isMobile ? (
          <Choice
            to="/table"
            icon="qr-code"
            title={t`Pay at the table`}
            text={t`Scan your table's QR code, see the bill and split it with your friends.`}
          />
        ) : (
          <p className="welcome-note">
            <Icon name="info" size={20} />
            <span>
              <Trans>To pay at the table, open this page on your phone and scan the table's QR code.</Trans>
            </span>
          </p>
        )}
      </div>
    </RouteLayout>
  );
}
