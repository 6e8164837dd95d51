/**
 * Types of the static catalogue content. The screens render these; the data
 * lives in the sibling modules of this folder.
 */

import type { OfflineSet } from '@site/schema';

/** An image with its intrinsic size and alternative text. */
export interface ImageRef {
  /** URL of the image (a Vite asset import). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** An internal or external link. */
export interface LinkRef {
  readonly label: string;
  readonly href: string;
}

/* ---------- Home: product categories ---------- */

/** Keys of the home-page product categories, in carousel order. */
export type CategoryKey =
  'robot' | 'fms' | 'svr-innovation' | 'grippers' | 'plc-application' | 'school-robotic-lab' | 'software' | 'roboanalyzer' | 'mechanalyzer';

/** The categories that open an in-page '{title} Solutions' grid. */
export type SolutionCategoryKey = Exclude<CategoryKey, 'roboanalyzer' | 'mechanalyzer'>;

/** A card of the home-page products carousel. */
export interface ProductCategoryCard {
  readonly key: CategoryKey;
  readonly image: ImageRef;
  readonly title: string;
  readonly description: string;
  /** When set, 'Read More +' navigates here instead of opening the solutions grid. */
  readonly redirectTo?: string;
}

/** A card of a '{category} Solutions' grid. */
export interface CategoryItem {
  readonly name: string;
  readonly image: ImageRef;
  readonly description: string;
  readonly features: readonly string[];
  readonly redirectTo?: string;
}

/* ---------- Product pages ---------- */

export type ProductLayout = 'blocks' | 'tabs';

export interface ProductImage {
  readonly image: ImageRef;
  readonly title?: string;
  readonly description?: string;
}

/** A row of the specifications table: label, value. */
export type SpecificationRow = readonly [label: string, value: string];

export interface ProductVideo {
  readonly title: string;
  readonly youtubeId: string;
}

/** The content of one /products/{slug} page. */
export interface ProductPage {
  readonly slug: string;
  readonly title: string;
  /** One sentence; also the page's meta description. */
  readonly summary: string;
  readonly layout: ProductLayout;
  readonly images: readonly ProductImage[];
  /** Paragraphs. */
  readonly overview: readonly string[];
  readonly keyFeatures: readonly string[];
  readonly specifications: readonly SpecificationRow[];
  readonly links: readonly LinkRef[];
  readonly video?: ProductVideo;
  /** The Kit Contents tab (sensor lab only). */
  readonly kitContents?: readonly string[];
  /** A call to action such as 'Get RoboAnalyzer'. */
  readonly cta?: LinkRef;
}

/* ---------- Home: hero, partners, about ---------- */

export interface HeroSlide {
  readonly title: string;
  readonly desc: string;
  readonly info1: string;
  readonly info2: string;
}

/** A partner, drawn as a neutral text wordmark. */
export interface Partner {
  readonly name: string;
  readonly url?: string;
}

export interface AboutCounter {
  readonly label: string;
  /** The final value the counter reaches. */
  readonly target: number;
  /** The increment of each animation step. */
  readonly step: number;
  /** Shown after the number, e.g. '+'. */
  readonly suffix: string;
}

export interface FocusArea {
  readonly title: string;
  readonly description: string;
}

/* ---------- Events ---------- */

export interface GalleryImage {
  readonly image: ImageRef;
  readonly caption: string;
}

/** A past event section of /events. Its id is the section's anchor. */
export interface PastEvent {
  readonly id: string;
  /** Further anchors that lead to this same section (e.g. 'expo'). */
  readonly anchorAliases?: readonly string[];
  readonly title: string;
  /** As precise as the record allows (a year when that is all that is known); absent when unknown. */
  readonly dateText?: string;
  /** Absent when the venue is not on record. */
  readonly location?: string;
  /** Paragraphs. */
  readonly summary: readonly string[];
  readonly gallery: readonly GalleryImage[];
}

/** The feedback section of /events (its forms are built by the events screen). */
export interface FeedbackSection {
  readonly id: string;
  readonly title: string;
  /** Paragraphs. */
  readonly intro: readonly string[];
}

/** The content of one /event/{id} page. */
export interface EventDetail {
  readonly id: string;
  readonly title: string;
  readonly dateText?: string;
  readonly location?: string;
  /** Paragraphs. */
  readonly description: readonly string[];
  readonly images: readonly GalleryImage[];
}

/* ---------- Downloads ---------- */

/** A downloadable file (setup archive, report, guide). */
export interface DownloadFile {
  readonly label: string;
  readonly href: string;
  readonly format: 'zip' | 'pdf';
  /** Approximate size as shown, e.g. '54MB'. */
  readonly sizeText?: string;
  readonly note?: string;
}

/** One PDF in a document modal. */
export interface DownloadDocument {
  /** Two-digit number as printed on the document, e.g. '07'. */
  readonly number: string;
  readonly title: string;
  readonly href: string;
}

export interface DocumentGroup {
  readonly heading: string;
  readonly documents: readonly DownloadDocument[];
}

/** The keys of the downloads page's document modals. */
export type DocumentModalKey = 'tutorials' | 'verification' | 'userManual';

/** A modal listing PDF links, opened from a button. */
export interface DocumentModal {
  readonly key: DocumentModalKey;
  /** Button label and modal heading. */
  readonly title: string;
  readonly note?: string;
  readonly groups: readonly DocumentGroup[];
}

export interface InstallationStep {
  readonly text: string;
  readonly link?: LinkRef;
}

export interface InstallationVariant {
  readonly title: string;
  readonly steps: readonly InstallationStep[];
}

export type SoftwareKey = 'roboanalyzer' | 'mechanalyzer' | 'feast';

/** The downloads of one software product. */
export interface SoftwareDownloads {
  readonly key: SoftwareKey;
  readonly name: string;
  /** Paragraphs. */
  readonly intro: readonly string[];
  readonly productPage: string;
  /** Where to ask for a trial licence. */
  readonly trialLicence?: LinkRef;
  readonly files: readonly DownloadFile[];
  readonly reports?: readonly DownloadFile[];
  readonly requirements?: readonly string[];
  readonly installation?: readonly InstallationVariant[];
  readonly modals?: readonly DocumentModal[];
  /** The sets of manuals a visitor can keep on the device. */
  readonly offlineSets?: readonly OfflineSet[];
}

export interface DownloadsManifest {
  readonly software: readonly SoftwareDownloads[];
}

/* ---------- Navigation and site settings ---------- */

export interface MenuItem {
  readonly label: string;
  readonly href: string;
}

export interface MenuGroup {
  readonly label: string;
  readonly items: readonly MenuItem[];
}

export interface TopLink extends MenuItem {
  /** 'button' for the Updates button; plain links otherwise. */
  readonly variant?: 'link' | 'button';
}

export interface PhoneNumber {
  /** As shown, e.g. '+91 20 0000 0000'. */
  readonly display: string;
  /** A tel: link. */
  readonly href: string;
}

export type SocialNetwork = 'facebook' | 'youtube' | 'instagram' | 'linkedin';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly url: string;
}

export interface BusinessHours {
  readonly days: string;
  readonly hours: string;
}

export interface SiteSettings {
  readonly companyName: string;
  /** The footer description of the company. */
  readonly blurb: string;
  readonly associations: readonly string[];
  readonly address: {
    readonly lines: readonly string[];
    /** Opens the address in a maps site. */
    readonly mapsUrl: string;
    /** For the contact page's embedded map (an iframe src). */
    readonly mapEmbedUrl: string;
  };
  readonly phone: PhoneNumber;
  /** The 24/7 support line. */
  readonly supportPhone: PhoneNumber;
  readonly supportEmail: string;
  readonly businessHours: readonly BusinessHours[];
  readonly socials: readonly SocialLink[];
  readonly copyrightYear: number;
}
