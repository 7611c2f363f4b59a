import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { AppBar } from './app-bar.tsx';
import { LayoutMain } from './layout-main.tsx';
import type { LayoutProps } from './layout-props.ts';
import './layout.css';
import './cam-layout.css';

export interface CamLayoutProps extends LayoutProps {
  onBack?: () => void;
  actions?: ReactNode;
  /** Instruction over the bottom of the camera, e.g. "Point at the QR code on your table". */
  hint?: ReactNode;
  /** Draws a square frame with a dimmed surround over the camera. */
  viewfinder?: boolean;
}

/** The QR camera (/table/qrcode): full-bleed dark screen; children are the video. */
export function CamLayout({
  title,
  heading,
  children,
  onBack,
  actions,
  hint,
  viewfinder = false,
}: CamLayoutProps) {
  return (
    <div className="cam-layout">
      <AppBar title={title} heading={heading} onBack={onBack} actions={actions} tone="overlay" />
      <LayoutMain className={cx('cam-layout__main', viewfinder && 'cam-layout__main--framed')}>
        <div className="cam-layout__feed">{children}</div>
        {viewfinder && (
          <div className="cam-layout__frame" aria-hidden="true">
            <span className="cam-layout__corner" />
            <span className="cam-layout__corner" />
            <span className="cam-layout__corner" />
            <span className="cam-layout__corner" />
          </div>
        )}
        {hint && <div className="cam-layout__hint">{hint}</div>}
      </LayoutMain>
    </div>
  );
}
