import * as z from 'zod/mini';
import {
  type CmsContent,
  cmsContents,
  type Features,
  features,
  type Home,
  home,
  type LegalText,
  legalText,
  type Redirect,
  redirects,
} from '../../contract/schemas/cms.ts';
import { api, type Call } from './client.ts';

const startupConfig = z.object({ features, redirects });

export function fetchFeatures({ signal }: Call = {}): Promise<Features> {
  return api.request(features, '/cms/v1/features', { signal });
}

export function fetchHome({ signal }: Call = {}): Promise<Home> {
  return api.request(home, '/cms/v1/home', { signal });
}

export async function fetchCmsContents({
  codes,
  signal,
}: Call & { codes: readonly string[] }): Promise<CmsContent[]> {
  const { data } = await api.request(cmsContents, '/cms/v1/cms', { query: { 'codes[]': codes }, signal });
  return data;
}

/** The features and redirects the page came with, when they are what the API would answer. */
export function startupConfigOf(value: unknown): { features: Features; redirects: Redirect[] } | undefined {
  const parsed = startupConfig.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function fetchRedirects({ signal }: Call = {}): Promise<Redirect[]> {
  return api.request(redirects, '/cms/v1/redirects', { signal });
}

export function fetchTerms({ signal }: Call = {}): Promise<LegalText> {
  return api.request(legalText, '/cms/v1/terms', { signal });
}

export function fetchPolicy({ signal }: Call = {}): Promise<LegalText> {
  return api.request(legalText, '/cms/v1/policy', { signal });
}

export function fetchTableTerms({ signal }: Call = {}): Promise<LegalText> {
  return api.request(legalText, '/cms/v1/table-terms', { signal });
}
