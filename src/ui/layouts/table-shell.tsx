import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FlameMark } from '../brand/flame-mark.tsx';
import { cx } from '../class-names.ts';
import { IconButton } from '../icon-button.tsx';
import { PageTitle } from '../page-title.tsx';
import { LayoutFooter } from './layout-footer.tsx';
import { LayoutMain } from './layout-main.tsx';
import type { LayoutProps } from './layout-props.ts';
import './layout.css';
import './table-shell.css';

export interface TableLayoutProps extends LayoutProps {
  /** The restaurant's name, e.g. "Brasa Grill Paulista". */
  store?: ReactNode;
  /** The table, e.g. "Table 12". */
  table?: ReactNode;
  onBack?: () => void;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  /** e.g. `<LanguageSelect/>`, before the actions. */
  languageSwitch?: ReactNode;
  /** Sticky bottom area, e.g. the pay button. */
  footer?: ReactNode;
}

/** The dine-in header (store and table) over the page; shared by the two table payment layouts. */
export function TableShell({
  title,
  heading,
  children,
  store,
  table,
  onBack,
  actions,
  languageSwitch,
  footer,
  className,
}: TableLayoutProps & { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={cx('layout-page', className)}>
      <header className="table-header">
        <div className="table-header__inner">
          {onBack ? (
            <IconButton icon="chevron-left" label={t`Go back`} onClick={onBack} />
          ) : (
            <FlameMark size={36} />
          )}
          <div className="table-header__place">
            {store && <p className="table-header__store">{store}</p>}
            {table && <p className="table-header__table">{table}</p>}
          </div>
          <div className="table-header__actions">
            {languageSwitch}
            {actions}
          </div>
        </div>
      </header>
      <LayoutMain>
        {heading === 'layout' && <PageTitle title={title} />}
        {children}
      </LayoutMain>
      {footer && <LayoutFooter>{footer}</LayoutFooter>}
    </div>
  );
}
