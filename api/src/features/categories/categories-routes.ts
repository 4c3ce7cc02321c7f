import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Category, PathParam } from 'shared-contracts/schema';
import { foundBySlug } from '../../http/by-slug';
import { MESSAGES } from '../../http/errors';
import { svgResponses } from '../../http/route-schemas';
import { sendSvg } from '../../http/svg-reply';
import { categoryImageUrl } from '../../lib/media-urls';
import { categoryTileSvg, hasPictogram } from './category-tile';
import { findCategoryById, findCategoryBySlug, listCategories, type CategoryRow } from './category-repository';

/** One entry of the category menu (the contract's Category). */
export type CategoryMenuEntry = Category;

/** Top-level categories in menu order, each with its direct sub-categories. */
export function categoryMenu(rows: readonly CategoryRow[]): CategoryMenuEntry[] {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({
      category: { id: row.id, name: row.name, slug: row.slug, image: row.image ?? categoryImageUrl(row.slug) },
      items: (children.get(row.id) ?? []).map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
    }));
}

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const menuSchema = {
    tags: ['catálogo'],
    summary: 'Categorias de primeiro nível com suas subcategorias (menus, rodapé, slider)',
    response: { 200: Type.Array(Category) },
  };
  app.get('/api/categories', { schema: menuSchema }, async () => categoryMenu(await listCategories(app.kysely)));

  const tileSchema = {
    tags: ['mídia'],
    summary: 'Ilustração de uma categoria',
    params: Type.Object({ slug: PathParam('Slug da categoria') }),
    response: svgResponses,
  };
  app.get<{ Params: { slug: string } }>(
    '/api/media/categories/:slug.svg',
    { schema: tileSchema },
    async (request, reply) => {
      const category = await foundBySlug(
        request.params.slug,
        (slug) => findCategoryBySlug(app.kysely, slug),
        MESSAGES.notFound,
      );

      // Sub-categories borrow their department's pictogram.
      const parent = category.parent_id === null ? undefined : await findCategoryById(app.kysely, category.parent_id);
      const pictogramSlug = hasPictogram(category.slug) ? category.slug : parent?.slug;
      return sendSvg(request, reply, categoryTileSvg({ name: category.name, slug: category.slug, pictogramSlug }));
    },
  );
}
