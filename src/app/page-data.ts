/**
 * Data the page came with (`<script type="application/json" id=…>`, server/spa/spa-routes.ts), taken
 * once: a later load asks the API. Not JSON: as if it were not there.
 */
export function takePageData(id: string): unknown {
  const block = document.getElementById(id);
  if (block === null) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '');
  } catch {
    return undefined;
  }
}
