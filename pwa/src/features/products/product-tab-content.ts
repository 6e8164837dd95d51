import type { TabItem } from '../../components/tabs';
import type { ProductPage } from '../../content/types';

export type ProductTabKey = 'overview' | 'keyFeatures' | 'kitContents';

export interface ProductTabContent {
  title: string;
  paragraphs: readonly string[];
  items: readonly string[];
}

/** Tabs 0 Overview and 1 Key Features for every tabbed product; 2 Kit Contents when the product lists them (the sensor lab). */
export function productTabs(product: ProductPage): TabItem<ProductTabKey>[] {
  const tabs: TabItem<ProductTabKey>[] = [
    { key: 'overview', label: 'Overview' },
    { key: 'keyFeatures', label: 'Key Features' },
  ];
  if (product.kitContents?.length) tabs.push({ key: 'kitContents', label: 'Kit Contents' });
  return tabs;
}

/** What a tab shows; a tab without content falls back to the product's title and summary. */
export function productTabContent(product: ProductPage, key: ProductTabKey): ProductTabContent {
  const content: ProductTabContent = {
    overview: { title: 'Overview', paragraphs: product.overview, items: [] },
    keyFeatures: { title: 'Key Features', paragraphs: [], items: product.keyFeatures },
    kitContents: { title: 'Kit Contents', paragraphs: [], items: product.kitContents ?? [] },
  }[key];
  if (content.paragraphs.length === 0 && content.items.length === 0) {
    return { title: product.title, paragraphs: [product.summary], items: [] };
  }
  return content;
}
