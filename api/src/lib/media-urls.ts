/** Same-origin address of a category's generated tile. */
export function categoryImageUrl(slug: string): string {
  return `/api/media/categories/${slug}.svg`;
}

/** Width of product thumbnails, in pixels. */
export const THUMBNAIL_WIDTH = 120;

/** Same-origin address of a product's generated photo (`position` starts at 1). */
export function productPhotoUrl(productId: number, position: number): string {
  return `/api/media/products/${productId}/${position}.svg`;
}

export function productThumbnailUrl(productId: number, position: number): string {
  return `${productPhotoUrl(productId, position)}?w=${THUMBNAIL_WIDTH}`;
}

export type StoreImageKind = 'logo' | 'banner';

export function storeImageUrl(slug: string, kind: StoreImageKind): string {
  return `/api/media/stores/${slug}/${kind}.svg`;
}

/** Banner pictures come in three sizes: desktop (from 992 px), tablet (769–991 px) and mobile (up to 768 px). */
export type BannerSize = 'desktop' | 'tablet' | 'mobile';

export function bannerImageUrl(slug: string, size: BannerSize): string {
  return `/api/media/banners/${slug}/${size}.svg`;
}

export function blogCoverUrl(slug: string): string {
  return `/api/media/blog/${slug}.svg`;
}
