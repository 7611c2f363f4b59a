import { Icon, type IconName } from './icon.tsx';
import './row-link.css';

/** A full-width row that leads somewhere, a link or a button: the profile's entries, customer care. */
export const rowLinkClass = 'row-link';

/** The row's icon, its label and the chevron that says it leads on. */
export function RowLinkContent({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <Icon name={icon} size={24} className="row-link__icon" />
      <span className="row-link__text">{label}</span>
      <span aria-hidden="true">›</span>
    </>
  );
}
