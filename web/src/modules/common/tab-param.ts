/** The query parameter that names an overview page's open tab: `/dashboard?tab=leases`, `/admin?tab=reports`. */
export const TAB_PARAM = 'tab';

/** The tab `value` names, or `fallback` when it names none of `ids` (no `?tab=`, an old or mistyped link). */
export function tabFromParam<K extends string>(value: string | null, ids: readonly K[], fallback: K): K {
  return ids.find((id) => id === value) ?? fallback;
}

/** The page's search with `tab` open, the other parameters kept. */
export function withTab(search: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
}
