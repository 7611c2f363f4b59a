import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/icon.tsx';
import './search-block.css';

/** The home's way into the menu search (the search itself lives on the menu). */
export function SearchBlock() {
  return (
    <Link to="/menu" search={{ search: '' }} className="search-block">
      <Icon name="search" size={20} />
      <span>
        <Trans>Search burgers, steaks, drinks…</Trans>
      </span>
    </Link>
  );
}
