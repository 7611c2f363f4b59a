import type { ReactNode } from 'react';

/** A bar stuck to the bottom of the screen for the page's main action (e.g. "Pay R$ 89,90"). */
export function LayoutFooter({ children }: { children: ReactNode }) {
  return (
    <div className="layout-footer">
      <div className="layout-footer__inner">{children}</div>
    </div>
  );
}
