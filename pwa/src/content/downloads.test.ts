import { FEAST_TUTORIAL_COUNT } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { downloadsManifest } from './downloads';
import type { DocumentModalKey, SoftwareDownloads, SoftwareKey } from './types';

function software(key: SoftwareKey): SoftwareDownloads {
  const entry = downloadsManifest.software.find((item) => item.key === key);
  if (entry === undefined) throw new Error(`no ${key}`);
  return entry;
}

function modal(key: DocumentModalKey) {
  const found = software('feast').modals?.find((item) => item.key === key);
  if (found === undefined) throw new Error(`no ${key} modal`);
  return found;
}

/** The URLs of every downloadable file: setups, reports, guides, licence manager, PDFs. */
function fileHrefs(): string[] {
  return downloadsManifest.software.flatMap((item) => [
    ...item.files.map((file) => file.href),
    ...(item.reports ?? []).map((file) => file.href),
    ...(item.installation ?? []).flatMap((variant) =>
      variant.steps.flatMap((step) => (step.link && step.link.href !== item.trialLicence?.href ? [step.link.href] : [])),
    ),
    ...(item.modals ?? []).flatMap((m) => m.groups.flatMap((g) => g.documents.map((d) => d.href))),
  ]);
}

describe('downloads manifest', () => {
  it('lists RoboAnalyzer, MechAnalyzer and FEAST in that order', () => {
    expect(downloadsManifest.software.map((item) => item.key)).toEqual(['roboanalyzer', 'mechanalyzer', 'feast']);
  });

  it('offers the RoboAnalyzer setup, trial licence, reports and both installation variants', () => {
    const robo = software('roboanalyzer');
    expect(robo.trialLicence?.href).toBe('/contact');
    expect(robo.files[0]).toMatchObject({ format: 'zip', note: '600MB disk space required' });
    expect(robo.files[0]?.sizeText).toContain('54MB');
    expect(robo.reports?.map((report) => report.label.match(/\d{4}/)?.[0])).toEqual(['2024', '2023']);
    const variants = robo.installation?.map((variant) => variant.title) ?? [];
    expect(variants.some((title) => /Server\/LAN/.test(title))).toBe(true);
    expect(variants.some((title) => /non-Server/.test(title))).toBe(true);
    const steps = robo.installation?.flatMap((v) => v.steps.map((s) => s.text)).join(' ') ?? '';
    expect(steps).toMatch(/machine ID/);
    expect(steps).toMatch(/licence manager/);
  });

  it('offers a MechAnalyzer trial licence and its requirements', () => {
    const mech = software('mechanalyzer');
    expect(mech.trialLicence?.href).toBe('/contact');
    expect(mech.requirements).toEqual(['Windows 10 or later', '1.5 GHz processor', '512 MB RAM']);
  });

  it('offers the FEAST 2022 setup and installation guide', () => {
    const files = software('feast').files;
    expect(files.map((file) => file.format)).toEqual(['zip', 'pdf']);
    expect(files[0]?.label).toContain('2022');
  });

  it('lists the 22 FEAST tutorials', () => {
    const tutorials = modal('tutorials').groups.flatMap((group) => group.documents);
    expect(tutorials).toHaveLength(22);
    expect(FEAST_TUTORIAL_COUNT).toBe(22);
    expect(tutorials.map((doc) => doc.number)).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(tutorials[0]?.href).toBe('/files/downloads/feast/tutorials/tutorial-01.pdf');
    expect(new Set(tutorials.map((doc) => doc.title)).size).toBe(22);
  });

  it('lists verification problems 01–82 without 57, 60 and 67', () => {
    const problems = modal('verification').groups.flatMap((group) => group.documents);
    const numbers = problems.map((doc) => doc.number);
    expect(problems).toHaveLength(79);
    expect(numbers).toContain('01');
    expect(numbers).toContain('82');
    for (const missing of ['57', '60', '67']) expect(numbers).not.toContain(missing);
    expect(problems[0]?.title).toMatch(/^Problem 01 — \S/);
  });

  it('lists the nine user-manual chapters followed by the tutorials', () => {
    const [chapters, tutorials] = modal('userManual').groups;
    expect(chapters?.documents.map((doc) => doc.title)).toEqual([
      'Chapter 01 — Introduction',
      'Chapter 02 — Cross-reference table',
      'Chapter 03 — Model data',
      'Chapter 04 — Boundary conditions data group',
      'Chapter 05 — Load data groups',
      'Chapter 06 — Property data groups',
      'Chapter 07 — List of nodes or elements',
      'Chapter 08 — List of element faces',
      'Chapter 09 — Specification of variable data',
    ]);
    expect(tutorials?.documents).toHaveLength(22);
  });

  it('serves every file from /files/downloads/', () => {
    const hrefs = fileHrefs();
    expect(hrefs.length).toBeGreaterThan(22 + 79 + 9);
    for (const href of hrefs) expect(href).toMatch(/^\/files\/downloads\/[a-z0-9/-]+\.(zip|pdf)$/);
  });

  it('gives each tutorial, problem and chapter its own file', () => {
    const documents = (['tutorials', 'verification'] as const)
      .flatMap((key) => modal(key).groups)
      .concat(modal('userManual').groups[0] ?? [])
      .flatMap((group) => group.documents.map((doc) => doc.href));
    expect(documents).toHaveLength(22 + 79 + 9);
    expect(new Set(documents).size).toBe(documents.length);
  });
});
