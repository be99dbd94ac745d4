import {
  ARTWORKS_PER_FAMILY,
  DEMO_CATEGORIES,
  categoryBannerName,
  productArtName,
} from '../db/seed/demoCategories';
import {
  CATALOGS,
  FACTORY_IMAGE_COUNT,
  HEADER_SLIDES,
  TEAM_MEMBERS,
  factoryImageName,
} from '../db/seed/demoContent';
import {
  avatarSvg,
  bannerSvg,
  catalogCoverSvg,
  detailSvg,
  factorySvg,
  headerSvg,
  productSvg,
} from './artwork';
import type { MediaFolder } from './paths';

/** One picture to draw: its SVG at a given pixel width, and the largest width worth drawing. */
export interface ImageJob {
  folder: MediaFolder;
  name: string;
  /** 1280 for products, banners, slides and covers; 640 for small pictures (the -1280 file then repeats the 640 one). */
  maxWidth: 640 | 1280;
  svg(width: number): string;
}

export const detailImageName = (family: string): string => `detail-${family}`;
export const catalogCoverName = (name: string, lang: 'ar' | 'en'): string => `${name}-${lang}`;

/** Every picture the demo catalogue names (about 170 jobs, ~40 of them product artworks). */
export function demoImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const category of DEMO_CATEGORIES) {
    for (let v = 1; v <= ARTWORKS_PER_FAMILY; v += 1) {
      jobs.push({
        folder: 'products',
        name: productArtName(category.family, v),
        maxWidth: 1280,
        svg: (width) => productSvg(category.family, v, category.hue, width),
      });
    }
  }
  for (const category of DEMO_CATEGORIES) {
    for (const lang of ['ar', 'en'] as const) {
      jobs.push({
        folder: 'banners',
        name: categoryBannerName(category.code, lang),
        maxWidth: 1280,
        svg: (width) =>
          bannerSvg({
            family: category.family,
            hue: category.hue,
            lang,
            width,
            title: lang === 'ar' ? category.nameAr : category.nameEn,
            subtitle:
              lang === 'ar'
                ? 'تشكيلة جديدة من مصنعنا منذ 1986'
                : 'A new collection from our factory, since 1986',
          }),
      });
    }
  }
  for (const slide of HEADER_SLIDES) {
    jobs.push({
      folder: 'header',
      name: slide.name,
      maxWidth: 1280,
      svg: (width) => headerSvg({ ...slide, width, seed: slide.name }),
    });
  }
  for (const catalog of CATALOGS) {
    for (const lang of ['ar', 'en'] as const) {
      jobs.push({
        folder: 'catalogs',
        name: catalogCoverName(catalog.name, lang),
        maxWidth: 1280,
        svg: (width) =>
          catalogCoverSvg({
            family: catalog.family,
            hue: catalog.hue,
            title: lang === 'ar' ? catalog.title : catalog.titleEn,
            year: catalog.year,
            lang,
            width,
          }),
      });
    }
  }
  for (const category of DEMO_CATEGORIES) {
    jobs.push({
      folder: 'details',
      name: detailImageName(category.family),
      maxWidth: 1280,
      svg: (width) => detailSvg(category.family, category.hue, width),
    });
  }
  for (const member of TEAM_MEMBERS) {
    jobs.push({
      folder: 'team',
      name: member.photo,
      maxWidth: 640,
      svg: (width) => avatarSvg(member.initials, member.hue, width),
    });
  }
  for (let i = 0; i < FACTORY_IMAGE_COUNT; i += 1) {
    jobs.push({
      folder: 'factory',
      name: factoryImageName(i),
      maxWidth: 640,
      svg: (width) => factorySvg(i, width),
    });
  }
  return jobs;
}
