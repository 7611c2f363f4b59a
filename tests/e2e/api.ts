import type { APIRequestContext } from '@playwright/test';
import { brandHeaders } from './fixtures.ts';

/** Reads the reference API as the app would, in a given language. */
export async function apiGet<T>(request: APIRequestContext, path: string, locale = 'pt-BR'): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { ...brandHeaders, 'accept-language': locale },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

interface HomeBlock {
  type: string;
  banners?: { title: string }[];
  categories?: { name: string }[];
}

export async function homeContent(request: APIRequestContext, locale = 'pt-BR') {
  const { data } = await apiGet<{ data: HomeBlock[] }>(request, '/cms/v1/home', locale);
  return {
    banners: data.flatMap((block) => block.banners ?? []).map((banner) => banner.title),
    categories: data.flatMap((block) => block.categories ?? []).map((category) => category.name),
  };
}

/**
 * Makes the next `count` requests to `path` answer `status` (reference API dev tool); with `after`,
 * they are handled first and only their answer is lost.
 */
export async function injectFault(
  request: APIRequestContext,
  fault: { path: string; status: number; count: number; method?: string; after?: boolean },
) {
  const response = await request.post('/api/dev/faults', { data: fault });
  if (!response.ok()) throw new Error(`fault: ${response.status()}`);
}
