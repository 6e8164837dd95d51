import type { FeatureModule } from '../feature-module.js';
import { personalDataExportDocs, registerPersonalDataExportRoute } from './personal-data-export.routes.js';
import { PersonalDataResolver } from './personal-data.resolver.js';

/** A person's data across the features' tables (each declares its own): found, exported as a zip, erased on request. */
export const personalDataModule: FeatureModule = {
  resolvers: [PersonalDataResolver],
  httpRoutes: [registerPersonalDataExportRoute],
  apiRoutes: personalDataExportDocs,
};
