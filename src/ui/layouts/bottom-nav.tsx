import { useLingui } from '@lingui/react/macro';
import { cx } from '../class-names.ts';
import { Icon, type IconName } from '../icon.tsx';
import { type RenderLink, renderAnchor } from './link.tsx';
import './bottom-nav.css';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  active?: boolean;
  /** A small count on the icon, e.g. open orders. */
  badge?: number;
}

export interface BottomNavProps {
  items: readonly NavItem[];
  renderLink?: RenderLink;
}

export function BottomNav({ items, renderLink = renderAnchor }: BottomNavProps) {
  const { t } = useLingui();
  return (
    <nav className="bottom-nav" aria-label={t`Main`}>
      <ul className="bottom-nav__list">
        {items.map(({ to, label, icon, active = false, badge }) => (
          <li key={to} className="bottom-nav__item">
            {renderLink({
              to,
              className: cx('bottom-nav__link', active && 'bottom-nav__link--active'),
              'aria-current': active ? 'page' : undefined,
              children: (
                <>
                  <span className="bottom-nav__icon">
                    <Icon name={icon} size={24} />
                    {badge ? (
                      <span className="bottom-nav__badge" aria-hidden="true">
                        {badge > 9 ? '9+' : badge}
                      </span>
                    ) : null}
                  </span>
                  <span className="bottom-nav__label">
                    {label}
                    {badge ? <span className="visually-hidden"> ({badge})</span> : null}
                  </span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
