/** Same-origin address of a category's generated tile. */
export function categoryImageUrl(slug: string): string {
  return `/api/media/categories/${slug}.svg`;
}
