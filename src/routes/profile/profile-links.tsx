import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { IconName } from '../../ui/icon.tsx';
import { RowLinkContent, rowLinkClass } from '../../ui/row-link.tsx';
import './mobile-profile-page.css';

export interface ProfileLink {
  to: string;
  label: string;
  icon: IconName;
}

/** A list of the account's pages, one full-width row each. */
export function ProfileLinks({ label, links }: { label: string; links: readonly ProfileLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="mobile-profile__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={rowLinkClass}>
              <RowLinkContent icon={link.icon} label={link.label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The profile's steps (spec §4: 1 personal information … 6 policy) and the LGPD request centre. */
export function useProfileStepLinks(): ProfileLink[] {
  const { t } = useLingui();
  return [
    { to: '/profile/personal', label: t`Personal information`, icon: 'user' },
    { to: '/profile/contact', label: t`E-mail and phone`, icon: 'info' },
    { to: '/profile/credentials', label: t`Password`, icon: 'lock' },
    { to: '/profile/language', label: t`Language`, icon: 'globe' },
    { to: '/profile/privacy', label: t`My data (LGPD)`, icon: 'check-circle' },
    { to: '/privacy/terms', label: t`Terms of use`, icon: 'receipt' },
    { to: '/privacy/policy', label: t`Privacy policy`, icon: 'receipt' },
  ];
}
