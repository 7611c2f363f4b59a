import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CategoriesBlock as CategoriesBlockData } from '../../../contract/schemas/cms.ts';
import './categories-block.css';

export function CategoriesBlock({ block }: { block: CategoriesBlockData }) {
  const headingId = useId();
  return (
    <section className="categories-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section-title">
        {block.title}
      </h2>
      <ul className="categories-block__list">
        {block.categories.map((category) => (
          <li key={category.id}>
            <Link to="/menu" search={{ category: category.id }} className="category-tile">
              <img
                className="category-tile__image"
                src={category.image}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
