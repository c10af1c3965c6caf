/**
 * The items of `list` whose key is in `ids`, in list order (other tests' records are left out).
 * @example only(await api.projects.list(), (p) => p.projectID, [projectID])
 */
export function only<T>(list: T[], key: (item: T) => string, ids: string[]): T[] {
  return list.filter((item) => ids.includes(key(item)));
}
