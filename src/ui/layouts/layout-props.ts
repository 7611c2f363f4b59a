import type { ReactNode } from 'react';

/**
 * Who renders the page's h1:
 * - `layout`: the layout renders `title` as the h1 (in its bar, or above the content);
 * - `page`: the page renders its own h1 (e.g. `<PageTitle/>`); the layout shows `title`, if at all, as plain text.
 */
export type LayoutHeading = 'layout' | 'page';

export interface LayoutProps {
  title: string;
  heading: LayoutHeading;
  children: ReactNode;
}

/** The id of every layout's `<main>`, target of the shell's skip link. */
export const MAIN_CONTENT_ID = 'main-content';
