export const demoCompany = { slug: 'brasa', name: 'Brasa Restaurantes' };

export const demoBrand = {
  slug: 'brasa-grill',
  name: 'Brasa Grill',
  features: { delivery: true, table_payment: true, table_order: true, external_login: true },
};

/** Spec §7: the demo brand turns both analytics adapters on (the engagement SDK on its default data center). */
export const demoAnalytics = { data_layer: true, engagement_app_id: 'BRASA-GRILL-DEMO' };
