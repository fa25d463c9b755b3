/**
 * A story's update worth telling: its `updatedAt` when that is later than its publication, else undefined. An
 * update stamped at (or, by a clock's mistake, before) publication is no news and is not shown.
 */
export function laterUpdate(publishedAt: string, updatedAt: string | undefined): string | undefined {
  if (updatedAt === undefined) return undefined;
  const published = Date.parse(publishedAt);
  const updated = Date.parse(updatedAt);
  return Number.isFinite(updated) && Number.isFinite(published) && updated > published ? updatedAt : undefined;
}
