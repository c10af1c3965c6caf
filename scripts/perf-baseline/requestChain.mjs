/**
 * The sequential round trips of a page load: one longest chain of requests in which each started
 * only after the one before it had finished (HTML → entry → route chunk is 3; requests running side
 * by side count once). A request that never finished ends nothing. Its length is the figure.
 * @param {{ start: number, end?: number }[]} requests times on one clock (CDP's monotonic seconds)
 * @example longestChain([{ start: 0, end: 1 }, { start: 1.5, end: 2 }, { start: 0.5, end: 2 }]).length // 2
 */
export function longestChain(requests) {
  const ordered = [...requests].sort((a, b) => a.start - b.start);
  const depth = [];
  const previous = [];
  for (let i = 0; i < ordered.length; i += 1) {
    depth.push(1);
    previous.push(-1);
    for (let j = 0; j < i; j += 1) {
      const end = ordered[j].end;
      if (end !== undefined && end <= ordered[i].start && depth[j] + 1 > depth[i]) {
        depth[i] = depth[j] + 1;
        previous[i] = j;
      }
    }
  }
  let at = depth.indexOf(Math.max(0, ...depth));
  const chain = [];
  while (at !== -1) {
    chain.unshift(ordered[at]);
    at = previous[at];
  }
  return chain;
}
