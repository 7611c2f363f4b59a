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
