/** A public company profile (`getCompany`). docs/api.md §Resources. */
import { z } from 'zod';
import type { Company } from '../api/types';
import { resourceIdSchema } from './common';
import { call, output } from './call';

/** The company profile's call, its input schema and output type (docs/api.md §Resources). */
export const companyCalls = {
  'companies.get': call(z.object({ id: resourceIdSchema }), output<Company>()),
} as const;
