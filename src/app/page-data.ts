/**
 * Data the page came with (`<script type="application/json" id=…>`, server/spa/spa-routes.ts). Not
 * JSON: as if it were not there.
 */
export function readPageData(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (text === undefined || text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The page's data `id`, taken once: a later load asks the API. */
export function takePageData(id: string): unknown {
  const data = readPageData(id);
  document.getElementById(id)?.remove();
  return data;
}
