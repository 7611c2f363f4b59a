// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeBlock } from '../../../contract/schemas/cms.ts';
import { renderInRouter } from '../test-router.tsx';
import { HomeBlocks } from './home-blocks.tsx';

const blocks: HomeBlock[] = [
  {
    type: 'banner_carousel',
    id: 'offers',
    banners: [
      { id: 'b1', title: 'Picanha na brasa', image: '/b1.svg', alt: 'Picanha fatiada' },
      { id: 'b2', title: 'Combo da casa', image: '/b2.svg', alt: 'Hambúrguer e fritas' },
    ],
  },
  { type: 'search', id: 'search', minSize: 4, debounce: 2000 },
  {
    type: 'categories',
    id: 'menu',
    title: 'Nosso cardápio',
    categories: [
      { id: 'c1', name: 'Hambúrgueres', image: '/c1.svg' },
      { id: 'c2', name: 'Bebidas', image: '/c2.svg' },
    ],
  },
  { type: 'video_wall', id: 'future' },
];

describe('home blocks', () => {
  it('renders the banners, the search and the categories in the API’s order', async () => {
    await renderInRouter(() => <HomeBlocks blocks={blocks} catalog={undefined} />);
    expect(await screen.findByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(screen.getByText('Combo da casa')).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Search the menu' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nosso cardápio' })).toBeTruthy();
    const category = screen.getByRole('link', { name: 'Hambúrgueres' });
    expect(category.getAttribute('href')).toBe('/menu?category=c1');
  });

  it('shows the first banner before the carousel arrives', async () => {
    await renderInRouter(() => <HomeBlocks blocks={blocks} catalog={undefined} />);
    expect(screen.getByRole('img', { name: 'Picanha fatiada' })).toBeTruthy();
  });

  it('renders nothing for a block type it does not know', async () => {
    const { container } = await renderInRouter(() => (
      <HomeBlocks blocks={[blocks[3] as HomeBlock]} catalog={undefined} />
    ));
    expect(container.textContent).toBe('');
  });
});
