import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The process's Prometheus metrics, served at `/metrics` (`metrics-routes.ts`). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Answered requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbPool = new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections in use and idle, and queries waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dbReachable = new Gauge({
  name: 'db_reachable',
  help: '1 while connecting to the database works, 0 while it fails',
  registers: [registry],
});

export const sweeps = new Counter({
  name: 'sweeps_total',
  help: 'Scheduled sweeps (lapsed holds, idle sessions, PIX charges, pushes) by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sweepDuration = new Histogram({
  name: 'sweep_duration_seconds',
  help: 'Time a sweep took',
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15],
  registers: [registry],
});

/** Each notice another system sends us (a bank's PIX notice, a payment provider's webhook), counted where it is handled. */
export const webhooks = new Counter({
  name: 'webhooks_total',
  help: 'Notices received from other systems, by source and outcome',
  labelNames: ['source', 'outcome'] as const,
  registers: [registry],
});

/** Each payment outcome, counted where it is written. */
export const payments = new Counter({
  name: 'payments_total',
  help: 'Payment outcomes by kind (order or table), method and outcome',
  labelNames: ['kind', 'method', 'outcome'] as const,
  registers: [registry],
});
