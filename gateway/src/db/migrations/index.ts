import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121195528 } from './Migration20261121195528.js';
import { Migration20261121200822 } from './Migration20261121200822.js';
import { Migration20261122230323 } from './Migration20261122230323.js';
import { Migration20261122231000 } from './Migration20261122231000.js';
import { Migration20261123154921 } from './Migration20261123154921.js';
import { Migration20261123160000 } from './Migration20261123160000.js';
import { Migration20261123160052 } from './Migration20261123160052.js';
import { Migration20261124214236 } from './Migration20261124214236.js';
import { Migration20261124215727 } from './Migration20261124215727.js';
import { Migration20261125004500 } from './Migration20261125004500.js';
import { Migration20261125010000 } from './Migration20261125010000.js';
import { Migration20261125010244 } from './Migration20261125010244.js';
import { Migration20261125011155 } from './Migration20261125011155.js';
import { Migration20261125020000 } from './Migration20261125020000.js';
import { Migration20261125020500 } from './Migration20261125020500.js';
import { Migration20261127090000 } from './Migration20261127090000.js';
import { Migration20261127100000 } from './Migration20261127100000.js';

/** Every committed migration, in order. Listed explicitly so the built gateway needs no file discovery. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121195528', class: Migration20261121195528 },
  { name: 'Migration20261121200822', class: Migration20261121200822 },
  { name: 'Migration20261122230323', class: Migration20261122230323 },
  { name: 'Migration20261122231000', class: Migration20261122231000 },
  { name: 'Migration20261123154921', class: Migration20261123154921 },
  { name: 'Migration20261123160000', class: Migration20261123160000 },
  { name: 'Migration20261123160052', class: Migration20261123160052 },
  { name: 'Migration20261124214236', class: Migration20261124214236 },
  { name: 'Migration20261124215727', class: Migration20261124215727 },
  { name: 'Migration20261125004500', class: Migration20261125004500 },
  { name: 'Migration20261125010000', class: Migration20261125010000 },
  { name: 'Migration20261125010244', class: Migration20261125010244 },
  { name: 'Migration20261125011155', class: Migration20261125011155 },
  { name: 'Migration20261125020000', class: Migration20261125020000 },
  { name: 'Migration20261125020500', class: Migration20261125020500 },
  { name: 'Migration20261127090000', class: Migration20261127090000 },
  { name: 'Migration20261127100000', class: Migration20261127100000 },
];
