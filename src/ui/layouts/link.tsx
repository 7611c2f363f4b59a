import type { ReactNode } from 'react';

export interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/** Renders navigation links; the app passes one that returns its router's `<Link {...props}/>`. */
export type RenderLink = (props: LinkProps) => ReactNode;

export const renderAnchor: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;
