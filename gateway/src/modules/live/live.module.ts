import type { FeatureModule } from '../feature-module.js';
import { LiveResolver } from './live.resolver.js';

export const liveModule: FeatureModule = {
  resolvers: [LiveResolver],
};
