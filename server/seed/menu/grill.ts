import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

const steakOptions = ['ponto', 'acompanhamentos', 'molhos'] as const;

export const grill: SeedCategory = {
  slug: 'na-brasa',
  name: t('Na brasa', 'From the grill'),
  description: t(
    'Cortes nobres grelhados na parrilla a carvão, servidos na tábua.',
    'Prime cuts grilled over charcoal on the parrilla, served on a board.',
  ),
  art: 'steak',
  items: [
    {
      slug: 'picanha-na-brasa',
      name: t('Picanha na Brasa', 'Chargrilled Picanha'),
      description: t(
        '300 g de picanha com capa de gordura, sal grosso, farofa de bacon e vinagrete.',
        '300 g picanha with its fat cap, rock salt, bacon farofa and Brazilian salsa.',
      ),
      price: 7990,
      tint: '#8c3b22',
      options: steakOptions,
    },
    {
      slug: 'bife-ancho',
      name: t('Bife Ancho', 'Rib-eye Steak'),
      description: t(
        '350 g de bife ancho marmorizado, manteiga de ervas e flor de sal.',
        '350 g marbled rib-eye, herb butter and flaky salt.',
      ),
      price: 8490,
      tint: '#7a3320',
      options: steakOptions,
    },
    {
      slug: 'fraldinha',
      name: t('Fraldinha', 'Flank Steak'),
      description: t(
        '300 g de fraldinha suculenta fatiada, com chimichurri da casa.',
        '300 g juicy sliced flank steak with house chimichurri.',
      ),
      price: 6490,
      tint: '#94452a',
      options: steakOptions,
    },
    {
      slug: 'maminha-ao-alho',
      name: t('Maminha ao Alho', 'Garlic Rump Cap'),
      description: t(
        '350 g de maminha grelhada coberta com alho dourado no azeite.',
        '350 g grilled tri-tip topped with golden garlic in olive oil.',
      ),
      price: 5990,
      tint: '#9e4e2c',
      options: steakOptions,
    },
    {
      slug: 'costela-fogo-de-chao',
      name: t('Costela Fogo de Chão', 'Fire-pit Beef Ribs'),
      description: t(
        'Costela bovina assada lentamente por 10 horas, desmanchando, com mandioca cozida.',
        'Beef ribs slow-roasted for 10 hours until tender, with boiled cassava.',
      ),
      price: 7490,
      tint: '#6e2d1b',
      options: ['acompanhamentos', 'molhos'],
    },
    {
      slug: 'galeto-na-brasa',
      name: t('Galeto na Brasa', 'Chargrilled Spring Chicken'),
      description: t(
        'Meio galeto marinado no vinho branco e ervas, com polenta frita.',
        'Half spring chicken marinated in white wine and herbs, with fried polenta.',
      ),
      price: 4490,
      tint: '#c7772f',
      options: ['acompanhamentos', 'molhos'],
    },
    {
      slug: 'linguica-toscana',
      name: t('Linguiça Toscana Artesanal', 'Craft Tuscan Sausage'),
      description: t(
        'Linguiça artesanal de pernil grelhada, com cebola na brasa e pão de alho.',
        'Grilled craft pork sausage with charred onion and garlic bread.',
      ),
      price: 3890,
      tint: '#a8442a',
      options: ['acompanhamentos', 'molhos'],
    },
    {
      slug: 'tomahawk',
      name: t('Tomahawk para Dois', 'Tomahawk for Two'),
      description: t(
        'Corte de 1 kg com osso, maturado por 21 dias. Serve duas pessoas.',
        '1 kg bone-in cut, dry-aged for 21 days. Serves two.',
      ),
      price: 21990,
      unavailable: true,
      tint: '#5e2617',
      options: steakOptions,
    },
  ],
};
