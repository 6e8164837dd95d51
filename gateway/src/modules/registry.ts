import type { NonEmptyArray } from 'type-graphql';
import type { ShimRoute } from '../rest/shim-route.js';
import { AdminAccount } from './auth/admin-account.entity.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authShimRoutes } from './auth/auth.rest.js';
import { Enquiry } from './enquiries/enquiry.entity.js';
import { EnquiryResolver } from './enquiries/enquiry.resolver.js';
import { enquiryShimRoutes } from './enquiries/enquiry.rest.js';

/** Every feature module; the core folders know nothing of features beyond these lists. */
export const entities = [AdminAccount, Enquiry] as const;

export const resolvers: NonEmptyArray<Function> = [AuthResolver, EnquiryResolver];

export const shimRoutes: readonly ShimRoute[] = [...authShimRoutes, ...enquiryShimRoutes];
