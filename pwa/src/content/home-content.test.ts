import { AWARDS_WON, COMPLETED_PROJECTS } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { aboutCounters, aboutImages, aboutParagraph, focusAreas } from './about';
import { categoryItems } from './category-items';
import { productCategories } from './categories';
import { heroBackgrounds, heroSlides } from './hero';
import { partners } from './partners';
import { resolveProductSlug } from './product-index';
import { site } from './site';

describe('home page content', () => {
  it('has five hero slides with the titles of the specification', () => {
    expect(heroSlides).toHaveLength(5);
    const titles = heroSlides.map((slide) => slide.title);
    expect(titles.slice(0, 3)).toEqual([site.companyName, 'Empowering Automation', 'Innovation at Work']);
    expect(titles[3]).toMatch(/^Signature Software.*RoboAnalyzer/);
    expect(titles[4]).toMatch(/^Signature Software.*MechAnalyzer/);
    for (const slide of heroSlides) {
      expect(slide.desc).not.toBe('');
      expect(slide.info1).not.toBe('');
      expect(slide.info2).not.toBe('');
    }
  });

  it('has five full-screen hero backgrounds', () => {
    expect(heroBackgrounds).toHaveLength(5);
    for (const image of heroBackgrounds) expect([image.width, image.height]).toEqual([1600, 900]);
  });

  it('lists the eight partners', () => {
    expect(partners.map((partner) => partner.name)).toEqual(['BARC', 'IIT Delhi', 'ISRO', 'FEAST', 'Fanuc', 'Mitsubishi', 'RoboAnalyzer', 'MechAnalyzer']);
  });

  it('has nine product category cards; only the two software tools redirect', () => {
    expect(productCategories.map((card) => card.title)).toEqual([
      'Robot',
      'FMS',
      'SVR Innovation',
      'Grippers',
      'PLC Application',
      'School Robotic Lab',
      'Software',
      'RoboAnalyzer',
      'MechAnalyzer',
    ]);
    const redirects = productCategories.filter((card) => card.redirectTo !== undefined);
    expect(redirects.map((card) => [card.key, card.redirectTo])).toEqual([
      ['roboanalyzer', '/products/roboanalyzer'],
      ['mechanalyzer', '/products/mechanalyzer'],
    ]);
  });

  it('has a solutions grid for every other card, with the counts of the specification', () => {
    const counts = Object.fromEntries(Object.entries(categoryItems).map(([key, items]) => [key, items.length]));
    expect(counts).toEqual({
      robot: 4,
      fms: 1,
      'svr-innovation': 5,
      grippers: 7,
      'plc-application': 7,
      'school-robotic-lab': 7,
      software: 4,
    });
    const gridKeys = productCategories.filter((card) => card.redirectTo === undefined).map((c) => c.key);
    expect(Object.keys(categoryItems).sort()).toEqual([...gridKeys].sort());
  });

  it('names the items of the robot, SVR Innovation and software grids as the specification does', () => {
    expect(categoryItems.robot.map((item) => item.name)).toEqual(['Articulated Robot', 'Cobot', 'SCARA Robot', 'Cartesian Robot']);
    expect(categoryItems['svr-innovation'].map((item) => item.name)).toEqual([
      'Electro-Hydraulic System',
      'Electro-Pneumatic System',
      'Elevator Kit',
      'Bottle Filling Plant',
      'Stewart Platform',
    ]);
    expect(categoryItems.software.map((item) => item.name)).toEqual(['RoboAnalyzer', 'MechAnalyzer', 'FEAST', 'RT ToolBox Software']);
  });

  it('gives every solution 3 to 5 key features and a link to its product page', () => {
    for (const item of Object.values(categoryItems).flat()) {
      expect(item.features.length, item.name).toBeGreaterThanOrEqual(3);
      expect(item.features.length, item.name).toBeLessThanOrEqual(5);
      expect(item.description, item.name).not.toBe('');
      const slug = item.redirectTo?.replace('/products/', '') ?? '';
      expect(resolveProductSlug(slug), item.name).toBe(slug);
    }
  });

  it('counts to the About Us figures of the specification', () => {
    expect(aboutCounters.map((c) => [c.label, c.target, c.step, c.suffix])).toEqual([
      ['Completed Projects', COMPLETED_PROJECTS, 50, '+'],
      ['Awards Won', AWARDS_WON, 2, '+'],
    ]);
    expect([COMPLETED_PROJECTS, AWARDS_WON]).toEqual([3250, 150]);
  });

  it('describes the company and its four focus areas, with five pictures', () => {
    expect(aboutParagraph).toContain('Pune');
    expect(focusAreas.map((area) => area.title)).toEqual([
      'Industrial Automation Systems',
      'Educational Robotics Kits',
      'Custom AI Solutions',
      'Research & Development',
    ]);
    expect(aboutImages).toHaveLength(5);
  });
});
