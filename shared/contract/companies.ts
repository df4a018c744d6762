/** A public company profile (`getCompany`). docs/api.md §Resources. */
import { z } from 'zod';
import type { Company } from '../api/types';
import { resourceIdSchema } from './common';

export const companyCalls = {
  'companies.get': { input: z.object({ id: resourceIdSchema }) },
} as const;

export interface CompanyOutputs {
  'companies.get': Company;
}
