import { describe, expect, it } from 'vitest';
import { EVENT_ANCHORS, eventsMenu, footerQuickLinks, productMenu, topLinks } from './navigation';
import { feedbackSection, pastEvents } from './past-events';
import { site } from './site';

describe('navigation', () => {
  it('has the top-bar links of the specification', () => {
    expect(topLinks.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['Career', '/career'],
      ['Events', '/events'],
      ['Support', '/support'],
      ['Contact Us', '/contact'],
      ['Downloads', '/downloads'],
      ['Training', '/training-calendar'],
      ['Updates', '/updates'],
    ]);
  });

  it('has the seven Products groups with their items in order', () => {
    const groups = productMenu.map((group) => [group.label, group.items.map((item) => item.href.replace('/products/', ''))]);
    expect(groups).toEqual([
      ['Industrial Robots', ['articulated-robot', 'cobot', 'scara-robot', 'cartesian-robot']],
      ['Automation Systems', ['fms']],
      ['SVR Innovation', ['electropneumatic', 'electrohydraulic', 'elevator', 'bottlefilling', 'stewart', 'sensorlab', 'amr']],
      ['Grippers and Tools', ['3jaw', 'suctioncup', 'sensorizedgripper', 'magneticgripper', 'gripperlab', 'paralleljaw', 'curvilinearjaw', 'pneumaticjaw']],
      ['PLC Application', ['vfdkit', 'elevator', 'steppermotor', 'waterlevel', 'conveyor', 'stardelta', 'temperaturecontrol']],
      ['School Robotics Lab', ['mazesolving', 'linefollower', 'selfbalancing', 'digitaldice', 'fankit', 'objectcounter', 'bipedal']],
      ['Software Solutions', ['roboanalyzer', 'mechanalyzer', 'feast']],
    ]);
  });

  it('has the twelve Events anchors in order, the first labelled Feedbacks', () => {
    expect(eventsMenu.map((item) => item.href)).toEqual(
      ['newproductdevelopment', 'expo', 'roc2025', 'expo2025', 'nafed2025', 'roc2024', 'roc2023', 'nafed2019', 'nafed2018', 'aicte', 'jjmagdum', 'jorhat'].map(
        (id) => `/events#${id}`,
      ),
    );
    expect(eventsMenu[0]?.label).toBe('Feedbacks');
    expect(new Set(eventsMenu.map((item) => item.label)).size).toBe(12);
  });

  it('points every Events anchor at a section of /events', () => {
    const sectionIds = [feedbackSection.id, ...pastEvents.flatMap((event) => [event.id, ...(event.anchorAliases ?? [])])];
    expect(sectionIds.sort()).toEqual(EVENT_ANCHORS.map(([id]) => id).sort());
  });

  it('has the footer Quick Links', () => {
    expect(footerQuickLinks.map((link) => link.label)).toEqual(['Home', 'Products', 'Career', 'Events', 'Support', 'Contact Us', 'Downloads']);
  });
});

describe('site settings', () => {
  it('describe the company, its associations and its hours', () => {
    expect(site.companyName).toBe('SVR Robotics');
    expect(site.blurb).toMatch(/autonomous mobile robots and clean robots/);
    expect(site.associations.join(' ')).toMatch(/VSSC.*IIT Delhi.*BARC/s);
    expect(site.copyrightYear).toBe(2025);
    expect(site.businessHours).toEqual([
      { days: 'Monday to Saturday', hours: '9:30 AM to 6:30 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('have the four social networks and usable contact links', () => {
    expect(site.socials.map((social) => social.network)).toEqual(['facebook', 'youtube', 'instagram', 'linkedin']);
    for (const social of site.socials) expect(social.url).toMatch(/^https:\/\//);
    expect(site.phone.href).toMatch(/^tel:\+\d+$/);
    expect(site.supportPhone.href).toMatch(/^tel:\+\d+$/);
    expect(site.supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(site.address.mapsUrl).toMatch(/^https:\/\//);
    expect(site.address.lines.join(' ')).toContain('Pune');
  });
});
