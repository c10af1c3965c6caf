import { queryKeys, setDetail, type InvalidSpaceRecord, type SpaceWorldsReport } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * REPAIR of an 'Invalid Spaces (World)' row: the world's value of the property (GET /worlds/all/admin)
 * is written to the space (PUT /skin/world/repair); a world or value not found is an error (docs/reference/portal.md §5).
 * On success the row leaves the report.
 * @example useRepairWorldSkin().mutate(row);
 */
export function useRepairWorldSkin(api?: AdminSlice) {
  const { worlds, spaces } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (row: InvalidSpaceRecord) => {
      const world = (await worlds.list()).find((w) => w.worldID === row.worldID);
      const value = world?.worldSkin[row.propertyName]?.value;
      if (value === undefined || value === null) throw new Error(`World ${row.worldID} has no value for ${row.propertyName}`);
      await spaces.repairWorldSkin({ spaceID: row.spaceID, property: row.propertyName, value });
    },
    onSuccess: (_answer, row) => {
      const key = queryKeys.spaces.worldsReport();
      const report = client.getQueryData<SpaceWorldsReport>(key);
      if (!report) return;
      const invalidWorlds = report.invalidWorlds.filter((r) => !(r.spaceID === row.spaceID && r.propertyName === row.propertyName));
      setDetail(client, key, { ...report, invalidWorlds });
    },
  });
}
