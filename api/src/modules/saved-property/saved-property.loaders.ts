import { defineLoader } from '../../common/loaders.js';
import { placeholders } from '../../common/sql.js';

/** Whether the viewer saved each property, one query per request batch (Property.isSaved). Anonymous: all false. */
export const savedByViewer = defineLoader<number, boolean>(async (ctx, propertyIds) => {
  if (!ctx.viewer) return propertyIds.map(() => false);
  const rows = await ctx.em
    .getConnection()
    .execute<Array<{ property_id: number }>>(
      `select property_id from saved_properties where user_id = ? and property_id in (${placeholders(propertyIds)})`,
      [ctx.viewer.id, ...propertyIds],
    );
  const saved = new Set(rows.map((row) => row.property_id));
  return propertyIds.map((id) => saved.has(id));
});
