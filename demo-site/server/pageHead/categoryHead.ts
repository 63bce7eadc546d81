import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalogImageSrc } from '../../../src/core/catalog/itemImage';
import { categoryPagePath, HOME_PATH } from '../../../src/core/catalog/storefrontRoutes';
import type { Database } from '../db/database';
import { categories } from '../db/schema';
import { localized, translate } from '../http/language';
import type { PageHead } from './headTags';
import { absoluteUrl, type PageContext, pageHead } from './pageBase';
import { breadcrumbList } from './structuredData';

const parents = alias(categories, 'parent_category');

function selectCategory(db: Database) {
  return db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      image: categories.image,
      parentId: parents.id,
      parentNameEn: parents.nameEn,
      parentNameAr: parents.nameAr,
    })
    .from(categories)
    .leftJoin(parents, eq(categories.parentId, parents.id));
}

/** A category as its page's head reads it, with its parent's name. */
export type CategoryRecord = Awaited<ReturnType<typeof selectCategory>>[number];

/** Reads the category of a numeric id with its parent (one indexed read); null when none. */
export async function readCategory(db: Database, id: number): Promise<CategoryRecord | null> {
  const [row] = await selectCategory(db).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

/** The head of a category page: its name, picture and its trail from the home page. */
export function categoryHead(context: PageContext, category: CategoryRecord): PageHead {
  const { shop } = context;
  const { language } = shop;
  const name = localized(language, category.nameEn, category.nameAr);
  const path = categoryPagePath(category.id);
  const parentCrumb =
    category.parentId === null
      ? []
      : [
          {
            name: localized(language, category.parentNameEn ?? '', category.parentNameAr ?? ''),
            url: absoluteUrl(shop, categoryPagePath(category.parentId)),
          },
        ];
  return pageHead(context, {
    path,
    name,
    description: translate(language, 'Shop {name} from the stores near you', { name }),
    image: catalogImageSrc(category.image, shop.baseUrls, 'category_image_url'),
    openGraphType: 'website',
    jsonLd: [
      breadcrumbList([
        { name: translate(language, 'Home'), url: absoluteUrl(shop, HOME_PATH) },
        ...parentCrumb,
        { name, url: absoluteUrl(shop, path) },
      ]),
    ],
  });
}
