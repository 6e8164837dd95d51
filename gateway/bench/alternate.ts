import { type Load, measure, type Measured } from './measure.js';

export const ROUNDS = 3;

export interface Compared {
  site: Measured[];
  base: Measured[];
  /** One ratio per round: the site's rate over the baseline's measured just after it. */
  ratios: number[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Site, baseline, site, baseline, site, baseline: `ROUNDS` pairs, so that a machine whose load
 * changes during the run slows both sides of a ratio alike; the figure reported is the median ratio.
 */
export async function alternate(site: Load, base: Load): Promise<Compared> {
  const compared: Compared = { site: [], base: [], ratios: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const measuredSite = await measure(site);
    const measuredBase = await measure(base);
    compared.site.push(measuredSite);
    compared.base.push(measuredBase);
    compared.ratios.push(measuredSite.perSecond / measuredBase.perSecond);
  }
  return compared;
}
