export const demoCompany = { slug: 'brasa', name: 'Brasa Restaurantes' };

export const demoBrand = {
  slug: 'brasa-grill',
  name: 'Brasa Grill',
  features: { delivery: true, table_payment: true, table_order: true, external_login: true },
};
