/** Spec §2: "Table routes (any path containing "table") and payment-redirect flows skip the start-up load." */
export function skipsStartupLoad(pathname: string): boolean {
  return pathname.includes('table') || pathname.startsWith('/payments/');
}

/** The `reload` query (spec §2) is consumed once: the URL to show without it, or undefined when absent. */
export function withoutReloadQuery(pathname: string, searchStr: string): string | undefined {
  const params = new URLSearchParams(searchStr);
  if (!params.has('reload')) return undefined;
  params.delete('reload');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
