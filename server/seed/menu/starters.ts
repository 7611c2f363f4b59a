import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const starters: SeedCategory = {
  slug: 'entradas',
  name: t('Entradas e pastéis', 'Starters and pastéis'),
  description: t(
    'Para abrir o apetite: pastéis de feira, salgados e petiscos mineiros.',
    'To get started: street-market pastéis, savoury bites and Minas Gerais snacks.',
  ),
  art: 'pastel',
  items: [
    {
      slug: 'pastel-de-carne',
      name: t('Pastel de Carne', 'Beef Pastel'),
      description: t(
        'Quatro pastéis crocantes recheados com carne moída, azeitona e ovo.',
        'Four crispy pastéis filled with minced beef, olives and egg.',
      ),
      price: 2490,
      tint: '#e9b25a',
      options: ['molhos'],
    },
    {
      slug: 'pastel-de-queijo',
      name: t('Pastel de Queijo', 'Cheese Pastel'),
      description: t('Quatro pastéis de muçarela derretida.', 'Four pastéis with melted mozzarella.'),
      price: 2290,
      tint: '#f1c062',
      options: ['molhos'],
    },
    {
      slug: 'pastel-de-palmito',
      name: t('Pastel de Palmito', 'Heart of Palm Pastel'),
      description: t(
        'Quatro pastéis de palmito cremoso com tomate e cheiro-verde.',
        'Four pastéis with creamy heart of palm, tomato and fresh herbs.',
      ),
      price: 2390,
      tint: '#e7b866',
      options: ['molhos'],
    },
    {
      slug: 'pastel-de-camarao',
      name: t('Pastel de Camarão com Catupiry', 'Shrimp and Catupiry Pastel'),
      description: t(
        'Quatro pastéis de camarão refogado com requeijão cremoso.',
        'Four pastéis with sautéed shrimp and creamy requeijão cheese.',
      ),
      price: 2990,
      unavailable: true,
      tint: '#eaa860',
      options: ['molhos'],
    },
    {
      slug: 'coxinha',
      name: t('Coxinha de Frango', 'Chicken Coxinha'),
      description: t(
        'Seis coxinhas de frango desfiado com requeijão, massa de batata.',
        'Six teardrop croquettes of pulled chicken and requeijão in potato dough.',
      ),
      price: 2590,
      tint: '#d9913f',
    },
    {
      slug: 'pao-de-queijo',
      name: t('Pão de Queijo Mineiro', 'Minas Cheese Bread'),
      description: t(
        'Dez pães de queijo feitos com queijo canastra, quentinhos.',
        'Ten warm cheese breads made with canastra cheese.',
      ),
      price: 1690,
      tint: '#f4d27c',
    },
    {
      slug: 'bolinho-de-mandioca',
      name: t('Bolinho de Mandioca com Carne-Seca', 'Cassava and Jerked Beef Fritters'),
      description: t(
        'Oito bolinhos de mandioca recheados com carne-seca desfiada.',
        'Eight cassava fritters filled with shredded jerked beef.',
      ),
      price: 2790,
      tint: '#cf8a3c',
    },
    {
      slug: 'dadinho-de-tapioca',
      name: t('Dadinho de Tapioca', 'Tapioca Cubes'),
      description: t(
        'Cubos de tapioca com queijo coalho e geleia de pimenta.',
        'Tapioca and coalho cheese cubes with sweet chilli jam.',
      ),
      price: 2490,
      tint: '#f0cf8a',
    },
  ],
};
