import { describe, expect, it } from 'vitest';
import { eventDetails, findEventDetail } from './event-details';
import { EVENT_ANCHORS } from './navigation';
import { feedbackSection, pastEvents } from './past-events';

const REAL_EVENTS = ['expo2025', 'roc2025', 'nafed2025', 'roc2024', 'roc2023', 'nafed2019', 'nafed2018', 'aicte', 'jjmagdum', 'jorhat'];

describe('events content', () => {
  it('starts /events with the feedback section', () => {
    expect(feedbackSection.id).toBe('newproductdevelopment');
    expect(feedbackSection.title).toBe('Feedbacks');
    expect(feedbackSection.intro.length).toBeGreaterThan(0);
  });

  it('lists the past events in Events-menu order, expo being an alias of expo2025', () => {
    const menuOrder = EVENT_ANCHORS.map(([id]) => id).filter((id) => id !== 'newproductdevelopment');
    const pageOrder = pastEvents.flatMap((event) => [...(event.anchorAliases ?? []), event.id]);
    const firstPosition = (id: string) => menuOrder.indexOf(id as (typeof menuOrder)[number]);
    const sectionPositions = pastEvents.map((event) => Math.min(...[event.id, ...(event.anchorAliases ?? [])].map(firstPosition)));
    expect(sectionPositions).toEqual([...sectionPositions].sort((a, b) => a - b));
    expect(pageOrder.sort()).toEqual([...menuOrder].sort());
    expect(pastEvents.find((event) => event.id === 'expo2025')?.anchorAliases).toEqual(['expo']);
  });

  it('gives every past event a summary and a three-picture gallery', () => {
    for (const event of pastEvents) {
      expect(event.summary.length, event.id).toBeGreaterThan(0);
      expect(event.gallery, event.id).toHaveLength(3);
      for (const picture of event.gallery) expect(picture.caption, event.id).not.toBe('');
    }
  });

  it('keeps the dates that are on record', () => {
    const date = (id: string) => pastEvents.find((event) => event.id === id)?.dateText;
    expect(date('roc2024')).toBe('1 July – 10 November 2024');
    expect(date('roc2023')).toBe('1 June – 30 September 2023');
    expect(date('expo2025')).toBe('2025');
    expect(date('aicte')).toBeUndefined();
  });

  it('has a detail page for each real event, with three pictures', () => {
    expect(Object.keys(eventDetails).sort()).toEqual([...REAL_EVENTS].sort());
    for (const id of REAL_EVENTS) {
      const detail = findEventDetail(id);
      expect(detail?.id).toBe(id);
      expect(detail?.images).toHaveLength(3);
      expect(detail?.description.length).toBeGreaterThan(0);
    }
  });

  it('finds no detail for unknown ids', () => {
    expect(findEventDetail('newproductdevelopment')).toBeUndefined();
    expect(findEventDetail('expo')).toBeUndefined();
    expect(findEventDetail('constructor')).toBeUndefined();
    expect(findEventDetail(undefined)).toBeUndefined();
  });
});
