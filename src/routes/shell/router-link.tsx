import { Link } from '@tanstack/react-router';
import type { RenderLink } from '../../ui/layouts/link.tsx';

/** The UI kit's links, rendered as router links (client-side navigation, preloading). */
export const renderRouterLink: RenderLink = ({ to, ...props }) => <Link to={to} {...props} />;
