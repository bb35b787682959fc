import { useSearch } from 'wouter';

function insideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse the comparison; then we are framed by definition.
    return true;
  }
}

/**
 * Whether the page is embedded in another site: `?embed=1` in the URL (DESIGN §5, the iframe
 * URL partners use) or running inside a frame. Follows the same rule as the API client's
 * quiet 401 handling, so both agree on what "embedded" means.
 */
export function useEmbedded(): boolean {
  const search = useSearch();
  return new URLSearchParams(search).has('embed') || insideFrame();
}
